/// Where a ledger day's evidence came from: a kind of signal, the person's own word, the border's record, or what
/// inference set aside. The keys of `LedgerDay.evidence`, written as their raw values (the JSON stays an object keyed
/// by these words), and ordered by them so text built from the keys reads the same as before they were typed.
public enum EvidenceSource: String, Sendable, Hashable, Comparable, CaseIterable, Codable, CodingKeyRepresentable {
    // Signals, as imported.
    case photo
    case location
    case calendar
    case booking
    case logbook
    // The person's own statements.
    case manual
    case override
    // The official record: a crossing on the day, or the days between an entry and its exit.
    case crossing
    case record
    /// Seen only while changing planes (a layover or one end of an overnight connection): no presence.
    case transit
    /// A lone location sample between samples in one other country: a spike, not a visit.
    case outlier
    /// Location samples recorded in flight, by country overflown: no presence.
    case airborne

    /// The source of a signal of `kind`.
    public init(_ kind: SignalKind) {
        switch kind {
        case .photo: self = .photo
        case .location: self = .location
        case .calendar: self = .calendar
        case .booking: self = .booking
        case .logbook: self = .logbook
        }
    }

    /// Evidence of the person on the ground, from an imported signal: what a review suggestion weighs.
    public var isObservation: Bool {
        switch self {
        case .photo, .location, .calendar, .booking, .logbook: true
        default: false
        }
    }

    /// Evidence inference set aside: it places nobody on the ground that day, so it is not "observed" in a day's
    /// reason and not a reading a person is offered in review.
    public var isSetAside: Bool {
        switch self {
        case .transit, .outlier, .airborne: true
        default: false
        }
    }

    public static func < (lhs: EvidenceSource, rhs: EvidenceSource) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A day's evidence counts: source → area (a country, or a zone a record alone names) → count.
public typealias EvidenceCounts = [EvidenceSource: [PresenceArea: Int]]

extension Dictionary where Key == EvidenceSource, Value == [PresenceArea: Int] {
    /// Adds `count` pieces of evidence from `source` for `country`.
    public mutating func add(_ source: EvidenceSource, _ country: CountryCode, count: Int = 1) {
        self[source, default: [:]][.country(country), default: 0] += count
    }

    /// The countries `source` names (not the zones a record names), in code order.
    public func countries(_ source: EvidenceSource) -> [CountryCode] {
        (self[source] ?? [:]).keys.compactMap(\.country).sorted()
    }
}
