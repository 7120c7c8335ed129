import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The events of `alerts check` derived from values (docs/alerts.md, "Events"): each at its boundaries.
@Suite struct AlertDerivationTests {
    static let schengen = "schengen-90-180"

    /// The inputs `alerts check` builds, over `book` (the bundled rules unless given) and a ledger of `stays`.
    static func inputs(
        _ stays: [Stay], on: String, book: RuleBook? = nil, plans: [Plan] = [], devices: [DeviceActivity] = [], thresholds: [Int] = [30, 14, 7]
    ) throws -> AlertInputs {
        let rules = try book ?? RuleBook.bundled()
        let built = try ledger(stays, to: on)
        let statuses = rules.enabledRules.compactMap { rule in
            rules.zone(rule.zone).map { RuleStatus(rule: rule, zone: $0, ledger: built, on: day(on)) }
        }
        return AlertInputs(
            on: day(on), statuses: statuses, eligibility: [], ledger: built, rules: rules, profile: Profile(), plans: plans, devices: devices,
            thresholds: thresholds)
    }

    static func ids(_ inputs: AlertInputs, _ kind: AlertEvent.Kind) -> [String] {
        AlertDerivation(inputs).events.filter { $0.kind == kind }.map(\.id)
    }

    /// Days in Spain from 1 January 2024 through `last`: `used` days of Schengen's 90 on that day.
    static func spain(through last: String) -> [Stay] { [stay("ES", "2024-01-01", last)] }

    // MARK: - approaching and breach

    @Test(arguments: [
        // (last day in Spain = the day checked, days left, thresholds that hold)
        ("2024-02-28", 31, [Int]()),
        ("2024-02-29", 30, [30]),
        ("2024-03-15", 15, [30]),
        ("2024-03-16", 14, [30, 14]),
        ("2024-03-22", 8, [30, 14]),
        ("2024-03-23", 7, [30, 14, 7]),
        ("2024-03-30", 0, [30, 14, 7]),
    ])
    func approachingHoldsForEveryThresholdAtOrAboveTheDaysLeft(last: String, left: Int, holding: [Int]) throws {
        let inputs = try Self.inputs(Self.spain(through: last), on: last)
        let events = AlertDerivation(inputs).events.filter { $0.kind == .approaching }
        #expect(events.map(\.id) == holding.map { "approaching:\(Self.schengen):\($0)" })
        #expect(events.allSatisfy { $0.remaining == left && $0.days == 90 - left && $0.maxDays == 90 && $0.rule == Self.schengen })
        #expect(Self.ids(inputs, .breach).isEmpty)
    }

    @Test func theThresholdsComeFromTheSettings() throws {
        let inputs = try Self.inputs(Self.spain(through: "2024-03-16"), on: "2024-03-16", thresholds: [20, 3])
        #expect(Self.ids(inputs, .approaching) == ["approaching:\(Self.schengen):20"])
    }

    @Test func overTheLimitIsABreachAndNoLongerApproaching() throws {
        let inputs = try Self.inputs(Self.spain(through: "2024-04-05"), on: "2024-04-05")
        let breach = try #require(AlertDerivation(inputs).events.first { $0.kind == .breach })
        #expect(breach.id == "breach:\(Self.schengen)" && breach.days == 96 && breach.maxDays == 90)
        #expect(breach.periodStart == day("2023-10-09") && breach.periodEnd == day("2024-04-05"))
        #expect(Self.ids(inputs, .approaching).isEmpty)
        #expect(breach.isUrgent && breach.title.contains("over the limit of 90 days"))
    }

    @Test func aYearlyRuleKeysItsEventsByItsPeriodSoANewYearIsANewEvent() throws {
        let zone = Zone(id: "uk", name: "United Kingdom", members: [Zone.Membership(country: country("GB"))])
        let rule = Rule(id: "uk-cap", name: "UK days", zone: "uk", period: .calendarYear, maxDays: 40)
        let book = RuleBook(zones: [zone], rules: [rule])
        let first = try Self.inputs([stay("GB", "2024-01-01", "2024-01-31")], on: "2024-01-31", book: book)
        #expect(Self.ids(first, .approaching) == ["approaching:uk-cap:2024-01-01:30", "approaching:uk-cap:2024-01-01:14"])
        let next = try Self.inputs([stay("GB", "2024-12-01", "2025-01-31")], on: "2025-01-31", book: book)
        #expect(Self.ids(next, .approaching) == ["approaching:uk-cap:2025-01-01:30", "approaching:uk-cap:2025-01-01:14"])
    }

