import BorderLogInference
@testable import BorderLogStore
import BorderLogTestSupport
import Crypto
import Foundation
import GRDB
import Testing

/// The snapshot hash chain: sealed when a snapshot is written, recomputed by `verifySnapshotChain`, broken by any edit.
struct SnapshotChainTests {
    /// A store with three snapshots (a stay that grows a week at a time).
    private func chainedStore() throws -> Store {
        let store = try Store()
        for (index, exit) in ["2024-01-07", "2024-01-14", "2024-01-21"].enumerated() {
            let ledger = try ledger([stay("FR", "2024-01-01", exit, note: "Paris\twork\\\r\n")])
            _ = try store.saveSnapshot(ledger, fingerprint: "f\(index)", evidenceRevision: Int64(index))
        }
        return store
    }

    @Test func everySnapshotChainsToTheOneBeforeIt() throws {
        let store = try chainedStore()
        let links = try store.snapshotChain()
        #expect(links.count == 3)
        #expect(links[0].previousHash == SnapshotChain.origin)
        #expect(links[1].previousHash == links[0].hash && links[2].previousHash == links[1].hash)
        #expect(links.allSatisfy { $0.hash?.count == 64 && $0.daysHash?.count == 64 })
        #expect(Set(links.compactMap(\.hash)).count == 3)
        #expect(try store.verifySnapshotChain() == nil)
        #expect(try store.latestSnapshot()?.hash == links[2].hash)
    }

    @Test func theDaysHashIsTheDocumentedSerialisation() throws {
        let store = try Store()
        let ledger = Ledger(days: [
            LedgerDay(
                date: day("2024-03-01"), country: country("FR"), countries: [country("GB"), country("FR")], confidence: 0.85,
                confidenceLabel: .high, evidence: [.photo: ["FR": 2]], flags: [.travelDay], zones: ["schengen"], reason: "a\tb",
                exempt: [.medical]),
            LedgerDay(date: day("2024-03-02"), country: nil, countries: [], confidence: 0, confidenceLabel: .low, evidence: [:], flags: [.unknown], zones: []),
        ])
        let (snapshot, _) = try store.saveSnapshot(ledger, fingerprint: "x", evidenceRevision: 0)
        let text = "2024-03-01\tFR\tGB,FR\t0.85\thigh\t{\"photo\":{\"FR\":2}}\ttravel-day\tschengen\ta\\tb\tmedical\n"
            + "2024-03-02\t\t\t0.0\tlow\t{}\tunknown\t\t\t\n"
        let expected = SnapshotChain.hex(SHA256Digest(text))
        #expect(snapshot.daysHash == expected)
    }

    @Test(arguments: [
        ("UPDATE ledgerDay SET country = 'GB', countries = 'GB' WHERE snapshotId = 2 AND date = '2024-01-03'", 2, "its days were changed"),
        ("DELETE FROM ledgerDay WHERE snapshotId = 1 AND date = '2024-01-07'", 1, "its days were changed"),
        ("UPDATE ledgerDay SET reason = 'edited' WHERE snapshotId = 3 AND date = '2024-01-20'", 3, "its days were changed"),
        ("UPDATE snapshot SET fingerprint = 'other' WHERE id = 2", 2, "its row was changed"),
        ("UPDATE snapshot SET lastDay = '2024-01-31' WHERE id = 3", 3, "its row was changed"),
        ("DELETE FROM snapshot WHERE id = 2", 3, "the snapshot before it was removed or changed"),
    ])
    func anEditedRowBreaksTheChainWhereItWasMade(sql: String, broken: Int64, message: String) throws {
        let store = try chainedStore()
        try store.writer.write { db in try db.execute(sql: sql) }
        let found = try #require(try store.verifySnapshotChain())
        #expect(found.snapshot == broken)
        #expect(found.description.hasPrefix("snapshot #\(broken): \(message)"))
    }

    @Test func theMigrationSealsSnapshotsWrittenBeforeTheChain() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v3-snapshot-parameters")
        try queue.write { db in
            for id in 1...2 {
                try db.execute(sql: """
                    INSERT INTO snapshot (id, createdAt, fingerprint, evidenceRevision, firstDay, lastDay) VALUES (?, '2024-05-01 10:00:00.000', 'fp', 0, '2024-01-01', '2024-01-02');
                    INSERT INTO ledgerDay (snapshotId, date, country, countries, confidence, confidenceLabel, evidence, flags, zones)
                        VALUES (?, '2024-01-01', 'FR', 'FR', 0.9, 'high', '{}', 'manual', 'schengen');
                    """, arguments: [id, id])
            }
        }
        try Migrations.migrator.migrate(queue)
        try queue.read { db in
            #expect(try SnapshotChain.firstBreak(db) == nil)
            let links = try SnapshotChain.links(db)
            #expect(links.count == 2 && links[1].previousHash == links[0].hash && links[0].daysHash == links[1].daysHash)
        }
    }

    @Test func purgingEarlyDaysSealsTheRewrittenChainAgain() throws {
        let store = try chainedStore()
        let before = try store.snapshotChain().map(\.hash)
        let counts = try store.purge(before: day("2024-01-05"))
        #expect(counts.ledgerDays == 12)
        #expect(try store.verifySnapshotChain() == nil)
        #expect(try store.snapshotChain().map(\.hash) != before)
    }
}

/// SHA-256 of UTF-8 text, computed here with swift-crypto as a reader of the documentation would.
private func SHA256Digest(_ text: String) -> [UInt8] {
    Array(Crypto.SHA256.hash(data: Data(text.utf8)))
}
