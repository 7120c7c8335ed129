import BorderLogModel
import Foundation

/// An event as the store remembers it (`alerts list`): whether it holds, since when, and each channel's result for
/// its latest occurrence.
public struct StoredAlert: Sendable, Equatable {
    public let event: AlertEvent
    public let holding: Bool
    /// How many times it began to hold (1 for the first).
    public let occurrence: Int
    public let heldSince: Date
    public let lastHeld: Date
    public let endedAt: Date?
    public let deliveries: [Delivery]

    /// One channel's result.
    public struct Delivery: Sendable, Equatable {
        public let channel: String
        public let outcome: AlertOutcome
        public let at: Date
        public let error: String?
        public let attempts: Int
        public let failingSince: Date?
    }
}

/// A delivery still owed: an occurrence of a holding event that `channel` has neither sent nor had covered.
public struct PendingDelivery: Sendable, Equatable {
    public let event: AlertEvent
    public let occurrence: Int
    public let channel: String
    /// The occurrence began in this check (rather than being retried after a failure).
    public let isNew: Bool
    /// Earlier failed attempts.
    public let attempts: Int
}
