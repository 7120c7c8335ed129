#!/usr/bin/env python3
"""Writes Ana's sample location exports (deterministic; see samples/README.md).

- samples/location/Records.json: her phone's Google Takeout location history for the summer of
  2026: London, then the Berlin secondment (from 20 May), sailing in Dalmatia (30 June to 12 July),
  Athens and Naxos (to 25 July), and home to London. A few fixes a day, more on travel days.
- samples/location/zermatt-ski-day.gpx: her watch's track of a ski day in Zermatt, 18 February 2026.
- samples/location/new-york-client-week.gpx: her phone's track of a client week in New York, 21 to 25 September
  2026: a hotel in Jersey City (New Jersey), the client's office in Midtown Manhattan (New York) across the Hudson.

Usage: tools/samples/locations.py [OUTPUT_DIR]   (default: samples/location)
"""
import json
import math
import os
import random
import sys
from datetime import date, datetime, timedelta, timezone

# (first day, last day, [(lat, lon) places], UTC offset hours in summer)
SUMMER = [
    (date(2026, 5, 16), date(2026, 5, 19), [(51.5413, -0.1430), (51.5155, -0.1419)], 1),      # London, Camden
    (date(2026, 5, 20), date(2026, 6, 29), [(52.5306, 13.4114), (52.5163, 13.3777)], 2),      # Berlin, Mitte
    (date(2026, 6, 30), date(2026, 7, 11), [(43.5081, 16.4402), (43.1729, 16.4411)], 2),      # Split, Hvar
    (date(2026, 7, 12), date(2026, 7, 19), [(37.9715, 23.7257), (37.9838, 23.7275)], 3),      # Athens
    (date(2026, 7, 20), date(2026, 7, 24), [(37.1036, 25.3764)], 3),                          # Naxos
    (date(2026, 7, 25), date(2026, 7, 28), [(51.5413, -0.1430)], 1),                          # London
]


def e7(value):
    return round(value * 1e7)


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def records(rng):
    out = []
    previous = None
    for first, last, places, offset in SUMMER:
        day = first
        while day <= last:
            # Travel day: the morning in the previous place, the evening here.
            if previous and day == first:
                lat, lon = previous
                for hour in (7, 9):
                    out.append(fix(rng, day, hour, offset, lat, lon, "WIFI"))
            hours = (12, 16, 20) if previous and day == first else (8, 11, 13, 16, 19, 22)
            for hour in hours:
                lat, lon = rng.choice(places)
                out.append(fix(rng, day, hour, offset, lat + rng.uniform(-0.004, 0.004), lon + rng.uniform(-0.004, 0.004),
                               rng.choice(("GPS", "WIFI", "WIFI", "CELL"))))
            previous = places[0]
            day += timedelta(days=1)
    return {"locations": out}


def fix(rng, day, hour, offset, lat, lon, source):
    local = datetime(day.year, day.month, day.day, hour, rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999) * 1000)
    moment = local - timedelta(hours=offset)
    record = {"latitudeE7": e7(lat), "longitudeE7": e7(lon), "accuracy": {"GPS": 8, "WIFI": 25, "CELL": 1400}[source],
              "source": source, "deviceTag": 1620480373, "timestamp": stamp(moment)}
    if source == "GPS":
        record["altitude"] = rng.randint(20, 80)
    return record


def ski_day(rng):
    """Zermatt (CET, UTC+1): up the Matterhorn Glacier Paradise lifts and down to the village, 09:00-16:00."""
    points = []
    start = datetime(2026, 2, 18, 8, 0, 0, tzinfo=timezone.utc)
    village, paradise = (46.0207, 7.7491), (45.9384, 7.7298)
    for n in range(0, 211):
        phase = (n % 70) / 70
        height = math.sin(phase * math.pi)
        lat = village[0] + (paradise[0] - village[0]) * height + rng.uniform(-0.0004, 0.0004)
        lon = village[1] + (paradise[1] - village[1]) * height + rng.uniform(-0.0004, 0.0004)
        ele = 1620 + (3883 - 1620) * height
        points.append((lat, lon, ele, start + timedelta(minutes=2 * n)))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<gpx version="1.1" creator="BorderLog samples" xmlns="http://www.topografix.com/GPX/1/1">',
             '  <metadata><name>Zermatt ski day</name><time>2026-02-18T16:00:00Z</time></metadata>',
             '  <wpt lat="46.0240" lon="7.7477"><name>Ski rental (no time: counted, not stored)</name></wpt>',
             '  <trk><name>Zermatt</name><trkseg>']
    for lat, lon, ele, moment in points:
        lines.append(f'    <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{ele:.0f}</ele><time>{moment.strftime("%Y-%m-%dT%H:%M:%SZ")}</time></trkpt>')
    lines += ['  </trkseg></trk>', '</gpx>', '']
    return "\n".join(lines)


def new_york_week(rng):
    """Eastern Daylight Time (UTC-4): JFK on arrival and departure, nights in Jersey City, days in Midtown."""
    jfk, hotel, office = (40.6413, -73.7781), (40.7327, -74.0630), (40.7580, -73.9855)
    plan = [(date(2026, 9, 21), [(14, jfk), (17, hotel), (21, hotel)])]
    for day in (date(2026, 9, 22), date(2026, 9, 23), date(2026, 9, 24)):
        plan.append((day, [(7, hotel), (9, office), (12, office), (17, office), (19, hotel), (22, hotel)]))
    plan.append((date(2026, 9, 25), [(7, hotel), (10, jfk)]))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<gpx version="1.1" creator="BorderLog samples" xmlns="http://www.topografix.com/GPX/1/1">',
             '  <metadata><name>New York client week</name><time>2026-09-25T14:00:00Z</time></metadata>',
             '  <trk><name>New York</name><trkseg>']
    for day, stops in plan:
        for hour, (lat, lon) in stops:
            moment = datetime(day.year, day.month, day.day, hour, rng.randint(0, 50), 0, tzinfo=timezone.utc) + timedelta(hours=4)
            lat, lon = lat + rng.uniform(-0.0006, 0.0006), lon + rng.uniform(-0.0006, 0.0006)
            lines.append(f'    <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><time>{moment.strftime("%Y-%m-%dT%H:%M:%SZ")}</time></trkpt>')
    lines += ['  </trkseg></trk>', '</gpx>', '']
    return "\n".join(lines)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "samples", "location")
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(2026)
    with open(os.path.join(folder, "Records.json"), "w", encoding="utf-8") as out:
        json.dump(records(rng), out, indent=2)
        out.write("\n")
    with open(os.path.join(folder, "zermatt-ski-day.gpx"), "w", encoding="utf-8") as out:
        out.write(ski_day(rng))
    with open(os.path.join(folder, "new-york-client-week.gpx"), "w", encoding="utf-8") as out:
        out.write(new_york_week(random.Random(2027)))


if __name__ == "__main__":
    main()
