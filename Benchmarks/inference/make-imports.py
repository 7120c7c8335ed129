#!/usr/bin/env python3
"""Writes ten years of evidence as BorderLog's importers read it, for an inference benchmark on a store filled the
way a user fills one (deterministic):

  make-imports.py DIR POINTS

- DIR/records-YYYY.json: one Google Takeout Records.json per year, a fix every few minutes all day (position,
  accuracy, source, device tag, altitude on GPS fixes, now and then a velocity), in the city of the day;
- DIR/track-YYYY.gpx: one GPX 1.1 track per year of the days abroad, a fix a minute for a few hours (elevation,
  speed), and the flights' cruise at 11 km;
- DIR/flights.ics: every flight of the itinerary (home to the trip's country and back), a few hundred VEVENTs;
- DIR/photos-YYYY.tsv: a year's photos as the photo importer would store them, for `add-photos.py` (photos are
  costly to synthesise as files; their rows carry the same columns and detail);
- DIR/plan: the order to import them in (a few sources a year, taken at different times), one `KIND PATH` a line.

About 90 % of POINTS are location fixes (Records and GPX), 10 % photos.
"""
import json
import os
import random
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

out, points = sys.argv[1], int(sys.argv[2])
os.makedirs(out, exist_ok=True)
rng = random.Random(11)
# Home, then the trip countries: a city well inside each, its zone, an airport (IATA) and the hops to reach it.
CITIES = {"GB": (51.5072, -0.1276, "Europe/London", "LHR"), "FR": (48.8566, 2.3522, "Europe/Paris", "CDG"),
          "DE": (52.5200, 13.4050, "Europe/Berlin", "BER"), "ES": (40.4168, -3.7038, "Europe/Madrid", "MAD"),
          "IT": (41.9028, 12.4964, "Europe/Rome", "FCO"), "US": (40.7128, -74.0060, "America/New_York", "JFK"),
          "JP": (35.6762, 139.6503, "Asia/Tokyo", "HND"), "PT": (38.7223, -9.1393, "Europe/Lisbon", "LIS")}
START, DAYS = date(2016, 1, 1), 3653

# The itinerary: home in GB, a trip of 3-20 days every few weeks; a flight out on the trip's first day and back the
# day after its last.
itinerary, trips = [], []
while len(itinerary) < DAYS:
    itinerary += ["GB"] * rng.randint(10, 40)
    country, length = rng.choice(list(CITIES)[1:]), rng.randint(3, 20)
    trips.append((len(itinerary), length, country))
    itinerary += [country] * length
itinerary = itinerary[:DAYS]
trips = [(first, length, country) for first, length, country in trips if first + length < DAYS]
flights = {}  # day index -> (from, to, departure hour local)
for first, length, country in trips:
    flights[first] = ("GB", country, rng.randint(7, 11))
    flights[first + length] = (country, "GB", rng.randint(14, 18))


def fix_days():
    """(day index, day, [(country, from second, to second)]) for every day: where the person is, hour by hour."""
    for index in range(DAYS):
        day = START + timedelta(days=index)
        if index in flights:
            origin, destination, hour = flights[index]
            yield index, day, [(origin, 6 * 3600, hour * 3600), (destination, (hour + 4) * 3600, 23 * 3600)]
        else:
            yield index, day, [(itinerary[index], 7 * 3600, 23 * 3600)]


def instant(day, country, second):
    zone = ZoneInfo(CITIES[country][2])
    local = datetime(day.year, day.month, day.day, tzinfo=zone) + timedelta(seconds=second)
    return local.astimezone(timezone.utc)


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


# Location fixes: 90 % of POINTS, of which the GPX tracks take about a tenth.
location_budget = points * 9 // 10
records_per_day = location_budget * 9 // 10 / DAYS
gpx_per_day_abroad = location_budget // 10 / max(1, sum(length for _, length, _ in trips))
photos_per_day = (points - location_budget) / DAYS
device = 1620480373
records, tracks, photos = {}, {}, {}
for index, day, places in fix_days():
    year = day.year
    awake = sum(end - begin for _, begin, end in places)
    for country, begin, end in places:
        lat0, lon0, zone, _ = CITIES[country]
        # Records: a fix every few minutes, walking around the city.
        count = round(records_per_day * (end - begin) / awake)
        for second in sorted(rng.uniform(begin, end) for _ in range(count)):
            fix = {"latitudeE7": round((lat0 + rng.uniform(-0.04, 0.04)) * 1e7), "longitudeE7": round((lon0 + rng.uniform(-0.06, 0.06)) * 1e7),
                   "accuracy": rng.choice((5, 8, 12, 20, 65, 900, 1400)), "source": rng.choice(("GPS", "WIFI", "CELL")), "deviceTag": device}
            if fix["source"] == "GPS":
                fix["altitude"] = rng.randint(10, 120)
                fix["verticalAccuracy"] = 3
                if rng.random() < 0.3:
                    fix["velocity"] = rng.randint(0, 15)
            fix["timestamp"] = iso(instant(day, country, second))
            records.setdefault(year, []).append(fix)
        # GPX: a walk a minute apart on days abroad.
        if country != "GB":
            count = round(gpx_per_day_abroad * (end - begin) / awake)
            walk = rng.uniform(begin, max(begin, end - count * 60))
            lat, lon = lat0, lon0
            for n in range(count):
                lat, lon = lat + rng.uniform(-0.0005, 0.0005), lon + rng.uniform(-0.0005, 0.0005)
                tracks.setdefault(year, []).append((lat, lon, rng.randint(20, 90), rng.uniform(0.5, 2.0), instant(day, country, walk + 60 * n)))
        # Photos: a few a day, more abroad.
        count = round(photos_per_day * (end - begin) / awake * (1.6 if country != "GB" else 0.8))
        for _ in range(count):
            second = int(rng.uniform(begin, end))
            photos.setdefault(year, []).append((country, day, second))
    if index in flights:
        # The cruise, in the GPX of that year: four hours at 11 km and 240 m/s between the two cities.
        origin, destination, hour = flights[index]
        (a_lat, a_lon, _, _), (b_lat, b_lon, _, _) = CITIES[origin], CITIES[destination]
        takeoff = instant(day, origin, hour * 3600 + 1800)
        for n in range(40):
            f = (n + 0.5) / 40
            tracks.setdefault(day.year, []).append((a_lat + (b_lat - a_lat) * f, a_lon + (b_lon - a_lon) * f, 11000, 240.0, takeoff + timedelta(seconds=f * 3 * 3600)))

