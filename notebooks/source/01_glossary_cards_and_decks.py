# %% [markdown] lang="en"
# # Glossary 1: cards and decks

# %% [markdown] lang="fr"
# # Glossaire 1 : cartes et paquets

# %% [markdown] lang="en"
# Each word below comes with its glossary card (definition, rule, example, and the engine object that
# implements it — the same text the engine uses in its messages), a demonstration, and exercises the engine
# corrects. Words marked *term of the AisleRiot manual's glossary* are the manual's own; the others are extra words
# this kit needs.
#
# **How the exercises work.** A cell asks the question; you write your answer in the next cell, in place of the
# `...` after `answer =`, and run it; the cell after that shows your points (1.0 or 0.0). A wrong answer first
# gets a short reply, how many parts are wrong and which glossary word to think about: try again. To see the whole
# correction, run `q.check(answer).reveal()` in a new cell (or `q.check(answer, reveal=True)`). Cards may be
# written as codes (`"KS"`) or as the pictures show them (`"K♠"`), piles as `tableau1` or `t1`, yes and no as
# `True`/`False` or `"yes"`/`"no"`. Some questions ask you to explain in a sentence, after `because =`: your
# teacher reads those.

# %% [markdown] lang="fr"
# Chaque mot ci-dessous vient avec sa fiche de glossaire (définition, règle, exemple, et l'objet du moteur
# qui le réalise — le même texte que le moteur utilise dans ses messages), une démonstration, et des exercices
# corrigés par le moteur. Les mots marqués *terme du glossaire du manuel d'AisleRiot* sont ceux du manuel ; les
# autres sont des mots supplémentaires dont ce kit a besoin.
#
# **Comment marchent les exercices.** Une cellule pose la question ; vous écrivez votre réponse dans la cellule
# suivante, à la place des `...` après `answer =`, et vous l'exécutez ; la cellule d'après affiche vos points
# (1 ou 0 point). Une réponse fausse reçoit d'abord une réponse courte, combien de parties sont fausses et à quel
# mot du glossaire penser : réessayez. Pour voir toute la correction, exécutez `q.check(answer).reveal()` dans
# une nouvelle cellule (ou `q.check(answer, reveal=True)`). Les cartes s'écrivent par leur code (`"KS"`) ou comme
# les images les montrent (`"R♠"`), les piles comme `tableau1` ou `t1`, oui et non comme `True`/`False` ou
# `"oui"`/`"non"`. Certaines questions demandent une explication en une phrase, après `because =` : votre
# enseignant les lit.

# %%
import solitaire_nb as sn
from solitaire_nb.rules.cards import SUIT_NAMES, SUIT_SYMBOLS
from solitaire_nb.table.show import show
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import (
    BuildSequence,
    LegalMoves,
    OnFoundation,
    PickTarget,
    WhichRule,
    feedback_in_steps,
)
sn.set_lang("en")
feedback_in_steps()

# %% [markdown] lang="en"
# ## Cards

# %% [markdown] lang="fr"
# ## Les cartes

# %% [markdown] lang="en"
# ### Card

# %% [markdown] lang="fr"
# ### Carte

# %% [markdown] lang="en"
# A card has a rank and a suit, and lies face up or face down. The kit writes a card as a code of two
# characters, its rank then its suit: `QH` is the Queen of hearts, `TD` the ten of diamonds (T for ten; the kit
# also reads `10D`). A face-down card is written in parentheses: `(7C)`. Sentences and pictures show a card as
# its corner does, Q♥ or 10♦.

# %% [markdown] lang="fr"
# Une carte a un rang et une couleur (trèfle, carreau, cœur ou pique), et elle est face visible ou
# face cachée. Le kit écrit une carte par un code de deux caractères, son rang puis sa couleur, en lettres
# anglaises : `QH` est la Dame de cœur (*Queen of Hearts*), `TD` le dix de carreau (T pour *ten* ; le kit lit
# aussi `10D`). Une carte face cachée s'écrit entre parenthèses : `(7C)`. Les phrases et les images montrent une
# carte comme son coin l'affiche, avec les lettres françaises : D♥ ou 10♦ (R pour Roi, D pour Dame, V pour
# Valet).

# %%
lessons.concept("card")

