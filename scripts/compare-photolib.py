#!/usr/bin/env python3
"""Compares `borderlog photos --dry-run LIBRARY` with `osxphotos query --json --library LIBRARY`, asset by asset.

Usage: compare-photolib.py OSXPHOTOS.json BORDERLOG.jsonl BORDERLOG.log NAME

An asset agrees when:
- both leave it out (osxphotos lists trashed assets only with --deleted), or both list it;
- its position is absent in both, or present in both within 1e-6 degrees;
- its instant is the same to the second (osxphotos's `date`, an aware datetime, against BorderLog's `utc`, which signal
  lines print to the second, cut), and its
  wall time the same to the second (osxphotos's `date` at its own offset against BorderLog's `local`), or BorderLog
  rejected the date as implausible and said so on stderr (osxphotos shows such a date as 1970-01-01).
Exit status 1 when fewer than 99% of the assets agree.
"""
import json, sys
from datetime import datetime, timezone

oracle_path, ours_path, log_path, name = sys.argv[1:5]
oracle = {item["uuid"]: item for item in json.load(open(oracle_path))}
ours = {}
for line in open(ours_path):
    line = line.strip()
    if line:
        item = json.loads(line)
        ours[item["source"].rsplit("!/", 1)[1]] = item
rejected = {line.split("!/", 1)[1].split(" ", 1)[0]: line.strip() for line in open(log_path) if "!/" in line and "not plausible" in line}

agree, disagreements = 0, []
for uuid in sorted(set(oracle) | set(ours) | set(rejected)):
    theirs, mine = oracle.get(uuid), ours.get(uuid)
    if theirs is None:
        disagreements.append(f"{uuid}: BorderLog lists it, osxphotos does not")
        continue
    if mine is None:
        if uuid in rejected and theirs["date"].startswith("1970-01-01"):
            agree += 1
        else:
            disagreements.append(f"{uuid}: osxphotos lists it, BorderLog does not ({rejected.get(uuid, 'no message')})")
        continue
    problems = []
    lat, lon = theirs.get("latitude"), theirs.get("longitude")
    if (lat is None) != (mine["lat"] is None) or (lat is not None and (abs(lat - mine["lat"]) > 1e-6 or abs(lon - mine["lon"]) > 1e-6)):
        problems.append(f"position {lat},{lon} vs {mine['lat']},{mine['lon']}")
    date = datetime.fromisoformat(theirs["date"])
    utc = datetime.fromisoformat(mine["utc"].replace("Z", "+00:00"))
    if not 0 <= (date - utc).total_seconds() < 1:
        problems.append(f"instant {date.astimezone(timezone.utc).isoformat()} vs {mine['utc']}")
    if mine["local"] and date.strftime("%Y-%m-%dT%H:%M:%S") != mine["local"]:
        problems.append(f"wall time {date.isoformat()} vs {mine['local']}")
    if problems:
        disagreements.append(f"{uuid} ({theirs.get('original_filename')}): " + "; ".join(problems))
    else:
        agree += 1
total = agree + len(disagreements)
print(f"{name}: {agree}/{total} assets agree with osxphotos ({100 * agree / max(total, 1):.1f}%)")
for line in disagreements:
    print("  " + line)
sys.exit(0 if total and agree / total >= 0.99 else 1)