    @Test func aNationalTheRuleExemptsIsNeverWarned() throws {
        var inputs = try Self.inputs(Self.spain(through: "2024-04-05"), on: "2024-04-05")
        let rules = inputs.rules
        let built = inputs.ledger
        inputs.profile = Profile(nationalities: [country("FR")])
        inputs.statuses = rules.enabledRules.compactMap { rule in
            rules.zone(rule.zone).map { RuleStatus(rule: rule, zone: $0, ledger: built, on: day("2024-04-05"), nationalities: [country("FR")]) }
        }
        #expect(AlertDerivation(inputs).events.isEmpty)
    }

    // MARK: - needed

    static let gbMinimum: RuleBook = {
        let zone = Zone(id: "gb", name: "United Kingdom", members: [Zone.Membership(country: country("GB"))])
        return RuleBook(zones: [zone], rules: [Rule(id: "gb-min", name: "GB minimum", zone: "gb", period: .calendarYear, minDays: 183)])
    }()

    @Test(arguments: [
        // 152 days in GB (January to May): 31 more are needed, the last start is 1 December.
        ("2024-10-31", [Int]()),
        ("2024-11-01", [30]),
        ("2024-11-17", [30, 14]),
        ("2024-11-24", [30, 14, 7]),
        ("2024-12-01", [30, 14, 7]),
        ("2024-12-02", [Int]()),
    ])
    func neededHoldsWithin30And14And7DaysOfTheLastStart(on: String, within: [Int]) throws {
        let inputs = try Self.inputs([stay("GB", "2024-01-01", "2024-05-31")], on: on, book: Self.gbMinimum)
        let events = AlertDerivation(inputs).events.filter { $0.kind == .needed }
        #expect(events.map(\.id) == within.map { "needed:gb-min:2024-01-01:\($0)" })
        #expect(events.allSatisfy { $0.lastStart == day("2024-12-01") && $0.daysNeeded == 31 && $0.minDays == 183 })
    }

    // MARK: - plan

    @Test func aSavedPlanThatWouldBreachIsAnEventKeyedByWhatThePlanSays() throws {
        let summer = try #require(Plan(id: 1, country: country("FR"), entry: day("2024-03-10"), exit: day("2024-04-20"), name: "spring"))
        let inputs = try Self.inputs([stay("ES", "2024-01-01", "2024-02-29")], on: "2024-03-01", plans: [summer])
        let event = try #require(AlertDerivation(inputs).events.first { $0.kind == .plan })
        // 60 days used; 30 more reach 90 on 8 April, so 9 April is over.
        #expect(event.firstBreach == day("2024-04-09") && event.plan == 1 && event.planEntry == day("2024-03-10") && event.planExit == day("2024-04-20"))
        #expect(event.id.hasPrefix("plan:\(Self.schengen):"))
        var changed = summer
        changed.exit = day("2024-04-25")
        let again = try Self.inputs([stay("ES", "2024-01-01", "2024-02-29")], on: "2024-03-01", plans: [changed])
        let moved = try #require(AlertDerivation(again).events.first { $0.kind == .plan })
        #expect(moved.id != event.id)
        // A plan that keeps within the limit, or one already over, is no event.
        let short = try #require(Plan(id: 2, country: country("FR"), entry: day("2024-03-10"), exit: day("2024-03-20")))
        #expect(Self.ids(try Self.inputs([stay("ES", "2024-01-01", "2024-02-29")], on: "2024-03-01", plans: [short]), .plan).isEmpty)
        #expect(Self.ids(try Self.inputs([stay("ES", "2024-01-01", "2024-02-29")], on: "2024-05-01", plans: [summer]), .plan).isEmpty)
    }

    // MARK: - eligible

