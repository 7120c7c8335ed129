#!/usr/bin/env python3
"""make-library.py SOURCE_LIBRARY OUT_LIBRARY COUNT: a Photos library of COUNT more assets, grown from a real one.

SOURCE_LIBRARY is a library macOS wrote (osxphotos's Test-14.6.0.photoslibrary, Photos 9). Its database and log are
copied, folded into one file, and a located asset of it (with its additional-attributes row) is copied COUNT times with
a new primary key, UUID, file name, creation date (spread over the nine and a half years from November 2016) and place (one of twenty cities, with its
zone). Every other table is kept as macOS wrote it, so tools that read the whole schema (osxphotos) read this library
too. Core Data's triggers on the two tables are dropped in the copy: they call functions only Photos defines.
One asset in 500 is put in the trash."""
import os
import shutil
import sqlite3
import sys

source, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
CITIES = [  # latitude, longitude, offset (s), zone
    (48.8566, 2.3522, 3600, "Europe/Paris"), (51.5074, -0.1278, 0, "Europe/London"), (52.52, 13.405, 3600, "Europe/Berlin"),
    (41.9028, 12.4964, 3600, "Europe/Rome"), (40.4168, -3.7038, 3600, "Europe/Madrid"), (38.7223, -9.1393, 0, "Europe/Lisbon"),
    (47.3769, 8.5417, 3600, "Europe/Zurich"), (59.3293, 18.0686, 3600, "Europe/Stockholm"), (40.7128, -74.006, -18000, "America/New_York"),
    (34.0522, -118.2437, -28800, "America/Los_Angeles"), (43.6532, -79.3832, -18000, "America/Toronto"),
    (19.4326, -99.1332, -21600, "America/Mexico_City"), (-23.5505, -46.6333, -10800, "America/Sao_Paulo"),
    (35.6762, 139.6503, 32400, "Asia/Tokyo"), (1.3521, 103.8198, 28800, "Asia/Singapore"), (25.2048, 55.2708, 14400, "Asia/Dubai"),
    (-33.8688, 151.2093, 36000, "Australia/Sydney"), (-36.8485, 174.7633, 43200, "Pacific/Auckland"),
    (13.7563, 100.5018, 25200, "Asia/Bangkok"), (-33.9249, 18.4241, 7200, "Africa/Johannesburg"),
]

database = os.path.join(out, "database")
shutil.rmtree(out, ignore_errors=True)
os.makedirs(database)
for suffix in ("", "-wal"):
    if os.path.exists(os.path.join(source, "database", "Photos.sqlite" + suffix)):
        shutil.copyfile(os.path.join(source, "database", "Photos.sqlite" + suffix), os.path.join(database, "Photos.sqlite" + suffix))
db = sqlite3.connect(os.path.join(database, "Photos.sqlite"))
db.execute("PRAGMA journal_mode = DELETE")
for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('ZASSET', 'ZADDITIONALASSETATTRIBUTES')").fetchall():
    db.execute(f'DROP TRIGGER "{name}"')
db.execute("CREATE TEMP TABLE city (k INTEGER PRIMARY KEY, lat REAL, lon REAL, offset INTEGER, zone TEXT)")
db.executemany("INSERT INTO city VALUES (?, ?, ?, ?, ?)", [(k, *c) for k, c in enumerate(CITIES)])
template = db.execute("SELECT Z_PK, ZADDITIONALATTRIBUTES FROM ZASSET WHERE ZLATITUDE != -180 AND ZTRASHEDSTATE = 0 ORDER BY Z_PK LIMIT 1").fetchone()
asset_base = db.execute("SELECT max(Z_PK) FROM ZASSET").fetchone()[0]
attr_base = db.execute("SELECT max(Z_PK) FROM ZADDITIONALASSETATTRIBUTES").fetchone()[0]

def columns(table, replaced):
    names = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
    return ", ".join(names), ", ".join(replaced.get(name, "t." + name) for name in names)

numbers = f"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count})"
names, values = columns("ZASSET", {
    "Z_PK": f"{asset_base} + n.i", "ZUUID": "printf('%08X-B0B0-4000-8000-%012X', n.i, n.i)",
    "ZDATECREATED": "499651200 + n.i * (300000000.0 / %d)" % count, "ZLATITUDE": "c.lat + (n.i % 97) * 0.0003",
    "ZLONGITUDE": "c.lon + (n.i % 89) * 0.0003", "ZADDITIONALATTRIBUTES": f"{attr_base} + n.i",
    "ZTRASHEDSTATE": "CASE WHEN n.i % 500 = 0 THEN 1 ELSE 0 END", "ZHIDDEN": "0", "ZFILENAME": "printf('IMG_%06d.HEIC', n.i)",
})
db.execute(f"{numbers} INSERT INTO ZASSET ({names}) SELECT {values} FROM n, ZASSET t, city c WHERE t.Z_PK = {template[0]} AND c.k = n.i % {len(CITIES)}")
names, values = columns("ZADDITIONALASSETATTRIBUTES", {
    "Z_PK": f"{attr_base} + n.i", "ZASSET": f"{asset_base} + n.i", "ZORIGINALFILENAME": "printf('IMG_%06d.HEIC', n.i)",
    "ZTIMEZONEOFFSET": "c.offset", "ZTIMEZONENAME": "c.zone", "ZORIGINALFILESIZE": "1500000 + n.i",
})
db.execute(f"{numbers} INSERT INTO ZADDITIONALASSETATTRIBUTES ({names}) SELECT {values} FROM n, ZADDITIONALASSETATTRIBUTES t, city c WHERE t.Z_PK = {template[1]} AND c.k = n.i % {len(CITIES)}")
db.execute("UPDATE Z_PRIMARYKEY SET Z_MAX = (SELECT max(Z_PK) FROM ZASSET) WHERE Z_NAME = 'Asset'")
db.execute("UPDATE Z_PRIMARYKEY SET Z_MAX = (SELECT max(Z_PK) FROM ZADDITIONALASSETATTRIBUTES) WHERE Z_NAME = 'AdditionalAssetAttributes'")
db.commit()
db.close()
for suffix in ("-wal", "-shm"):
    if os.path.exists(os.path.join(database, "Photos.sqlite" + suffix)):
        os.remove(os.path.join(database, "Photos.sqlite" + suffix))
shutil.copyfile(os.path.join(source, "database", "DataModelVersion.plist"), os.path.join(database, "DataModelVersion.plist"))
print(f"{out}: {count} assets added, {os.path.getsize(os.path.join(database, 'Photos.sqlite')) / 1e6:.0f} MB")
