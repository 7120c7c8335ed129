import Foundation
import GRDB

/// Writes a Photos library (`NAME.photoslibrary/database/Photos.sqlite`) in the layout of one Photos release, for
/// tests of the library reader: Core Data's `Z_METADATA` with its binary plist naming `PLModelVersion`, the asset
/// table and `ZADDITIONALASSETATTRIBUTES`.
///
/// The column lists are those of the osxphotos test libraries as macOS wrote them (`Test-10.15.7.photoslibrary`,
/// Photos 5, model 13703: `ZGENERICASSET`; `Test-14.6.0.photoslibrary`, Photos 9, model 17600: `ZASSET`, and
/// `ZGPSHORIZONTALACCURACY` in the attributes), cut to the columns that matter to the reader and a few beside them
/// that it must not need. Times are Core Data's: seconds since 2001-01-01 UTC.
public struct PhotosLibraryBuilder {
    public enum Layout: Sendable, CaseIterable {
        /// Photos 5 (macOS 10.15): `ZGENERICASSET`.
        case photos5
        /// Photos 6 to 8 (macOS 11 to 13): `ZASSET`, no accuracy column.
        case photos6
        /// Photos 9 and later (macOS 14 on): `ZASSET` and the position's accuracy.
        case photos9

        public var modelVersion: Int {
            switch self {
            case .photos5: 13703
            case .photos6: 16320
            case .photos9: 17600
            }
        }

        var assetTable: String { self == .photos5 ? "ZGENERICASSET" : "ZASSET" }
    }

    /// One asset row; nil columns are written as NULL.
    public struct Asset: Sendable {
        public var uuid: String
        public var kind = 0
        public var created: Date?
        public var latitude = -180.0, longitude = -180.0
        public var accuracy: Double?
        public var timeZoneOffset: Int?
        public var timeZoneName: String?
        public var originalFilename: String?
        public var originalFileSize: Int64?
        public var trashed = false
        public var hidden = false

        public init(
            uuid: String = UUID().uuidString, created: Date?, latitude: Double = -180, longitude: Double = -180, timeZoneOffset: Int? = nil,
            timeZoneName: String? = nil, originalFilename: String? = nil, originalFileSize: Int64? = nil
        ) {
            self.uuid = uuid
            self.created = created
            self.latitude = latitude
            self.longitude = longitude
            self.timeZoneOffset = timeZoneOffset
            self.timeZoneName = timeZoneName
            self.originalFilename = originalFilename
            self.originalFileSize = originalFileSize
        }
    }

    public let layout: Layout
    /// `PLModelVersion`; the layout's own unless a test names another.
    public var modelVersion: Int

    public init(_ layout: Layout, modelVersion: Int? = nil) {
        self.layout = layout
        self.modelVersion = modelVersion ?? layout.modelVersion
    }

