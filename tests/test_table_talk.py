"""Meeting at the table (issue 47, points 1 and 2): who is there, and what the players say to
each other, through a real ``motamot serveur`` and real ``motamot rejoindre`` processes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from servers import ServerProcess, invite, join


def said(sentence: str) -> str:
    """A sentence heard as it is, whatever comes before it on its line."""
    return re.escape(sentence)


def test_who_is_at_the_table_and_what_they_say_heard_once_and_kept_for_whoever_is_away(
    server: ServerProcess, tmp_path: Path
) -> None:
    invitations = invite(server, tmp_path / "host", "--joueurs", "Anne,Max", "--contre", "aucun")
    anne = join(server, tmp_path / "anne", invitations["Anne"])
    max_ = None
    try:
        anne.expect("Partie en réseau")
        anne.type("qui")
        anne.expect(said("À la table, Anne. Max n'a pas encore pris sa place."))
        max_ = join(server, tmp_path / "max", invitations["Max"])
        max_.expect("Partie en réseau")
        anne.expect(said("Max arrive à la table."))
        # Table talk: heard once by the others, the sender told it was said.
        max_.type("dis bonjour Anne, bien arrivée ?")
        max_.expect("Message dit à la table.")
        anne.expect(said("Max dit, bonjour Anne, bien arrivée ?"))
        max_.type("dis \x07 " + "x" * 201)
        max_.expect("Message trop long, 200 caractères au plus, il n'est pas dit.")
        max_.type("dis \x1b[31mrouge")  # control characters dropped
        anne.expect(said("Max dit, [31mrouge"))
        # Max leaves: Anne hears it once; what she says meanwhile waits for him.
        max_.type("quitte")
        max_.expect("Écrivez oui")
        max_.type("oui")
        anne.expect(said("Max a quitté la table, la partie l'attend."))
        anne.type("qui")
        anne.expect(said("À la table, Anne. Max n'est plus à la table depuis ") + r"\d+ secondes?\.")
        anne.type("dis tu reviens ?")
        anne.expect("Message dit à la table.")
        max_.process.wait(timeout=30)
        max_ = join(server, tmp_path / "max", invitations["Max"])
        max_.expect(said("Anne dit, tu reviens ?"))
        anne.expect(said("Max est de retour à la table."))
        heard = [line for line in anne.seen if "Max dit, bonjour" in line]
        assert len(heard) == 1, anne.seen
        # A flood is refused, and said.
        for number in range(6):
            anne.type(f"dis message {number}")
        anne.expect("Trop de messages à la suite, celui-ci n'est pas dit.")
        # Table talk turned off: Max no longer hears it.
        max_.type("conversation non")
        max_.expect(said("Conversation à la table, non, les messages des autres ne sont plus dits."))
        max_.seen.clear()
        anne.type("dis encore là ?")
        with pytest.raises(AssertionError):
            max_.expect("Anne dit, encore", timeout=2)
    finally:
        anne.stop()
        if max_ is not None:
            max_.stop()
