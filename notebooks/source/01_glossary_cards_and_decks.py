# %% [markdown] lang="en"
# # Glossary 1: cards and decks

# %% [markdown] lang="fr"
# # Glossaire 1 : cartes et paquets

# %% [markdown] lang="en"
# Each word below comes with its glossary card (definition, rule, example, and the engine object that
# implements it — the same text the engine uses in its messages), a demonstration, and an exercise the engine
# corrects. Words marked *term of the AisleRiot manual's glossary* are the manual's own; the others are extra words
# this kit needs.

# %% [markdown] lang="fr"
# Chaque mot ci-dessous vient avec sa fiche de glossaire (définition, règle, exemple, et l'objet du moteur
# qui le réalise — le même texte que le moteur utilise dans ses messages), une démonstration, et un exercice corrigé
# par le moteur. Les mots marqués *terme du glossaire du manuel d'AisleRiot* sont ceux du manuel ; les autres sont des
# mots supplémentaires dont ce kit a besoin.

# %% [markdown] lang="en"
# Set `LANG` to `"fr"` in the next cell and run the notebook again: every rule, label, message and exercise feedback printed below switches to French. Text cells are written in both languages.

# %% [markdown] lang="fr"
# Mettez `LANG` à `"fr"` dans la cellule suivante et relancez le carnet : règles, noms de piles, messages et corrections d'exercices passent tous en français. Les cellules de texte sont écrites dans les deux langues.

# %%
import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching import lessons
from solitaire_nb.table.show import show
sn.set_lang("en")

# %% [markdown] lang="en"
# ## Cards

# %% [markdown] lang="fr"
# ## Les cartes

# %% [markdown] lang="en"
# ### Card

# %% [markdown] lang="fr"
# ### Carte

# %% [markdown] lang="en"
# A card has a rank and a suit, and lies face up or face down. The kit writes a card with two characters: rank then suit, `QH` = Queen of hearts, `TD` = ten of diamonds; a face-down card is written in parentheses.

# %% [markdown] lang="fr"
# Une carte a un rang et une couleur (enseigne), et se trouve face visible ou face cachée. Le kit l'écrit en deux caractères : rang puis enseigne, `QH` = Dame de cœur (*Queen, Hearts*), `TD` = dix de carreau ; une carte cachée s'écrit entre parenthèses.

# %%
lessons.concept("card")

# %%
for code in ["QH", "TD", "AS", "(7C)"]:
    c = sn.Card.parse(code)
    print(f"{code:>5} -> {c.name(LANG)}, rank {c.rank}, suit {c.suit}, {c.colour}, face up: {c.face_up}")

# %%
q = ex.Question({"en": "What is the code of the King of spades?", "fr": "Quel est le code du Roi de pique ?"}, "KS",
                {"en": "K for King, S for spades.", "fr": "K pour King (Roi), S pour Spades (pique)."},
                {"en": "Rank letter first (A 2..9 T J Q K), then the suit letter (C D H S).", "fr": "D'abord la lettre du rang (A 2..9 T J Q K), puis celle de l'enseigne (C D H S)."})
q

# %%
my_answer = "RP"   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Suit

# %% [markdown] lang="fr"
# ### Couleur (enseigne)

# %% [markdown] lang="en"
# The four suits: clubs ♣ (C), diamonds ♦ (D), hearts ♥ (H), spades ♠ (S). Beware: French says *couleur* both for the suit and for red/black.

# %% [markdown] lang="fr"
# Les quatre enseignes : trèfle ♣ (C), carreau ♦ (D), cœur ♥ (H), pique ♠ (S). Attention : en français *couleur* désigne à la fois l'enseigne et le rouge/noir.

# %%
lessons.concept("suit")

# %%
from solitaire_nb.rules.cards import SUIT_NAMES, SUIT_SYMBOLS
for s in "CDHS":
    print(s, SUIT_SYMBOLS[s], SUIT_NAMES[s][LANG])

# %%
q = ex.Question({"en": "How many suits does a standard deck have?", "fr": "Combien d'enseignes un paquet standard a-t-il ?"}, 4)
q

