import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Logging
import Testing

/// `Stages.assignReview` and `Stages.confirmReview`: the person's answers, kept in the store, in the recomputed ledger
/// and in `explain`; bad ranges refused with nothing changed.
@Suite struct ReviewStageTests {
    private let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver())

    private func options(today: String = "2024-03-12") throws -> InferOptions {
        InferOptions(rules: try RuleBook.bundled(), today: day(today))
    }

    /// FR stays on 1–5 and 10–12 March, unknown between.
    private func storeWithAGap() throws -> Store {
        let store = try Store()
        _ = try store.addStay(stay("FR", "2024-03-01", "2024-03-05"))
        _ = try store.addStay(stay("FR", "2024-03-10", "2024-03-12"))
        _ = try Stages.infer(try options(), in: store, context: context)
        return store
    }

    private func assign(_ from: String, _ to: String, _ code: String, note: String? = nil, in store: Store) throws -> ReviewOutcome {
        try Stages.assignReview(
            ReviewAssignment(from: day(from), to: day(to), country: country(code), note: note), recompute: try options(), in: store, context: context)
    }

    @Test func anAssignmentPlacesTheRunAndIsAStayOfSourceReview() throws {
        let store = try storeWithAGap()
        let before = try LedgerView(store: store, rules: try RuleBook.bundled()).reviewList()
        #expect(before.runs.map(\.range) == [range("2024-03-06", "2024-03-09")] && before.runs[0].suggestion == country("FR"))

        let outcome = try assign("2024-03-06", "2024-03-09", "FR", note: "skiing", in: store)
        #expect(outcome.review.runs.isEmpty && outcome.update.created)
        let days = try store.currentLedger(in: range("2024-03-06", "2024-03-09")).ledger.days
        #expect(days.allSatisfy { $0.countries == [country("FR")] && $0.flags == [.manual] })
        #expect(days[0].reason == "assigned in review: FR 2024-03-06…2024-03-09 (skiing)")
        let listed = try Stages.listStays(in: store)
        #expect(listed.map(\.source) == [nil, "review", nil] && listed[1].note == "skiing" && listed[1].days == 4)
        let (explanation, stale) = try Stages.explain(day("2024-03-07"), in: store)
        #expect(!stale && explanation.evidence.map(\.source) == ["review"])
        #expect(explanation.text.contains("why: assigned in review: FR 2024-03-06…2024-03-09 (skiing)"))
    }

    @Test func aLaterAssignmentReplacesAnEarlierOneForTheDaysTheyShare() throws {
        let store = try storeWithAGap()
        _ = try assign("2024-03-06", "2024-03-09", "FR", in: store)
        _ = try assign("2024-03-07", "2024-03-08", "ES", in: store)
        let review = try store.stays().filter { $0.origin == .review }.map(\.stay.rangeDescription).sorted()
        #expect(review == ["ES 2024-03-07…2024-03-08", "FR 2024-03-06…2024-03-06", "FR 2024-03-09…2024-03-09"])
        let days = try store.currentLedger(in: range("2024-03-05", "2024-03-10")).ledger.days
        #expect(days.map { $0.country?.rawValue } == ["FR", "FR", "ES", "ES", "FR", "FR"])
    }

    @Test func aConfirmationFlagsTheDaysUntilTheirReadingChanges() throws {
        let store = try storeWithAGap()
        let outcome = try Stages.confirmReview(from: day("2024-03-06"), to: day("2024-03-07"), recompute: try options(), in: store, context: context)
        #expect(outcome.confirmations == [
            DayConfirmation(date: day("2024-03-06"), countries: [], confirmedOn: day("2024-03-12")),
            DayConfirmation(date: day("2024-03-07"), countries: [], confirmedOn: day("2024-03-12")),
        ])
        #expect(outcome.review.runs.map(\.range) == [range("2024-03-08", "2024-03-09")])
        let (explanation, _) = try Stages.explain(day("2024-03-06"), in: store)
        #expect(explanation.day?.flags == [.confirmed, .unknown])
        #expect(explanation.text.contains("flags: confirmed, unknown") && explanation.text.contains("confirmed by the person on 2024-03-12"))

        // New evidence places the 6th: its confirmation no longer holds, and the day says so.
        _ = try store.addStay(stay("FR", "2024-03-05", "2024-03-06"))
        _ = try Stages.infer(try options(), in: store, context: context)
        let days = try store.currentLedger(in: range("2024-03-06", "2024-03-07")).ledger.days
        #expect(!days[0].flags.contains(.confirmed) && days[1].flags.contains(.confirmed))
        #expect(days[0].reason.contains("confirmed on 2024-03-12 as unknown, but the evidence now reads FR: no longer confirmed"))
    }

    @Test(arguments: [
        ("2024-03-09", "2024-03-06", "the range runs backwards: 2024-03-09 is after 2024-03-06; give the first day, then the last"),
        ("2024-02-27", "2024-03-02", "2024-02-27…2024-03-02 is not all within the ledger (2024-03-01…2024-03-12)"),
        ("2024-03-06", "2024-03-08", "2024-03-07 (override ES) is fixed by an override, which wins over a review assignment; nothing was assigned"),
    ])
    func badRangesAreRefusedWithNothingChanged(from: String, to: String, message: String) throws {
        let store = try storeWithAGap()
        try store.setOverride(DayOverride(date: day("2024-03-07"), countries: [country("ES")]))
        _ = try Stages.infer(try options(), in: store, context: context)
        let stays = try store.stays(), snapshot = try store.latestSnapshot()?.id
        let error = try #require(throws: ReviewError.self) { try assign(from, to, "FR", in: store) }
        #expect(error.description.hasPrefix(message))
        #expect(try store.stays() == stays && store.latestSnapshot()?.id == snapshot)
        #expect(try store.runs(limit: 1).first?.outcome == .failed)
    }

    @Test func aSplitGivesTheDaysThroughUntilToTheFirstCountryAndTheRestToTheSecond() throws {
        let store = try storeWithAGap()
        let whole = ReviewAssignment(from: day("2024-03-06"), to: day("2024-03-09"), country: country("GB"), note: "drove home")
        let parts = try whole.split(until: day("2024-03-07"), then: country("FR"))
        #expect(parts == [
            ReviewAssignment(from: day("2024-03-06"), to: day("2024-03-07"), country: country("GB"), note: "drove home"),
            ReviewAssignment(from: day("2024-03-08"), to: day("2024-03-09"), country: country("FR"), note: "drove home"),
        ])
        let outcome = try Stages.assignReview(parts, recompute: try options(), in: store, context: context)
        #expect(outcome.stays.map(\.stay.rangeDescription) == ["GB 2024-03-06…2024-03-07", "FR 2024-03-08…2024-03-09"] && outcome.review.runs.isEmpty)
        let days = try store.currentLedger(in: range("2024-03-05", "2024-03-10")).ledger.days
        #expect(days.map { $0.countries.map(\.rawValue) } == [["FR"], ["GB"], ["GB"], ["FR"], ["FR"], ["FR"]])
        let run = try store.runs(limit: 5).first { $0.stage == StageName.reviewAssign.rawValue }
        #expect(run?.arguments == "2024-03-06 2024-03-07 GB 2024-03-08 2024-03-09 FR" && run?.added == 4)
    }

    @Test(arguments: ["2024-03-09", "2024-03-05", "2024-03-10"])
    func anUntilThatLeavesAPartWithoutADayIsRefused(until: String) throws {
        let whole = ReviewAssignment(from: day("2024-03-06"), to: day("2024-03-09"), country: country("GB"))
        let error = try #require(throws: ReviewError.self) { try whole.split(until: day(until), then: country("FR")) }
        #expect(error == .splitOutside(until: day(until), range("2024-03-06", "2024-03-09")))
        #expect(error.description.hasSuffix("give until from 2024-03-06 to 2024-03-08"))
    }

    /// An override in the split's second part refuses the whole split: the first part is not kept either.
    @Test func aSplitWithAnOverriddenDayInOnePartChangesNothing() throws {
        let store = try storeWithAGap()
        try store.setOverride(DayOverride(date: day("2024-03-09"), countries: [country("ES")]))
        _ = try Stages.infer(try options(), in: store, context: context)
        let stays = try store.stays()
        let parts = try ReviewAssignment(from: day("2024-03-06"), to: day("2024-03-09"), country: country("GB")).split(until: day("2024-03-07"), then: country("FR"))
        let error = try #require(throws: ReviewError.self) { try Stages.assignReview(parts, recompute: try options(), in: store, context: context) }
        #expect(error.description.hasPrefix("2024-03-09 (override ES) is fixed by an override"))
        #expect(try store.stays() == stays)
    }

    @Test func confirmingOutsideTheLedgerIsRefused() throws {
        let store = try storeWithAGap()
        let error = try #require(throws: ReviewError.self) {
            try Stages.confirmReview(from: day("2024-03-12"), to: day("2024-03-14"), recompute: try options(), in: store, context: context)
        }
        #expect(error == .outsideLedger(range("2024-03-12", "2024-03-14"), ledger: range("2024-03-01", "2024-03-12")))
        #expect(try store.confirmations().isEmpty)
    }
}
