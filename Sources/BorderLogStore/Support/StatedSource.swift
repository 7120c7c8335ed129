import BorderLogModel
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

    /// What importing one stated file did.
    public struct StatedFileImport: Sendable, Equatable {
        public typealias Outcome = StatedFileOutcome

        public var path: String
        public var outcome: Outcome
        public var rows = 0
        public var added = 0
        /// Rows another file already stored (the same record saved twice, say): kept once.
        public var alreadyKnown = 0
        /// Rows of the earlier import of the same path, replaced.
        public var removed = 0
        public var issues: [InputIssue] = []

        public init(path: String, outcome: Outcome, issues: [InputIssue] = []) {
            self.path = path
            self.outcome = outcome
            self.issues = issues
        }
    }

    /// The outcome of importing one stays CSV file.
    public typealias StayImport = StatedFileImport
    /// The outcome of importing one crossings file.
    public typealias CrossingImport = StatedFileImport
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
