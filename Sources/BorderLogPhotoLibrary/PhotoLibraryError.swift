/// Why a Photos library gave no assets. The description is the reason printed after the library's path.
public enum PhotoLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `database/Photos.sqlite` where a library should have one.
    case noDatabase(String)
    /// The database could not be copied or opened (permissions, I/O error).
    case unreadable(String)
    /// The file is not an SQLite database, or is cut short or damaged.
    case notSQLite(String)
    /// Another process holds the database locked.
    case locked
    /// A Photos database whose model version this reader has no column map for.
    case unknownSchema(modelVersion: Int?, why: String)

    public var description: String {
        switch self {
        case .noDatabase(let path): "not a Photos library: no database at \(path)"
        case .unreadable(let why): "unreadable: \(why)"
        case .notSQLite(let why): "not a readable Photos database: \(why)"
        case .locked: "the database is locked by another process (Photos may be writing it); quit Photos or copy the library, then import again"
        case .unknownSchema(let version?, let why): "unknown Photos database schema (model version \(version)): \(why)"
        case .unknownSchema(nil, let why): "unknown Photos database schema: \(why)"
        }
    }
}
