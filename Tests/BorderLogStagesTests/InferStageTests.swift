import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Logging
import Testing

/// `Stages.infer`: snapshots written only when something changed, and read back unchanged.
@Suite struct InferStageTests {
    private func infer(_ store: Store, rules: RuleBook, to last: String) throws -> LedgerUpdate {
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver())
        return try Stages.infer(InferOptions(to: day(last), rules: rules), in: store, context: context)
    }

    @Test func unchangedInputsWriteNoNewSnapshotAndChangesMakeTheLedgerStale() throws {
        let store = try Store()
        let rules = try RuleBook.bundled()
        _ = try store.addStay(stay("FR", "2024-01-01", "2024-01-10"))
        let first = try infer(store, rules: rules, to: "2024-01-31")
        #expect(first.created && first.ledger?.days.count == 31)
        let again = try infer(store, rules: rules, to: "2024-01-31")
        #expect(!again.created && again.snapshot.id == first.snapshot.id)
        #expect(try !store.currentLedger().stale)

        try store.setOverride(DayOverride(date: day("2024-01-20"), countries: [country("DE")]))
        #expect(try store.currentLedger().stale)
        let third = try infer(store, rules: rules, to: "2024-01-31")
        #expect(third.created && third.snapshot.id != first.snapshot.id)
        let current = try store.currentLedger(in: range("2024-01-19", "2024-01-21"))
        #expect(current.ledger.days.map { $0.country?.rawValue } == [nil, "DE", nil])
        #expect(try store.snapshots().count == 2)
    }

    @Test func ledgerSurvivesTheRoundTripThroughTheStore() throws {
        let store = try Store()
        _ = try store.addStay(stay("GB", "2024-03-01", "2024-03-05"))
        _ = try store.addStay(stay("FR", "2024-03-05", nil))
        let update = try infer(store, rules: try RuleBook.bundled(), to: "2024-03-10")
        #expect(try store.currentLedger().ledger == update.ledger)
    }
}
