import BorderLogModel
import BorderLogSettings
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

struct StoreTests {
    let directory = TemporaryDirectory()

    @Test func newStoreFileIsPrivateAndUsesWAL() throws {
        let path = directory.path("nested/dir/store.sqlite")
        _ = try Store(path: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(20)
        #expect(header[18] == 2 && header[19] == 2)  // file format bytes 2 = WAL
    }

    /// A run that only recorded itself leaves its few pages in the write-ahead log for the next open; one
    /// that changed evidence, however little, folds the log into the file on close, so a copy of the file
    /// alone holds every piece of evidence. Either way the next open sees everything.
    @Test func theLogIsKeptOnlyAfterRunsThatChangedNoEvidence() throws {
        let path = directory.path("store.sqlite")
        func logSize() -> Int { (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 }
        var store: Store? = try Store(path: path)
        store = nil
        #expect(logSize() == 0)

        store = try Store(path: path)
        _ = try store!.recordRun(stage: .photos, arguments: []) { ((), Store.RunCounts(seen: 1), nil) }
        store = nil
        #expect(logSize() > 0)
        #expect(try Store(path: path).runs().map(\.outcome) == [.ok])

        store = try Store(path: path)
        try store!.recordRun(stage: .override, arguments: []) {
            try store!.setOverride(DayOverride(date: day("2024-02-01"), countries: [country("FR")]))
            return ((), Store.RunCounts(added: 1), nil)
        }
        store = nil
        #expect(logSize() == 0)
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        let copy = directory.path("copy.sqlite")
        try file.write(to: URL(fileURLWithPath: copy))
        #expect(try Store(path: copy).overrides().map(\.date) == [day("2024-02-01")])
        #expect(try Store(path: path).runs().count == 2)
    }

    @Test func defaultPathFollowsTheEnvironment() {
        #expect(StorePath.resolve("/x.sqlite", environment: ["BORDERLOG_STORE": "/y"]) == "/x.sqlite")
        #expect(StorePath.resolve(nil, environment: ["BORDERLOG_STORE": "/y"]) == "/y")
        #expect(StorePath.resolve(nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]) == "/data/borderlog/borderlog.sqlite")
        #expect(StorePath.resolve(nil, environment: ["HOME": "/home/a"]) == "/home/a/.local/share/borderlog/borderlog.sqlite")
    }

    @Test func secondLockIsRefusedWithTheHoldersName() throws {
        let path = directory.path("store.sqlite")
        var first: StoreLock? = try StoreLock(storePath: path, stage: .photos)
        #expect {
            try StoreLock(storePath: path, stage: .infer, wait: 0.3)
        } throws: { error in
            guard case StoreError.locked(_, let holder) = error else { return false }
            return holder.contains("photos") && holder.contains("pid")
        }
        first = nil
        #expect(first == nil)
        _ = try StoreLock(storePath: path, stage: .infer)
    }

    @Test func everyRunIsRecordedAndAKilledRunIsMarkedInterrupted() throws {
        let store = try Store(path: directory.path("store.sqlite"))
        let value = try store.recordRun(stage: .staysImport, arguments: ["a.csv"]) { (7, Store.RunCounts(seen: 3, added: 2, rejected: 1), nil) }
        #expect(value == 7)
        #expect(throws: StoreError.self) {
            try store.recordRun(stage: .infer, arguments: []) { () throws -> (Int, Store.RunCounts, message: String?) in throw StoreError.noSnapshot }
        }
        let runs = try store.runs()
        #expect(runs.map(\.outcome) == [.failed, .rejected])
        #expect(runs[1].seen == 3 && runs[1].added == 2 && runs[1].endedAt != nil)
        #expect(runs[0].message?.contains("infer") == true)
    }

    @Test func overridesAreSetReplacedAndRemoved() throws {
        let store = try Store()
        try store.setOverride(DayOverride(date: day("2024-02-01"), countries: [country("FR")]))
        try store.setOverride(DayOverride(date: day("2024-02-01"), countries: [country("FR"), country("CH")], note: "Geneva"))
        #expect(try store.overrides() == [DayOverride(date: day("2024-02-01"), countries: [country("FR"), country("CH")], note: "Geneva")])
        #expect(try store.removeOverride(on: day("2024-02-01")))
        #expect(try !store.removeOverride(on: day("2024-02-01")))
    }

    @Test func readingWithoutASnapshotExplainsWhatToDo() throws {
        #expect { try Store().currentLedger() } throws: { "\($0)".contains("borderlog infer") }
    }
}
