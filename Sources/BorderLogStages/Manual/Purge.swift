import BorderLogModel
import BorderLogStore
import Foundation

/// What `purge` removes (docs/privacy.md).
public enum PurgeScope: Sendable, Equatable {
    /// Every piece of evidence and every snapshot.
    case all
    /// Evidence of the days before this one.
    case before(LocalDay)
    /// One imported file, by its path as imported (a relative path is taken from the current folder).
    case source(String)
    /// Every signal's coordinates; days, countries and zones stay.
    case coordinates
}

/// A purge named a file the store has never imported.
public struct PurgeError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public var description: String {
        "no imported file has the path \(path); `borderlog signals --format text` lists the sources as stored"
    }
}

extension Stages {
    /// Deletes evidence (or erases coordinates) in one transaction, then rebuilds the store file and empties its
    /// log so the bytes are gone. Nothing is recomputed: reports warn that the ledger is stale until the next `infer`.
    public static func purge(_ scope: PurgeScope, in store: Store) throws -> Store.PurgeCounts {
        try store.recordRun(stage: .purge, arguments: scope.runArguments) {
            let counts: Store.PurgeCounts
            switch scope {
            case .all: counts = try store.purgeAll()
            case .before(let day): counts = try store.purge(before: day)
            case .coordinates: counts = try store.dropCoordinates()
            case .source(let path):
                let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                guard let found = try store.purge(sourcePath: path) ?? store.purge(sourcePath: absolute) else {
                    throw PurgeError(path: path)
                }
                counts = found
            }
            return (counts, Store.RunCounts(seen: counts.signals, added: 0), nil)
        }
    }
}

extension PurgeScope {
    var runArguments: [String] {
        switch self {
        case .all: ["--all"]
        case .before(let day): ["--before", day.description]
        case .source(let path): ["--source", path]
        case .coordinates: ["--drop-coordinates"]
        }
    }
}
