import GRDB

/// The store's schema history. A migration is never edited once it has shipped; add a new one.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-foundation") { db in
            try db.execute(sql: """
                CREATE TABLE storeMeta (
                    key TEXT PRIMARY KEY NOT NULL,
                    value INTEGER NOT NULL
                );
                INSERT INTO storeMeta (key, value) VALUES ('evidenceRevision', 0);

                CREATE TABLE source (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    path TEXT NOT NULL,
                    format TEXT NOT NULL,
                    size INTEGER NOT NULL,
                    mtime REAL NOT NULL,
                    contentHash TEXT NOT NULL,
                    importedAt DATETIME NOT NULL,
                    UNIQUE (path, format)
                );
                CREATE INDEX source_contentHash ON source (contentHash);

                CREATE TABLE run (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    stage TEXT NOT NULL,
                    arguments TEXT NOT NULL,
                    startedAt DATETIME NOT NULL,
                    endedAt DATETIME,
                    outcome TEXT NOT NULL CHECK (outcome IN ('running', 'ok', 'rejected', 'failed', 'interrupted')),
                    seen INTEGER NOT NULL DEFAULT 0,
                    added INTEGER NOT NULL DEFAULT 0,
                    unchanged INTEGER NOT NULL DEFAULT 0,
                    rejected INTEGER NOT NULL DEFAULT 0,
                    message TEXT
                );

                CREATE TABLE signal (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('photo', 'location', 'calendar')),
                    sourceId INTEGER NOT NULL REFERENCES source(id) ON DELETE CASCADE,
                    identity TEXT NOT NULL UNIQUE,
                    utc DATETIME,
                    local TEXT,
                    day TEXT NOT NULL,
                    timezone TEXT,
                    lat REAL,
                    lon REAL,
                    accuracy REAL,
                    country TEXT,
                    nearBorder BOOLEAN,
                    resolved BOOLEAN NOT NULL DEFAULT 0,
                    detail TEXT
                );
                CREATE INDEX signal_day ON signal (day);
                CREATE INDEX signal_sourceId ON signal (sourceId);
                CREATE INDEX signal_unresolved ON signal (resolved) WHERE resolved = 0;

                CREATE TABLE manualStay (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    country TEXT NOT NULL,
                    entry TEXT NOT NULL,
                    exit TEXT,
                    note TEXT,
                    sourceId INTEGER REFERENCES source(id) ON DELETE CASCADE,
                    line INTEGER,
                    createdAt DATETIME NOT NULL,
                    CHECK (exit IS NULL OR exit >= entry)
                );
                CREATE INDEX manualStay_sourceId ON manualStay (sourceId);

                CREATE TABLE dayOverride (
                    date TEXT PRIMARY KEY NOT NULL,
                    countries TEXT NOT NULL,
                    note TEXT,
                    createdAt DATETIME NOT NULL
                );

                CREATE TABLE plan (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    zone TEXT NOT NULL,
                    enter TEXT NOT NULL,
                    exit TEXT,
                    note TEXT
                );

                CREATE TABLE snapshot (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    createdAt DATETIME NOT NULL,
                    runId INTEGER REFERENCES run(id) ON DELETE SET NULL,
                    fingerprint TEXT NOT NULL,
                    evidenceRevision INTEGER NOT NULL,
                    firstDay TEXT,
                    lastDay TEXT
                );

                CREATE TABLE ledgerDay (
                    snapshotId INTEGER NOT NULL REFERENCES snapshot(id) ON DELETE CASCADE,
                    date TEXT NOT NULL,
                    country TEXT,
                    countries TEXT NOT NULL,
                    confidence REAL NOT NULL,
                    confidenceLabel TEXT NOT NULL,
                    evidence TEXT NOT NULL,
                    flags TEXT NOT NULL,
                    zones TEXT NOT NULL,
                    PRIMARY KEY (snapshotId, date)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2-ledger-reason") { db in
            try db.execute(sql: "ALTER TABLE ledgerDay ADD COLUMN reason TEXT NOT NULL DEFAULT ''")
        }
        migrator.registerMigration("v3-snapshot-parameters") { db in
            try db.execute(sql: "ALTER TABLE snapshot ADD COLUMN parameters TEXT NOT NULL DEFAULT ''")
        }
        // Exempt days: an override's reasons (comma-separated), stays covered by a residence permit, and the reasons
        // each ledger day carries.
        migrator.registerMigration("v4-exempt-days") { db in
            try db.execute(sql: """
                ALTER TABLE dayOverride ADD COLUMN exempt TEXT NOT NULL DEFAULT '';
                ALTER TABLE manualStay ADD COLUMN permit BOOLEAN NOT NULL DEFAULT 0;
                ALTER TABLE ledgerDay ADD COLUMN exempt TEXT NOT NULL DEFAULT '';
                """)
        }
        // Saved plans (`plan add`). v1's `plan` table was a placeholder never written to (a zone and an open exit, no
        // country); plans name a country and both days.
        migrator.registerMigration("v5-plans") { db in
            try db.execute(sql: """
                DROP TABLE plan;
                CREATE TABLE plan (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    country TEXT NOT NULL,
                    entry TEXT NOT NULL,
                    exit TEXT NOT NULL,
                    name TEXT,
                    createdAt DATETIME NOT NULL,
                    CHECK (exit >= entry)
                );
                """)
        }
        // Keep this one last: it seals the snapshots that exist when it runs.
        migrator.registerMigration("v6-snapshot-chain") { db in
            try db.execute(sql: """
                ALTER TABLE snapshot ADD COLUMN daysHash TEXT;
                ALTER TABLE snapshot ADD COLUMN previousHash TEXT;
                ALTER TABLE snapshot ADD COLUMN hash TEXT;
                """)
            // Snapshots written before the chain existed are sealed now, oldest first. The v1 serialisation it uses
            // is frozen (a new one would get a new name), so this migration computes the same hashes forever.
            try SnapshotChain.sealAll(db)
        }
        // After the chain: this one touches no snapshot. Each day's located signals reduced to what inference reads
        // (`DayObservation`: per country, then the day's flights), kept by `infer` with the policy they were weighed
        // with and the earliest day whose signals changed since (see `ObservationCache`). NULL policy: nothing kept yet.
        migrator.registerMigration("v7-day-observations") { db in
            try db.execute(sql: """
                CREATE TABLE dayObservation (
                    day TEXT NOT NULL,
                    country TEXT NOT NULL,
                    weight REAL NOT NULL,
                    photos INTEGER NOT NULL,
                    locations INTEGER NOT NULL,
                    calendar INTEGER NOT NULL,
                    firstSecond INTEGER,
                    lastSecond INTEGER,
                    allNearBorder BOOLEAN NOT NULL,
                    onTheGround BOOLEAN NOT NULL,
                    spike BOOLEAN NOT NULL,
                    airborne INTEGER NOT NULL,
                    PRIMARY KEY (day, country)
                ) WITHOUT ROWID;

                CREATE TABLE dayFlight (
                    day TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    second INTEGER NOT NULL,
                    role TEXT NOT NULL CHECK (role IN ('departure', 'arrival')),
                    country TEXT NOT NULL,
                    airport TEXT NOT NULL,
                    timed BOOLEAN NOT NULL,
                    PRIMARY KEY (day, position)
                ) WITHOUT ROWID;

                CREATE TABLE observationState (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    policy TEXT,
                    staleFrom TEXT
                );
                INSERT INTO observationState (id, policy, staleFrom) VALUES (1, NULL, NULL);
                """)
        }
        // Booking emails (docs/evidence/mail.md): the signal kind `booking`. SQLite cannot change a CHECK, so the
        // signal table is rebuilt with the same columns in the same order (rows, ids and indexes kept); the per-day
        // reductions count bookings and mark booked flights and flights read from boarding passes. Inference's policy
        // changed with them, so the kept reductions are read again.
        migrator.registerMigration("v8-bookings") { db in
            try db.execute(sql: """
                CREATE TABLE signal_v8 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('photo', 'location', 'calendar', 'booking')),
                    sourceId INTEGER NOT NULL REFERENCES source(id) ON DELETE CASCADE,
                    identity TEXT NOT NULL UNIQUE,
                    utc DATETIME,
                    local TEXT,
                    day TEXT NOT NULL,
                    timezone TEXT,
                    lat REAL,
                    lon REAL,
                    accuracy REAL,
                    country TEXT,
                    nearBorder BOOLEAN,
                    resolved BOOLEAN NOT NULL DEFAULT 0,
                    detail TEXT
                );
                INSERT INTO signal_v8 SELECT * FROM signal;
                DROP TABLE signal;
                ALTER TABLE signal_v8 RENAME TO signal;
                CREATE INDEX signal_day ON signal (day);
                CREATE INDEX signal_sourceId ON signal (sourceId);
                CREATE INDEX signal_unresolved ON signal (resolved) WHERE resolved = 0;

                ALTER TABLE dayObservation ADD COLUMN bookings INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE dayFlight ADD COLUMN booked BOOLEAN NOT NULL DEFAULT 0;
                ALTER TABLE dayFlight ADD COLUMN boardingPass BOOLEAN NOT NULL DEFAULT 0;
                """)
        }
        // Border crossings (docs/evidence/stays-and-crossings.md): entries and exits as an authority recorded them,
        // from a crossings CSV or an I-94 travel history. `identity` makes a re-import or a duplicated row one crossing.
        migrator.registerMigration("v9-crossings") { db in
            try db.execute(sql: """
                CREATE TABLE crossing (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    date TEXT NOT NULL,
                    direction TEXT NOT NULL CHECK (direction IN ('entry', 'exit')),
                    port TEXT NOT NULL DEFAULT '',
                    country TEXT NOT NULL,
                    authority TEXT NOT NULL,
                    note TEXT,
                    sourceId INTEGER REFERENCES source(id) ON DELETE CASCADE,
                    line INTEGER,
                    identity TEXT NOT NULL UNIQUE,
                    createdAt DATETIME NOT NULL
                );
                CREATE INDEX crossing_date ON crossing (date);
                CREATE INDEX crossing_sourceId ON crossing (sourceId);
                """)
        }
        // Samples and photos taken during a known flight over a third country are in the air (`FlightWindows`), so
        // `infer` reads the flights before the points: the few calendar and booking signals, by day, without a scan of
        // the table. The reductions kept change with it; the policy's new version has them read again.
        migrator.registerMigration("v10-flight-index") { db in
            try db.execute(sql: "CREATE INDEX signal_flight ON signal (day) WHERE kind IN ('calendar', 'booking')")
        }
        // Review (docs/review.md): a stay the person assigned in review is a stay of origin 'review'; a confirmation
        // keeps the reading the person confirmed (countries in visiting order, empty for unknown) and the day they did.
        migrator.registerMigration("v11-review") { db in
            try db.execute(sql: """
                ALTER TABLE manualStay ADD COLUMN origin TEXT NOT NULL DEFAULT 'stated' CHECK (origin IN ('stated', 'review'));
                CREATE TABLE dayConfirmation (
                    date TEXT PRIMARY KEY NOT NULL,
                    countries TEXT NOT NULL,
                    confirmedOn TEXT NOT NULL
                );
                """)
        }
        // Regions (docs/regions.md): a located signal's state or province and a neighbour within the tolerance. Signals
        // resolved before, with a coordinate in a country with a region layer (then AU, CA, US: a migration keeps the
        // list it was written with), are resolved again by the next run.
        migrator.registerMigration("v12-regions") { db in
            try db.execute(sql: """
                ALTER TABLE signal ADD COLUMN region TEXT;
                ALTER TABLE signal ADD COLUMN nearbyRegion TEXT;
                UPDATE signal SET resolved = 0 WHERE resolved = 1 AND lat IS NOT NULL AND country IN ('AU', 'CA', 'US');
                ALTER TABLE ledgerDay ADD COLUMN regions TEXT NOT NULL DEFAULT '[]';
                ALTER TABLE ledgerDay ADD COLUMN region TEXT;
                CREATE TABLE dayRegion (
                    day TEXT NOT NULL,
                    region TEXT NOT NULL,
                    points INTEGER NOT NULL,
                    firstSecond INTEGER,
                    lastSecond INTEGER,
                    nearby TEXT NOT NULL,
                    PRIMARY KEY (day, region)
                ) WITHOUT ROWID;
                UPDATE observationState SET staleFrom = NULL, policy = NULL;
                ALTER TABLE dayOverride ADD COLUMN regions TEXT NOT NULL DEFAULT '';
                ALTER TABLE manualStay ADD COLUMN region TEXT;
                """)
        }
        // Flight logbooks (docs/evidence/logbooks.md): the signal kind `logbook`. As in v8 the signal table is rebuilt
        // for its CHECK, with the same columns in the same order (rows, ids and indexes kept), and the flight index
        // covers the new kind. A day's reduction counts logbook flights apart; the kept reductions are read again.
        migrator.registerMigration("v13-logbooks") { db in
            try db.execute(sql: """
                CREATE TABLE signal_v13 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('photo', 'location', 'calendar', 'booking', 'logbook')),
                    sourceId INTEGER NOT NULL REFERENCES source(id) ON DELETE CASCADE,
                    identity TEXT NOT NULL UNIQUE,
                    utc DATETIME,
                    local TEXT,
                    day TEXT NOT NULL,
                    timezone TEXT,
                    lat REAL,
                    lon REAL,
                    accuracy REAL,
                    country TEXT,
                    nearBorder BOOLEAN,
                    resolved BOOLEAN NOT NULL DEFAULT 0,
                    detail TEXT,
                    region TEXT,
                    nearbyRegion TEXT
                );
                INSERT INTO signal_v13 SELECT * FROM signal;
                DROP TABLE signal;
                ALTER TABLE signal_v13 RENAME TO signal;
                CREATE INDEX signal_day ON signal (day);
                CREATE INDEX signal_sourceId ON signal (sourceId);
                CREATE INDEX signal_unresolved ON signal (resolved) WHERE resolved = 0;
                CREATE INDEX signal_flight ON signal (day) WHERE kind IN ('calendar', 'booking', 'logbook');

                ALTER TABLE dayObservation ADD COLUMN logbooks INTEGER NOT NULL DEFAULT 0;
                UPDATE observationState SET staleFrom = NULL, policy = NULL;
                """)
        }
        // The kind checks without IN lists: SQLite evaluates `kind IN (…)` with a constant list of more than two
        // values through a temporary table it clears and fills again for every row it writes, here twice a row (the
        // CHECK and the flight index's WHERE), a fifth of a logbook import's work. The same tests written with `=` and
        // `OR` cost a comparison each. Rebuilt as v13 was (rows, ids and indexes kept); the flight index's WHERE is
        // `SignalColumn.flightKinds`' text, as its queries write it.
        migrator.registerMigration("v14-kind-checks") { db in
            try db.execute(sql: """
                CREATE TABLE signal_v14 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind = 'photo' OR kind = 'location' OR kind = 'calendar' OR kind = 'booking' OR kind = 'logbook'),
                    sourceId INTEGER NOT NULL REFERENCES source(id) ON DELETE CASCADE,
                    identity TEXT NOT NULL UNIQUE,
                    utc DATETIME,
                    local TEXT,
                    day TEXT NOT NULL,
                    timezone TEXT,
                    lat REAL,
                    lon REAL,
                    accuracy REAL,
                    country TEXT,
                    nearBorder BOOLEAN,
                    resolved BOOLEAN NOT NULL DEFAULT 0,
                    detail TEXT,
                    region TEXT,
                    nearbyRegion TEXT
                );
                INSERT INTO signal_v14 SELECT * FROM signal;
                DROP TABLE signal;
                ALTER TABLE signal_v14 RENAME TO signal;
                CREATE INDEX signal_day ON signal (day);
                CREATE INDEX signal_sourceId ON signal (sourceId);
                CREATE INDEX signal_unresolved ON signal (resolved) WHERE resolved = 0;
                CREATE INDEX signal_flight ON signal (day) WHERE (kind = 'calendar' OR kind = 'booking' OR kind = 'logbook');
                """)
        }
        // Official checks of remaining days (docs/evidence/stays-and-crossings.md, "EES checkpoints"): what the EES said
        // remained on a day, kept to hold against the ledger's count. One answer per authority and day: a later one
        // replaces it.
        migrator.registerMigration("v15-checkpoints") { db in
            try db.execute(sql: """
                CREATE TABLE checkpoint (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    authority TEXT NOT NULL,
                    day TEXT NOT NULL,
                    remaining INTEGER NOT NULL CHECK (remaining >= 0),
                    note TEXT,
                    createdAt DATETIME NOT NULL,
                    UNIQUE (authority, day)
                );
                """)
        }
        // Phone trackers (docs/devices.md): the devices that push points to `serve`, each with the SHA-256 of its secret,
        // and the items they sent that were refused, kept with their reason and raw text. A device is never deleted (its
        // signals keep its name as their source); revoking it stamps `revokedAt`.
        migrator.registerMigration("v16-devices") { db in
            try db.execute(sql: """
                CREATE TABLE device (
                    name TEXT PRIMARY KEY NOT NULL,
                    app TEXT NOT NULL CHECK (app IN ('owntracks', 'overland', 'gpslogger', 'traccar')),
                    secretHash BLOB NOT NULL UNIQUE,
                    createdAt DATETIME NOT NULL,
                    revokedAt DATETIME,
                    lastSeen DATETIME,
                    points INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE quarantine (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    device TEXT NOT NULL REFERENCES device(name),
                    receivedAt DATETIME NOT NULL,
                    reason TEXT NOT NULL,
                    raw TEXT NOT NULL
                );
                CREATE INDEX quarantine_device ON quarantine (device);
                """)
        }
        // Alerts (docs/alerts.md): each event remembered by its identity with whether it holds and how many times it
        // began to; each channel's result per occurrence; and the earliest eligibility date last told, per rule.
        migrator.registerMigration("v17-alerts") { db in
            try db.execute(sql: """
                CREATE TABLE alert (
                    id TEXT PRIMARY KEY NOT NULL,
                    kind TEXT NOT NULL,
                    rule TEXT,
                    event TEXT NOT NULL,
                    holding BOOLEAN NOT NULL,
                    occurrence INTEGER NOT NULL,
                    heldSince DATETIME NOT NULL,
                    lastHeld DATETIME NOT NULL,
                    endedAt DATETIME
                );
                CREATE INDEX alert_holding ON alert (holding);

                CREATE TABLE alertDelivery (
                    alertId TEXT NOT NULL REFERENCES alert(id) ON DELETE CASCADE,
                    occurrence INTEGER NOT NULL,
                    channel TEXT NOT NULL,
                    outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'failed', 'covered')),
                    at DATETIME NOT NULL,
                    error TEXT,
                    attempts INTEGER NOT NULL,
                    failingSince DATETIME,
                    PRIMARY KEY (alertId, occurrence, channel)
                );

                CREATE TABLE alertTold (
                    rule TEXT PRIMARY KEY NOT NULL,
                    earliestEligible TEXT NOT NULL
                );
                """)
        }
        return migrator
    }
}
