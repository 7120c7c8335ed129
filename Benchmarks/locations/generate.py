#!/usr/bin/env python3
"""Writes large synthetic location exports for the benchmark (deterministic).

Usage: generate.py records PATH MEGABYTES        # Google Takeout Records.json, rich records
       generate.py records-lean PATH MEGABYTES   # the same shape as most real Takeouts: a fix every 30-240 s,
                                                 # position, accuracy, source and time only (~165 bytes each)
       generate.py gpx PATH MEGABYTES            # one GPX 1.1 track
       generate.py gpx-days DIR COUNT            # COUNT daily GPX tracks from 2024-01-01, about 300 KB each

Records look like a real Takeout: a fix every ~60 s with accuracy, source, device tag and, every
few records, an `activity` array; the person walks around a city, takes a train to another city
every few days, and the export covers years.
"""
import os
import random
import sys
from datetime import datetime, timezone

CITIES = [(51.5072, -0.1276), (52.5200, 13.4050), (45.8150, 15.9819), (37.9838, 23.7275),
          (38.7223, -9.1393), (41.9028, 12.4964), (46.0207, 7.7491), (45.7640, 4.8357)]


def points(seed=7, interval=(40, 80)):
    rng = random.Random(seed)
    t = int(datetime(2016, 1, 1, tzinfo=timezone.utc).timestamp() * 1000)
    city = 0
    lat, lon = CITIES[0]
    while True:
        if rng.random() < 1 / 4000:
            city = (city + 1) % len(CITIES)
            lat, lon = CITIES[city]
        lat += rng.uniform(-0.0005, 0.0005)
        lon += rng.uniform(-0.0005, 0.0005)
        t += rng.randint(*interval) * 1000
        yield t, lat, lon, rng


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def write_capped(path, megabytes, head, pieces, tail):
    """Writes head, then pieces until MEGABYTES are written, then tail."""
    limit = megabytes * 1024 * 1024
    with open(path, "w", encoding="utf-8") as out:
        out.write(head)
        written = 0
        chunk = []
        for piece in pieces:
            chunk.append(piece)
            written += len(piece)
            if len(chunk) >= 10000:
                out.write("".join(chunk))
                chunk = []
            if written >= limit:
                break
        out.write("".join(chunk))
        out.write(tail)


def records(path, megabytes):
    def pieces():
        for n, (t, lat, lon, rng) in enumerate(points()):
            activity = ""
            if n % 5 == 0:
                activity = (',\n    "activity": [{\n      "activity": [{\n        "type": "STILL",\n        "confidence": 76\n      }, {\n'
                            '        "type": "ON_FOOT",\n        "confidence": 12\n      }],\n      "timestamp": "' + iso(t - 1500) + '"\n    }]')
            yield ('%s{\n    "latitudeE7": %d,\n    "longitudeE7": %d,\n    "accuracy": %d,\n    "altitude": %d,\n'
                   '    "verticalAccuracy": 3,\n    "source": "%s",\n    "deviceTag": 1234567890,\n    "platformType": "ANDROID"%s,\n'
                   '    "timestamp": "%s"\n  }') % ("" if n == 0 else ", ", round(lat * 1e7), round(lon * 1e7), rng.choice((5, 12, 20, 900, 2500)),
                                             rng.randint(10, 200), rng.choice(("GPS", "WIFI", "CELL")), activity, iso(t))
    write_capped(path, megabytes, '{\n  "locations": [', pieces(), "]\n}\n")


def records_lean(path, megabytes):
    def pieces():
        for n, (t, lat, lon, rng) in enumerate(points(interval=(30, 240))):
            yield ('%s{\n    "latitudeE7": %d,\n    "longitudeE7": %d,\n    "accuracy": %d,\n    "source": "%s",\n'
                   '    "timestamp": "%s"\n  }') % ("" if n == 0 else ", ", round(lat * 1e7), round(lon * 1e7),
                                             rng.choice((5, 12, 20, 900, 2500)), rng.choice(("GPS", "WIFI", "CELL")), iso(t))
    write_capped(path, megabytes, '{\n  "locations": [', pieces(), "]\n}\n")


def gpx(path, megabytes):
    def pieces():
        for t, lat, lon, rng in points():
            yield '<trkpt lat="%.7f" lon="%.7f"><ele>%.1f</ele><time>%s</time></trkpt>\n' % (lat, lon, rng.uniform(0, 300), iso(t)[:19] + "Z")
    head = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">\n<trk><name>bench</name><trkseg>\n'
    write_capped(path, megabytes, head, pieces(), "</trkseg></trk>\n</gpx>\n")


def gpx_days(directory, count):
    """One GPX file a day (2024-01-01.gpx, ...), a fix every 20-34 s around a city, moving to the next city
    every few days: the folder a logger app or a watch leaves, about 3,200 points and 300 KB a file."""
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(11)
    first = int(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp())
    city = 0
    lat, lon = CITIES[0]
    for day in range(count):
        start = first + day * 86400
        if rng.random() < 1 / 5:
            city = (city + 1) % len(CITIES)
            lat, lon = CITIES[city]
        lines = []
        t = start + rng.randint(0, 30)
        while t < start + 86400:
            lat += rng.uniform(-0.0005, 0.0005)
            lon += rng.uniform(-0.0005, 0.0005)
            stamp = datetime.fromtimestamp(t, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            lines.append('<trkpt lat="%.7f" lon="%.7f"><ele>%.1f</ele><time>%s</time></trkpt>\n' % (lat, lon, rng.uniform(0, 300), stamp))
            t += rng.randint(20, 34)
        name = datetime.fromtimestamp(start, tz=timezone.utc).strftime("%Y-%m-%d") + ".gpx"
        with open(os.path.join(directory, name), "w", encoding="utf-8") as out:
            out.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">\n')
            out.write("<trk><name>%s</name><trkseg>\n" % name[:-4])
            out.write("".join(lines))
            out.write("</trkseg></trk>\n</gpx>\n")


if __name__ == "__main__":
    kind, path, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
    {"records": records, "records-lean": records_lean, "gpx": gpx, "gpx-days": gpx_days}[kind](path, size)
