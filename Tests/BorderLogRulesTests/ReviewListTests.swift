import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// `review`: runs of consecutive days that need a person, each reason, and the suggestion around a run.
struct ReviewListTests {
    private func runs(_ ledger: Ledger, possibleTransit: Set<LocalDay> = []) -> [ReviewRun] {
        ReviewList(ledger: ledger, possibleTransitDays: possibleTransit).runs
    }

    private func sides(_ before: String?, _ after: String?) -> ReviewRun.Sides {
        ReviewRun.Sides(before: before.map(country), after: after.map(country))
    }

    @Test func gapsBetweenStaysAreUnknownRunsSuggestedByAgreeingNeighbours() throws {
        let built = try ledger([stay("FR", "2024-03-01", "2024-03-05"), stay("FR", "2024-03-10", "2024-03-12"), stay("ES", "2024-03-15", "2024-03-20")], to: "2024-03-23")
        #expect(runs(built) == [
            // Both sides FR: FR.
            ReviewRun(from: day("2024-03-06"), to: day("2024-03-09"), reason: .unknown, countries: [], suggestion: country("FR"), sides: sides("FR", "FR")),
            // FR before, ES after, nothing observed: no suggestion, both sides offered; both next to the run with a stay's
            // evidence each, so the side before comes first.
            ReviewRun(
                from: day("2024-03-13"), to: day("2024-03-14"), reason: .unknown, countries: [], suggestion: nil, suggestions: [country("FR"), country("ES")],
                sides: sides("FR", "ES")),
            // The days after the last stay, through the ledger's end: where the person was last.
            ReviewRun(from: day("2024-03-21"), to: day("2024-03-23"), reason: .unknown, countries: [], suggestion: country("ES"), sides: sides("ES", nil)),
        ])
        #expect(runs(built)[0].days == 4)
        #expect(runs(built).map(\.isSplittable) == [false, true, false])
        #expect(runs(built)[1].text == "2024-03-13…2024-03-14\t2 d\tunknown\tcountries: -\tsuggestion: none\tsuggestions: FR, ES\tsplit: FR before, ES after")
    }

    @Test func aStayContradictedByStrongEvidenceIsDisputedAndTheStaysAroundItSuggestTheirCountry() throws {
        let photos = (10...12).map { point(.photo, "ES", "2024-03-05", "\($0):00") }
        let built = try observedLedger(photos, stays: [stay("FR", "2024-03-01", "2024-03-10")], from: "2024-03-01", to: "2024-03-10")
        #expect(runs(built) == [ReviewRun(from: day("2024-03-05"), to: day("2024-03-05"), reason: .disputed, countries: [country("ES"), country("FR")], suggestion: country("FR"), sides: sides("FR", "FR"))])
    }

    @Test func aOneDayFlipIsTransitSuspect() throws {
        let points = ["01", "02", "03", "05", "06", "07"].map { point(.photo, "FR", "2024-03-\($0)", "12:00") } + [point(.photo, "ES", "2024-03-04", "12:00")]
        let built = try observedLedger(points, from: "2024-03-01", to: "2024-03-07")
        #expect(runs(built) == [ReviewRun(from: day("2024-03-04"), to: day("2024-03-04"), reason: .transitSuspect, countries: [country("ES")], suggestion: country("FR"), sides: sides("FR", "FR"))])
    }

    @Test func consecutiveLowConfidenceDaysFormOneRun() throws {
        let points = [
            point(.photo, "FR", "2024-03-01", "12:00"), point(.photo, "FR", "2024-03-02", "12:00", nearBorder: true),
            point(.photo, "FR", "2024-03-03", "12:00", nearBorder: true), point(.photo, "FR", "2024-03-04", "12:00"),
        ]
        let built = try observedLedger(points, from: "2024-03-01", to: "2024-03-04")
        #expect(built.days.map(\.confidenceLabel) == [.medium, .low, .low, .medium])
        #expect(runs(built) == [ReviewRun(from: day("2024-03-02"), to: day("2024-03-03"), reason: .lowConfidence, countries: [country("FR")], suggestion: country("FR"), sides: sides("FR", "FR"))])
    }

    @Test func theDominantObservedCountrySuggestsWhenTheNeighboursDisagree() throws {
        // FR before, ES after; inside the run, photos near a border: two in IT, one in ES.
        let points = [
            point(.photo, "FR", "2024-03-01", "12:00"), point(.photo, "IT", "2024-03-02", "09:00", nearBorder: true),
            point(.photo, "IT", "2024-03-02", "10:00", nearBorder: true), point(.photo, "ES", "2024-03-03", "10:00", nearBorder: true),
            point(.photo, "ES", "2024-03-04", "12:00"),
        ]
        let built = try observedLedger(points, from: "2024-03-01", to: "2024-03-04")
        let run = try #require(runs(built).first)
        #expect(run.from == day("2024-03-02") && run.to == day("2024-03-03") && run.reason == .lowConfidence)
        #expect(run.countries == [country("ES"), country("IT")] && run.suggestion == country("IT"))
        // The run's own evidence first, then both sides (a photo each on the days next to it: the side before first).
        #expect(run.suggestions == [country("IT"), country("FR"), country("ES")] && run.sides == sides("FR", "ES"))
    }

    @Test func anUnmarkedUKTransitDayIsPossibleTransitOnlyWhileAUKMidnightRuleIsOn() throws {
        let stays = [stay("FR", "2024-05-01", "2024-05-02"), stay("GB", "2024-05-02", "2024-05-03"), stay("US", "2024-05-03", "2024-05-10")]
        let built = try ledger(stays, to: "2024-05-10")
        var rules = try RuleBook.bundled()
        #expect(rules.possibleTransitDays(in: built).isEmpty)
        let index = try #require(rules.rules.firstIndex { $0.id == "uk-srt" })
        rules.rules[index].enabled = true
        let transit = rules.possibleTransitDays(in: built)
        #expect(transit == [day("2024-05-02")])
        #expect(runs(built, possibleTransit: transit) == [
            ReviewRun(
                from: day("2024-05-02"), to: day("2024-05-02"), reason: .possibleTransit, countries: [country("FR"), country("GB")], suggestion: nil,
                suggestions: [country("FR"), country("GB")], sides: sides("FR", "GB")),
        ])
    }

    @Test func aConfirmedDayLeavesTheReviewUntilItsReadingChanges() throws {
        let stays = [stay("FR", "2024-03-01", "2024-03-03"), stay("FR", "2024-03-06", "2024-03-08")]
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let confirmations = [
            DayConfirmation(date: day("2024-03-04"), countries: [], confirmedOn: day("2024-04-01")),
            DayConfirmation(date: day("2024-03-05"), countries: [country("ES")], confirmedOn: day("2024-04-01")),
        ]
        let built = builder.build(stays: stays, overrides: [], confirmations: confirmations, range: range("2024-03-01", "2024-03-08"))
        let confirmed = built.days[3], changed = built.days[4]
        #expect(confirmed.flags == [.confirmed, .unknown] && confirmed.reason.hasSuffix("; confirmed by the person on 2024-04-01"))
        #expect(!changed.flags.contains(.confirmed))
        #expect(changed.reason.contains("confirmed on 2024-04-01 as ES, but the evidence now reads unknown: no longer confirmed"))
        #expect(runs(built) == [ReviewRun(from: day("2024-03-05"), to: day("2024-03-05"), reason: .unknown, countries: [], suggestion: country("FR"), sides: sides("FR", "FR"))])
        // The nearest known days on both sides are FR (the confirmed unknown day between is passed over).
        // Confirmations are inputs: the fingerprint moves with them.
        #expect(builder.fingerprint(stays: stays, overrides: [], confirmations: confirmations, range: built.range)
            != builder.fingerprint(stays: stays, overrides: [], range: built.range))
    }

    @Test func theSideWhoseKnownDayIsNearerTheRunIsSuggestedFirst() throws {
        // FR through 3 March, 4 March unknown and confirmed (passed over), 5 March unknown, ES from 6 March: the FR day
        // is two days from the run, the ES day one.
        let stays = [stay("FR", "2024-03-01", "2024-03-03"), stay("ES", "2024-03-06", "2024-03-08")]
        let confirmations = [DayConfirmation(date: day("2024-03-04"), countries: [], confirmedOn: day("2024-04-01"))]
        let built = LedgerBuilder(rules: try RuleBook.bundled()).build(stays: stays, overrides: [], confirmations: confirmations, range: range("2024-03-01", "2024-03-08"))
        let run = try #require(runs(built).first)
        #expect(run.from == day("2024-03-05") && run.to == day("2024-03-05") && run.suggestion == nil)
        #expect(run.suggestions == [country("ES"), country("FR")] && run.sides == sides("FR", "ES"))
        // One day: nothing to split.
        #expect(!run.isSplittable && !run.text.contains("split:"))
    }

    @Test func atTheSameDistanceTheSideWithMoreEvidenceOnItsDayComesFirst() throws {
        // One photo in FR on 1 March, nothing on 2 and 3 March, three photos in ES on 4 March.
        let points = [point(.photo, "FR", "2024-03-01", "12:00")] + (10...12).map { point(.photo, "ES", "2024-03-04", "\($0):00") }
        let built = try observedLedger(points, from: "2024-03-01", to: "2024-03-04")
        let run = try #require(runs(built).first)
        #expect(run.from == day("2024-03-02") && run.to == day("2024-03-03") && run.reason == .unknown)
        #expect(run.suggestion == nil && run.suggestions == [country("ES"), country("FR")] && run.sides == sides("FR", "ES") && run.isSplittable)
    }

    @Test func aReviewAssignmentDecidesItsDaysOverStaysAndObservedEvidence() throws {
        let photos = (10...12).map { point(.photo, "ES", "2024-03-05", "\($0):00") }
        let stays = [
            stay("FR", "2024-03-01", "2024-03-10"),
            Stay(country: country("ES"), entry: day("2024-03-05"), exit: day("2024-03-05"), note: "Girona", origin: .review),
        ]
        let built = try observedLedger(photos, stays: stays, from: "2024-03-01", to: "2024-03-10")
        let assigned = built.days[4]
        #expect(assigned.countries == [country("ES")] && assigned.flags == [.manual])
        #expect(assigned.reason == "assigned in review: ES 2024-03-05…2024-03-05 (Girona); observed evidence agrees")
        #expect(built.days[3].countries == [country("FR")] && built.days[5].countries == [country("FR")])
        #expect(runs(built).isEmpty)
    }
}

