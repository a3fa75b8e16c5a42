"""The motamot server: games for players at other homes (``motamot serveur``)."""
