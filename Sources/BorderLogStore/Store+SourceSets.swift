import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// The content hash of every source whose path starts with `prefix` (the members of one archive, the assets of one
    /// Photos library), by path: what a rerun compares to tell the unchanged ones.
    public func sourceHashes(under prefix: String, format: SourceFormat) throws -> [String: String] {
        try writer.read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT path, contentHash FROM source WHERE format = ? AND instr(path, ?) = 1", arguments: [format, prefix])
            var hashes: [String: String] = [:]
            while let row = try rows.next() { hashes[row[0]] = row[1] }
            return hashes
        }
    }

    /// How many sources' paths start with `prefix`.
    public func sourceCount(under prefix: String, format: SourceFormat) throws -> Int {
        try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM source WHERE format = ? AND instr(path, ?) = 1", arguments: [format, prefix]) ?? 0
        }
    }

    /// The path and size of every source of `format` whose content hash starts with `hashPrefix` (photo files
    /// and archive members, say, whose hashes start `photo:`).
    public func sourceSizes(format: SourceFormat, hashPrefix: String) throws -> [(path: String, size: Int64)] {
        try writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT path, size FROM source WHERE format = ? AND substr(contentHash, 1, ?) = ?",
                arguments: [format, hashPrefix.utf8.count, hashPrefix]
            ).map { ($0[0], $0[1]) }
        }
    }

    /// Deletes the sources at `paths` (their signals go with them) in one transaction: the assets a Photos library
    /// no longer holds. Returns how many signals went.
    @discardableResult
    public func removeSources(paths: [String]) throws -> Int {
        guard !paths.isEmpty else { return 0 }
        return try writer.write { db in
            var removed = 0
            var earliest: LocalDay?
            let find = try db.cachedStatement(sql: "SELECT id FROM source WHERE path = ?")
            for path in paths {
                guard let id = try Int64.fetchOne(find, arguments: [path]) else { continue }
                let row = try Row.fetchOne(db, sql: "SELECT count(*), min(day) FROM signal WHERE sourceId = ?", arguments: [id])
                removed += row?[0] ?? 0
                if let day: LocalDay = row?[1] { earliest = min(earliest ?? day, day) }
                try db.execute(sql: "DELETE FROM source WHERE id = ?", arguments: [id])
            }
            try Store.evidenceChanged(earliestSignalDay: earliest, db)
            return removed
        }
    }
}