/// The periods before the ledger that the rules turned on read and nothing covers: listed first in review, so the
/// person knows what to import or state next.
struct UncoveredPeriodTests {
    private func book(enabling ids: [String]) throws -> RuleBook {
        var book = try RuleBook.bundled()
        for index in book.rules.indices { book.rules[index].enabled = ids.contains(book.rules[index].id) }
        for index in book.eligibility.indices { book.eligibility[index].enabled = ids.contains(book.eligibility[index].id) }
        return book
    }

    @Test func aFiveYearRuleOnAOneYearLedgerNamesTheYearsWithoutEvidence() throws {
        let ledger = EligibilityHistory.ledger([("GB", "2025-11-20", "2026-11-28")])
        let periods = try book(enabling: ["uk-ilr", "uk-naturalisation", "schengen-90-180"]).uncoveredPeriods(before: day("2025-11-20"), on: day("2026-11-28"))
        // Both UK rules read the 5 years ending on the date; Schengen's 180 days lie inside the ledger.
        #expect(periods == [
            ReviewRun(
                from: day("2021-11-29"), to: day("2025-11-19"), reason: .noEvidence, countries: [], suggestion: nil,
                rules: ["uk-ilr", "uk-naturalisation"]),
        ])
        let list = ReviewList(ledger: ledger, uncovered: periods)
        #expect(list.runs.first?.reason == .noEvidence && list.uncoveredDays == 1452)
        #expect(list.line.hasPrefix("review: nothing in the ledger needs a look; 1452 days before the ledger that rules read have no evidence"))
        #expect(list.runs[0].text.hasSuffix("read by: uk-ilr, uk-naturalisation"))
    }

    @Test func rulesReadingFromDifferentDaysGiveOnePeriodEach() throws {
        let periods = try book(enabling: ["ie-naturalisation", "eu-long-term", "us-spt"]).uncoveredPeriods(before: day("2025-01-01"), on: day("2026-06-30"))
        #expect(periods.map(\.from) == [day("2017-06-30"), day("2021-07-01"), day("2024-01-01")])
        #expect(periods.map { $0.rules ?? [] } == [["ie-naturalisation"], ["eu-long-term"], ["us-spt"]])
        #expect(periods.allSatisfy { $0.to == day("2024-12-31") })
    }

    @Test func aLedgerCoveringEveryPeriodReadListsNothing() throws {
        #expect(try book(enabling: ["uk-ilr"]).uncoveredPeriods(before: day("2021-01-01"), on: day("2026-11-28")).isEmpty)
        #expect(try book(enabling: []).uncoveredPeriods(before: day("2026-01-01"), on: day("2026-11-28")).isEmpty)
    }
}
