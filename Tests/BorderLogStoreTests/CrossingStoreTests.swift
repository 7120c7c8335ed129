import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

@testable import BorderLogRecords

@Suite struct CrossingStoreTests {
    let directory = TemporaryDirectory()

    func parsed(_ path: String, _ rows: [(Int, Crossing)], issues: [InputIssue] = []) -> CrossingFile.Parsed {
        var parsed = CrossingFile.Parsed(path: path)
        parsed.rows = rows.map { CrossingFile.Row(line: $0.0, crossing: $0.1) }
        parsed.issues = issues
        return parsed
    }

    func crossing(_ date: String, _ direction: Crossing.Direction, _ code: String, _ authority: Crossing.Authority = .ees) -> Crossing {
        Crossing(date: day(date), direction: direction, port: "", country: country(code), authority: authority)
    }

    func source(_ path: String, _ hash: String) -> SourceRecord {
        SourceRecord(path: path, format: .crossings, size: 1, mtime: 0, contentHash: hash)
    }

    @Test func aFileIsReplacedByItsEditAndACrossingFromTwoFilesIsKeptOnce() throws {
        let store = try Store(path: directory.path("store.sqlite"))
        let entry = crossing("2025-05-01", .entry, "FR"), exit = crossing("2025-05-09", .exit, "FR")
        let first = try store.importCrossings(parsed("/r/ees.csv", [(2, entry), (3, exit)]), from: source("/r/ees.csv", "a"))
        #expect(first.outcome == .imported && first.added == 2)
        let before = try store.evidenceRevision()
        #expect(try store.importCrossings(parsed("/r/copy.csv", [(2, entry)]), from: source("/r/copy.csv", "a")).outcome == .unchanged)
        #expect(try store.evidenceRevision() == before)
        let other = try store.importCrossings(parsed("/r/stamps.csv", [(2, entry), (3, crossing("2025-06-01", .entry, "IT", .stamp))]), from: source("/r/stamps.csv", "b"))
        #expect(other.added == 1 && other.alreadyKnown == 1)
        let edited = try store.importCrossings(parsed("/r/ees.csv", [(2, entry), (3, crossing("2025-05-10", .exit, "FR"))]), from: source("/r/ees.csv", "c"))
        #expect(edited.removed == 2 && edited.added == 2)
        #expect(try store.crossings().map(\.crossing.date) == ["2025-05-01", "2025-05-10", "2025-06-01"].map(day))
        #expect(try store.evidenceRevision() > before)
    }

    @Test func aFileWithErrorsWritesNothing() throws {
        let store = try Store(path: directory.path("store.sqlite"))
        let issue = InputIssue(path: "/r/bad.csv", line: 3, field: "direction", message: "'leave' is not a direction")
        let result = try store.importCrossings(parsed("/r/bad.csv", [(2, crossing("2025-05-01", .entry, "FR"))], issues: [issue]), from: source("/r/bad.csv", "x"))
        #expect(result.outcome == .rejected)
        #expect(try store.crossings().isEmpty && store.sourcePaths().isEmpty)
    }

    @Test func purgesTakeCrossingsWithTheirDaysAndTheirFile() throws {
        let store = try Store(path: directory.path("store.sqlite"))
        _ = try store.importCrossings(parsed("/r/ees.csv", [(2, crossing("2025-05-01", .entry, "FR")), (3, crossing("2025-06-01", .exit, "FR"))]), from: source("/r/ees.csv", "a"))
        _ = try store.importCrossings(parsed("/r/i94.txt", [(2, crossing("2025-07-01", .entry, "US", .i94))]), from: source("/r/i94.txt", "b"))
        #expect(try store.purge(before: day("2025-05-15")).crossings == 1)
        #expect(try store.purge(sourcePath: "/r/i94.txt")?.crossings == 1)
        #expect(try store.crossings().map(\.crossing.date) == [day("2025-06-01")])
        #expect(try store.purgeAll().crossings == 1)
        #expect(try store.crossings().isEmpty)
    }
}