    @Test func anEarliestEligibilityDateIsToldWhenItMovesMoreThanAWeek() throws {
        let rules = try RuleBook.bundled()
        let rule = try #require(rules.eligibilityRule("uk-ilr"))
        let zone = try #require(rules.zone(rule.zone))
        // Always in the UK: met on the day, told once as met.
        let home = try ledger([stay("GB", "2022-01-01", "2024-06-30")], to: "2024-06-30")
        let met = EligibilityReport(rule: rule, zone: zone, ledger: home, profile: Profile(), on: day("2024-06-30"))
        let metEvents = AlertDerivation(
            AlertInputs(on: day("2024-06-30"), statuses: [], eligibility: [met], ledger: home, rules: rules, profile: Profile(), plans: [])).events
        #expect(metEvents.map(\.id) == ["eligible:uk-ilr:met"] && metEvents.first?.text.contains("every condition is met on 2024-06-30") == true)
        // Half a year in France: more than 180 days away in twelve months, so the earliest date is ahead.
        let built = try ledger([stay("GB", "2022-01-01", "2023-12-31"), stay("FR", "2024-01-01", "2024-06-30")], to: "2024-06-30")
        let report = EligibilityReport(rule: rule, zone: zone, ledger: built, profile: Profile(), on: day("2024-06-30"))
        let earliest = try #require(report.earliestEligible)
        #expect(!report.eligible && earliest > day("2024-06-30"))
        func derive(told: [String: LocalDay]) -> AlertDerivation {
            AlertDerivation(
                AlertInputs(on: day("2024-06-30"), statuses: [], eligibility: [report], ledger: built, rules: rules, profile: Profile(), plans: [], toldEarliest: told))
        }
        // First seen: remembered, not told.
        let first = derive(told: [:])
        #expect(first.events.isEmpty && first.toldEarliest == ["uk-ilr": earliest])
        // Within a week of the date told: nothing.
        #expect(derive(told: ["uk-ilr": earliest.adding(days: -7)]).events.isEmpty)
        // Eight days later than told: an event naming both dates, and the new date is what the next check compares with.
        let moved = derive(told: ["uk-ilr": earliest.adding(days: -8)])
        let event = try #require(moved.events.first)
        #expect(event.id == "eligible:uk-ilr:moved:\(earliest.adding(days: -8)):\(earliest)" && event.kind == .eligible)
        #expect(event.earliestEligible == earliest && event.previousEarliestEligible == earliest.adding(days: -8))
        #expect(event.text.contains("moved from \(earliest.adding(days: -8)) to \(earliest) (8 days later)") && event.text.contains("not legal advice"))
        #expect(moved.toldEarliest == ["uk-ilr": earliest])
    }

    // MARK: - available

    @Test func belowSevenDaysLeftSaysFromWhichDateHowManyComeBack() throws {
        // 85 days used on 25 March: 5 left. Staying outside, 1 January leaves the window on 29 June and 2 January
        // on 30 June: 7 left from then.
        let inputs = try Self.inputs(Self.spain(through: "2024-03-25"), on: "2024-03-25")
        let event = try #require(AlertDerivation(inputs).events.first { $0.kind == .available })
        #expect(event.remaining == 5 && event.availableFrom == day("2024-06-30") && event.availableDays == 7)
        // The low spell began on 24 March (84 used, 6 left): the event is that spell's, whichever day it is checked.
        #expect(event.id == "available:\(Self.schengen):2024-03-24")
        let later = try Self.inputs(Self.spain(through: "2024-03-25"), on: "2024-04-10")
        #expect(Self.ids(later, .available) == ["available:\(Self.schengen):2024-03-24"])
        // Seven or more left: nothing to say.
        #expect(Self.ids(try Self.inputs(Self.spain(through: "2024-03-23"), on: "2024-03-23"), .available).isEmpty)
    }

    // MARK: - silent

    static func device(_ days: [String]) -> DeviceActivity { DeviceActivity(name: "ana-phone", days: Set(days.map(day))) }