for year, fixes in records.items():
    with open(f"{out}/records-{year}.json", "w") as file:
        file.write('{\n  "locations": [')
        file.write(",".join("\n    " + json.dumps(fix, indent=None) for fix in fixes))
        file.write("\n  ]\n}\n")
for year, fixes in tracks.items():
    with open(f"{out}/track-{year}.gpx", "w") as file:
        file.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">\n'
                   f'  <trk><name>{year}</name><trkseg>\n')
        for lat, lon, ele, speed, moment in fixes:
            file.write(f'    <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{ele}</ele><time>{moment.strftime("%Y-%m-%dT%H:%M:%SZ")}</time>'
                       f'<extensions><speed>{speed:.1f}</speed></extensions></trkpt>\n')
        file.write("  </trkseg></trk>\n</gpx>\n")

# Flights: one VEVENT a leg, times in the two ends' zones, summaries as airlines' calendar mails write them.
with open(f"{out}/flights.ics", "w") as file:
    file.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//flights//EN\r\n")
    for index, (origin, destination, hour) in sorted(flights.items()):
        day = START + timedelta(days=index)
        (_, _, from_zone, from_code), (_, _, to_zone, to_code) = CITIES[origin], CITIES[destination]
        departure = instant(day, origin, hour * 3600 + 1800)
        arrival = departure + timedelta(hours=3)
        number = f"BA {100 + index % 900}"
        file.write(f"BEGIN:VEVENT\r\nUID:flight-{index}@bench.example\r\nDTSTAMP:20160101T000000Z\r\n"
                   f"SUMMARY:Flight {number} from {from_code} to {to_code}\r\n"
                   f"DTSTART:{departure.strftime('%Y%m%dT%H%M%SZ')}\r\nDTEND:{arrival.strftime('%Y%m%dT%H%M%SZ')}\r\n"
                   f"LOCATION:{from_code}\r\nEND:VEVENT\r\n")
    file.write("END:VCALENDAR\r\n")

# Photos: the columns the photo importer writes (identity from the file's bytes, EXIF wall time with its offset).
for year, shots in photos.items():
    with open(f"{out}/photos-{year}.tsv", "w") as file:
        for n, (country, day, second) in enumerate(shots):
            lat0, lon0, zone, _ = CITIES[country]
            moment = instant(day, country, second)
            local = moment.astimezone(ZoneInfo(zone))
            offset = local.strftime("%z")
            detail = {"container": "jpeg", "dateSource": "original", "make": "Apple", "model": rng.choice(("iPhone 12", "iPhone 14 Pro")),
                      "offset": f"{offset[:3]}:{offset[3:]}", "subsec": f"{rng.randint(0, 999):03d}", "altitude": f"{rng.uniform(5, 120):.2f}"}
            identity = "photo:" + "%064x" % rng.getrandbits(256)
            file.write("\t".join([identity, moment.strftime("%Y-%m-%d %H:%M:%S.000"), local.strftime("%Y-%m-%dT%H:%M:%S"), local.date().isoformat(), zone,
                                  f"{lat0 + rng.uniform(-0.04, 0.04):.6f}", f"{lon0 + rng.uniform(-0.06, 0.06):.6f}", country,
                                  json.dumps(detail, separators=(",", ":"), sort_keys=True), f"{out}/photos/{year}/IMG_{n:05d}.jpg"]) + "\n")

# The order a user would take them in: the calendar first, then each year's sources in a shuffled order.
jobs = [f"locations {out}/records-{y}.json" for y in records] + [f"locations {out}/track-{y}.gpx" for y in tracks] + [f"photos {out}/photos-{y}.tsv" for y in photos]
rng.shuffle(jobs)
with open(f"{out}/plan", "w") as file:
    file.write(f"calendar {out}/flights.ics\n" + "\n".join(jobs) + "\n")
total = sum(map(len, records.values())) + sum(map(len, tracks.values())) + sum(map(len, photos.values()))
print(f"{sum(map(len, records.values()))} Records fixes, {sum(map(len, tracks.values()))} GPX fixes, {sum(map(len, photos.values()))} photos "
      f"({total}), {len(flights)} flights, over {DAYS} days", file=sys.stderr)
