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
        .library(name: "BorderLogCore", targets: ["BorderLogCore"]),
        .library(name: "BorderLogStore", targets: ["BorderLogStore"]),
        .library(name: "BorderLogGeo", targets: ["BorderLogGeo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // MARK: - Libraries

        /// Domain values, zones and rules, inference and reports. No I/O beyond reading files it is handed.
        .target(
            name: "BorderLogCore",
            resources: [.copy("Rules/Resources/zones.json")]
        ),
        /// The SQLite signal store (GRDB over the system libsqlite3).
        .target(
            name: "BorderLogStore",
            dependencies: [
                "BorderLogCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                "CSQLiteConfig",
            ]
        ),
        /// The one SQLite setting GRDB does not expose (`sqlite3_config` is variadic).
        .systemLibrary(name: "CSQLiteConfig", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        /// Offline coordinate → country and time zone resolution, and the airport table.
        .target(name: "BorderLogGeo", dependencies: ["BorderLogCore"]),
        /// libexif, wrapped by the photo reader only.
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        /// libxml2: its streaming reader for GPX and KML, a small tree parse for photos' XMP packets.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        /// yajl, the streaming JSON parser, wrapped by the location-export readers only.
        .systemLibrary(name: "CYajl", pkgConfig: "yajl", providers: [.apt(["libyajl-dev"])]),
        /// libical (RFC 5545), wrapped by the calendar reader only. Linked by its module map alone: the
        /// pkg-config entry adds libicalss and libicalvcal (and through them Berkeley DB), which the reader
        /// never calls and every process would load and relocate at start.
        .systemLibrary(name: "CICal", providers: [.apt(["libical-dev"])]),
        /// Readers that turn evidence files (photos, location exports, calendars) into signals.
        .target(
            name: "BorderLogEvidence",
            dependencies: [
                "BorderLogCore", "BorderLogGeo", "CExif", "CLibXML2", "CYajl", "CICal",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        /// Command-line front ends shared by the umbrella and the stage executables.
        .target(
            name: "BorderLogCommands",
            dependencies: [
                "BorderLogCore",
                "BorderLogStore",
                "BorderLogGeo",
                "BorderLogEvidence",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
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

        // MARK: - Tests

        .target(
            name: "BorderLogTestSupport",
            dependencies: ["BorderLogCore", "BorderLogStore"],
            path: "Tests/BorderLogTestSupport"
        ),
        .testTarget(name: "BorderLogCoreTests", dependencies: ["BorderLogCore", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogEvidenceTests", dependencies: ["BorderLogEvidence", "BorderLogTestSupport"]),
        .testTarget(name: "BorderLogGeoTests", dependencies: ["BorderLogGeo"]),
        .testTarget(name: "BorderLogStoreTests", dependencies: ["BorderLogStore", "BorderLogTestSupport"]),
        .testTarget(
            name: "BorderLogCommandsTests",
            dependencies: ["BorderLogCommands", "BorderLogTestSupport", "borderlog", "borderlog-infer", "borderlog-report", "borderlog-resolve"]
        ),
    ]
)
