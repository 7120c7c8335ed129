import BorderLogModel
import BorderLogSettings
import BorderLogStore
import Crypto
import Foundation

/// Which rule set a report or bundle was computed with: its canonical JSON, the SHA-256 of that text, and a version
/// for people.
///
/// The canonical JSON is the rule book in force (the bundled library overlaid by the user's rules file) encoded with
/// sorted keys and no whitespace. The version is BorderLog's own (`0.2.0`) when the rules are exactly the bundled
/// library, else that version with the first 12 hex digits of the hash as build metadata (`0.2.0+custom.1a2b3c4d5e6f`).
public struct RuleSetIdentity: Sendable, Equatable {
    public let version: String
    public let sha256: String
    /// The canonical JSON the hash is over.
    public let json: Data
    /// Whether a rules file changed the bundled library.
    public let isCustom: Bool

    public init(_ book: RuleBook, bundled: RuleBook?, borderLogVersion: String = BorderLogVersion.current) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        json = try encoder.encode(book)
        sha256 = SnapshotChain.hex(SHA256.hash(data: json))
        isCustom = book != bundled
        version = isCustom ? "\(borderLogVersion)+custom.\(sha256.prefix(12))" : borderLogVersion
    }
}

/// What an audit report and a bundle are computed from, reduced to one hash: the ledger's chain head and the rule set.
public struct AuditInputs: Sendable, Equatable {
    /// The snapshot the report reads, and its hash: the head of the chain.
    public let snapshotId: Int64
    public let ledgerHead: String
    public let rules: RuleSetIdentity
    /// The input fingerprint: the lowercase hex SHA-256 of the UTF-8 text `borderlog-input-v1`, the ledger head and the
    /// rule set's hash, each ended by a line feed (`printf 'borderlog-input-v1\n%s\n%s\n' HEAD RULES | sha256sum`).
    public var fingerprint: String { AuditInputs.fingerprint(ledgerHead: ledgerHead, rulesHash: rules.sha256) }

    public static func fingerprint(ledgerHead: String, rulesHash: String) -> String {
        SnapshotChain.hex(SHA256.hash(data: Data("borderlog-input-v1\n\(ledgerHead)\n\(rulesHash)\n".utf8)))
    }
}

/// The store cannot back an audit report.
public enum AuditError: Error, CustomStringConvertible, Equatable {
    /// The snapshot hash chain does not recompute: the store was edited after the ledger was written.
    case brokenChain(String)
    /// The newest snapshot is not the one the view reads (another `infer` ran meanwhile).
    case snapshotMoved(reading: Int64, newest: Int64)

    public var description: String {
        switch self {
        case .brokenChain(let detail):
            "the ledger's snapshot hash chain is broken at \(detail); an audit report from it would not be defensible. "
                + "Run `borderlog ledger verify` for details, and `borderlog infer` once the evidence is right."
        case .snapshotMoved(let reading, let newest):
            "snapshot #\(newest) was written while the report read #\(reading); run the command again"
        }
    }
}

extension Stages {
    /// The chain head and rule set a report from `view` rests on, after checking the whole snapshot chain.
    public static func auditInputs(_ view: LedgerView, store: Store) throws -> AuditInputs {
        if let broken = try store.verifySnapshotChain() { throw AuditError.brokenChain(broken.description) }
        guard let id = view.snapshot.id, let newest = try store.snapshotChain().last, let head = newest.hash else {
            throw StoreError.noSnapshot
        }
        guard newest.id == id else { throw AuditError.snapshotMoved(reading: id, newest: newest.id) }
        return AuditInputs(snapshotId: id, ledgerHead: head, rules: try RuleSetIdentity(view.rules, bundled: try? RuleBook.bundled()))
    }
}
