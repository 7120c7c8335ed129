import BorderLogModel
import BorderLogRecords
import Foundation
import GRDB

extension Store {
    /// Stores the stays of one parsed stays file all or nothing: an overlap (unless allowed) rejects the whole file
    /// and leaves the store untouched.
    ///
    /// The file is the user's record of their stays: stays from an earlier import of the same path are replaced,
    /// and content imported before (at any path) changes nothing. `parsed` must be free of errors.
    public func importStays(_ parsed: StayFile.Parsed, from source: SourceRecord, allowOverlap: Bool = false) throws -> StayImport {
        let path = parsed.path
        var result = StayImport(path: path, outcome: .rejected)
        result.rows = parsed.rows.count
        result.issues = parsed.issues
        guard parsed.errors.isEmpty else { return result }

        return try writer.write { db in
            if try StatedSource.isKnown(source, db) {
                result.outcome = .unchanged
                return result
            }
            let previous = try StatedSource.previous(source, db)
            let others = try Store.statedStays(db).filter { previous?.id == nil || $0.sourceId != previous?.id }
            var issues = parsed.issues
            if !allowOverlap {
                let new = parsed.rows.map { StayValidator.Labeled(stay: $0.stay, label: "\(path):\($0.line)", line: $0.line) }
                issues += StayValidator.overlaps(new: new, existing: try labels(for: others, db), path: path)
            }
            result.issues = issues
            guard !issues.contains(where: { $0.severity == .error }) else { return result }

            if let previous {
                result.removed = try StayRecord.filter(StayRecord.Columns.sourceId == previous.id).deleteAll(db)
                try SourceRecord.deleteOne(db, key: previous.id)
            }
            var saved = source
            try saved.insert(db)
            for row in parsed.rows {
                var record = StayRecord(stay: row.stay, sourceId: saved.id, line: row.line)
                try record.insert(db)
            }
            result.added = parsed.rows.count
            try Store.evidenceChanged(db)
            result.outcome = .imported
            return result
        }
    }

    /// Adds one stay typed on the command line; throws the overlap as an `InputIssue` list.
    public func addStay(_ stay: Stay, allowOverlap: Bool = false) throws -> StayRecord {
        try writer.write { db in
            if !allowOverlap {
                let issues = StayValidator.overlaps(
                    new: [StayValidator.Labeled(stay: stay, label: "new stay")], existing: try labels(for: Store.statedStays(db), db),
                    path: "stays add")
                if !issues.isEmpty { throw InputIssues(issues) }
            }
            var record = StayRecord(stay: stay)
            try record.insert(db)
            try Store.evidenceChanged(db)
            return record
        }
    }

    /// Replaces the stay with `id` by `stay`, keeping its id and origin; nil when there is no such stay. An overlap with
    /// the other stays (unless allowed) throws the overlap as an `InputIssue` list.
    public func updateStay(id: Int64, to stay: Stay, allowOverlap: Bool = false) throws -> StayRecord? {
        try writer.write { db in
            guard var record = try StayRecord.fetchOne(db, key: id) else { return nil }
            if !allowOverlap, record.origin == .stated {
                let others = try Store.statedStays(db).filter { $0.id != id }
                let issues = StayValidator.overlaps(
                    new: [StayValidator.Labeled(stay: stay, label: "stay #\(id)")], existing: try labels(for: others, db), path: "stay #\(id)")
                if !issues.isEmpty { throw InputIssues(issues) }
            }
            record.country = stay.country
            record.entry = stay.entry
            record.exit = stay.exit
            record.note = stay.note
            try record.update(db)
            try Store.evidenceChanged(db)
            return record
        }
    }

    /// The stays the person stated (not those assigned in review, which decide their days over these and are never
    /// an overlap with them).
    static func statedStays(_ db: Database) throws -> [StayRecord] {
        try StayRecord.filter(StayRecord.Columns.origin == Stay.Origin.stated.rawValue).fetchAll(db)
    }

    /// The stay with `id`, if any.
    public func stay(id: Int64) throws -> StayRecord? {
        try writer.read { db in try StayRecord.fetchOne(db, key: id) }
    }

    /// All stays, by entry date.
    public func stays() throws -> [StayRecord] {
        try writer.read { db in try StayRecord.order(StayRecord.Columns.entry, Column("id")).fetchAll(db) }
    }

    /// Where each stay came from, keyed by source id.
    public func sourcePaths() throws -> [Int64: String] {
        try writer.read { db in try Store.sourcePaths(db) }
    }

    static func sourcePaths(_ db: Database) throws -> [Int64: String] {
        Dictionary(uniqueKeysWithValues: try SourceRecord.fetchAll(db).compactMap { record in record.id.map { ($0, record.path) } })
    }

    /// Removes stays by id; returns the ids that did not exist.
    public func removeStays(ids: [Int64]) throws -> [Int64] {
        try writer.write { db in
            var missing: [Int64] = []
            for id in ids where try !StayRecord.deleteOne(db, key: id) { missing.append(id) }
            if missing.count < ids.count { try Store.evidenceChanged(db) }
            return missing
        }
    }

    private func labels(for records: [StayRecord], _ db: Database) throws -> [StayValidator.Labeled] {
        let paths = try Store.sourcePaths(db)
        return records.map { record in
            StayValidator.Labeled(stay: record.stay, label: record.origin(sourcePaths: paths) ?? "stay #\(record.id ?? 0)")
        }
    }
}

/// Problems in input that stop an operation, each located.
public struct InputIssues: Error, CustomStringConvertible {
    public let issues: [InputIssue]
    public init(_ issues: [InputIssue]) { self.issues = issues }
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
