// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BorderLog",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "borderlog", targets: ["borderlog"]),
        .executable(name: "borderlog-infer", targets: ["borderlog-infer"]),
        .executable(name: "borderlog-report", targets: ["borderlog-report"]),
        .executable(name: "borderlog-photos", targets: ["borderlog-photos"]),
        .executable(name: "borderlog-resolve", targets: ["borderlog-resolve"]),
        .executable(name: "borderlog-locations", targets: ["borderlog-locations"]),
        .executable(name: "borderlog-calendar", targets: ["borderlog-calendar"]),
        .executable(name: "borderlog-mail", targets: ["borderlog-mail"]),
        .library(name: "BorderLogModel", targets: ["BorderLogModel"]),
        .library(name: "BorderLogInference", targets: ["BorderLogInference"]),
        .library(name: "BorderLogRules", targets: ["BorderLogRules"]),
        .library(name: "BorderLogSettings", targets: ["BorderLogSettings"]),
        .library(name: "BorderLogStore", targets: ["BorderLogStore"]),
        .library(name: "BorderLogGeo", targets: ["BorderLogGeo"]),
        .library(name: "BorderLogStages", targets: ["BorderLogStages"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // HTTP field names for the server's headers; Hummingbird depends on it and re-exports only some of its types.
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // hummingbird-auth: HTTP Basic and bearer authenticators for the device ingest routes; sessions, authenticators
        // and bcrypt for `serve`'s people (their accounts, grants and share links).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    ],
    targets: [
        // MARK: - The domain: values, inference, rules (pure: they read no file and no environment; the caller hands
        // them values; scripts/check-purity.py holds them to it)

        /// Values: days, countries, regions, signals and their details, stays, crossings, plans, the profile, and the
        /// rule book's zones and rules as data; the small text formats they are written in (RFC 3339, JSON text).
        .target(name: "BorderLogModel"),
        /// The ledger from evidence: observations, the inference passes, gap filling, a zone's days counted, and the
        /// review list of what needs a person.
        .target(name: "BorderLogInference", dependencies: ["BorderLogModel"]),
        /// Rules measured on a ledger: statuses, forecasts, eligibility, absences, and the data of every report.
        .target(name: "BorderLogRules", dependencies: ["BorderLogModel", "BorderLogInference"]),

        // MARK: - Settings (the edge where files and the environment are read)

        /// The config folder, the environment, the data home (the store's path), the bundled rule book and the
        /// person's rules and profile files.
        .target(
            name: "BorderLogSettings", dependencies: ["BorderLogModel"],
            resources: [.copy("Resources/zones.json"), .copy("Resources/eligibility.json")]),

        // MARK: - Resolution

        /// Offline coordinate → country and time zone, the airport table and lookup, and the signal resolver.
        .target(
            name: "BorderLogGeo",
            dependencies: ["BorderLogModel", "BorderLogSettings", .product(name: "Logging", package: "swift-log")]
        ),

        // MARK: - Evidence readers: one target per family, each owning its C libraries

        /// Files as readers and stages see them: byte streams, stat stamps, the known-files table, private
        /// temporary folders.
        .target(name: "BorderLogFiles"),
        /// CSV read as bytes (RFC 4180 quoting, any line ending), with named columns and located issues.
        .target(name: "BorderLogCSV", dependencies: ["BorderLogModel"]),
        /// The records people keep or are given: the stays CSV, border crossings (CSV, the Home Office travel history,
        /// the I-94 history) and the checks a stay must pass.
        .target(name: "BorderLogRecords", dependencies: ["BorderLogModel", "BorderLogCSV"]),
        /// The only importer of libxml2: a streaming reader (GPX, KML), a small tree parse (XMP) and the schema.org
        /// markup of HTML (mail's JSON-LD scripts and microdata), hardened once.
        .target(name: "BorderLogXML", dependencies: ["BorderLogFiles", "CLibXML2"]),
        /// The only importer of libzip and zlib: zip archives (Takeouts, KMZ, Wallet passes) read member by member
        /// within `ArchiveLimits`, and written; gzip files and members inflated as they are read.
        .target(name: "BorderLogArchive", dependencies: ["BorderLogFiles", "CZip", "CZlib"]),
        /// The only importer of yajl: a streaming JSON parse with depth limits, and small JSON values built from it
        /// (each record of a stream, or a small document read whole within a count of values).
        .target(name: "BorderLogJSON", dependencies: ["BorderLogFiles", "CYajl"]),
        /// Photo and video metadata: EXIF (libexif), IPTC, XMP, HEIF, PNG, WebP, QuickTime; photos in zip archives.
        .target(
            name: "BorderLogPhotos",
            dependencies: ["BorderLogModel", "BorderLogFiles", "BorderLogSettings", "BorderLogGeo", "BorderLogXML", "BorderLogJSON", "BorderLogArchive", "CExif"]),
        /// Apple Photos libraries: every asset's place and time read from a copy of its `Photos.sqlite` (GRDB over the
        /// system libsqlite3), never from its files.
        .target(
            name: "BorderLogPhotoLibrary",
            dependencies: ["BorderLogModel", "BorderLogFiles", "BorderLogSettings", "BorderLogGeo", .product(name: "GRDB", package: "GRDB.swift")]),
        /// Location exports: Google Takeout, phone Timeline, GPX, KML/KMZ, GeoJSON, OwnTracks, CSV.
        .target(
            name: "BorderLogLocations",
            dependencies: [
                "BorderLogModel", "BorderLogFiles", "BorderLogCSV", "BorderLogInference", "BorderLogGeo", "BorderLogXML", "BorderLogArchive", "BorderLogJSON",
            ]
        ),
        /// Flights people keep or are handed: logbook exports (Flighty, myFlightradar24, App in the Air, OpenFlights,
        /// JetLog, AirTrail, Miles & More) and boarding passes (.pkpass, IATA BCBP barcodes); and what every family's
        /// flights share: a flight with its two signals (`Flight`, `FlightEnd`, `FlightNumber`, `FlightSignals`).
        .target(
            name: "BorderLogFlights",
            dependencies: ["BorderLogModel", "BorderLogCSV", "BorderLogGeo", "BorderLogArchive", "BorderLogJSON"]),
        /// Flights in iCalendar files (libical). It depends on BorderLogFlights, not the reverse: a calendar event is
        /// one more place flights are found, and it gives them in the shape the flights target defines; a logbook or
        /// a boarding pass needs nothing of iCalendar, and neither does mail's booked flight, which reaches the shared
        /// shape without libical.
        .target(
            name: "BorderLogCalendar",
            dependencies: ["BorderLogModel", "BorderLogSettings", "BorderLogGeo", "BorderLogFlights", "CICal"]),
        /// Booking emails: mailboxes (mbox, .eml, Maildir, Takeout zips) walked through GMime, the schema.org
        /// reservations (JSON-LD and microdata) in their HTML, and the signals and dry-run line of each reservation
        /// (its places through the geo index; a booked flight's ends as every family's flights are made).
        .target(
            name: "BorderLogMail",
            dependencies: ["BorderLogModel", "BorderLogFiles", "BorderLogGeo", "BorderLogXML", "BorderLogJSON", "BorderLogArchive", "BorderLogFlights", "CGMime"]),
        /// Phone trackers pushing to `serve` (OwnTracks, Overland, GPSLogger, Traccar Client): each app's payload read
        /// into points and refused items, pure; the points made signals of `device:NAME`, resolved as an import's are.
        .target(
            name: "BorderLogDevices",
            dependencies: ["BorderLogModel", "BorderLogJSON", "BorderLogLocations", "BorderLogGeo"]),
        /// Boarding-pass barcodes (PDF417, Aztec, QR) in PDFs, PNG and JPEG images, as texts, and the text of PDFs
        /// read for their words; over CZXingBridge.
        .target(name: "BorderLogBarcode", dependencies: ["CZXingBridge"]),
        /// The project's only C++: a C interface over zxing-cpp 1.4 (C++17), with the PDF rendering (poppler-glib)
        /// and the PNG and JPEG decoding that feed it, and a PDF's text as its pages lay it out (the Home Office travel
        /// history). The only importer of CZXing, CPoppler, CPNG and CJPEG.
        .target(
            name: "CZXingBridge", dependencies: ["CZXing", "CPoppler", "CPNG", "CJPEG"],
            // zxing 1.4's `Result::text()` as UTF-8 (its next release's only form) rather than a wide string.
            cxxSettings: [.define("ZX_USE_UTF8")]),

        // MARK: - C libraries (module maps; one wrapper target imports each)

        /// The one SQLite setting GRDB does not expose (`sqlite3_config` is variadic).
        .systemLibrary(name: "CSQLiteConfig", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        /// libexif, wrapped by the photo reader (and the test-media writer).
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        /// libxml2, wrapped by BorderLogXML only.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        /// yajl, the streaming JSON parser, wrapped by BorderLogJSON only.
        .systemLibrary(name: "CYajl", pkgConfig: "yajl", providers: [.apt(["libyajl-dev"])]),
        /// libzip, wrapped by BorderLogArchive only.
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        /// zlib (gzip streams: Strava's `.gpx.gz`, Arc's `samples/*.json.gz`), wrapped by BorderLogArchive only.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        /// libical (RFC 5545), wrapped by the calendar reader only. Linked by its module map alone: the
        /// pkg-config entry adds libicalss and libicalvcal (and through them Berkeley DB), which the reader
        /// never calls and every process would load and relocate at start.
        .systemLibrary(name: "CICal", providers: [.apt(["libical-dev"])]),
        /// GMime 3 (MIME parsing, charsets, transfer encodings), wrapped by the mail reader only.
        .systemLibrary(name: "CGMime", pkgConfig: "gmime-3.0", providers: [.apt(["libgmime-3.0-dev"])]),
        /// zxing-cpp 1.4 (barcode decoding; C++ headers), poppler-glib (PDF rendering), libpng and libjpeg: used by
        /// CZXingBridge only.
        .systemLibrary(name: "CZXing", pkgConfig: "zxing", providers: [.apt(["libzxing-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        /// cairo (PDF surfaces) and pango (text layout, font embedding through fontconfig), wrapped by the audit
        /// report renderer only.
        .systemLibrary(name: "CCairoPango", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),

        // MARK: - Persistence, stages, front ends

        /// The SQLite signal store (GRDB over the system libsqlite3): persistence only.
        .target(
            name: "BorderLogStore",
            dependencies: [
                "BorderLogModel", "BorderLogFiles", "BorderLogRecords", "BorderLogInference", "BorderLogSettings",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                "CSQLiteConfig",
            ]
        ),
        /// Alerts leaving the machine (docs/alerts.md): email through the system's sendmail, webhooks through
        /// Foundation's URLSession (the system libcurl), each within a timeout.
        .target(name: "BorderLogAlerts", dependencies: ["BorderLogModel"]),
        /// One function per pipeline stage (imports, resolve, infer, reports, exports) over a `Store`: batching,
        /// threads, file scanning, run rows and the lock. No argument parsing, no printing.
        .target(
            name: "BorderLogStages",
            dependencies: [
                "BorderLogModel", "BorderLogFiles", "BorderLogRecords", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogGeo", "BorderLogStore", "BorderLogPhotos", "BorderLogPhotoLibrary", "BorderLogLocations", "BorderLogCalendar",
                "BorderLogFlights", "BorderLogMail", "BorderLogBarcode", "BorderLogArchive", "BorderLogDevices", "BorderLogAlerts",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        /// The self-contained HTML report, rendered from the stages' report data (its world map is read by BorderLogGeo,
        /// which `doctor` checks through too).
        .target(name: "BorderLogHTML", dependencies: ["BorderLogModel", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogGeo", "BorderLogStages"]),
        /// The audit report as PDF (cairo and pango), rendered from the stages' report data; the only importer of
        /// CCairoPango.
        .target(name: "BorderLogPDF", dependencies: ["BorderLogModel", "BorderLogInference", "BorderLogRules", "BorderLogStages", "CCairoPango"]),
        /// Who may read whom: people's accounts (bcrypt password hashes), their grants to read others, and share links
        /// (hashed tokens, expiry, revocation, uses), kept in one small SQLite file in the data home's people folder.
        .target(
            name: "BorderLogAccess",
            dependencies: [
                "BorderLogModel", "BorderLogSettings",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        /// `borderlog serve`: the stages behind a local REST API and the live HTML report (Hummingbird).
        .target(
            name: "BorderLogServer",
            dependencies: [
                "BorderLogModel", "BorderLogFiles", "BorderLogRules", "BorderLogSettings", "BorderLogGeo", "BorderLogStore", "BorderLogStages", "BorderLogHTML", "BorderLogAccess",
                "BorderLogDevices", "BorderLogAlerts",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        /// Command-line front ends shared by the umbrella and the stage executables: parsing and terminal output.
        .target(
            name: "BorderLogCommands",
            dependencies: [
                "BorderLogModel", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogGeo", "BorderLogStore", "BorderLogStages", "BorderLogHTML", "BorderLogPDF", "BorderLogServer", "BorderLogAccess",
                "BorderLogCalendar", "BorderLogFlights", "BorderLogLocations", "BorderLogAlerts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - Executables (thin)

        .executableTarget(name: "borderlog", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-infer", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-report", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-photos", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-resolve", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-locations", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-calendar", dependencies: ["BorderLogCommands"]),
        .executableTarget(name: "borderlog-mail", dependencies: ["BorderLogCommands"]),
        /// Writes the demo's sample photos from `samples/photos.csv` (a tool for this repository, not a stage).
        .executableTarget(name: "sample-photos", dependencies: ["BorderLogCSV", "BorderLogSampleMedia"], path: "tools/sample-photos"),
        /// Writes a manual page per command from the commands' own definitions (`make install`, `make deb`).
        .executableTarget(name: "man-pages", path: "tools/man-pages"),
        /// Writes the barcode fuzz harness's seeds (`Fuzz/Seeds/barcode`) from the barcode test samples.
        .executableTarget(name: "barcode-seeds", dependencies: ["BorderLogBarcodeSamples"], path: "tools/barcode-seeds"),

        // MARK: - Tests

        /// Synthetic media for tests and the samples: an EXIF writer (libexif) and minimal JPEG/HEIF/PNG/WebP/QuickTime files.
        .target(name: "BorderLogSampleMedia", dependencies: ["BorderLogModel", "BorderLogArchive", "CExif"], path: "Tests/BorderLogSampleMedia"),
        /// Boarding-pass barcodes for tests: encoded by zxing-cpp, written as PNG, JPEG and hand-made PDFs.
        .target(name: "BorderLogBarcodeSamples", dependencies: ["CBarcodeWriter"], path: "Tests/BorderLogBarcodeSamples"),
        /// zxing-cpp's writer, libpng's and libjpeg's encoders behind a C interface, for BorderLogBarcodeSamples only.
        .target(name: "CBarcodeWriter", dependencies: ["CZXing", "CPNG", "CJPEG"], path: "Tests/CBarcodeWriter"),
        .target(
            name: "BorderLogTestSupport",
            dependencies: ["BorderLogModel", "BorderLogInference", "BorderLogSettings", "BorderLogStore", "BorderLogArchive", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/BorderLogTestSupport"
        ),
        .testTarget(name: "BorderLogModelTests", dependencies: ["BorderLogModel", "BorderLogSettings", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogInferenceTests", dependencies: ["BorderLogModel", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogRulesTests", dependencies: ["BorderLogModel", "BorderLogRecords", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogRecordsTests", dependencies: ["BorderLogModel", "BorderLogCSV", "BorderLogRecords", "BorderLogSettings", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogSettingsTests", dependencies: ["BorderLogModel", "BorderLogSettings"]),
        .testTarget(name: "BorderLogFilesTests", dependencies: ["BorderLogFiles"]),
        .testTarget(name: "BorderLogGeoTests", dependencies: ["BorderLogGeo", "BorderLogModel", "BorderLogTestSupport"]),
        .testTarget(
            name: "BorderLogPhotosTests",
            dependencies: ["BorderLogPhotos", "BorderLogModel", "BorderLogGeo", "BorderLogArchive", "BorderLogSampleMedia", "BorderLogTestSupport"]),
        .testTarget(
            name: "BorderLogPhotoLibraryTests",
            dependencies: ["BorderLogPhotoLibrary", "BorderLogModel", "BorderLogGeo", "BorderLogTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "BorderLogArchiveTests", dependencies: ["BorderLogArchive", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogLocationsTests", dependencies: ["BorderLogLocations", "BorderLogModel", "BorderLogFiles", "BorderLogInference", "BorderLogXML", "BorderLogArchive", "BorderLogJSON", "BorderLogTestSupport"]),
        .testTarget(
            name: "BorderLogCalendarTests",
            dependencies: ["BorderLogCalendar", "BorderLogFlights", "BorderLogModel", "BorderLogGeo", "BorderLogTestSupport"]),
        .testTarget(
            name: "BorderLogFlightsTests",
            dependencies: ["BorderLogFlights", "BorderLogModel", "BorderLogGeo", "BorderLogTestSupport"]),
        .testTarget(
            name: "BorderLogMailTests", dependencies: ["BorderLogMail", "BorderLogModel", "BorderLogXML", "BorderLogArchive", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogDevicesTests", dependencies: ["BorderLogDevices", "BorderLogModel", "BorderLogLocations"]),
        .testTarget(name: "BorderLogBarcodeTests", dependencies: ["BorderLogBarcode", "BorderLogBarcodeSamples"]),
        .testTarget(
            name: "BorderLogStoreTests",
            dependencies: ["BorderLogStore", "BorderLogModel", "BorderLogRecords", "BorderLogInference", "BorderLogSettings", "BorderLogTestSupport", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(
            name: "BorderLogStagesTests",
            dependencies: [
                "BorderLogStages", "BorderLogModel", "BorderLogFiles", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogGeo", "BorderLogStore", "BorderLogArchive", "BorderLogCalendar", "BorderLogLocations", "BorderLogPhotos",
                "BorderLogSampleMedia", "BorderLogBarcodeSamples", "BorderLogTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "BorderLogAlertsTests",
            dependencies: [
                "BorderLogAlerts", "BorderLogModel", "BorderLogInference", "BorderLogRules", "BorderLogSettings", "BorderLogStages", "BorderLogStore",
                "BorderLogTestSupport", .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "BorderLogHTMLTests",
            dependencies: [
                "BorderLogHTML", "BorderLogModel", "BorderLogSettings", "BorderLogGeo", "BorderLogStages", "BorderLogStore", "BorderLogTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "BorderLogServerTests",
            dependencies: [
                "BorderLogServer", "BorderLogAccess", "BorderLogModel", "BorderLogRules", "BorderLogSettings", "BorderLogStages", "BorderLogStore", "BorderLogTestSupport", "BorderLogGeo",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"), .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "BorderLogPDFTests",
            dependencies: [
                "BorderLogPDF", "BorderLogBarcode", "BorderLogModel", "BorderLogInference", "BorderLogSettings", "BorderLogStages", "BorderLogStore", "BorderLogTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "BorderLogCommandsTests",
            dependencies: [
                "BorderLogCommands", "BorderLogModel", "BorderLogRules", "BorderLogSettings", "BorderLogGeo", "BorderLogStages", "BorderLogStore", "BorderLogArchive", "BorderLogFlights", "BorderLogSampleMedia",
                "BorderLogTestSupport", "BorderLogBarcodeSamples", "BorderLogBarcode", "BorderLogAccess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"), "BorderLogDevices",
                "borderlog", "borderlog-infer", "borderlog-report", "borderlog-resolve",
            ],
            exclude: ["Golden"]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
