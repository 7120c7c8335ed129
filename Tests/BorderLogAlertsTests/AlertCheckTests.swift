import BorderLogAlerts
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// What a check sends, and to which channel: a recorder in place of sendmail and HTTP, failing for the channels told.
final class RecordingDelivery: AlertDelivering, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [(event: String, channel: String)] = []
    private var failing: Set<String> = []

    func fail(_ channels: Set<String>) { lock.withLock { failing = channels } }

    /// What was sent since the last call, as `channel event` texts, and forgotten.
    func take() -> [String] {
        lock.withLock {
            defer { sent = [] }
            return sent.map { "\($0.channel) \($0.event)" }
        }
    }

    func deliver(_ event: AlertEvent, to channel: AlertChannel, at date: Date) throws(DeliveryError) {
        let fails = lock.withLock { failing.contains(channel.id) }
        if fails { throw DeliveryError(channel: channel.id, reason: "refused by the test") }
        lock.withLock { sent.append((event.id, channel.id)) }
    }
}

/// `alerts check` over a real store (docs/alerts.md, "Once"): each event once, again only after it stopped holding,
/// a failed channel retried alone, nothing sent twice after a check stopped halfway.
@Suite struct AlertCheckTests {
    let folder = TemporaryDirectory()
    let delivery = RecordingDelivery()
    static let channels = [
        AlertChannel(id: "mail", target: .email(to: "ana@example.org")),
        AlertChannel(id: "hook", target: .webhook(url: URL(string: "http://127.0.0.1:9/hook")!, style: .json)),
    ]
    static let context = StageContext(logger: Logger(label: "alerts-test"), observer: CollectingObserver())

    /// A store holding a stay in Spain from 1 January 2024 through `last`, inferred.
    func store(spainThrough last: String) throws -> Store {
        let store = try Store(path: folder.path("store.sqlite"))
        _ = try store.addStay(stay("ES", "2024-01-01", last))
        _ = try Stages.infer(InferOptions(to: day("2024-12-31"), rules: try RuleBook.bundled(), today: day("2024-12-31")), in: store, context: Self.context)
        return store
    }

    func check(_ store: Store, on: String, dryRun: Bool = false) throws -> AlertCheckSummary {
        let view = try LedgerView(store: store, rules: try RuleBook.bundled())
        let options = AlertCheckOptions(on: day(on), settings: AlertSettings(channels: Self.channels), dryRun: dryRun)
        return try Stages.checkAlerts(options, view: view, store: store, delivery: delivery, context: Self.context)
    }

    @Test func aSecondCheckInARowSendsNothing() throws {
        let store = try store(spainThrough: "2024-03-16")
        // 14 days left on 16 March: the 30 and the 14 begin to hold together, and only the tighter is sent.
        let first = try check(store, on: "2024-03-16")
        #expect(first.events.map(\.id) == ["approaching:schengen-90-180:30", "approaching:schengen-90-180:14"])
        #expect(delivery.take().sorted() == ["hook approaching:schengen-90-180:14", "mail approaching:schengen-90-180:14"])
        #expect(first.deliveries.filter { $0.outcome == .covered }.map(\.event) == ["approaching:schengen-90-180:30", "approaching:schengen-90-180:30"])
        let second = try check(store, on: "2024-03-16")
        #expect(second.events.count == 2 && second.deliveries.isEmpty && delivery.take().isEmpty)
        // A day later 13 are left: the same events still hold, nothing new.
        #expect(try check(store, on: "2024-03-17").deliveries.isEmpty)
    }

