/// An immigration status the person holds or held, with its dates: what eligibility rules read when a window starts
/// at a status (`ca-pr`), credits days before it (`ca-citizenship`) or needs it held (`au-citizenship`).
public struct ResidenceStatus: Codable, Sendable, Equatable {
    /// The statuses BorderLog knows; eligibility rules name them.
    public enum ID: String, Codable, Sendable, CaseIterable, Comparable {
        /// Canadian permanent resident.
        case caPR = "ca-pr"
        /// Australian permanent resident (a permanent visa).
        case auPR = "au-pr"
        /// US lawful permanent resident (a green card).
        case usLPR = "us-lpr"
        /// UK indefinite leave to remain (or settled status).
        case ukILR = "uk-ilr"
        /// A US re-entry permit (Form I-327): a green-card holder's absence of up to two years does not by itself
        /// abandon the status.
        case usReentryPermit = "us-reentry-permit"
        /// A UAE residence visa: the UAE's 90-day residence test applies to its holder.
        case aeResidence = "ae-residence"
        /// New Zealand resident (a residence-class visa): the days counted toward citizenship begin with it.
        case nzResident = "nz-resident"
        /// India: a citizen or person of Indian origin visiting India, with income other than from foreign sources over
        /// 15 lakh rupees in the year: the 60-day route needs 120 days (Income-tax Act 1961 s.6(1) Explanation 1(b)).
        case inIncomeOver15Lakh = "in-income-over-15-lakh"
        /// India: a citizen who leaves India in the year for employment abroad (or as a crew member): the 60-day route
        /// is off (s.6(1) Explanation 1(a)).
        case inEmploymentAbroad = "in-employment-abroad"
        /// A permanent place of abode in Massachusetts (830 CMR 62.5A.1(3)(a)): with more than 183 days there, a
        /// statutory resident.
        case usMAAbode = "us-ma-abode"
        /// A permanent place of abode in Connecticut (Conn. Gen. Stat. §12-701(a)(1)(B)).
        case usCTAbode = "us-ct-abode"
        /// A permanent place of abode in West Virginia (W. Va. Code §11-21-7(b)).
        case usWVAbode = "us-wv-abode"
        /// A permanent place of abode in Oregon (ORS 316.027(1)(a)(B)).
        case usORAbode = "us-or-abode"

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `ca-pr, au-pr, …`: for messages that list what is known.
        public static var known: String { allCases.map(\.rawValue).joined(separator: ", ") }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let id = ID(rawValue: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown status '\(text)'; known statuses: \(ID.known)")
            }
            self = id
        }
    }

    public var id: ID
    /// The first day the status was held.
    public var since: LocalDay
    /// The last day it was held; nil while it still is.
    @Nullable public var until: LocalDay?

    /// A status from `since` through `until`; nil when `until` is before `since`.
    public init?(id: ID, since: LocalDay, until: LocalDay? = nil) {
        if let until, until < since { return nil }
        self.id = id
        self.since = since
        self.until = until
    }

    private enum CodingKeys: String, CodingKey { case id, since, until }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        since = try container.decode(LocalDay.self, forKey: .since)
        until = try container.decodeIfPresent(LocalDay.self, forKey: .until)
        if let until, until < since {
            throw DecodingError.dataCorruptedError(forKey: .until, in: container, debugDescription: "\(id.rawValue) ends \(until), before it began \(since)")
        }
    }

    /// Whether the status was held on `day`.
    public func isHeld(on day: LocalDay) -> Bool { since <= day && until.map { day <= $0 } ?? true }

    /// The days of `range` on which the status was held.
    public func daysHeld(in range: DayRange) -> Int {
        let first = max(since, range.first), last = min(until ?? range.last, range.last)
        return first <= last ? first.days(to: last) + 1 : 0
    }

    /// Reads `ID:SINCE[:UNTIL]` as `profile set --status` takes it.
    public static func parse(_ text: String) throws(ProfileError) -> ResidenceStatus {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count) else { throw .badStatus(text, reason: "write it as ID:SINCE or ID:SINCE:UNTIL, e.g. ca-pr:2021-06-15") }
        guard let id = ID(rawValue: parts[0]) else { throw .unknownStatus(parts[0]) }
        guard let since = LocalDay(parts[1]) else { throw .badStatus(text, reason: "'\(parts[1])' is not a date in YYYY-MM-DD form") }
        var until: LocalDay?
        if parts.count == 3 {
            guard let last = LocalDay(parts[2]) else { throw .badStatus(text, reason: "'\(parts[2])' is not a date in YYYY-MM-DD form") }
            until = last
        }
        guard let status = ResidenceStatus(id: id, since: since, until: until) else {
            throw .badStatus(text, reason: "since \(since) is after until \(until!); the status ends on or after the day it began")
        }
        return status
    }
}
