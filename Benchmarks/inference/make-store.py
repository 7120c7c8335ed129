#!/usr/bin/env python3
"""Fills a BorderLog store with a synthetic ten-year itinerary: N located signals (90% location
samples, 10% photos) plus flights, deterministic for a seed. The store must already exist (its schema
comes from BorderLog's own migrations)."""
import random
import sqlite3
import sys
from datetime import date, timedelta

store, count = sys.argv[1], int(sys.argv[2])
random.seed(7)
countries = {"GB": (51.5, -0.12, "Europe/London"), "FR": (48.85, 2.35, "Europe/Paris"), "DE": (52.52, 13.4, "Europe/Berlin"),
             "ES": (40.42, -3.7, "Europe/Madrid"), "US": (40.71, -74.0, "America/New_York"), "JP": (35.68, 139.77, "Asia/Tokyo")}
start, days = date(2016, 1, 1), 3653
# An itinerary: home in GB, trips of 3-20 days every few weeks.
itinerary, day = [], 0
while day < days:
    stay = random.randint(10, 40)
    itinerary += ["GB"] * stay
    trip = random.randint(3, 20)
    itinerary += [random.choice(list(countries)[1:])] * trip
    day += stay + trip
itinerary = itinerary[:days]

db = sqlite3.connect(store)
db.execute("PRAGMA journal_mode=WAL")
db.execute("INSERT INTO source (path, format, size, mtime, contentHash, importedAt) VALUES ('synthetic', 'location', 0, 0, 'x', '2026-01-01')")
source = db.execute("SELECT last_insert_rowid()").fetchone()[0]
per_day = count // days
rows = []
for offset, code in enumerate(itinerary):
    lat, lon, zone = countries[code]
    the_day = (start + timedelta(days=offset)).isoformat()
    for n in range(per_day):
        second = int(86400 * (n + 0.5) / per_day)
        kind = "photo" if n % 10 == 0 else "location"
        local = f"{the_day}T{second // 3600:02d}:{second // 60 % 60:02d}:{second % 60:02d}"
        rows.append((kind, source, f"{kind}:{offset}:{n}", local, the_day, zone, lat + random.uniform(-0.05, 0.05),
                     lon + random.uniform(-0.05, 0.05), random.choice([10.0, 30.0, 500.0]), code, 0, 1))
    if len(rows) >= 200_000:
        db.executemany("INSERT INTO signal (kind, sourceId, identity, local, day, timezone, lat, lon, accuracy, country, nearBorder, resolved) "
                       "VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
        rows = []
db.executemany("INSERT INTO signal (kind, sourceId, identity, local, day, timezone, lat, lon, accuracy, country, nearBorder, resolved) "
               "VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
db.execute("UPDATE storeMeta SET value = value + 1 WHERE key = 'evidenceRevision'")
db.commit()
print(db.execute("SELECT count(*) FROM signal").fetchone()[0], "signals over", days, "days")
