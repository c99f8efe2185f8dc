"""Prepared positions of the game declared in :mod:`solitaire_nb.games.yield`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A card is free once the cards of the row below that overlap it have gone (one card "
            "for the ends of a row, two for the others): 6D and 7S are free and pair; 2C lies "
            "under JH, which lies under 6D.",
            "Une carte est libre quand les cartes de la rangée du dessous qui la chevauchent sont "
            "parties (une pour les bouts d'une rangée, deux pour les autres) : 6D et 7S sont "
            "libres et font paire ; 2C est sous JH, qui est sous 6D.",
            {"tableau28": "6D", "tableau25": "7S", "tableau26": "JH", "tableau23": "2C",
             "waste1": "5H"},
            select=("tableau28", 1), legal=("t28-t25", "t25-t28"),
            refused={"t28-t23": "free_card", "t26-t23": "free_card", "t25-w1": "pair_sum"}),
    example("As in Treize, a card never pairs with a card it lies on, and both the oldest and the "
            "top card of the waste play.",
            "Comme au Treize, une carte ne fait jamais paire avec une carte qu'elle recouvre, et la "
            "plus ancienne comme la dernière carte de la défausse se jouent.",
            {"tableau27": "8C", "tableau28": "5D", "waste1": "8H", "waste2": "2S 8S"},
            select=("tableau28", 1), legal=("t28-w1", "w2-t28"),
            refused={"t28-t27": "free_card", "w2-w2": "pair_sum"}),
]
