#!/usr/bin/env python3
"""Compares `borderlog signals --kind photo --format jsonl` with ExifTool's CSV for the same folder.

Usage: compare-photos.py ORACLE.csv SIGNALS.jsonl ROOT
  ROOT is the folder the oracle's SourceFile paths are relative to (its parent, for `photos/...` rows).

A file agrees when its position and its DateTimeOriginal agree:
- position: both absent, or both present within 1e-6 degrees; an oracle value BorderLog rejects as implausible
  (0,0 or out of range) agrees when BorderLog has no position;
- DateTimeOriginal: equal to BorderLog's `local` wall time (to the second); an oracle date BorderLog rejects as
  implausible (placeholder, future) agrees when BorderLog has none; with no DateTimeOriginal, BorderLog's `local`
  may come from CreateDate (its documented fallback) and must then equal it.
Files BorderLog does not treat as media (XMP/XML sidecars, raw EXIF dumps) are listed as out of scope.
Exit status 1 when fewer than 99% of the in-scope files agree.
"""
import csv, json, os, sys

MEDIA = {"jpg", "jpeg", "jpe", "jfif", "tif", "tiff", "dng", "cr2", "nef", "nrw", "arw", "srf", "sr2", "orf", "rw2", "pef",
         "raw", "iiq", "3fr", "erf", "mef", "mos", "srw", "raf", "heic", "heif", "hif", "avif", "png", "webp", "mov", "mp4",
         "m4v", "3gp"}


def wall(text):
    """`YYYY:MM:DD HH:MM:SS…` → `YYYY-MM-DDTHH:MM:SS`, or None."""
    if not text or len(text) < 19:
        return None
    return text[0:4] + "-" + text[5:7] + "-" + text[8:10] + "T" + text[11:19]


def plausible_date(text, today="2026-11-23"):
    w = wall(text)
    if w is None or w[0:4] == "0000" or w[5:7] == "00" or not w[0:4].isdigit():
        return False
    try:
        y, m, d = int(w[0:4]), int(w[5:7]), int(w[8:10])
    except ValueError:
        return False
    return 1900 <= y and 1 <= m <= 12 and 1 <= d <= 31 and w[0:10] <= today


def plausible_position(lat, lon):
    return -90 <= lat <= 90 and -180 <= lon <= 180 and not (lat == 0 and lon == 0)


def main():
    oracle_path, signals_path, root = sys.argv[1:4]
    ours = {}
    with open(signals_path) as f:
        for line in f:
            line = line.strip()
            if line:
                s = json.loads(line)
                ours[os.path.realpath(s["source"])] = s
    total = agree = 0
    differences, out_of_scope = [], []
    with open(oracle_path, newline="") as f:
        for row in csv.DictReader(f):
            path = os.path.realpath(os.path.join(root, row["SourceFile"]))
            ext = path.rsplit(".", 1)[-1].lower() if "." in os.path.basename(path) else ""
            if ext not in MEDIA:
                out_of_scope.append(row["SourceFile"])
                continue
            total += 1
            mine = ours.get(path)
            problems = []
            # Position
            try:
                olat, olon = float(row["GPSLatitude"]), float(row["GPSLongitude"])
            except ValueError:
                olat = olon = None
            mlat = mine["lat"] if mine else None
            mlon = mine["lon"] if mine else None
            if olat is not None and plausible_position(olat, olon):
                if mlat is None or abs(mlat - olat) > 1e-6 or abs(mlon - olon) > 1e-6:
                    problems.append(f"position: exiftool {olat},{olon}, borderlog {mlat},{mlon}")
            elif mlat is not None:
                problems.append(f"position: exiftool {row['GPSLatitude'] or '-'},{row['GPSLongitude'] or '-'}, borderlog {mlat},{mlon}")
            # DateTimeOriginal
            odto = row["DateTimeOriginal"]
            mlocal = mine["local"] if mine else None
            if odto and plausible_date(odto):
                if mlocal != wall(odto):
                    problems.append(f"DateTimeOriginal: exiftool {odto}, borderlog local {mlocal}")
            elif mlocal is not None and mlocal != wall(row.get("CreateDate", "")):
                problems.append(f"DateTimeOriginal: exiftool {odto or '-'}, borderlog local {mlocal}")
            if problems:
                differences.append((row["SourceFile"], problems))
            else:
                agree += 1
    rate = 100.0 * agree / total if total else 0.0
    print(f"photos conformance: {agree}/{total} files agree ({rate:.1f}%), {len(differences)} differ, "
          f"{len(out_of_scope)} out of scope (not media: {', '.join(sorted(set(p.rsplit('.', 1)[-1] for p in out_of_scope)))})")
    for source, problems in differences:
        for problem in problems:
            print(f"  {source}: {problem}")
    return 0 if rate >= 99.0 else 1


if __name__ == "__main__":
    sys.exit(main())
