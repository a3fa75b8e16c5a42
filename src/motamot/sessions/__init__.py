"""Games in progress: what every kind does the same way (``autosave``: one writer, saved after
every action through one door, its time and clock), the classic game's session (``classic``)
and duplicate's (``duplicate``), the computer's choice made aside (``thinking``) and what
comes next at a classic game (``pace``)."""
