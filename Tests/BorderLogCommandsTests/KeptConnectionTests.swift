import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// A process that keeps store connections open (the server) beside commands that open, write and close the store
/// (the nightly cron): opening another connection must not drop the kept ones' locks, or a command closing would take
/// itself for the last connection and delete the write-ahead log they read.
struct KeptConnectionTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    @Test func aKeptConnectionReadsWhatACommandWroteBesideIt() throws {
        _ = try run("borderlog", ["--store", store, "stays", "add", "FR", "2024-01-01", "2024-01-10"])
        let kept = try Store(path: store)
        #expect(try kept.readStamp().snapshotId == nil)
        for round in 1...3 {
            // What every write of the server does: a connection of its own, opened and closed.
            _ = try Store(path: store).evidenceRevision()
            let infer = try run("borderlog", ["--store", store, "infer", "--to", "2024-01-1\(round)"])
            #expect(infer.status == 0, "\(infer.stderr)")
            #expect(FileManager.default.fileExists(atPath: store + "-wal"), "round \(round): the write-ahead log was deleted under the kept connection")
            #expect(try kept.readStamp().snapshotId == Int64(round), "round \(round)")
        }
    }
}
