import BorderLogModel
import Foundation
import GRDB

/// A row of `alert`: one event by its identity, whether it holds, and its occurrence (how many times it began to).
struct AlertRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "alert"

    var id: String
    var kind: AlertEvent.Kind
    var rule: String?
    /// The event as last found, as JSON.
    var event: String
    var holding: Bool
    var occurrence: Int
    var heldSince: Date
    var lastHeld: Date
    var endedAt: Date?

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let holding = Column(CodingKeys.holding)
        static let heldSince = Column(CodingKeys.heldSince)
    }

    static func json(_ event: AlertEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    func decoded() throws -> AlertEvent {
        try JSONDecoder().decode(AlertEvent.self, from: Data(event.utf8))
    }
}

/// A row of `alertDelivery`: one channel's latest result for one occurrence of an event.
struct AlertDeliveryRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "alertDelivery"

    var alertId: String
    var occurrence: Int
    var channel: String
    var outcome: AlertOutcome
    var at: Date
    var error: String?
    var attempts: Int
    /// The first failure of a run of failures; nil once sent.
    var failingSince: Date?

    enum Columns {
        static let alertId = Column(CodingKeys.alertId)
        static let occurrence = Column(CodingKeys.occurrence)
        static let channel = Column(CodingKeys.channel)
        static let outcome = Column(CodingKeys.outcome)
    }
}

/// A row of `alertTold`: the earliest eligibility date last told for a rule.
struct AlertToldRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "alertTold"

    var rule: String
    var earliestEligible: LocalDay
}