# %%
my_answer = 2   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Colour

# %% [markdown] lang="fr"
# ### Couleur (rouge et noir)

# %% [markdown] lang="en"
# Hearts and diamonds are red; clubs and spades are black. Many building rules look only at the colour.

# %% [markdown] lang="fr"
# Cœur et carreau sont rouges ; trèfle et pique sont noirs. Beaucoup de règles de construction ne regardent que la couleur.

# %%
lessons.concept("colour")

# %%
print({s: sn.Card(7, s).colour for s in "CDHS"})

# %%
q = ex.Question({"en": "Which suits are red? (a set of letters)", "fr": "Quelles enseignes sont rouges ? (un ensemble de lettres)"}, {"H", "D"})
q

# %%
my_answer = {"H", "S"}   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Rank

# %% [markdown] lang="fr"
# ### Rang

# %% [markdown] lang="en"
# The rank is a card's value: Ace 1, then 2 to 10, Jack 11, Queen 12, King 13. Building rules compare ranks (one higher, one lower...). In some games the Ace is high (above the King).

# %% [markdown] lang="fr"
# Le rang est la valeur d'une carte : As 1, puis 2 à 10, Valet 11, Dame 12, Roi 13. Les règles de construction comparent les rangs (un de plus, un de moins...). Dans certains jeux l'As est haut (au-dessus du Roi).

# %%
lessons.concept("rank")

# %%
print([(c, sn.Card.parse(c).rank) for c in ["AH", "7H", "TH", "JH", "QH", "KH"]])

# %%
q = ex.Question({"en": "What is the rank of a Queen?", "fr": "Quel est le rang d'une Dame ?"}, 12)
q

# %%
my_answer = 11   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Face down

# %% [markdown] lang="fr"
# ### Face cachée

# %% [markdown] lang="en"
# A face-down card shows its back: it cannot be moved nor built on until it is turned up. In Klondike the top card of a column turns up by itself.

# %% [markdown] lang="fr"
# Une carte face cachée montre son dos : on ne peut ni la déplacer ni construire dessus avant qu'elle soit retournée. Au Klondike, la carte du dessus d'une colonne se retourne toute seule.

# %%
lessons.concept("face_down")

# %%
g = sn.position("klondike", {"tableau1": "(8D) (2C) KS", "tableau2": "QH"})
g.play("t2-t1")
print(g.explain("t1-t3x3"))
show(g, select=("tableau1", 2))

# %% [markdown] lang="en"
# ## Decks

# %% [markdown] lang="fr"
# ## Les paquets

# %% [markdown] lang="en"
# ### Deck

# %% [markdown] lang="fr"
# ### Paquet

# %% [markdown] lang="en"
# The deck is the set of cards a game uses. Most games use one standard deck; some use two, three, jokers, or remove some ranks. Every game declares its deck.

# %% [markdown] lang="fr"
# Le paquet est l'ensemble des cartes d'un jeu. La plupart des jeux utilisent un paquet standard ; certains en utilisent deux, trois, des jokers, ou retirent des rangs. Chaque jeu déclare son paquet.

# %%
lessons.concept("deck")

# %%
for game_id in ["klondike", "spider", "spider_three_decks", "gypsy"]:
    g = sn.new_game(game_id, deal=1)
    print(f"{g.title():<20} {g.declaration.deck.label():<20} {len(g.declaration.deck.cards())}")

# %% [markdown] lang="en"
# **Exercise** — answer in the next cell, then run it; the engine checks.

# %% [markdown] lang="fr"
# **Exercice** — répondez dans la cellule suivante, puis exécutez-la ; le moteur corrige.

# %%
q = ex.Question({"en": "How many cards are in the deck Gypsy uses?",
                 "fr": "Combien de cartes compte le paquet de Bohémien ?"},
                len(sn.new_game("gypsy", deal=1).declaration.deck.cards()),
                explanation={"en": "Gypsy plays with a double deck: two standard decks.",
                             "fr": "Bohémien se joue avec un paquet double : deux paquets standard."},
                hint={"en": "Look at the deck printed above for gypsy.",
                      "fr": "Regardez le paquet affiché plus haut pour gypsy."})