# %% [markdown] lang="en"
# The next cell reads four codes. For each one it prints the card as sentences write it, its name, its rank (a
# number), its suit letter, and whether it lies face up.

# %% [markdown] lang="fr"
# La cellule suivante lit quatre codes. Pour chacun, elle affiche la carte comme l'écrivent les phrases, son
# nom, son rang (un nombre), la lettre de sa couleur, et si elle est face visible.

# %%
for code in ["QH", "TD", "AS", "(7C)"]:
    card = sn.Card.parse(code)
    print(f"{code:>5} ->", card.phrase_text(sn.get_lang()), "|", card.name(sn.get_lang()), "|",
          card.rank, card.suit, card.face_up)

# %% [markdown] lang="en"
# **Read a deal.** In Golf, all the cards of the seven columns are dealt face up. The top card of a column is the
# last one dealt: it lies over the others, lowest in the picture, and it is the only one of its column you may
# play. Write the codes of the seven top cards.

# %% [markdown] lang="fr"
# **Lire une donne.** Au Golf, toutes les cartes des sept colonnes sont distribuées face visible. La carte du
# dessus d'une colonne est la dernière distribuée : elle est posée sur les autres, la plus basse sur l'image, et
# c'est la seule de sa colonne que l'on peut jouer. Écrivez les codes des sept cartes du dessus.

# %% exercise="top_cards" part="ask"
q = exercise("cards.top_cards")
display(show(q.game))
q

# %% exercise="top_cards" part="answer"
answer = ...  # ← your answer, a list of card codes such as ["2H", "9D"]
### BEGIN SOLUTION
answer = ["5S", "AD", "QD", "KS", "4C", "TH", "7C"]
### END SOLUTION
q.check(answer)

# %% exercise="top_cards" part="score"
q.score(answer)

# %% [markdown] lang="en"
# **Explain why.** In a card code, the ten is written `T`, not `10`.

# %% [markdown] lang="fr"
# **Expliquez pourquoi.** Dans le code d'une carte, le dix s'écrit `T` et non `10`.

# %% exercise="why_ten" part="ask"
q = exercise("cards.why_ten")
q

# %% exercise="why_ten" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("With T every code has exactly two characters, the rank then the suit, so the first character is "
           "always the rank and the last one always the suit.")
