"""Writes N benchmark points as CSV lat,lon: half uniform over the globe, half over inhabited land boxes; with `regions`
as a third argument, all over the countries with a region layer (the US, Canada, Australia: docs/regions.md)."""
import random
import sys

LAND = [((36, 60), (-10, 30)), ((25, 50), (-125, -70)), ((-35, 5), (-75, -35)), ((-30, 30), (-15, 40)),
        ((8, 40), (70, 125)), ((-38, -15), (115, 152))]
# The contiguous US, southern Canada (Windsor to Montreal, the Prairies, BC), the Australian south-east.
REGIONS = [((25, 49), (-125, -67)), ((42, 50), (-84, -64)), ((49, 56), (-123, -95)), ((-39, -27), (138, 154))]
n, path = int(sys.argv[1]), sys.argv[2]
regions = len(sys.argv) > 3 and sys.argv[3] == "regions"
rnd = random.Random(20260101)
with open(path, "w") as f:
    f.write("lat,lon\n")
    for i in range(n):
        if regions:
            (a, b), (c, d) = REGIONS[rnd.randrange(len(REGIONS))]
            lat, lon = rnd.uniform(a, b), rnd.uniform(c, d)
        elif i % 2 == 0:
            lat, lon = rnd.uniform(-90, 90), rnd.uniform(-180, 180)
        else:
            (a, b), (c, d) = LAND[rnd.randrange(len(LAND))]
            lat, lon = rnd.uniform(a, b), rnd.uniform(c, d)
        f.write(f"{lat:.6f},{lon:.6f}\n")
