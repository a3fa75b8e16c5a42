"""The game-command layer: one registry of commands, carried out once for every interface."""