### fr
because = ("Avec T, chaque code a exactement deux caractères, le rang puis la couleur : le premier caractère "
           "est donc toujours le rang, et le dernier toujours la couleur.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ### Colour

# %% [markdown] lang="fr"
# ### Couleur (rouge et noir)

# %% [markdown] lang="en"
# Hearts and diamonds are red; clubs and spades are black. Many building rules look only at the colour, not at the
# suit. The engine keeps the colour as `card.red`: `True` for a red card, `False` for a black one.

# %% [markdown] lang="fr"
# Les cœurs et les carreaux sont rouges ; les trèfles et les piques sont noirs. Beaucoup de règles de
# construction ne regardent que le rouge ou le noir, pas la couleur. Le moteur garde cette couleur dans
# `card.red` : `True` (vrai) pour une carte rouge, `False` (faux) pour une noire.

# %%
lessons.concept("colour")

# %%
for suit in "CDHS":
    card = sn.Card(7, suit)
    print(card.phrase_text(sn.get_lang()), card.red)

# %% [markdown] lang="en"
# ### Suit

# %% [markdown] lang="fr"
# ### Couleur

# %% [markdown] lang="en"
# There are four suits: clubs ♣ (C), diamonds ♦ (D), hearts ♥ (H) and spades ♠ (S). The last character of a
# card's code is its suit.
#
# The French editions say *couleur* for a suit, as French card players and AisleRiot's French manual do, and
# give the games the names of AisleRiot's French translation.

# %% [markdown] lang="fr"
# Il y a quatre couleurs : trèfle ♣ (C, *clubs*), carreau ♦ (D, *diamonds*), cœur ♥ (H, *hearts*) et pique ♠
# (S, *spades*). Le dernier caractère du code d'une carte est sa couleur.
#
# Les joueurs de cartes français disent *couleur* pour ♠ ♥ ♦ ♣, comme le manuel d'AisleRiot ; ce kit fait de
# même, et dit donc « rouge ou noir » pour l'autre sens du mot, la teinte d'une carte. Les noms français des
# jeux sont aussi ceux de la traduction française d'AisleRiot (par exemple « L'araignée » pour Spider).

# %%
lessons.concept("suit")

# %%
for suit in "CDHS":
    print(suit, SUIT_SYMBOLS[suit], SUIT_NAMES[suit][sn.get_lang()])

# %% [markdown] lang="en"
# **Suit or colour?** Two cards may share their colour without sharing their suit. Sort the cards of the question.

# %% [markdown] lang="fr"
# **Couleur ou rouge et noir ?** Deux cartes peuvent être toutes deux rouges, ou toutes deux noires, sans
# être de la même couleur. Triez les cartes de la question.

# %% exercise="colour_not_suit" part="ask"
q = exercise("cards.colour_not_suit")
q

# %% exercise="colour_not_suit" part="answer"
answer = ...  # ← your answer, a list of cards such as ["9C"] (or ["9♣"])
### BEGIN SOLUTION
answer = ["4H", "JH"]
### END SOLUTION
q.check(answer)

# %% exercise="colour_not_suit" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ### Rank

# %% [markdown] lang="fr"
# ### Rang

# %% [markdown] lang="en"
# The rank is a card's value: Ace 1, then 2 to 10, Jack 11, Queen 12, King 13. Building rules compare ranks
# (one higher, one lower...), and the games that remove pairs add them up. The first character of a code is the
# rank: A, 2 to 9, T, J, Q, K.

# %% [markdown] lang="fr"
# Le rang est la valeur d'une carte : As 1, puis 2 à 10, Valet 11, Dame 12, Roi 13. Les règles de construction
# comparent les rangs (un de plus, un de moins…), et les jeux qui retirent des paires les additionnent. Le
# premier caractère d'un code est le rang : A, 2 à 9, T, J (*Jack*, Valet), Q (*Queen*, Dame), K (*King*, Roi).

# %%
lessons.concept("rank")

# %%
print([(code, sn.Card.parse(code).rank) for code in ["AH", "7H", "TH", "JH", "QH", "KH"]])

# %% [markdown] lang="en"
# **Ranks that add up.** In Fourteen, you take two top cards away together when their ranks add up to 14: drop
# one on the other. **Predict**: where may the J♠ of column 1 go? Work out the Jack's rank first.

# %% [markdown] lang="fr"
# **Des rangs qui s'additionnent.** Au jeu Fourteen (Quatorze), on retire ensemble deux cartes du dessus quand
# leurs rangs font 14 : on pose l'une sur l'autre. **Prévoyez** : où peut aller le V♠ de la colonne 1 ? Trouvez
# d'abord le rang du Valet.

# %% exercise="fourteen" part="ask"
position = sn.position("fourteen", {"tableau1": "JS", "tableau2": "3H", "tableau3": "4D", "tableau4": "JD",
                                    "tableau5": "9S 3C", "tableau6": "KC AH"})
q = PickTarget(position, "tableau1", 1)
display(show(position))
q

# %% exercise="fourteen" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau6"] (or ["t6"]), or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau2", "tableau5"]
### END SOLUTION
q.check(answer)

# %% exercise="fourteen" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="fourteen" part="reveal"
# **Now look.** A Jack is 11, and 11 + 3 = 14: the two Threes. Not the 4♦ (that would need a Jack worth 10), nor
# the other Jack (11 + 11 = 22).

# %% [markdown] lang="fr" exercise="fourteen" part="reveal"
# **Regardez.** Un Valet vaut 11, et 11 + 3 = 14 : les deux Trois. Pas le 4♦ (il faudrait un Valet qui vaille 10),
# ni l'autre Valet (11 + 11 = 22).

# %% exercise="fourteen" part="reveal"
show(position, select=("tableau1", 1))

# %% [markdown] lang="en"
# **Ace high.** The rank card says that an Ace may also be *high*, above the King. Fortunes plays that way: a top
# card may be discarded (sent to the foundation, the pile where a suit is gathered: [Glossary 2](02_glossary_piles.ipynb)) when the top card of another pile is of the same suit and
# higher, the Ace counting highest. Which of these discards are legal?

# %% [markdown] lang="fr"
# **L'As haut.** La fiche du rang dit qu'un As peut aussi être *haut*, au-dessus du Roi. Fortunes se joue ainsi :
# une carte du dessus peut être écartée (envoyée sur la fondation, la pile où une couleur se rassemble : [Glossaire 2](02_glossary_piles.ipynb)) quand la carte du dessus d'une autre pile est
# de la même couleur et plus haute, l'As comptant comme la plus haute. Lesquels de ces écarts sont permis ?

# %% exercise="ace_high" part="ask"
position = sn.position("fortunes", {"tableau1": "9C KH", "tableau2": "AH", "tableau3": "QS",
                                    "tableau4": "5D 2S"})
q = LegalMoves(position, ["t1-f1", "t2-f1", "t3-f1", "t4-f1"])
display(show(position))
q

# %% exercise="ace_high" part="answer"
answer = ...  # ← your answer, a list of letters such as ["a", "c"]
### BEGIN SOLUTION
answer = ["a", "d"]
### END SOLUTION
q.check(answer)

# %% exercise="ace_high" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="ace_high" part="reveal"
# **Now look** at the engine's reason for each of the four moves.

# %% [markdown] lang="fr" exercise="ace_high" part="reveal"
# **Regardez** la raison que donne le moteur pour chacun des quatre coups.

# %% exercise="ace_high" part="reveal"
for move in ["t1-f1", "t2-f1", "t3-f1", "t4-f1"]:
    print(move, "->", position.explain(move))

# %% exercise="ace_never_discarded" part="ask"
q = exercise("cards.ace_never_discarded")
q

# %% exercise="ace_never_discarded" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("A card is discarded only when a higher card of its suit shows, and with Aces high no card of a "
           "suit is higher than its Ace.")
