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
        .library(name: "BorderLogCore", targets: ["BorderLogCore"]),
        .library(name: "BorderLogStore", targets: ["BorderLogStore"]),
        .library(name: "BorderLogGeo", targets: ["BorderLogGeo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
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
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        /// Offline coordinate → country and time zone resolution, and the airport table.
        .target(name: "BorderLogGeo", dependencies: ["BorderLogCore"]),
        /// libexif, wrapped by the photo reader only.
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        /// Readers that turn evidence files (photos, location exports, calendars) into signals.
        .target(name: "BorderLogEvidence", dependencies: ["BorderLogCore", "BorderLogGeo", "CExif"]),
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
