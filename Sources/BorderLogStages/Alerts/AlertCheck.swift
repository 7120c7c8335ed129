import BorderLogAlerts
import BorderLogModel
import BorderLogRules
import BorderLogStore
import Foundation

/// How `alerts check` runs: the day, the settings, the clock, and whether anything is sent and kept.
public struct AlertCheckOptions: Sendable {
    public var on: LocalDay
    public var settings: AlertSettings
    /// Nothing sent, nothing kept: what a check would send.
    public var dryRun = false
    public var now = Date()

    public init(on: LocalDay, settings: AlertSettings, dryRun: Bool = false, now: Date = Date()) {
        self.on = on
        self.settings = settings
        self.dryRun = dryRun
        self.now = now
    }
}

/// What `alerts check` found and did (`--format json` writes it): the events that hold and each delivery attempted
/// (or, in a dry run, that would be).
public struct AlertCheckSummary: Sendable, Encodable {
    public let on: LocalDay
    public let dryRun: Bool
    public let events: [AlertEvent]
    public var deliveries: [Delivery] = []

    public struct Delivery: Sendable, Encodable, Equatable {
        public let event: String
        public let channel: String
        /// Nil in a dry run: it would be sent.
        public let outcome: AlertOutcome?
        public let error: String?
    }

    public var failures: Int { deliveries.filter { $0.outcome == .failed }.count }
}

extension Stages {
    /// `alerts check` (docs/alerts.md): the events that hold on `options.on`, derived from the same answers as
    /// `report rules`, `report forecast --with-plans` and `report eligibility`; remembered in the store; then every
    /// delivery owed sent through its channel and its result kept right after it, each in its own transaction. A
    /// channel that failed before is tried again here, alone. Callers hold the store's lock.
    public static func checkAlerts(
        _ options: AlertCheckOptions, view: LedgerView, store: Store, delivery: any AlertDelivering, context: StageContext
    ) throws -> AlertCheckSummary {
        let derivation = AlertDerivation(try alertInputs(options, view: view, store: store))
        let channels = options.settings.channels
        let owed = try store.recordHolding(
            derivation.events, toldEarliest: derivation.toldEarliest, channels: channels.map(\.id), at: options.now, dryRun: options.dryRun)
        var summary = AlertCheckSummary(on: options.on, dryRun: options.dryRun, events: derivation.events)
        let covered = coveredDeliveries(owed)
        for pending in owed {
            guard let channel = channels.first(where: { $0.id == pending.channel }) else { continue }
            if covered.contains(DeliveryKey(pending)) {
                if !options.dryRun { try store.recordDelivery(pending, outcome: .covered, at: options.now) }
                summary.deliveries.append(.init(event: pending.event.id, channel: channel.id, outcome: .covered, error: nil))
                continue
            }
            if options.dryRun {
                summary.deliveries.append(.init(event: pending.event.id, channel: channel.id, outcome: nil, error: nil))
                continue
            }
            switch Result(catching: { () throws(DeliveryError) in try delivery.deliver(pending.event, to: channel, at: options.now) }) {
            case .success:
                try store.recordDelivery(pending, outcome: .sent, at: Date())
                context.logger.info("alerts: sent \(pending.event.id) to \(channel.id)")
                summary.deliveries.append(.init(event: pending.event.id, channel: channel.id, outcome: .sent, error: nil))
            case .failure(let error):
                try store.recordDelivery(pending, outcome: .failed, error: error.reason, at: Date())
                context.logger.warning("alerts: \(error)")
                summary.deliveries.append(.init(event: pending.event.id, channel: channel.id, outcome: .failed, error: error.reason))
            }
        }
        return summary
    }

    /// The values the events are derived from, read from the view and the store.
    static func alertInputs(_ options: AlertCheckOptions, view: LedgerView, store: Store) throws -> AlertInputs {
        let on = options.on
        let eligibility = view.rules.enabledEligibilityRules.compactMap { try? view.eligibility(rule: $0.id, on: on) }
        let recent = DayRange(on.adding(days: -(AlertDerivation.silentDays + AlertDerivation.silentWindow + 2)), on)!
        return AlertInputs(
            on: on, statuses: view.ruleStatuses(on: on), eligibility: eligibility, ledger: view.ledger, rules: view.rules, profile: view.profile,
            plans: view.plans, devices: try store.deviceActivity(in: recent), toldEarliest: try store.toldEarliest(),
            thresholds: options.settings.remaining)
    }

    private struct DeliveryKey: Hashable {
        let event: String
        let channel: String
        init(_ pending: PendingDelivery) {
            event = pending.event.id
            channel = pending.channel
        }
    }

    /// Thresholds of one rule and period that begin to hold in the same check: only the tightest is sent to a
    /// channel, the looser ones are covered by it (one message at 5 days left, not three).
    private static func coveredDeliveries(_ owed: [PendingDelivery]) -> Set<DeliveryKey> {
        var tightest: [String: Int] = [:]
        for pending in owed where pending.isNew {
            guard let (group, threshold) = pending.event.thresholdGroup else { continue }
            tightest[group + "\u{0}" + pending.channel] = min(tightest[group + "\u{0}" + pending.channel] ?? .max, threshold)
        }
        return Set(
            owed.filter { pending in
                guard pending.isNew, let (group, threshold) = pending.event.thresholdGroup else { return false }
                return threshold > tightest[group + "\u{0}" + pending.channel, default: threshold]
            }.map(DeliveryKey.init))
    }

    /// `alerts test`: one test message through each of `channels`, nothing kept.
    public static func testAlerts(channels: [AlertChannel], on day: LocalDay, delivery: any AlertDelivering, now: Date = Date()) -> [AlertCheckSummary.Delivery] {
        let event = AlertEvent(
            id: "test:\(Int(now.timeIntervalSince1970))", kind: .test, rule: nil, on: day, title: "test message",
            text: "A test message from BorderLog (`borderlog alerts test`) on \(day): this channel works.\n\nAlerts state counts from your own evidence, not legal advice.")
        return channels.map { channel in
            switch Result(catching: { () throws(DeliveryError) in try delivery.deliver(event, to: channel, at: now) }) {
            case .success: .init(event: event.id, channel: channel.id, outcome: .sent, error: nil)
            case .failure(let error): .init(event: event.id, channel: channel.id, outcome: .failed, error: error.reason)
            }
        }
    }
}