    /// Writes the library under `folder` and returns its path (`folder/NAME.photoslibrary`). With `keepLog`, the rows
    /// stay in the write-ahead log (`Photos.sqlite-wal`), as in a library Photos has open.
    @discardableResult
    public func write(_ assets: [Asset], named name: String = "Test", in folder: String, keepLog: Bool = false) throws -> String {
        let library = folder + "/" + name + ".photoslibrary"
        try FileManager.default.createDirectory(atPath: library + "/database", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: library + "/originals/0", withIntermediateDirectories: true)
        let path = library + "/database/Photos.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        // Written beside the library first: SQLite folds the log into the database when its last connection closes,
        // so a library whose rows are still in its log is a copy taken while the connection is open.
        let staging = folder + "/." + name + "-staging.sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: staging + suffix) }
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: staging, configuration: configuration)
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        try queue.write { db in
            try createTables(db)
            try insert(assets, db)
        }
        if keepLog {
            try FileManager.default.copyItem(atPath: staging, toPath: path)
            try FileManager.default.copyItem(atPath: staging + "-wal", toPath: path + "-wal")
        }
        try queue.close()
        if !keepLog { try FileManager.default.copyItem(atPath: staging, toPath: path) }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: staging + suffix) }
        return library
    }

    private func createTables(_ db: Database) throws {
        let accuracy = layout == .photos9 ? "ZGPSHORIZONTALACCURACY FLOAT," : ""
        try db.execute(sql: """
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE \(layout.assetTable) (
                Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCLOUDLOCALSTATE INTEGER, ZCOMPLETE INTEGER,
                ZFAVORITE INTEGER, ZHIDDEN INTEGER, ZKIND INTEGER, ZKINDSUBTYPE INTEGER, ZTRASHEDSTATE INTEGER, ZWIDTH INTEGER,
                ZHEIGHT INTEGER, ZADDITIONALATTRIBUTES INTEGER, ZMOMENT INTEGER, ZADDEDDATE TIMESTAMP, ZDATECREATED TIMESTAMP,
                ZLATITUDE FLOAT, ZLONGITUDE FLOAT, ZMODIFICATIONDATE TIMESTAMP, ZTRASHEDDATE TIMESTAMP, ZDIRECTORY VARCHAR,
                ZFILENAME VARCHAR, ZUNIFORMTYPEIDENTIFIER VARCHAR, ZUUID VARCHAR, ZLOCATIONDATA BLOB);
            CREATE TABLE ZADDITIONALASSETATTRIBUTES (
                Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZINFERREDTIMEZONEOFFSET INTEGER,
                ZORIGINALFILESIZE INTEGER, ZORIGINALHEIGHT INTEGER, ZORIGINALWIDTH INTEGER, ZTIMEZONEOFFSET INTEGER,
                ZASSET INTEGER, \(accuracy) ZEXIFTIMESTAMPSTRING VARCHAR, ZMASTERFINGERPRINT VARCHAR, ZORIGINALFILENAME VARCHAR,
                ZTIMEZONENAME VARCHAR, ZTITLE VARCHAR, ZREVERSELOCATIONDATA BLOB);
            """)
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["PLModelVersion": modelVersion, "NSPersistenceFrameworkVersion": 1347] as [String: Any], format: .binary, options: 0)
        try db.execute(sql: "INSERT INTO Z_METADATA VALUES (1, ?, ?)", arguments: [UUID().uuidString, plist])
    }

    private func insert(_ assets: [Asset], _ db: Database) throws {
        let accuracy = layout == .photos9
        for (index, asset) in assets.enumerated() {
            let key = index + 1
            try db.execute(
                sql: """
                    INSERT INTO \(layout.assetTable) (Z_PK, Z_ENT, ZHIDDEN, ZKIND, ZTRASHEDSTATE, ZADDITIONALATTRIBUTES, ZDATECREATED,
                        ZLATITUDE, ZLONGITUDE, ZDIRECTORY, ZFILENAME, ZUUID)
                    VALUES (?, 3, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    key, asset.hidden ? 1 : 0, asset.kind, asset.trashed ? 1 : 0, key, asset.created?.timeIntervalSinceReferenceDate,
                    asset.latitude, asset.longitude, String(asset.uuid.prefix(1)), asset.uuid + ".jpeg", asset.uuid,
                ])
            let values: [(any DatabaseValueConvertible)?] = [
                key, key, asset.timeZoneOffset, asset.timeZoneName, asset.originalFilename, asset.originalFileSize,
            ]
            try db.execute(
                sql: """
                    INSERT INTO ZADDITIONALASSETATTRIBUTES (Z_PK, Z_ENT, ZASSET, ZTIMEZONEOFFSET, ZTIMEZONENAME, ZORIGINALFILENAME,
                        ZORIGINALFILESIZE\(accuracy ? ", ZGPSHORIZONTALACCURACY" : ""))
                    VALUES (?, 1, ?, ?, ?, ?, ?\(accuracy ? ", ?" : ""))
                    """,
                arguments: StatementArguments(values + (accuracy ? [asset.accuracy] : [])))
        }
    }
}
