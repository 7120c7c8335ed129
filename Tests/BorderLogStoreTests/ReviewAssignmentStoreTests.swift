import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import GRDB
import Testing

/// `Store.assignReview`: the person's answers kept as stays of origin `review`, a split's two in one transaction.
@Suite struct ReviewAssignmentStoreTests {
    let directory = TemporaryDirectory()

    private func answer(_ code: String, _ entry: String, _ exit: String) -> Stay {
        Stay(country: country(code), entry: day(entry), exit: day(exit), note: "split", origin: .review)
    }

    private func reviewStays(_ store: Store) throws -> [String] {
        try store.stays().filter { $0.origin == .review }.map(\.stay.rangeDescription).sorted()
    }

    @Test func aSplitKeepsBothPartsAndCutsTheEarlierAnswerAroundThem() throws {
        let store = try Store()
        _ = try store.assignReview(answer("ES", "2024-03-01", "2024-03-10"))
        let revision = try store.evidenceRevision()
        let records = try store.assignReview([answer("GB", "2024-03-04", "2024-03-05"), answer("FR", "2024-03-06", "2024-03-07")])
        #expect(records.map(\.country) == [country("GB"), country("FR")] && records.allSatisfy { $0.id != nil })
        #expect(try reviewStays(store) == ["ES 2024-03-01…2024-03-03", "ES 2024-03-08…2024-03-10", "FR 2024-03-06…2024-03-07", "GB 2024-03-04…2024-03-05"])
        #expect(try store.evidenceRevision() != revision)
    }

    @Test func aLaterPartWinsTheDaysItSharesWithAnEarlierOne() throws {
        let store = try Store()
        _ = try store.assignReview([answer("GB", "2024-03-01", "2024-03-05"), answer("FR", "2024-03-05", "2024-03-06")])
        #expect(try reviewStays(store) == ["FR 2024-03-05…2024-03-06", "GB 2024-03-01…2024-03-04"])
    }

    /// When the second part cannot be written, the first is not kept either, and the earlier answer it would have cut
    /// is whole again.
    @Test func aSplitIsKeptWholeOrNotAtAll() throws {
        let path = directory.path("store.sqlite")
        let store = try Store(path: path)
        _ = try store.assignReview(answer("ES", "2024-03-01", "2024-03-10"))
        let revision = try store.evidenceRevision()
        // A trigger beside the store's own schema refuses any stay in FR: the split's second part.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TRIGGER refuseFrance BEFORE INSERT ON manualStay WHEN NEW.country = 'FR' BEGIN SELECT RAISE(ABORT, 'no France'); END")
        }
        #expect(throws: (any Error).self) {
            try store.assignReview([answer("GB", "2024-03-04", "2024-03-05"), answer("FR", "2024-03-06", "2024-03-07")])
        }
        #expect(try reviewStays(store) == ["ES 2024-03-01…2024-03-10"])
        #expect(try store.evidenceRevision() == revision)
    }
}
