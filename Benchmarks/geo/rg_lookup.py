"""reverse_geocoder over a CSV lat,lon file, writing lat,lon,cc (the reference for bench.sh)."""
import sys

import reverse_geocoder as rg

with open(sys.argv[1]) as f:
    next(f)
    points = [tuple(map(float, line.split(",")[:2])) for line in f]
results = rg.search(points, mode=1, verbose=False)
out = sys.stdout
for (lat, lon), r in zip(points, results):
    out.write(f"{lat},{lon},{r['cc']}\n")
