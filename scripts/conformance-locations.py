#!/usr/bin/env python3
"""Compares `borderlog locations --dry-run --keep-all` with points_oracle.csv.

Usage: conformance-locations.py ORACLE_CSV REALDATA_DIR RESULTS_JSONL

For every oracle row: a file the oracle could read must give the same number of points and of
timestamped points and the same earliest/latest instant; a file the oracle marks ERROR must be
rejected (or have rejected records). Known, explained differences (see conformance-locations.md)
are listed under EXPLAINED; anything else under DIFFERENT, and the exit status is then 1.
"""
import csv
import json
import sys
from datetime import datetime

# Differences explained in conformance-locations.md, by oracle format or file name.
EXPLAINED_FORMATS = {
    "columnar-log": "ExifTool's columnar GPS logs are not an export format BorderLog reads",
}
EXPLAINED_FILES = {
    # Oracle counts CSV rows but reads no CSV times; BorderLog reads them.
    "csv-times": "the oracle does not read times in CSV files; BorderLog does",
    "geojson/various_fields.geojson": "BorderLog also takes a feature's `when` property as its time; the oracle does not",
    "immich/geodata.json": "BorderLog reads any JSON list of latitude/longitude/timestamp objects; the oracle reads none here",
    "polarsteps/segments.json": "BorderLog reads any JSON list of lat/lon/time objects; the oracle reads none here",
    "exiftool_exiftool/Geotag.log": "Magellan PMGNTRK times have hundredths of a second (110833.53); the oracle drops them, BorderLog keeps them",
    "placemark_togeojson/test/data/timespan.kml": "`<begin>0725</begin>` is not a date; the oracle reads it as 725 s after 1970, BorderLog leaves the points untimed with a warning",
}


def instant(text):
    if not text:
        return None
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def main():
    oracle_path, root, results_path = sys.argv[1:4]
    results = {}
    for line in open(results_path, encoding="utf-8"):
        line = line.strip()
        if line.startswith("{"):
            record = json.loads(line)
            results[record["path"]] = record
    agree, explained, different = [], [], []
    for row in csv.DictReader(open(oracle_path, encoding="utf-8")):
        name = row["file"]
        path = root.rstrip("/") + "/" + name.split("/", 1)[1]
        ours = results.get(path)
        fmt = row["format"]
        if ours is None:
            different.append((name, "no result from borderlog"))
            continue
        rejected = ours["outcome"] == "rejected" or ours["rejectedRecords"] > 0
        if fmt == "ERROR":
            if rejected:
                agree.append(name)
            else:
                different.append((name, f"oracle: ERROR ({row['notes']}); borderlog read {ours['points']} points without complaint"))
            continue
        if ours["outcome"] == "rejected":
            base = fmt.split("(")[0]
            if base in EXPLAINED_FORMATS and EXPLAINED_FORMATS[base]:
                explained.append((name, EXPLAINED_FORMATS[base] + f" (oracle {row['points']} points)"))
            elif base.startswith("json-other") and int(row["points"] or 0) == 0:
                explained.append((name, "not a location export: the oracle finds no points, BorderLog rejects the file as unknown JSON"))
            else:
                different.append((name, f"rejected: {ours.get('reason')}; oracle {fmt} {row['points']} points"))
            continue
        problems = []
        if int(row["points"]) != ours["points"]:
            problems.append(f"points {ours['points']} vs oracle {row['points']}")
        if int(row["timestamped"]) != ours["timestamped"]:
            problems.append(f"timestamped {ours['timestamped']} vs oracle {row['timestamped']}")
        for key, ours_key in (("min_ts", "minUTC"), ("max_ts", "maxUTC")):
            a, b = instant(row[key]), instant(ours.get(ours_key))
            if (a is None) != (b is None) or (a is not None and abs(a - b) > 0.0015):
                problems.append(f"{key} {ours.get(ours_key)} vs oracle {row[key]}")
        by_file = next((why for key, why in EXPLAINED_FILES.items() if name.endswith(key)), None)
        if not problems:
            agree.append(name)
        elif by_file:
            explained.append((name, by_file))
        elif ours["rejectedRecords"] > 0 and int(row["points"]) == ours["points"] + ours["rejectedRecords"]:
            explained.append((name, f"the oracle counts {ours['rejectedRecords']} malformed positions that BorderLog rejects with a reason"))
        elif fmt == "csv" and int(row["points"]) == ours["points"] and int(row["timestamped"]) == 0:
            explained.append((name, EXPLAINED_FILES["csv-times"] + f" ({ours['timestamped']} timestamped)"))
        else:
            different.append((name, "; ".join(problems)))
    print(f"AGREE {len(agree)}")
    for name, why in explained:
        print(f"EXPLAINED {name}: {why}")
    for name, why in different:
        print(f"DIFFERENT {name}: {why}")
    print(f"{len(agree)} agree, {len(explained)} explained, {len(different)} different")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