    @Test func aThresholdCrossedLaterIsSentAlone() throws {
        let store = try store(spainThrough: "2024-03-25")
        _ = try check(store, on: "2024-02-29")
        #expect(delivery.take().sorted() == ["hook approaching:schengen-90-180:30", "mail approaching:schengen-90-180:30"])
        _ = try check(store, on: "2024-03-16")
        #expect(delivery.take().sorted() == ["hook approaching:schengen-90-180:14", "mail approaching:schengen-90-180:14"])
        _ = try check(store, on: "2024-03-25")
        #expect(delivery.take().sorted() == [
            "hook approaching:schengen-90-180:7", "hook available:schengen-90-180:2024-03-24", "mail approaching:schengen-90-180:7",
            "mail available:schengen-90-180:2024-03-24",
        ])
    }

    @Test func anEventIsSentAgainOnlyAfterItStoppedHoldingAndHoldsAgain() throws {
        let store = try store(spainThrough: "2024-02-29")
        _ = try check(store, on: "2024-02-29")
        #expect(delivery.take().count == 2)
        // By September the window has moved past the stay: nothing holds, nothing is sent.
        let quiet = try check(store, on: "2024-09-01")
        #expect(quiet.events.isEmpty && delivery.take().isEmpty)
        let stored = try #require(try store.storedAlerts().first)
        #expect(!stored.holding && stored.occurrence == 1 && stored.endedAt != nil)
        // Holding again: a second occurrence, sent again to each channel.
        _ = try check(store, on: "2024-02-29")
        #expect(delivery.take().sorted() == ["hook approaching:schengen-90-180:30", "mail approaching:schengen-90-180:30"])
        #expect(try store.storedAlerts().first?.occurrence == 2)
    }

    @Test func aFailedChannelIsRetriedAtTheNextCheckAlone() throws {
        let store = try store(spainThrough: "2024-02-29")
        delivery.fail(["hook"])
        let first = try check(store, on: "2024-02-29")
        #expect(first.failures == 1 && delivery.take() == ["mail approaching:schengen-90-180:30"])
        let failed = try #require(try store.storedAlerts().first?.deliveries.first { $0.channel == "hook" })
        #expect(failed.outcome == .failed && failed.error == "refused by the test" && failed.attempts == 1 && failed.failingSince != nil)
        #expect(try store.failingChannels().keys.sorted() == ["hook"])
        // Still failing: tried again, alone, and the run of failures keeps its start.
        let second = try check(store, on: "2024-02-29")
        #expect(second.deliveries.map(\.channel) == ["hook"] && delivery.take().isEmpty)
        let again = try #require(try store.storedAlerts().first?.deliveries.first { $0.channel == "hook" })
        #expect(again.attempts == 2 && again.failingSince == failed.failingSince)
        delivery.fail([])
        #expect(try check(store, on: "2024-02-29").deliveries.map(\.channel) == ["hook"])
        #expect(delivery.take() == ["hook approaching:schengen-90-180:30"])
        #expect(try store.failingChannels().isEmpty)
        #expect(try check(store, on: "2024-02-29").deliveries.isEmpty && delivery.take().isEmpty)
    }

    @Test func aCheckStoppedHalfwaySendsNothingTwice() throws {
        let store = try store(spainThrough: "2024-02-29")
        // A check's steps as the stage takes them, stopped after its first delivery: the holding events are
        // remembered, the first delivery is sent and kept, and the process ends.
        let owed = try store.recordHolding(
            [try #require(try check(store, on: "2024-02-29", dryRun: true).events.first)], toldEarliest: [:], channels: Self.channels.map(\.id),
            at: Date())
        #expect(owed.map(\.channel) == ["mail", "hook"] && delivery.take().isEmpty)
        try delivery.deliver(owed[0].event, to: Self.channels[0], at: Date())
        try store.recordDelivery(owed[0], outcome: .sent, at: Date())
        #expect(delivery.take() == ["mail approaching:schengen-90-180:30"])
        // The next check sends what was left, and only that.
        _ = try check(store, on: "2024-02-29")
        #expect(delivery.take() == ["hook approaching:schengen-90-180:30"])
    }

    @Test func aDryRunSendsAndKeepsNothing() throws {
        let store = try store(spainThrough: "2024-02-29")
        let dry = try check(store, on: "2024-02-29", dryRun: true)
        #expect(dry.dryRun && dry.deliveries.map(\.channel) == ["mail", "hook"] && dry.deliveries.allSatisfy { $0.outcome == nil })
        #expect(try delivery.take().isEmpty && store.storedAlerts().isEmpty)
        _ = try check(store, on: "2024-02-29")
        #expect(delivery.take().count == 2)
    }

    @Test func theEarliestEligibilityToldIsKeptForTheNextCheck() throws {
        let store = try store(spainThrough: "2024-02-29")
        _ = try store.recordHolding([], toldEarliest: ["uk-ilr": day("2027-05-01")], channels: [], at: Date())
        #expect(try store.toldEarliest() == ["uk-ilr": day("2027-05-01")])
        _ = try store.recordHolding([], toldEarliest: ["uk-ilr": day("2027-06-01")], channels: [], at: Date(), dryRun: true)
        #expect(try store.toldEarliest() == ["uk-ilr": day("2027-05-01")])
    }
}

/// `doctor`'s alert channel check: a channel failing for 7 days is named, a newer failure is not a failure yet.
@Suite struct AlertChannelCheckTests {
    let folder = TemporaryDirectory()

    @Test func aChannelFailingForAWeekFailsTheCheck() throws {
        let path = folder.path("store.sqlite")
        let store = try Store(path: path)
        let event = AlertEvent(id: "breach:schengen-90-180", kind: .breach, rule: "schengen-90-180", on: day("2024-04-05"), title: "t", text: "x")
        let firstFailure = Date(timeIntervalSince1970: 1_712_300_000)
        let owed = try store.recordHolding([event], toldEarliest: [:], channels: ["phone", "me"], at: firstFailure)
        for pending in owed where pending.channel == "phone" {
            try store.recordDelivery(pending, outcome: .failed, error: "HTTP 503", at: firstFailure)
            try store.recordDelivery(pending, outcome: .failed, error: "HTTP 503", at: firstFailure.addingTimeInterval(6 * 86_400))
        }
        for pending in owed where pending.channel == "me" { try store.recordDelivery(pending, outcome: .sent, at: firstFailure) }
        let sixDays = AlertChannelCheck(storePath: path, now: firstFailure.addingTimeInterval(6 * 86_400)).run()
        #expect(sixDays == .ok("failing for less than a week: phone"))
        let week = AlertChannelCheck(storePath: path, now: firstFailure.addingTimeInterval(7 * 86_400)).run()
        let failed: (String, String)? = if case .failed(let problem, let fix) = week { (problem, fix) } else { nil }
        let (problem, fix) = try #require(failed, "a week of failures passed the check: \(week)")
        #expect(problem.contains("channel 'phone' since 2024-04-05T06:53:20Z failing for 7 days or more") && !problem.contains("'me'"))
        #expect(fix.contains("borderlog alerts list"))
        #expect(AlertChannelCheck(storePath: folder.path("none.sqlite")).run().isOK)
    }
}
