import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// An import killed with SIGKILL in the middle leaves a consistent store, and a rerun converges to what an
/// uninterrupted import stores.
@Suite struct KilledImportTests {
    let folder = TemporaryDirectory()

    /// A week of a point every 10 s (60,000 points): six 10,000-signal transactions with --keep-all. Indented deeply
    /// enough to pass 16 MB, the size from which a file streams (smaller ones are written whole, in one transaction).
    func writeTrack() -> String {
        var text = "<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg>"
        let start = 1_719_792_000  // 2024-07-01T00:00:00Z
        let indent = "\n" + String(repeating: " ", count: 240)
        for n in 0..<60_000 {
            let time = Date(timeIntervalSince1970: Double(start + n * 10))
            text += indent + "<trkpt lat=\"\(46 + Double(n % 1000) / 10_000)\" lon=\"\(7 + Double(n / 1000) / 1000)\"><time>\(RFC3339.utc(time))</time></trkpt>"
        }
        text += "</trkseg></trk></gpx>"
        #expect(text.utf8.count > 16 << 20)
        return folder.write("long.gpx", text)
    }

    /// Killed after its first transaction, and after its third: each time the store is intact, and a rerun stores
    /// the same signals and infers the same ledger as an import that was never interrupted.
    @Test(arguments: [10_000, 30_000])
    func aKilledLocationImportConvergesOnRerun(killAfter signalsWritten: Int) throws {
        let track = writeTrack()
        let clean = folder.path("clean.sqlite"), killed = folder.path("killed.sqlite")
        #expect(try run("borderlog", ["--store", clean, "locations", "--keep-all", track]).status == 0)

        try importLocations(into: killed, track, killedAfter: signalsWritten)

        let queue = try DatabaseQueue(path: killed)
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        try queue.close()
        let rerun = try run("borderlog", ["--store", killed, "locations", "--keep-all", track])
        #expect(rerun.status == 0)
        #expect(try signals(killed) == signals(clean))
        #expect(try signals(clean).count == 60_000)
        for store in [clean, killed] {
            #expect(try run("borderlog", ["--store", store, "infer", "--to", "2024-07-08"]).status == 0)
        }
        let ledgers = try [clean, killed].map { try run("borderlog", ["--store", $0, "export", "ledger", "--format", "json"]).stdout }
        #expect(ledgers[0] == ledgers[1] && ledgers[0].contains("2024-07-07"))
    }

    /// An import killed after its first transaction has marked the days of the signals it committed (the mark is
    /// written in the same transaction), so the next `infer` reads them again: its ledger is the one `infer --full`
    /// computes, which then finds nothing to write.
    @Test func signalsCommittedByAKilledImportAreReadByTheNextInfer() throws {
        let track = writeTrack()
        let store = folder.path("marked.sqlite")
        let earlier = folder.write("earlier.gpx", """
            <gpx version="1.1"><trk><trkseg><trkpt lat="46.2" lon="6.14"><time>2024-06-28T10:00:00Z</time></trkpt>\
            <trkpt lat="46.2" lon="6.14"><time>2024-06-29T10:00:00Z</time></trkpt></trkseg></trk></gpx>
            """)
        #expect(try run("borderlog", ["--store", store, "locations", "--keep-all", earlier]).status == 0)
        #expect(try run("borderlog", ["--store", store, "infer", "--to", "2024-07-08"]).status == 0)

        try importLocations(into: store, track, killedAfter: 10_002)

        let queue = try DatabaseQueue(path: store)
        let (firstNew, staleFrom) = try queue.read { db in
            (try String.fetchOne(db, sql: "SELECT min(day) FROM signal WHERE day > '2024-06-29'"),
             try String.fetchOne(db, sql: "SELECT staleFrom FROM observationState"))
        }
        try queue.close()
        #expect(firstNew != nil && staleFrom != nil && staleFrom! <= firstNew!)
        #expect(try run("borderlog", ["--store", store, "infer", "--to", "2024-07-08"]).status == 0)
        let full = try run("borderlog", ["--store", store, "infer", "--full", "--to", "2024-07-08", "--format", "json"])
        let summary = try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any]
        #expect(full.status == 0 && summary?["created"] as? Bool == false, "\(full.stdout)")
    }

    /// A folder of 200 small files (500 points each, 100,000 signals with --keep-all) killed midway: each file is in
    /// the store wholly (its source row stamped, all its signals) or not at all, and a rerun reads only the others,
    /// says the rest are unchanged, and stores what an uninterrupted import stores.
    @Test func aKilledImportOfManySmallFilesLeavesEachFileWhollyOrNotAtAll() throws {
        let start = 1_719_792_000  // 2024-07-01T00:00:00Z
        for file in 0..<200 {
            let points = (0..<500).map { n in
                let time = Date(timeIntervalSince1970: Double(start + (file * 500 + n) * 10))
                return "<trkpt lat=\"\(46 + Double(n) / 10_000)\" lon=\"\(7 + Double(file) / 1000)\"><time>\(RFC3339.utc(time))</time></trkpt>"
            }
            folder.write(String(format: "days/%03d.gpx", file), "<gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>")
        }
        let clean = folder.path("clean.sqlite"), killed = folder.path("killed.sqlite")
        #expect(try run("borderlog", ["--store", clean, "locations", "--keep-all", folder.path("days")]).status == 0)

        try importLocations(into: killed, folder.path("days"), killedAfter: 10_000)

        let queue = try DatabaseQueue(path: killed)
        let files = try queue.read { db in
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            return try Row.fetchAll(db, sql: "SELECT size, (SELECT count(*) FROM signal WHERE sourceId = source.id) AS signals FROM source")
        }
        try queue.close()
        #expect(files.count >= 20 && files.allSatisfy { ($0["size"] as Int64) > 0 && ($0["signals"] as Int) == 500 })
        let rerun = try run("borderlog", ["--store", killed, "locations", "--keep-all", folder.path("days")])
        #expect(rerun.status == 0 && rerun.stderr.contains("200 files (\(files.count) unchanged, 0 rejected)"), "\(rerun.stderr)")
        #expect(try signals(killed) == signals(clean))
        #expect(try signals(clean).count == 100_000)
    }

    /// `borderlog locations --keep-all PATH` into `store`, killed with SIGKILL once `signals` are committed.
    private func importLocations(into store: String, _ path: String, killedAfter signals: Int) throws {
        let process = Process()
        process.executableURL = productsDirectory().appendingPathComponent("borderlog")
        process.arguments = ["--store", store, "locations", "--keep-all", "--no-progress", path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, signalCount(store) < signals { usleep(5_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the import finished before it could be killed")
    }

    /// Signals committed so far; 0 while the store is still being created (it is locked then).
    private func signalCount(_ path: String) -> Int {
        guard FileManager.default.fileExists(atPath: path),
              let queue = try? DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }()) else { return 0 }
        return (try? queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM signal") ?? 0 }) ?? 0
    }

    private func signals(_ path: String) throws -> [String] {
        try Store(path: path).signals().map { "\($0.signal.identity) \($0.signal.day) \($0.signal.local?.description ?? "")" }.sorted()
    }
}
