import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// `export bundle`, `verify` and `ledger verify`: a bundle verifies as made and fails, naming the damage, after any
/// change; an edited snapshot row breaks the chain where it was made.
@Suite struct EvidenceBundleTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }
    var environment: [String: String] { ["BORDERLOG_TODAY": "2026-11-20", "XDG_CONFIG_HOME": directory.path("config")] }

    private func borderlog(_ arguments: [String], status: Int32 = 0) async throws -> InProcessResult {
        let result = await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: environment)
        #expect(result.status == status, "\(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    private func sampleStore() async throws {
        _ = try await borderlog(["stays", "import", samplesPath("stays.csv")])
        _ = try await borderlog(["override", "2026-04-05", "IT,VA", "--note", "Vatican"])
        _ = try await borderlog(["infer"])
    }

    private func manifest(_ bundle: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/manifest.json"))) as? [String: Any])
    }

    @Test func aBundleVerifiesAsMadeWithItsKeyCreatedPrivateOnFirstUse() async throws {
        try await sampleStore()
        let bundle = directory.path("bundle")
        let made = try await borderlog(["export", "bundle", "--out", bundle])
        let key = directory.path("config/borderlog/signing-key.pem")
        #expect(made.stderr.contains("created a new signing key at \(key)"))
        #expect((try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: bundle))
        #expect(names == ["ledger.csv", "ledger.json", "trips.csv", "report.pdf", "rules.json", "public-key.pem", "manifest.json", "manifest.sig"])

        let fields = try manifest(bundle)
        let files = try #require(fields["files"] as? [[String: Any]])
        #expect(Set(files.compactMap { $0["path"] as? String }) == names.subtracting(["manifest.json", "manifest.sig"]))
        for file in files {
            let path = bundle + "/" + (file["path"] as! String)
            #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == file["bytes"] as? Int)
            #expect((file["sha256"] as? String)?.count == 64)
        }
        let sources = try #require(fields["sources"] as? [[String: Any]])
        #expect(sources.contains { $0["path"] as? String == samplesPath("stays.csv") && ($0["sha256"] as? String)?.count == 64 })
        let head = try #require(fields["ledgerHead"] as? String)
        #expect(try await borderlog(["ledger", "snapshots"]).stdout.contains("hash \(head)"))
        #expect((fields["rules"] as? [String: Any])?["version"] as? String == "0.2.0")
        #expect(try String(contentsOfFile: bundle + "/ledger.csv", encoding: .utf8) == (try await borderlog(["export", "ledger", "--format", "csv"])).stdout)
        #expect(try String(contentsOfFile: bundle + "/trips.csv", encoding: .utf8) == (try await borderlog(["report", "trips", "--format", "csv"])).stdout)

        let verified = await BorderLogCommandsTests.borderlog(["verify", bundle])
        #expect(verified.status == 0 && verified.stdout.contains("is intact: 6 files match the signed manifest"))
        #expect(verified.stdout.contains("signed by key \(fields["publicKeyFingerprint"] as! String)"))

        // The same key signs the next bundle; an existing, non-empty folder is refused.
        let second = try await borderlog(["export", "bundle", "--out", directory.path("second")])
        #expect(!second.stderr.contains("created a new signing key"))
        #expect(try manifest(directory.path("second"))["publicKey"] as? String == fields["publicKey"] as? String)
        let again = try await borderlog(["export", "bundle", "--out", bundle], status: 1)
        #expect(again.stderr.contains("not empty"))

        // --key overrides, and a key others can read is refused.
        let own = directory.path("own.pem")
        _ = try await borderlog(["export", "bundle", "--out", directory.path("third"), "--key", own])
        #expect(try manifest(directory.path("third"))["publicKey"] as? String != fields["publicKey"] as? String)
        chmod(own, 0o644)
        let open = try await borderlog(["export", "bundle", "--out", directory.path("fourth"), "--key", own], status: 1)
        #expect(open.stderr.contains("can be read by others") && !FileManager.default.fileExists(atPath: directory.path("fourth")))
    }

    /// One way to damage a bundle and what `verify` must say about it.
    struct Tampering: Sendable, CustomStringConvertible {
        let description: String
        let change: @Sendable (String) throws -> Void
        let message: String
    }

    static let tamperings: [Tampering] = [
        Tampering(description: "one byte of the PDF", change: { try flipByte(in: $0 + "/report.pdf", at: 2000) }, message: "report.pdf: changed"),
        Tampering(description: "one byte of the ledger CSV", change: { try flipByte(in: $0 + "/ledger.csv", at: 100) }, message: "ledger.csv: changed"),
        Tampering(description: "a line added to the trips", change: { try append("GB,2026-12-01,,1,,0.90\n", to: $0 + "/trips.csv") }, message: "trips.csv: changed"),
        Tampering(description: "one byte of the manifest", change: { try flipByte(in: $0 + "/manifest.json", at: 40) }, message: "the signature of manifest.json does not verify"),
        Tampering(description: "a hash in the manifest", change: { path in
            let text = try String(contentsOfFile: path + "/manifest.json", encoding: .utf8)
            let hash = try #require(text.firstMatch(of: try Regex("\"sha256\" : \"([0-9a-f])"))).output[1].substring!
            try text.replacingOccurrences(of: "\"sha256\" : \"\(hash)", with: "\"sha256\" : \"\(hash == "0" ? "1" : "0")")
                .write(toFile: path + "/manifest.json", atomically: true, encoding: .utf8)
        }, message: "the signature of manifest.json does not verify"),
        Tampering(description: "one byte of the signature", change: { try flipByte(in: $0 + "/manifest.sig", at: 10) }, message: "the signature of manifest.json does not verify"),
        Tampering(description: "the signature removed", change: { try FileManager.default.removeItem(atPath: $0 + "/manifest.sig") }, message: "manifest.sig: missing: the bundle is unsigned"),
        Tampering(description: "a file removed", change: { try FileManager.default.removeItem(atPath: $0 + "/ledger.json") }, message: "ledger.json: missing"),
        Tampering(description: "a file added", change: { try append("note", to: $0 + "/extra.txt") }, message: "extra.txt: not in the manifest"),
        Tampering(description: "the manifest removed", change: { try FileManager.default.removeItem(atPath: $0 + "/manifest.json") }, message: "manifest.json: missing"),
        Tampering(description: "the key swapped", change: { path in
            try SigningKeyText.other.write(toFile: path + "/public-key.pem", atomically: true, encoding: .utf8)
        }, message: "public-key.pem: changed"),
    ]

    @Test(arguments: tamperings)
    func aTamperedBundleFailsVerificationNamingWhatChanged(_ tampering: Tampering) async throws {
        try await sampleStore()
        let bundle = directory.path("bundle")
        _ = try await borderlog(["export", "bundle", "--out", bundle])
        try tampering.change(bundle)
        let result = await BorderLogCommandsTests.borderlog(["verify", bundle])
        #expect(result.status == 1, "\(tampering)")
        #expect(result.stderr.contains(tampering.message), "\(tampering): \(result.stderr)")
        #expect(result.stderr.contains("is NOT intact"))
    }

    @Test func anEditedSnapshotRowBreaksTheChainAndLedgerVerifySaysWhere() async throws {
        try await sampleStore()
        _ = try await borderlog(["override", "2026-05-01", "FR", "--note", "Strasbourg"])
        _ = try await borderlog(["infer"])
        _ = try await borderlog(["override", "2026-05-02", "FR"])
        _ = try await borderlog(["infer"])
        let listed = try await borderlog(["ledger", "snapshots"]).stdout.split(separator: "\n")
        #expect(listed.count == 3 && listed.allSatisfy { $0.contains("previous ") && $0.contains("hash ") })
        #expect(try await borderlog(["ledger", "verify"]).stdout.contains("3 snapshots intact"))
        #expect(try await borderlog(["report", "pdf", "--out", directory.path("before.pdf")]).status == 0)

        let queue = try DatabaseQueue(path: store)
        try await queue.write { db in try db.execute(sql: "UPDATE ledgerDay SET country = 'GB', countries = 'GB' WHERE snapshotId = 2 AND date = '2026-05-01'") }
        let broken = try await borderlog(["ledger", "verify"], status: 1)
        #expect(broken.stderr.contains("the chain is broken at snapshot #2: its days were changed after it was written"))
        let refused = try await borderlog(["report", "pdf", "--out", directory.path("after.pdf")], status: 1)
        #expect(refused.stderr.contains("hash chain is broken at snapshot #2") && !FileManager.default.fileExists(atPath: directory.path("after.pdf")))
        try await queue.write { db in try db.execute(sql: "UPDATE ledgerDay SET country = 'FR', countries = 'FR' WHERE snapshotId = 2 AND date = '2026-05-01'") }
        #expect(try await borderlog(["ledger", "verify"]).status == 0)
        try await queue.write { db in try db.execute(sql: "UPDATE snapshot SET lastDay = '2026-12-31' WHERE id = 1") }
        #expect(try await borderlog(["ledger", "verify"], status: 1).stderr.contains("snapshot #1: its row was changed"))
    }
}

private func flipByte(in path: String, at offset: Int) throws {
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    data[offset] ^= 0x01
    try data.write(to: URL(fileURLWithPath: path))
}

private func append(_ text: String, to path: String) throws {
    if let handle = FileHandle(forWritingAtPath: path) {
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    } else {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

/// Another Ed25519 public key (RFC 8032 test vector 1).
private enum SigningKeyText {
    static let other = "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----\n"
}
