import BorderLogModel
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// `Stages.importStays` on a store file: each CSV all or nothing.
@Suite struct StaysImportStageTests {
    let directory = TemporaryDirectory()

    private func store() throws -> Store { try Store(path: directory.path("store.sqlite")) }

    @Test func importsAFileAndReimportingItChangesNothing() throws {
        let store = try store()
        let path = directory.write("stays.csv", "country,entry,exit,note\nGB,2024-01-01,2024-01-10,\nFR,2024-01-10,,Paris\n")
        let first = try store.importStays(path: path)
        #expect(first.outcome == .imported && first.added == 2)
        let revision = try store.evidenceRevision()
        let second = try store.importStays(path: path)
        #expect(second.outcome == .unchanged && second.added == 0)
        #expect(try store.stays().count == 2)
        #expect(try store.evidenceRevision() == revision)
    }

    @Test func oneBadRowRejectsTheWholeFileAndLeavesTheStoreUntouched() throws {
        let store = try store()
        _ = try store.importStays(path: directory.write("good.csv", "country,entry,exit,note\nGB,2023-01-01,2023-12-31,\n"))
        let bad = directory.write("bad.csv", "country,entry,exit,note\nFR,2024-01-01,2024-01-05,\nDE,2024-01-05,2024-01-02,\nES,2024-01-06,,\n")
        let result = try store.importStays(path: bad)
        #expect(result.outcome == .rejected)
        #expect(result.issues.map(\.line) == [3])
        #expect(try store.stays().map(\.country.rawValue) == ["GB"])
    }

    @Test func editedFileReplacesTheStaysItBroughtBefore() throws {
        let store = try store()
        let path = directory.write("stays.csv", "country,entry,exit,note\nFR,2024-01-01,2024-01-10,\n")
        _ = try store.importStays(path: path)
        directory.write("stays.csv", "country,entry,exit,note\nFR,2024-01-01,2024-01-12,\nCH,2024-01-12,,\n")
        let result = try store.importStays(path: path)
        #expect(result.outcome == .imported && result.removed == 1 && result.added == 2)
        #expect(try store.stays().map(\.stay) == [stay("FR", "2024-01-01", "2024-01-12"), stay("CH", "2024-01-12", nil)])
    }

    @Test func overlapWithAnotherFileIsRejectedUnlessAllowed() throws {
        let store = try store()
        _ = try store.importStays(path: directory.write("a.csv", "country,entry,exit,note\nFR,2024-01-01,2024-01-20,\n"))
        let b = directory.write("b.csv", "country,entry,exit,note\nES,2024-01-15,2024-01-25,\n")
        let rejected = try store.importStays(path: b)
        #expect(rejected.outcome == .rejected)
        #expect(rejected.issues.first?.description.contains("a.csv:2") == true)
        #expect(try store.importStays(path: b, allowOverlap: true).outcome == .imported)
        #expect(try store.stays().count == 2)
    }

    @Test func unreadableAndNonUTF8FilesAreRejectedWithAReason() throws {
        let store = try store()
        let missing = try store.importStays(path: directory.path("nope.csv"))
        #expect(missing.outcome == .rejected && missing.issues.first?.message.contains("cannot read") == true)
        let binary = directory.path("latin1.csv")
        try Data([0x63, 0x6F, 0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: binary))
        #expect(try store.importStays(path: binary).issues.first?.message.contains("UTF-8") == true)
        let pipe = directory.path("pipe.csv")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(try store.importStays(path: pipe).issues.first?.message.contains("not a regular file") == true)
    }

    @Test func addedStaysAreCheckedForOverlapToo() throws {
        let store = try store()
        _ = try store.addStay(stay("PT", "2024-05-01", "2024-05-10"))
        #expect(throws: InputIssues.self) { try store.addStay(stay("ES", "2024-05-05", "2024-05-06")) }
        _ = try store.addStay(stay("ES", "2024-05-10", nil))
        let ids = try store.stays().compactMap(\.id)
        #expect(try store.removeStays(ids: [ids[0], 999]) == [999])
        #expect(try store.stays().count == 1)
    }
}

private extension Store {
    /// One file through the stays stage, as `borderlog stays import` runs it.
    func importStays(path: String, allowOverlap: Bool = false) throws -> Store.StayImport {
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver())
        return try Stages.importStays(StaysImportOptions(files: [path], allowOverlap: allowOverlap), into: self, context: context).files[0]
    }
}
