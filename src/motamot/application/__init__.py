"""The application: a player at a table on this machine.

``cli`` reads the command line and hands this layer plain values (``play.Start``); this
layer opens the voice and the cues, finds each kind of game through its formula
(``commands.formulas``), starts the line or the screen interface, comes back to the menu
between games, and runs a seat at a game on a server (``seat.py``) or a server in this
process for a game shared at the table (``sharing.py``).
"""
