"""What a motamot server and its clients say to each other."""
