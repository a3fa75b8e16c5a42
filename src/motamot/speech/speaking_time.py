"""How long a sentence takes to be said: what the clock's hold, the screens and the lines wait
for a sentence to have been heard whole, with no voice's rate known."""

# How long a voice takes to say a character, generously (espeak-ng at its usual rates says 14
# to 18 a second): what is waited for a sentence to have been heard whole.
SECONDS_PER_CHARACTER = 0.065
# The slowest measured at espeak-ng's default rate, help's short words and commas (issue 60):
# French, 14 characters a second; English, 12. What a message waits for the one before, to be
# heard whole.
SLOWEST_SECONDS_PER_CHARACTER = (0.07, 0.085)


def speaking_time(text: str) -> float:
    """About how long ``text`` takes to be said, at most: a voice's rate is not known here."""
    return SECONDS_PER_CHARACTER * len(text)
