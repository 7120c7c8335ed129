#!/usr/bin/env python3
"""add-photos.py STORE FILE.tsv: stores the photos `make-imports.py` listed as the photo importer would (one source row
per file, a resolved signal with its EXIF detail), in one transaction, marking their days' kept observations stale."""
import sqlite3
import sys

store, listing = sys.argv[1], sys.argv[2]
db = sqlite3.connect(store)
db.execute("PRAGMA foreign_keys = ON")
earliest = None
with open(listing) as file:
    for line in file:
        identity, utc, local, day, zone, lat, lon, country, detail, path = line.rstrip("\n").split("\t")
        source = db.execute("INSERT INTO source (path, format, size, mtime, contentHash, importedAt) VALUES (?, 'photo', 2481152, 1700000000.0, ?, "
                            "'2026-01-01 00:00:00.000')", (path, identity[6:])).lastrowid
        db.execute("INSERT INTO signal (kind, sourceId, identity, utc, local, day, timezone, lat, lon, accuracy, country, nearBorder, resolved, detail) "
                   "VALUES ('photo', ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, 1, ?)", (source, identity, utc, local, day, zone, float(lat), float(lon), country, detail))
        earliest = day if earliest is None or day < earliest else earliest
db.execute("UPDATE storeMeta SET value = value + 1 WHERE key = 'evidenceRevision'")
db.execute("UPDATE observationState SET staleFrom = ? WHERE staleFrom IS NULL OR staleFrom > ?", (earliest, earliest))
db.commit()