### fr
because = ("Une carte n'est défaussée que lorsqu'une carte plus haute de sa couleur apparaît, et avec l'As "
           "le plus haut, aucune carte d'une couleur n'est plus haute que son As.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# The rank card also mentions games that count the Jack, the Queen and the King as 10. None of the kit's games
# does: where ranks are added up (Fourteen, Thirteen, Quatorze...), a Jack counts 11, a Queen 12 and a King 13.

# %% [markdown] lang="fr"
# La fiche du rang parle aussi de jeux où le Valet, la Dame et le Roi valent 10. Aucun jeu du kit ne le fait :
# là où l'on additionne les rangs (Fourteen, Thirteen, Quatorze…), un Valet vaut 11, une Dame 12 et un Roi 13.

# %% [markdown] lang="en"
# ### Face down

# %% [markdown] lang="fr"
# ### Face cachée

# %% [markdown] lang="en"
# A face-down card shows its back: it can be neither moved nor built on until it is turned face up. In Klondike,
# the card that becomes the top of a column turns face up by itself. Below, the Q♥ has gone onto the K♠ of
# column 1, over two face-down cards; the engine refuses to move the three cards of that column, and the picture
# lights up where the two face-up cards may go.

# %% [markdown] lang="fr"
# Une carte face cachée montre son dos : on ne peut ni la déplacer ni construire dessus tant qu'elle n'est pas
# retournée. Au Klondike, la carte qui devient celle du dessus d'une colonne se retourne toute seule. Ci-dessous,
# la D♥ est allée sur le R♠ de la colonne 1, au-dessus de deux cartes cachées ; le moteur refuse de déplacer les
# trois cartes de cette colonne, et l'image allume les piles où peuvent aller les deux cartes visibles.

# %%
lessons.concept("face_down")

# %%
g = sn.position("klondike", {"tableau1": "(8D) (2C) KS", "tableau2": "QH"})
g.play("t2-t1")
print(g.explain("t1-t3x3"))
show(g, select=("tableau1", 2))

# %% [markdown] lang="en"
# **Which rule says no?** Another Klondike position. The code that builds it writes the two face-down cards of
# column 1 in parentheses, `(5S) (9H)`. The engine refuses the move below: name the rule before you read the
# engine's reason. Two of the choices come later: *build by alternate colour* puts a card on a card of the other
# colour ([Glossary 3](03_glossary_building.ipynb)), and *one card at a time* moves only the top card ([Glossary 4](04_glossary_moves_and_stock.ipynb)).

# %% [markdown] lang="fr"
# **Quelle règle dit non ?** Une autre position du Klondike. Le code qui la construit écrit entre parenthèses les
# deux cartes cachées de la colonne 1, `(5S) (9H)`. Le moteur refuse le coup ci-dessous : nommez la règle avant
# de lire la raison du moteur. Deux des choix viennent plus tard : *construire par couleur (rouge et noir)
# alternée* pose une carte sur une carte de l'autre couleur (rouge ou noir) ([Glossaire 3](03_glossary_building.ipynb)), et *une carte à la fois* ne
# déplace que la carte du dessus ([Glossaire 4](04_glossary_moves_and_stock.ipynb)).

# %% exercise="face_down_rule" part="ask"
position = sn.position("klondike", {"tableau1": "(5S) (9H) 8C", "tableau2": "TS", "tableau3": "9D"})
q = WhichRule(position, "t1-t2x2", choices=["build_alternate_colour", "single_card_move", "face_down"])
display(show(position))
q

# %% exercise="face_down_rule" part="answer"
answer = ...  # ← your answer, a letter such as "a", or the rule's name
### BEGIN SOLUTION
answer = "c"
### END SOLUTION
q.check(answer)

# %% exercise="face_down_rule" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="face_down_rule" part="reveal"
# **Now look.** The 9♥ would fit on the 10♠ (red on black, one rank lower), but it lies face down.

# %% [markdown] lang="fr" exercise="face_down_rule" part="reveal"
# **Regardez.** Le 9♥ irait bien sur le 10♠ (rouge sur noir, un rang plus bas), mais il est face cachée.

# %% exercise="face_down_rule" part="reveal"
print(position.explain("t1-t2x2"))

# %% [markdown] lang="en"
# **A move puzzle.** In the next position, the code writes the face-down cards of column 1 in parentheses: under
# the 6♠ lie the A♥, then the 2♥. Find the moves that bring the 2♥ onto a foundation. Write each move as the
# engine does, as the welcome page showed: source, a dash, target, as in `"t3-t4"` (column 3 to column 4) or
# `"t3-f2"` (column 3 to foundation 2).

# %% [markdown] lang="fr"
# **Un problème de coups.** Dans la position suivante, le code écrit entre parenthèses les cartes cachées de la
# colonne 1 : sous le 6♠ se trouvent l'A♥, puis le 2♥. Trouvez les coups qui amènent le 2♥ sur une fondation.
# Écrivez chaque coup comme le moteur, ainsi que la page d'accueil l'a montré : départ, tiret, arrivée, comme
# `"t3-t4"` (colonne 3 vers colonne 4) ou `"t3-f2"` (colonne 3 vers fondation 2).

# %% exercise="uncover" part="ask"
position = sn.position("klondike", {"tableau1": "(2H) (AH) 6S", "tableau2": "7H"})
q = BuildSequence(position, OnFoundation("2H"))
display(show(position))
q

# %% exercise="uncover" part="answer"
answer = ...  # ← your answer, a list of moves in order, such as ["t3-t4", "t4-f2"]
### BEGIN SOLUTION
answer = ["t1-t2", "t1-f1", "t1-f1"]
### END SOLUTION
q.check(answer)

# %% exercise="uncover" part="score"
q.score(answer)

# %% [markdown] lang="en"
# ## Decks

# %% [markdown] lang="fr"
# ## Les paquets

# %% [markdown] lang="en"
# ### Deck

# %% [markdown] lang="fr"
# ### Paquet

# %% [markdown] lang="en"
# The deck is the set of cards a game is played with. Most games use one standard deck; some use two or three,
# add jokers, or take some ranks out. Every game declares its deck: `sn.new_game("klondike").declaration.deck`.
# The next cell prints, for four games, the game's name, its deck and how many cards it holds.

# %% [markdown] lang="fr"
# Le paquet est l'ensemble des cartes avec lesquelles un jeu se joue. La plupart des jeux utilisent un paquet
# standard ; certains en prennent deux ou trois, ajoutent des jokers ou retirent certains rangs. Chaque jeu
# déclare son paquet : `sn.new_game("klondike").declaration.deck`. La cellule suivante affiche, pour quatre
# jeux, le nom du jeu, son paquet et son nombre de cartes.

# %%
lessons.concept("deck")

# %%
for game_id in ["klondike", "spider", "spider_three_decks", "gypsy"]:
    deck = sn.new_game(game_id, deal=1).declaration.deck
    print(f"{sn.game_info(game_id).name():<28} {deck.label():<16} {len(deck.cards())}")

# %% [markdown] lang="en"
# **Predict.** Games of one family do not always share their deck. Before looking, answer the question.

# %% [markdown] lang="fr"
# **Prévoyez.** Les jeux d'une même famille n'ont pas toujours le même paquet. Avant de regarder, répondez à la
# question.

# %% exercise="spiderette_deck" part="ask"
q = exercise("cards.spiderette_deck")
q

# %% exercise="spiderette_deck" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 52
### END SOLUTION
q.check(answer)

# %% exercise="spiderette_deck" part="score"
q.score(answer)

# %% exercise="spiderette_deck" part="reveal"
deck = sn.new_game("spiderette", deal=1).declaration.deck
print(sn.game_info("spiderette").name(), "|", deck.label(), "|", len(deck.cards()))

# %% [markdown] lang="en"
# ### Standard deck

# %% [markdown] lang="fr"
# ### Paquet standard

# %% [markdown] lang="en"
# 52 cards: thirteen ranks (Ace to King) in each of the four suits. The next cell prints the size of the
# standard deck and its first thirteen cards, the clubs.

# %% [markdown] lang="fr"
# 52 cartes : treize rangs (de l'As au Roi) dans chacune des quatre couleurs. La cellule suivante affiche la
# taille du paquet standard et ses treize premières cartes, les trèfles.

# %%
lessons.concept("standard_deck")

# %%
deck = sn.STANDARD_DECK.cards()
print(len(deck), " ".join(card.phrase_text(sn.get_lang()) for card in deck[:13]), "...")

# %% [markdown] lang="en"
# **Count a deal.** Klondike plays with one standard deck. Work out the size of its stock (the cards left face
# down after the deal, which the game deals from later: [Glossary 4](04_glossary_moves_and_stock.ipynb)) before you see a deal.

# %% [markdown] lang="fr"
# **Compter une donne.** Le Klondike se joue avec un paquet standard. Calculez la taille de sa pioche (les cartes
# qui restent face cachée après la donne, et que le jeu distribue ensuite : [Glossaire 4](04_glossary_moves_and_stock.ipynb)) avant de voir une donne.

# %% exercise="klondike_stock" part="ask"
q = exercise("cards.klondike_stock")
q

# %% exercise="klondike_stock" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 24
### END SOLUTION
q.check(answer)

# %% exercise="klondike_stock" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="klondike_stock" part="reveal"
# **Now look.** The number under the stock counts its cards.

# %% [markdown] lang="fr" exercise="klondike_stock" part="reveal"
# **Regardez.** Le nombre sous la pioche compte ses cartes.

# %% exercise="klondike_stock" part="reveal"
show(sn.new_game("klondike", deal=1))

# %% [markdown] lang="en"
# ### Double deck

# %% [markdown] lang="fr"
# ### Paquet double

# %% [markdown] lang="en"
# Two standard decks shuffled together: 104 cards, every card twice. Spider, Gypsy and Forty Thieves play with
# it. The next cell counts the cards of a double deck and its Queens of spades, then shows deal 1 of Gypsy.

# %% [markdown] lang="fr"
# Deux paquets standard mélangés : 104 cartes, chaque carte en double. L'araignée, Bohémien et « Les quarante
# voleurs » se jouent avec lui. La cellule suivante compte les cartes d'un paquet double et ses Dames de pique,
# puis montre la donne 1 de Bohémien.

# %%
lessons.concept("double_deck")

# %%
cards = sn.DOUBLE_DECK.cards()
print(len(cards), sum(card.code == "QS" for card in cards))
show(sn.new_game("gypsy", deal=1))

# %% [markdown] lang="en"
# **Predict.** Forty Thieves also plays with a double deck. In its ten columns a card goes on the card of its own
# suit one rank higher: a 7♠ on an 8♠. Where may the 7♠ at the top of column 1 go?

# %% [markdown] lang="fr"
# **Prévoyez.** « Les quarante voleurs » se joue aussi avec un paquet double. Sur ses dix colonnes, une carte va
# sur la carte de même couleur d'un rang au-dessus : un 7♠ sur un 8♠. Où peut aller le 7♠ du dessus de la
# colonne 1 ?

# %% exercise="twin_cards" part="ask"
position = sn.position("forty_thieves", {"tableau1": "5D 7S", "tableau2": "JC 8S", "tableau3": "8H",
                                         "tableau4": "3D 8S", "tableau5": "6S", "tableau6": "QD 9S",
                                         "tableau7": "2C", "tableau8": "KH 8C", "tableau9": "4H",
                                         "tableau10": "TD"})
q = PickTarget(position, "tableau1", 1)
display(show(position))
q

# %% exercise="twin_cards" part="answer"
answer = ...  # ← your answer, a list of pile ids such as ["tableau6"] (or ["t6"]), or [] for nowhere
### BEGIN SOLUTION
answer = ["tableau2", "tableau4"]
### END SOLUTION
q.check(answer)

# %% exercise="twin_cards" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="twin_cards" part="reveal"
# **Now look.** A double deck holds every card twice: here both 8♠ are on top of a column, and each one takes the
# 7♠.

# %% [markdown] lang="fr" exercise="twin_cards" part="reveal"
# **Regardez.** Un paquet double contient chaque carte deux fois : ici les deux 8♠ sont en haut d'une colonne, et
# chacun peut recevoir le 7♠.

# %% exercise="twin_cards" part="reveal"
show(position, select=("tableau1", 1))

# %% exercise="eight_foundations" part="ask"
q = exercise("cards.eight_foundations")
q

# %% exercise="eight_foundations" part="explain"
because = ...  # ← your explanation, in a sentence
### BEGIN SOLUTION
### en
because = ("A double deck holds every card twice, so each suit runs from Ace to King twice, which makes eight runs of "
           "thirteen cards, and each run needs a foundation of its own.")
### fr
because = ("Un double paquet contient chaque carte deux fois : chaque couleur va donc deux fois de l'As au "
           "Roi, soit huit suites de treize cartes, et chaque suite a besoin de sa propre fondation.")
### END SOLUTION
q.check(because)

# %% [markdown] lang="en"
# ### Joker deck

# %% [markdown] lang="fr"
# ### Paquet Joker

# %% [markdown] lang="en"
# A standard deck plus two jokers: 54 cards. Thieves plays with it, and there the jokers are wild: a joker may go
# on any card, and any card on a joker. A joker has no rank or suit of its own; the engine writes it `JK` and
# keeps it as rank 0 with the letter `J` in place of a suit, so that it never equals a real rank or suit.

# %% [markdown] lang="fr"
# Un paquet standard plus deux jokers : 54 cartes. « Les Voleurs » se joue avec lui, et les jokers y remplacent
# n'importe quelle carte : un joker peut aller sur n'importe quelle carte, et n'importe quelle carte sur un
# joker. Un joker n'a ni rang ni couleur à lui ; le moteur l'écrit `JK` et le garde avec le rang 0 et la lettre
# `J` à la place d'une couleur, pour qu'il ne soit jamais égal à un vrai rang ni à une vraie couleur.

# %%
lessons.concept("joker_deck")

# %%
cards = sn.JOKER_DECK.cards()
print(len(cards), [card.name(sn.get_lang()) for card in cards if card.is_joker])

# %% [markdown] lang="en"
# **Count a deal.** Thieves plays with a joker deck; the question says how it deals the cards.

# %% [markdown] lang="fr"
# **Compter une donne.** « Les Voleurs » se joue avec un paquet Joker ; la question dit comment il distribue les cartes.

# %% exercise="thieves_stock" part="ask"
q = exercise("cards.thieves_stock")
q

# %% exercise="thieves_stock" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 18
### END SOLUTION
q.check(answer)

# %% exercise="thieves_stock" part="score"
q.score(answer)

# %% exercise="thieves_stock" part="reveal"
show(sn.new_game("thieves", deal=1))

# %% [markdown] lang="en"
# ### Triple deck

# %% [markdown] lang="fr"
# ### Paquet triple

# %% [markdown] lang="en"
# Three standard decks shuffled together: 156 cards, every card three times. Spider Three Decks plays with it.

# %% [markdown] lang="fr"
# Trois paquets standard mélangés : 156 cartes, chaque carte trois fois. « L'araignée à trois paquets » se joue
# avec lui.

# %%
lessons.concept("triple_deck")

# %%
print(len(sn.TRIPLE_DECK.cards()))

# %% exercise="triple_runs" part="ask"
q = exercise("cards.triple_runs")
q

# %% exercise="triple_runs" part="answer"
answer = ...  # ← your answer, a number
### BEGIN SOLUTION
answer = 12
### END SOLUTION
q.check(answer)

# %% exercise="triple_runs" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="triple_runs" part="reveal"
# **Now look** at the deal: one foundation per run.

# %% [markdown] lang="fr" exercise="triple_runs" part="reveal"
# **Regardez** la donne : une fondation par suite.

# %% exercise="triple_runs" part="reveal"
show(sn.new_game("spider_three_decks", deal=1))

# %% [markdown] lang="en"
# ### Stripped deck

# %% [markdown] lang="fr"
# ### Paquet réduit

# %% [markdown] lang="en"
# A standard deck with some ranks taken out. The next cell builds a deck without Kings and prints its name, its
# size and the ranks it keeps.

# %% [markdown] lang="fr"
# Un paquet standard dont on a retiré certains rangs. La cellule suivante construit un paquet sans les Rois et
# affiche son nom, sa taille et les rangs qu'il garde.

# %%
lessons.concept("stripped_deck")

# %%
no_kings = sn.stripped_deck(without_ranks=(13,))
print(no_kings.label(), len(no_kings.cards()), sorted({card.rank for card in no_kings.cards()}))

# %% [markdown] lang="en"
# **Compare two games.** Maze plays with the 48 cards left once the Kings are taken out. Gaps also has 48 cards:
# AisleRiot deals the whole deck in four rows of thirteen, then takes the Aces out of the game.

# %% [markdown] lang="fr"
# **Comparer deux jeux.** « Le labyrinthe » se joue avec les 48 cartes qui restent une fois les Rois retirés.
# Gaps a aussi 48 cartes : AisleRiot distribue tout le paquet en quatre rangées de treize, puis retire les As du
# jeu.

# %% exercise="maze_and_gaps" part="ask"
q = exercise("cards.maze_and_gaps")
q

# %% exercise="maze_and_gaps" part="answer"
answer = ...  # ← your answer, a list of cards such as ["AS"]
### BEGIN SOLUTION
answer = ["7D", "QC"]
### END SOLUTION
q.check(answer)

# %% exercise="maze_and_gaps" part="score"
q.score(answer)

# %% [markdown] lang="en" exercise="maze_and_gaps" part="reveal"
# **Now look** at the ranks each game keeps.

# %% [markdown] lang="fr" exercise="maze_and_gaps" part="reveal"
# **Regardez** les rangs que garde chaque jeu.

# %% exercise="maze_and_gaps" part="reveal"
for game_id in ["maze", "gaps"]:
    deck = sn.new_game(game_id, deal=1).declaration.deck
    print(sn.game_info(game_id).name(), "|", len(deck.cards()), "|", sorted({card.rank for card in deck.cards()}))

# %% [markdown] lang="en"
# ## Next
#
# The cards are dealt onto piles: the tableau, the foundations, the reserves... Their names and what they accept
# are in [Glossary 2: piles](02_glossary_piles.ipynb); the stock and the waste, the piles the game deals from and
# onto, are in [Glossary 4](04_glossary_moves_and_stock.ipynb). Back to the [welcome page](00_welcome.ipynb).

# %% [markdown] lang="fr"
# ## La suite
#
# Les cartes sont distribuées sur des piles : le tableau, les fondations, les réserves… Leurs noms et ce qu'elles
# acceptent sont dans le [Glossaire 2 : les piles](02_glossary_piles.ipynb) ; la pioche et la défausse, les
# piles d'où le jeu distribue et où il retourne les cartes, sont dans le [Glossaire 4](04_glossary_moves_and_stock.ipynb). Retour à la
# [page d'accueil](00_welcome.ipynb).
