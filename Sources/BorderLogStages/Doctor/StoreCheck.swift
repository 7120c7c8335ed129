import BorderLogStore
import Foundation

/// The store: where it is, that only its owner may read it (0600), that SQLite finds the file sound and the ledger's
/// hash chain unbroken. No store yet is fine: the first import creates it.
public struct StoreCheck: SetupCheck {
    public let path: String
    public var subject: String { "store" }

    public init(path: String) {
        self.path = path
    }

    public func run() -> CheckOutcome {
        let mode: FileMode
        switch OwnerOnlyFile(path: path, absent: "no store yet at \(path); the first import creates it", exposed: "your travel history") {
        case .mode(let found): mode = found
        case .settled(let outcome): return outcome
        }
        do {
            let store = try Store(path: path)
            let problems = try store.fileProblems()
            if !problems.isEmpty {
                return .failed(
                    problem: "SQLite finds \(path) damaged: \(problems.joined(separator: "; "))",
                    fix: "restore the store from a backup, or recover what is left with `sqlite3 \(path) .recover`")
            }
            if let broken = try store.verifySnapshotChain() {
                return .failed(
                    problem: "the ledger in \(path) was changed outside BorderLog: \(broken)",
                    fix: "restore the store from a backup (an edited ledger can no longer be shown to be what BorderLog computed)")
            }
            let snapshots = try store.snapshotChain().count
            return .ok("\(path) (mode \(mode), sound, \(snapshots) ledger snapshot\(snapshots == 1 ? "" : "s"))")
        } catch {
            return .failed(problem: "cannot open \(path): \(error)", fix: "check that the file is yours and is a BorderLog store, or pass --store PATH")
        }
    }
}
