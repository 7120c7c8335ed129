import Foundation
import GRDB

/// Reads the assets of a Photos library from its database, never writing to the library: the database and its
/// write-ahead log are copied to a private temporary folder and the copy is opened read-only (SQLite would otherwise
/// create or update the `-shm` beside the library, and a library on a read-only share could not be opened at all).
public enum PhotoLibraryReader {
    /// What a library's database holds.
    public struct Contents: Sendable {
        public var schema: PhotosSchema
        public var modelVersion: Int
        /// Every asset not in the trash, photos and videos, hidden ones included (they were still taken there).
        public var assets: [LibraryAsset]
        /// Assets in Photos' trash, left out.
        public var trashed: Int
    }

    public static func read(_ library: PhotoLibrary) throws(PhotoLibraryError) -> Contents {
        try checkHeader(library.database)
        let copy = try TemporaryCopy(of: library)
        defer { copy.remove() }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "photos-library"
        do {
            let queue = try DatabaseQueue(path: copy.database, configuration: configuration)
            return try queue.read { db in
                let modelVersion = try Self.modelVersion(db)
                let schema = try PhotosSchema.forModelVersion(modelVersion)
                let hasAccuracy = try Self.checkColumns(of: schema, modelVersion: modelVersion, db)
                let (assets, trashed) = try Self.assets(schema, accuracy: hasAccuracy, db)
                return Contents(schema: schema, modelVersion: modelVersion, assets: assets, trashed: trashed)
            }
        } catch let error as PhotoLibraryError {
            throw error
        } catch let error as DatabaseError {
            throw Self.describe(error)
        } catch {
            throw .unreadable("\(error)")
        }
    }

    /// An SQLite database starts with these 16 bytes; anything else (a truncated download, a file of another kind
    /// under this name) is said to be what it is before SQLite is asked.
    private static func checkHeader(_ path: String) throws(PhotoLibraryError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FileManager.default.fileExists(atPath: path) ? .unreadable("cannot open \(path)") : .noDatabase(path)
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw .notSQLite(header.isEmpty ? "the file is empty" : "the file does not start with an SQLite header")
        }
        guard header.count == 100 else { throw .notSQLite("the file ends inside its SQLite header (\(header.count) bytes)") }
    }

    /// `PLModelVersion` from the binary plist in `Z_METADATA` (Core Data's own metadata row).
    private static func modelVersion(_ db: Database) throws -> Int {
        guard try db.tableExists("Z_METADATA") else {
            throw PhotoLibraryError.unknownSchema(modelVersion: nil, why: "no Z_METADATA table: an SQLite database, but not one Photos wrote")
        }
        guard let plist = try Data.fetchOne(db, sql: "SELECT Z_PLIST FROM Z_METADATA ORDER BY Z_VERSION DESC LIMIT 1"),
              let metadata = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
              let version = (metadata["PLModelVersion"] as? NSNumber)?.intValue
        else {
            throw PhotoLibraryError.unknownSchema(modelVersion: nil, why: "Z_METADATA holds no PLModelVersion: not a Photos 5 or later database")
        }
        return version
    }

    /// Checks that the span's columns are all there; returns whether the optional accuracy column is.
    private static func checkColumns(of schema: PhotosSchema, modelVersion: Int, _ db: Database) throws -> Bool {
        for (table, needed) in [(schema.assetTable, PhotosSchema.assetColumns), ("ZADDITIONALASSETATTRIBUTES", PhotosSchema.attributeColumns)] {
            guard try db.tableExists(table) else {
                throw PhotoLibraryError.unknownSchema(modelVersion: modelVersion, why: "no \(table) table (\(schema.name) has one)")
            }
            let present = Set(try db.columns(in: table).map { $0.name.uppercased() })
            if let missing = needed.first(where: { !present.contains($0) }) {
                throw PhotoLibraryError.unknownSchema(modelVersion: modelVersion, why: "\(table) has no column \(missing) (\(schema.name) has)")
            }
        }
        return try db.columns(in: "ZADDITIONALASSETATTRIBUTES").contains { $0.name.uppercased() == PhotosSchema.accuracyColumn }
    }

    private static func assets(_ schema: PhotosSchema, accuracy: Bool, _ db: Database) throws -> ([LibraryAsset], Int) {
        let trashed = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(schema.assetTable) WHERE coalesce(ZTRASHEDSTATE, 0) != 0") ?? 0
        let rows = try Row.fetchCursor(db, sql: """
            SELECT a.ZUUID, a.ZKIND, a.ZDATECREATED, a.ZLATITUDE, a.ZLONGITUDE, a.ZHIDDEN,
                   b.ZTIMEZONEOFFSET, b.ZTIMEZONENAME, b.ZORIGINALFILENAME, b.ZORIGINALFILESIZE,
                   \(accuracy ? "b." + PhotosSchema.accuracyColumn : "NULL")
            FROM \(schema.assetTable) a LEFT JOIN ZADDITIONALASSETATTRIBUTES b ON b.ZASSET = a.Z_PK
            WHERE coalesce(a.ZTRASHEDSTATE, 0) = 0 AND a.ZUUID IS NOT NULL
            ORDER BY a.Z_PK
            """)
        var assets: [LibraryAsset] = []
        while let row = try rows.next() {
            guard let kind = LibraryAsset.Kind(rawValue: row[1] ?? 0) else { continue }
            let latitude: Double? = row[3], longitude: Double? = row[4]
            // Photos writes −180, −180 for "no location".
            let located = latitude != nil && longitude != nil && !(latitude == -180 && longitude == -180)
            let accuracy: Double? = row[10]
            assets.append(LibraryAsset(
                uuid: row[0], kind: kind, created: (row[2] as Double?).map(Date.init(timeIntervalSinceReferenceDate:)),
                latitude: located ? latitude : nil, longitude: located ? longitude : nil,
                accuracy: accuracy.flatMap { $0 > 0 ? $0 : nil }, timeZoneOffset: row[6], timeZoneName: row[7],
                originalFilename: row[8], originalFileSize: row[9], hidden: (row[5] as Int?) ?? 0 != 0))
        }
        return (assets, trashed)
    }

    private static func describe(_ error: DatabaseError) -> PhotoLibraryError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: .locked
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: .notSQLite(error.message ?? "damaged database")
        default: .unreadable(error.message ?? "\(error)")
        }
    }
}
