import Crypto
import Foundation
import GRDB

/// The snapshots' hash chain (docs/ledger.md, "Snapshot hash chain"): each snapshot stores the SHA-256 of its days
/// (`daysHash`), the hash of the snapshot before it (`previousHash`) and its own hash (`hash`) over both and its own
/// row, so that an edited day, an edited snapshot row, or a snapshot removed from the middle is detectable. The newest
/// snapshot's `hash` is the ledger's head.
///
/// Version 1, frozen (a change gets a new name, so that stored chains and migration v6 keep their meaning):
///
/// - **Days.** One line per `ledgerDay` row of the snapshot, in date order: `date`, `country` (empty when NULL),
///   `countries`, `confidence`, `confidenceLabel`, `evidence`, `flags`, `zones`, `reason`, `exempt`, as stored, separated by a tab
///   and ended by a line feed. `confidence` is written as the shortest decimal that reads back as the same IEEE double
///   (`0.85`, `1.0`); in every field a backslash, tab, line feed and carriage return are written `\\`, `\t`, `\n`,
///   `\r`. `daysHash` is the lowercase hex SHA-256 of these lines in UTF-8 (of nothing, for a snapshot without days).
/// - **Snapshot.** `hash` is the lowercase hex SHA-256 of the UTF-8 lines `borderlog-snapshot-v1`, the snapshot's id,
///   `createdAt` as stored, `firstDay`, `lastDay` (empty when NULL), `fingerprint`, `daysHash` and `previousHash`, each
///   ended by a line feed. The first snapshot's `previousHash` is 64 zeros.
///
/// What the chain does not see: `evidenceRevision` and `parameters`, which `infer` updates on the newest snapshot when
/// it finds the inputs unchanged; and the newest snapshot removed whole (a bundle's `ledgerHead` records the head).
public enum SnapshotChain {
    /// The `previousHash` of the first snapshot.
    public static let origin = String(repeating: "0", count: 64)

    /// A snapshot's place in the chain, as stored.
    public struct Link: Sendable, Equatable {
        public var id: Int64
        public var createdAt: String
        public var firstDay: String?
        public var lastDay: String?
        public var fingerprint: String
        public var daysHash: String?
        public var previousHash: String?
        public var hash: String?
    }

