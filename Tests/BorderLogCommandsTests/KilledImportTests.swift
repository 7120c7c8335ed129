import BorderLogCore
import BorderLogStore
import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// An import killed with SIGKILL in the middle leaves a consistent store, and a rerun converges to what an
/// uninterrupted import stores.
@Suite struct KilledImportTests {
    let folder = TemporaryDirectory()

    /// A week of a point every 10 s (60,000 points): six 10,000-signal transactions with --keep-all.
    func writeTrack() -> String {
        var text = "<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg>"
        let start = 1_719_792_000  // 2024-07-01T00:00:00Z
        for n in 0..<60_000 {
            let time = Date(timeIntervalSince1970: Double(start + n * 10))
            text += "<trkpt lat=\"\(46 + Double(n % 1000) / 10_000)\" lon=\"\(7 + Double(n / 1000) / 1000)\"><time>\(RFC3339.utc(time))</time></trkpt>"
        }
        return folder.write("long.gpx", text + "</trkseg></trk></gpx>")
    }

    @Test func aKilledLocationImportConvergesOnRerun() throws {
        let track = writeTrack()
        let environment = ["BORDERLOG_GEO_INDEX": folder.path("no-index")]
        let clean = folder.path("clean.sqlite"), killed = folder.path("killed.sqlite")
        #expect(try run("borderlog", ["--store", clean, "locations", "--keep-all", track], environment: environment).status == 0)

        let process = Process()
        process.executableURL = productsDirectory().appendingPathComponent("borderlog")
        process.arguments = ["--store", killed, "locations", "--keep-all", "--no-progress", track]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it once a first transaction is visible (or give up waiting when it finishes first).
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, try signalCount(killed) < 10_000 { usleep(20_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the import finished before it could be killed")

        let queue = try DatabaseQueue(path: killed)
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        try queue.close()
        let rerun = try run("borderlog", ["--store", killed, "locations", "--keep-all", track], environment: environment)
        #expect(rerun.status == 0)
        #expect(try signals(killed) == signals(clean))
        #expect(try signals(clean).count == 60_000)
    }

    private func signalCount(_ path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        return (try? queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM signal") ?? 0 }) ?? 0
    }

    private func signals(_ path: String) throws -> [String] {
        try Store(path: path).signals().map { "\($0.signal.identity) \($0.signal.day) \($0.signal.local?.description ?? "")" }.sorted()
    }
}
