import BorderLogCore
import GRDB

extension Store {
    /// What became of one stated file (stays, crossings) given to an import.
    public enum StatedFileOutcome: String, Sendable {
        /// The file's rows are now in the store (replacing those of an earlier import of the same path).
        case imported
        /// The same content was imported before; nothing changed.
        case unchanged
        /// The file has errors; none of its rows were imported and the store is untouched.
        case rejected
    }
}

/// A file a person keeps as their own record (stays, crossings): its content imported before, at any path, changes
/// nothing; an edited file replaces what the earlier import of the same path brought.
enum StatedSource {
    /// Whether content with `source`'s hash was imported before in its format.
    static func isKnown(_ source: SourceRecord, _ db: Database) throws -> Bool {
        try SourceRecord.filter(SourceRecord.Columns.format == source.format && SourceRecord.Columns.contentHash == source.contentHash)
            .fetchCount(db) > 0
    }

    /// The earlier import of `source`'s path in its format, if any.
    static func previous(_ source: SourceRecord, _ db: Database) throws -> SourceRecord? {
        try SourceRecord.filter(SourceRecord.Columns.path == source.path && SourceRecord.Columns.format == source.format).fetchOne(db)
    }
}