    /// Where the chain first breaks, oldest first.
    public struct Break: Sendable, Equatable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            /// The snapshot's days no longer hash to its `daysHash`: a day was edited, added or removed.
            case daysChanged(stored: String, computed: String)
            /// The snapshot's own row (id, time, range, fingerprint or hashes) no longer hashes to its `hash`.
            case rowChanged(stored: String, computed: String)
            /// Its `previousHash` is not the hash of the snapshot before it: a snapshot was removed or replaced.
            case previousMismatch(stored: String, expected: String)
            /// No hashes stored at all.
            case unsealed
        }

        public var snapshot: Int64
        public var reason: Reason

        public var description: String {
            switch reason {
            case .daysChanged(let stored, let computed):
                "snapshot #\(snapshot): its days were changed after it was written (days hash \(computed), stored \(stored))"
            case .rowChanged(let stored, let computed):
                "snapshot #\(snapshot): its row was changed after it was written (hash \(computed), stored \(stored))"
            case .previousMismatch(let stored, let expected):
                "snapshot #\(snapshot): the snapshot before it was removed or changed (previous hash \(stored), expected \(expected))"
            case .unsealed:
                "snapshot #\(snapshot): it has no hashes"
            }
        }
    }

    /// Every snapshot's link, oldest first.
    static func links(_ db: Database) throws -> [Link] {
        try Row.fetchAll(db, sql: """
            SELECT id, CAST(createdAt AS TEXT), firstDay, lastDay, fingerprint, daysHash, previousHash, hash
            FROM snapshot ORDER BY id
            """).map { row in
            Link(
                id: row[0], createdAt: row[1], firstDay: row[2], lastDay: row[3], fingerprint: row[4], daysHash: row[5],
                previousHash: row[6], hash: row[7])
        }
    }

    /// The SHA-256 of a snapshot's days, serialised as above.
    static func daysHash(_ db: Database, snapshotId: Int64) throws -> String {
        var hasher = SHA256()
        let statement = try db.makeStatement(sql: """
            SELECT date, country, countries, confidence, confidenceLabel, evidence, flags, zones, reason, exempt
            FROM ledgerDay WHERE snapshotId = ? ORDER BY date
            """)
        try statement.setArguments([snapshotId])
        // Byte by byte: the characters escaped are ASCII, which UTF-8 never uses inside another character.
        var line: [UInt8] = []
        try forEachRawRow(statement) { row in
            line.removeAll(keepingCapacity: true)
            for index: Int32 in 0..<10 {
                if index > 0 { line.append(UInt8(ascii: "\t")) }
                if index == 3 {
                    line += row.double(3).description.utf8
                } else {
                    escape(row.bytes(index), into: &line)
                }
            }
            line.append(UInt8(ascii: "\n"))
            hasher.update(data: line)
        }
        return hex(hasher.finalize())
    }

    /// The snapshot's own hash over its row, its days' hash and the previous hash.
    static func hash(of link: Link, daysHash: String, previousHash: String) -> String {
        let text = [
            "borderlog-snapshot-v1", String(link.id), link.createdAt, link.firstDay ?? "", link.lastDay ?? "", link.fingerprint,
            daysHash, previousHash,
        ].map { $0 + "\n" }.joined()
        return hex(SHA256.hash(data: Data(text.utf8)))
    }

    /// Computes and stores the hashes of snapshot `id`, chained to the newest snapshot before it.
    static func seal(_ db: Database, snapshotId id: Int64) throws {
        let previous = try String.fetchOne(db, sql: "SELECT hash FROM snapshot WHERE id < ? ORDER BY id DESC LIMIT 1", arguments: [id])
        guard let link = try links(db).first(where: { $0.id == id }) else { return }
        try store(link, previous: previous ?? origin, db)
    }

    /// Computes and stores every snapshot's hashes afresh, oldest first: for the migration that introduced the chain,
    /// and after a purge that rewrote snapshots' days.
    static func sealAll(_ db: Database) throws {
        var previous = origin
        for link in try links(db) {
            previous = try store(link, previous: previous, db)
        }
    }

    @discardableResult
    private static func store(_ link: Link, previous: String, _ db: Database) throws -> String {
        let days = try daysHash(db, snapshotId: link.id)
        let hash = hash(of: link, daysHash: days, previousHash: previous)
        try db.execute(
            sql: "UPDATE snapshot SET daysHash = ?, previousHash = ?, hash = ? WHERE id = ?", arguments: [days, previous, hash, link.id])
        return hash
    }

    /// Recomputes the chain from the stored rows; nil when it is intact.
    static func firstBreak(_ db: Database) throws -> Break? {
        var expectedPrevious = origin
        for link in try links(db) {
            guard let storedDays = link.daysHash, let storedPrevious = link.previousHash, let storedHash = link.hash else {
                return Break(snapshot: link.id, reason: .unsealed)
            }
            let days = try daysHash(db, snapshotId: link.id)
            if days != storedDays { return Break(snapshot: link.id, reason: .daysChanged(stored: storedDays, computed: days)) }
            if storedPrevious != expectedPrevious {
                return Break(snapshot: link.id, reason: .previousMismatch(stored: storedPrevious, expected: expectedPrevious))
            }
            let hash = hash(of: link, daysHash: days, previousHash: storedPrevious)
            if hash != storedHash { return Break(snapshot: link.id, reason: .rowChanged(stored: storedHash, computed: hash)) }
            expectedPrevious = storedHash
        }
        return nil
    }

    private static func escape(_ text: UnsafeBufferPointer<UInt8>, into line: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\t"): line += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\n"): line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: line.append(byte)
            }
        }
    }

    /// Lowercase hex of a digest.
    public static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        for byte in digest {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
