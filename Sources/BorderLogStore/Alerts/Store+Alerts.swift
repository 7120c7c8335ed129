import BorderLogModel
import Foundation
import GRDB

extension Store {
    /// Records which events hold at `now` (docs/alerts.md, "Once"), in one transaction: an event never seen or no
    /// longer holding begins a new occurrence; one already holding keeps its occurrence and takes the latest text; a
    /// holding event not in `events` stops holding. The eligibility dates told are kept. Returns what is owed to
    /// `channels`: each holding occurrence a channel has neither sent nor had covered, failed ones included. With
    /// `dryRun` the same answer comes back and nothing is kept.
    public func recordHolding(
        _ events: [AlertEvent], toldEarliest: [String: LocalDay], channels: [String], at now: Date, dryRun: Bool = false
    ) throws -> [PendingDelivery] {
        try writer.writeWithoutTransaction { db in
            var pending: [PendingDelivery] = []
            try db.inTransaction {
                var started: Set<String> = []
                for event in events {
                    let json = try AlertRecord.json(event)
                    if var record = try AlertRecord.fetchOne(db, key: event.id) {
                        if !record.holding {
                            record.holding = true
                            record.occurrence += 1
                            record.heldSince = now
                            record.endedAt = nil
                            started.insert(event.id)
                        }
                        record.event = json
                        record.lastHeld = now
                        try record.update(db)
                    } else {
                        try AlertRecord(
                            id: event.id, kind: event.kind, rule: event.rule, event: json, holding: true, occurrence: 1, heldSince: now, lastHeld: now,
                            endedAt: nil
                        ).insert(db)
                        started.insert(event.id)
                    }
                }
                let ids = Set(events.map(\.id))
                for var record in try AlertRecord.filter(AlertRecord.Columns.holding == true).fetchAll(db) where !ids.contains(record.id) {
                    record.holding = false
                    record.endedAt = now
                    try record.update(db)
                }
                for (rule, day) in toldEarliest { try AlertToldRecord(rule: rule, earliestEligible: day).save(db) }
                pending = try Self.pending(db, channels: channels, started: started)
                return dryRun ? .rollback : .commit
            }
            return pending
        }
    }

    /// What is owed to `channels` now, without a check: the holding occurrences each has neither sent nor had covered.
    public func pendingDeliveries(channels: [String]) throws -> [PendingDelivery] {
        try writer.read { db in try Self.pending(db, channels: channels, started: []) }
    }

    private static func pending(_ db: Database, channels: [String], started: Set<String>) throws -> [PendingDelivery] {
        let holding = try AlertRecord.filter(AlertRecord.Columns.holding == true).order(AlertRecord.Columns.heldSince, AlertRecord.Columns.id).fetchAll(db)
        var owed: [PendingDelivery] = []
        for record in holding {
            let done = try AlertDeliveryRecord
                .filter(AlertDeliveryRecord.Columns.alertId == record.id && AlertDeliveryRecord.Columns.occurrence == record.occurrence)
                .fetchAll(db)
            let event = try record.decoded()
            for channel in channels {
                let result = done.first { $0.channel == channel }
                if let result, result.outcome != .failed { continue }
                owed.append(
                    PendingDelivery(event: event, occurrence: record.occurrence, channel: channel, isNew: started.contains(record.id), attempts: result?.attempts ?? 0))
            }
        }
        return owed
    }

    /// Keeps one channel's result for one occurrence, in its own transaction, right after the attempt: a check killed
    /// after this sends it to that channel no more. A failure keeps when the run of failures began.
    public func recordDelivery(_ delivery: PendingDelivery, outcome: AlertOutcome, error: String? = nil, at now: Date) throws {
        try writer.write { db in
            let key: [String: any DatabaseValueConvertible] = ["alertId": delivery.event.id, "occurrence": delivery.occurrence, "channel": delivery.channel]
            let before = try AlertDeliveryRecord.fetchOne(db, key: key)
            let failingSince = outcome == .failed ? (before?.failingSince ?? now) : nil
            try AlertDeliveryRecord(
                alertId: delivery.event.id, occurrence: delivery.occurrence, channel: delivery.channel, outcome: outcome, at: now, error: error,
                attempts: (before?.attempts ?? 0) + (outcome == .covered ? 0 : 1), failingSince: failingSince
            ).save(db)
        }
    }

    /// Every event remembered, the holding ones first, then the latest ended; each with its latest occurrence's results.
    public func storedAlerts() throws -> [StoredAlert] {
        try writer.read { db in
            let records = try AlertRecord.order(AlertRecord.Columns.holding.desc, AlertRecord.Columns.heldSince.desc, AlertRecord.Columns.id).fetchAll(db)
            return try records.map { record in
                let deliveries = try AlertDeliveryRecord
                    .filter(AlertDeliveryRecord.Columns.alertId == record.id && AlertDeliveryRecord.Columns.occurrence == record.occurrence)
                    .order(AlertDeliveryRecord.Columns.channel)
                    .fetchAll(db)
                    .map {
                        StoredAlert.Delivery(
                            channel: $0.channel, outcome: $0.outcome, at: $0.at, error: $0.error, attempts: $0.attempts, failingSince: $0.failingSince)
                    }
                return StoredAlert(
                    event: try record.decoded(), holding: record.holding, occurrence: record.occurrence, heldSince: record.heldSince,
                    lastHeld: record.lastHeld, endedAt: record.endedAt, deliveries: deliveries)
            }
        }
    }

    /// The earliest eligibility date last told, by rule.
    public func toldEarliest() throws -> [String: LocalDay] {
        try writer.read { db in
            Dictionary(try AlertToldRecord.fetchAll(db).map { ($0.rule, $0.earliestEligible) }, uniquingKeysWith: { $1 })
        }
    }

    /// Each channel still failing a holding event, with when its run of failures began (the earliest), for `doctor`.
    public func failingChannels() throws -> [String: Date] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT d.channel, MIN(d.failingSince) AS since FROM alertDelivery d
                    JOIN alert a ON a.id = d.alertId AND a.occurrence = d.occurrence
                    WHERE a.holding AND d.outcome = 'failed' AND d.failingSince IS NOT NULL
                    GROUP BY d.channel
                    """)
            var failing: [String: Date] = [:]
            for row in rows { if let since: Date = row["since"] { failing[row["channel"]] = since } }
            return failing
        }
    }

    /// The days each device (`device:NAME` sources) sent points on within `range`.
    public func deviceActivity(in range: DayRange) throws -> [DeviceActivity] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT source.path AS path, signal.day AS day FROM signal JOIN source ON source.id = signal.sourceId
                    WHERE source.path LIKE ? AND signal.day BETWEEN ? AND ?
                    """,
                arguments: [DeviceActivity.sourcePrefix + "%", range.first.description, range.last.description])
            var days: [String: Set<LocalDay>] = [:]
            for row in rows {
                let path: String = row["path"]
                guard let day = LocalDay(row["day"] as String) else { continue }
                days[String(path.dropFirst(DeviceActivity.sourcePrefix.count)), default: []].insert(day)
            }
            return days.map { DeviceActivity(name: $0.key, days: $0.value) }.sorted { $0.name < $1.name }
        }
    }
}
