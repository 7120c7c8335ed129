#!/usr/bin/env python3
"""make-year.py SEED: a year (2025) of stays as `borderlog stays import` reads them, from a home in Portugal: trips of
2 to 20 days to Schengen states, the UK and the US, drawn by a generator seeded with SEED, printed as CSV."""
import datetime
import random
import sys

rng = random.Random(int(sys.argv[1]))
abroad = ["FR", "ES", "DE", "IT", "NL", "AT", "GR", "GB", "US", "CH"]
day = datetime.date(2025, 1, 1)
end = datetime.date(2025, 12, 31)
print("country,entry,exit,note")
while day <= end:
    home = min(end, day + datetime.timedelta(days=rng.randint(5, 30)))
    print(f"PT,{day},{home},home")
    day = home
    if day >= end:
        break
    trip = min(end, day + datetime.timedelta(days=rng.randint(2, 20)))
    print(f"{rng.choice(abroad)},{day},{trip},")
    day = trip