q

# %%
my_answer = 52   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Standard deck

# %% [markdown] lang="fr"
# ### Paquet standard

# %% [markdown] lang="en"
# 52 cards: thirteen ranks (Ace to King) in each of the four suits.

# %% [markdown] lang="fr"
# 52 cartes : treize rangs (de l'As au Roi) dans chacune des quatre enseignes.

# %%
lessons.concept("standard_deck")

# %%
deck = sn.STANDARD_DECK.cards()
print(len(deck), " ".join(str(c) for c in deck[:13]), "...")

# %%
q = ex.Question({"en": "How many hearts are in a standard deck?", "fr": "Combien de cœurs y a-t-il dans un paquet standard ?"}, 13,
                hint={"en": "52 cards shared by 4 suits.", "fr": "52 cartes partagées entre 4 enseignes."})
q

# %%
my_answer = 12   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Double deck

# %% [markdown] lang="fr"
# ### Paquet double

# %% [markdown] lang="en"
# Two standard decks shuffled together: 104 cards, every card twice. Spider, Gypsy and Forty Thieves use it.

# %% [markdown] lang="fr"
# Deux paquets standard mélangés : 104 cartes, chaque carte en double. Spider, Gypsy et Forty Thieves l'utilisent.

# %%
lessons.concept("double_deck")

# %%
g = sn.new_game("gypsy", deal=1)
print(len(sn.DOUBLE_DECK.cards()), "cards;", sum(c.code == "QS" for c in sn.DOUBLE_DECK.cards()), "× QS")
show(g)

# %%
q = ex.Question({"en": "How many Aces are in a double deck?", "fr": "Combien d'As y a-t-il dans un paquet double ?"}, 8)
q

# %%
my_answer = 4   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Joker deck

# %% [markdown] lang="fr"
# ### Paquet Joker

# %% [markdown] lang="en"
# A standard deck plus two jokers: 54 cards. No game of the kit uses it yet, but the engine has it: a joker is rank 0, suit `J`.

# %% [markdown] lang="fr"
# Un paquet standard plus deux jokers : 54 cartes. Aucun jeu du kit ne l'utilise encore, mais le moteur le connaît : un joker a le rang 0 et l'enseigne `J`.

# %%
lessons.concept("joker_deck")

# %%
cards = sn.JOKER_DECK.cards()
print(len(cards), [c.name(LANG) for c in cards if c.is_joker])

# %%
q = ex.Question({"en": "How many cards in a joker deck?", "fr": "Combien de cartes dans un paquet Joker ?"}, len(sn.JOKER_DECK.cards()))
q

# %%
my_answer = 52   # ← change me
q.check(my_answer)

# %% [markdown] lang="en"
# ### Triple deck

# %% [markdown] lang="fr"
# ### Paquet triple

# %% [markdown] lang="en"
# Three standard decks: 156 cards (Spider Three Decks).

# %% [markdown] lang="fr"
# Trois paquets standard : 156 cartes (Spider à trois paquets).

# %%
lessons.concept("triple_deck")

# %%
print(len(sn.TRIPLE_DECK.cards()))

# %% [markdown] lang="en"
# ### Stripped deck

# %% [markdown] lang="fr"
# ### Paquet réduit

# %% [markdown] lang="en"
# A standard deck with some ranks taken out (for example without Kings: 48 cards).

# %% [markdown] lang="fr"
# Un paquet standard dont on a retiré certains rangs (par exemple sans les Rois : 48 cartes).

# %%
lessons.concept("stripped_deck")

# %%
no_kings = sn.stripped_deck(without_ranks=(13,))
print(no_kings.label(), len(no_kings.cards()))

# %%
q = ex.Question({"en": "A deck without the Aces and the Kings: how many cards?", "fr": "Un paquet sans les As ni les Rois : combien de cartes ?"},
                len(sn.stripped_deck(without_ranks=(1, 13)).cards()))
q

# %%
my_answer = 48   # ← change me
q.check(my_answer)
