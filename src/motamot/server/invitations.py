"""Invitations: a few French words, easy to say on the phone, one per seat.

Four words drawn from 320 give about ten billion invitations; a server refuses a
connection after a few wrong ones in a row, so guessing one is out of reach. The words
are everyday nouns without accents or look-alike spellings, so "lune carotte piano
velo" is understood when read aloud and typed with or without accents and capitals.
An invitation is kept only as a keyed hash (``Invitations.key``), whose secret is a file
of its own beside the server's (``store.secret_path``): the server's file alone does not
give a seat away, nor let anyone try invitations offline.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from motamot.i18n import fold

WORDS = tuple(
    """
    abeille agneau aigle ananas ancre arbre armoire avion bague baleine ballon banane
    bateau bougie boussole bouteille bureau cactus cadeau camion canard carotte cerise
    chameau chapeau chaton cheval chemin citron clown cochon colline concert coquille
    corbeau costume coton crayon crocodile cuillere dauphin dentelle domino dragon
    drapeau echelle ecureuil enveloppe epice escargot etoile fauteuil fenetre ferme
    feuille ficelle flamant flocon fontaine forêt fraise fromage fusee galet gateau
    girafe glace gomme gorille grenier grenouille guitare hamac hibou hirondelle
    horloge igloo jardin jonquille journal kangourou kiwi lac lampe lapin lavande
    lecture levure licorne lion litchi livre loup lune madame maison manteau marmotte
    marteau melon mouton moulin mouette muguet musique nuage oasis olive orange orchestre
    ortie ours paille palmier panda papillon parapluie pastel patin pelouse perle
    phare piano pinceau pirate plage planete plume poire pomme pompier potager poule
    prairie prune puzzle radis raisin raquette renard requin riviere robot rocher
    ruban sable sapin sardine sauterelle savon serpent sirop soleil souris tambour
    tapis taupe tempete tigre tomate tortue toupie tracteur train trefle trompette
    tulipe valise vanille velo violon voilier volcan wagon yaourt zebre abricot
    accordeon aiguille allumette amande antenne araignee artichaut asperge autruche
    avocat balai bambou banjo barque bassine betterave bijou biscuit bison blouse
    bobine bocal bonbon bonnet bouchon boulanger bouquet bourdon brioche brouette
    buffle cabane cahier caillou calepin canape cannelle capitaine caramel carton
    casquette castor cerf chaise chandelle chaussette cheminee chenille chouette cigale
    ciseaux citrouille coccinelle colibri comete confiture coquelicot cornichon
    couronne crabe crepe cygne dinosaure echarpe eventail falaise farine feutre figue
    flute fourmi framboise furet gazelle genou girouette gland goeland gondole gourde
    grillon harpe hérisson homard jaguar jongleur koala lama lanterne lezard limace
    loutre luciole mandarine mangue marguerite marionnette mascotte meduse mesange
    mimosa miroir moineau moustique myrtille noisette nougat oiseau ombrelle otarie
    panier panthere pastèque pelican pendule perroquet pieuvre pingouin pivoine
    poisson poivron quartier queue radeau rameau reglisse renne rossignol salade
    sandale sanglier scarabee semoule sifflet singe tablier tartine theiere tilleul
    toboggan tournesol trampoline trottinette
    """.split()
)
COUNT = 4  # words in an invitation


APART = str.maketrans("-,.", "   ")


def new_invitation(choose: secrets.SystemRandom | None = None) -> str:
    """Four words, apart by spaces, drawn by the system's own randomness."""
    rng = choose or secrets.SystemRandom()
    return " ".join(fold(rng.choice(WORDS)).lower() for _ in range(COUNT))


def normal(invitation: str) -> str:
    """How an invitation is compared: accents, capitals, dashes, extra spaces and the commas
    and stop it is said with (``describe.remote.words_to_write``) do not count."""
    return " ".join(fold(invitation.translate(APART)).lower().split())


class Invitations:
    """The server's secret, which keys every invitation's hash."""

    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def key(self, invitation: str) -> str:
        return hmac.new(self.secret, normal(invitation).encode(), hashlib.sha256).hexdigest()
