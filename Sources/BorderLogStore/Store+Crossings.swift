import BorderLogRecords
import Foundation
import GRDB

extension Store {
    /// Stores the crossings of one parsed file all or nothing. Crossings from an earlier import of the same path are
    /// replaced; content imported before (at any path) changes nothing; a crossing another file already stored is
    /// kept once. `parsed` must be free of errors, else nothing is written.
    public func importCrossings(_ parsed: CrossingFile.Parsed, from source: SourceRecord) throws -> CrossingImport {
        var result = CrossingImport(path: parsed.path, outcome: .rejected, issues: parsed.issues)
        result.rows = parsed.rows.count
        guard parsed.errors.isEmpty else { return result }
        return try writer.write { db in
            if try StatedSource.isKnown(source, db) {
                result.outcome = .unchanged
                return result
            }
            if let previous = try StatedSource.previous(source, db) {
                result.removed = try CrossingRecord.filter(CrossingRecord.Columns.sourceId == previous.id).deleteAll(db)
                try SourceRecord.deleteOne(db, key: previous.id)
            }
            var saved = source
            try saved.insert(db)
            for row in parsed.rows {
                if try CrossingRecord.filter(CrossingRecord.Columns.identity == row.crossing.identity).fetchCount(db) > 0 {
                    result.alreadyKnown += 1
                    continue
                }
                var record = CrossingRecord(crossing: row.crossing, sourceId: saved.id, line: row.line)
                try record.insert(db)
                result.added += 1
            }
            try Store.evidenceChanged(db)
            result.outcome = .imported
            return result
        }
    }

    /// All crossings, by date (exits before entries on one day).
    public func crossings() throws -> [CrossingRecord] {
        try writer.read { db in try Store.crossings(db) }
    }

    static func crossings(_ db: Database) throws -> [CrossingRecord] {
        try CrossingRecord.order(CrossingRecord.Columns.date, Column("direction").desc, Column("id")).fetchAll(db)
    }

    /// Removes crossings by id; returns the ids that did not exist.
    public func removeCrossings(ids: [Int64]) throws -> [Int64] {
        try writer.write { db in
            var missing: [Int64] = []
            for id in ids where try !CrossingRecord.deleteOne(db, key: id) { missing.append(id) }
            if missing.count < ids.count { try Store.evidenceChanged(db) }
            return missing
        }
    }
}