    @Test func aDeviceThatPostedMostDaysThenNothingForThreeDaysIsSilent() throws {
        // Checked on the 20th: nothing on the 18th, 19th or 20th; points on 4 of the 7 days 11th…17th.
        let active = Self.device(["2024-05-11", "2024-05-13", "2024-05-15", "2024-05-17"])
        let event = try #require(AlertDerivation.silentEvent(active, on: day("2024-05-20")))
        #expect(event.id == "silent:device:ana-phone:2024-05-17" && event.lastSeen == day("2024-05-17") && event.days == 4 && event.rule == nil)
        // A point on the 18th: not silent for three days yet.
        #expect(AlertDerivation.silentEvent(Self.device(["2024-05-11", "2024-05-13", "2024-05-15", "2024-05-18"]), on: day("2024-05-20")) == nil)
        // Three days of seven is not most: a device that rarely posts is not missed.
        #expect(AlertDerivation.silentEvent(Self.device(["2024-05-11", "2024-05-13", "2024-05-15"]), on: day("2024-05-20")) == nil)
        #expect(AlertDerivation.silentEvent(Self.device([]), on: day("2024-05-20")) == nil)
    }

    // MARK: - Texts

    @Test func everyTextNamesTheRuleItsNumbersAndDatesAndSaysItIsNotLegalAdvice() throws {
        let summer = try #require(Plan(id: 1, country: country("FR"), entry: day("2024-03-10"), exit: day("2024-04-20")))
        var events = AlertDerivation(try Self.inputs(Self.spain(through: "2024-03-25"), on: "2024-03-25", plans: [summer])).events
        events += AlertDerivation(try Self.inputs(Self.spain(through: "2024-04-05"), on: "2024-04-05")).events
        events += AlertDerivation(try Self.inputs([stay("GB", "2024-01-01", "2024-05-31")], on: "2024-11-24", book: Self.gbMinimum)).events
        events += [try #require(AlertDerivation.silentEvent(Self.device(["2024-05-11", "2024-05-13", "2024-05-15", "2024-05-17"]), on: day("2024-05-20")))]
        #expect(Set(events.map(\.kind)) == [.approaching, .breach, .needed, .plan, .available, .silent])
        let coordinate = try Regex(#"\d+\.\d{3,}"#)
        for event in events {
            #expect(event.text.contains("not legal advice"), "\(event.id)")
            #expect(event.text.contains(event.rule ?? event.device ?? "?"), "\(event.id)")
            #expect(event.text.contains(event.on.description) || event.text.contains("2024-"), "\(event.id)")
            #expect(!event.text.contains(coordinate) && !event.title.contains(coordinate), "\(event.id)")
        }
        let approaching = try #require(events.first { $0.id == "approaching:\(Self.schengen):7" })
        #expect(approaching.text.hasPrefix("Schengen") && approaching.text.contains("5 days left of 90 on 2024-03-25"))
        #expect(approaching.text.contains("85 days counted in 2023-09-28…2024-03-25") && approaching.text.contains("7 days left"))
        let available = try #require(events.first { $0.kind == .available })
        #expect(available.text.contains("7 days are available again from 2024-06-30"))
        let needed = try #require(events.first { $0.kind == .needed })
        #expect(needed.text.contains("31 days still needed to reach the minimum of 183 in 2024-01-01…2024-12-31") && needed.text.contains("from 2024-12-01"))
    }

    @Test func theEventObjectIsItsJSONWithOnlyTheNumbersItStates() throws {
        let event = try #require(AlertDerivation(try Self.inputs(Self.spain(through: "2024-03-23"), on: "2024-03-23")).events.first { $0.id.hasSuffix(":7") })
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(event)) as? [String: Any])
        #expect(object["id"] as? String == "approaching:\(Self.schengen):7" && object["kind"] as? String == "approaching")
        #expect(object["rule"] as? String == Self.schengen && object["on"] as? String == "2024-03-23")
        #expect(object["remaining"] as? Int == 7 && object["threshold"] as? Int == 7 && object["maxDays"] as? Int == 90)
        #expect(object["title"] is String && object["text"] is String)
        #expect(object["device"] == nil && object["firstBreach"] == nil)
        #expect(try JSONDecoder().decode(AlertEvent.self, from: JSONEncoder().encode(event)) == event)
    }
}
