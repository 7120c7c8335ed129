import Foundation

/// What a calendar signal says about its flight: which end it is, the route and the times as the calendar
/// states them. Stored in the signal's detail under the signal line's names (`flight`, `from`, `to`, `departure`,
/// `arrival`: docs/reports.md, "JSON output") with `role`, `uid`, `summary`, `flags` and `uncertain`;
/// `init?(storedDetail:)` and `storedDetail` are the one place those keys are spelled.
public struct FlightDetail: Sendable, Equatable {
    public enum Role: String, Sendable, CaseIterable {
        case departure
        case arrival
    }

    public var role: Role
    /// "LH123", when the event names one.
    public var flight: String?
    /// IATA codes of the origin and destination airports; for an end in `uncertainAirports`, the city and its country
    /// as the source writes them (`TOULOUSE FR`).
    public var from: String
    public var to: String
    /// RFC 3339 with the airport's local offset, or `YYYY-MM-DD` for an all-day event; nil when unknown.
    public var departure: String?
    public var arrival: String?
    public var uid: String?
    public var summary: String
    /// How the flight was read, and what its source left out.
    public var flags: Set<FlightFlag>
    /// The ends whose airport the source leaves open: a city written with its country where several airports fit.
    /// The country is certain, so the end still places the person; the airport is not.
    public var uncertainAirports: Set<Role>

    public init(
        role: Role, flight: String? = nil, from: String, to: String, departure: String? = nil, arrival: String? = nil,
        uid: String? = nil, summary: String = "", flags: Set<FlightFlag> = [], uncertainAirports: Set<Role> = []
    ) {
        self.role = role
        self.flight = flight
        self.from = from
        self.to = to
        self.departure = departure
        self.arrival = arrival
        self.uid = uid
        self.summary = summary
        self.flags = flags
        self.uncertainAirports = uncertainAirports
    }

    /// Read from a boarding pass (a `.pkpass`, a barcode): the person checked in.
    public var isBoardingPass: Bool { flags.contains(.boardingPass) }

    /// The airport at this end of the flight.
    public var airport: String { role == .departure ? from : to }

    /// The instants of take-off and landing, when the times are exact (an RFC 3339 time with an offset): not for a
    /// date alone, nor a wall time whose zone is unknown.
    public var departureInstant: Date? { departure.flatMap(RFC3339.instant) }
    public var arrivalInstant: Date? { arrival.flatMap(RFC3339.instant) }

    /// Whether the airport at this end is not certain (see `uncertainAirports`).
    public var isAirportUncertain: Bool { uncertainAirports.contains(role) }

    public static let keys: Set<String> = ["role", "flight", "from", "to", "departure", "arrival", "uid", "summary", "flags", "uncertain"]

    /// The flight a stored detail describes; nil without a role and both airports.
    public init?(storedDetail detail: [String: String]) {
        guard let role = detail["role"].flatMap(Role.init(rawValue:)), let from = detail["from"], let to = detail["to"] else { return nil }
        self.init(
            role: role, flight: detail["flight"], from: from, to: to, departure: detail["departure"], arrival: detail["arrival"],
            uid: detail["uid"], summary: detail["summary"] ?? "",
            flags: detail["flags"].map { Set(storedText: $0) } ?? [],
            uncertainAirports: Set(detail["uncertain"].map { $0.split(separator: ",").compactMap { Role(rawValue: String($0)) } } ?? []))
    }

    /// The detail entries this flight is stored as.
    public var storedDetail: [String: String] {
        Dictionary(uniqueKeysWithValues: storedEntries.lazy.map { ($0.key, $0.value) })
    }

    /// The same entries in the order of their keys, as the stored JSON object lists them (`SignalDetail.storedJSON`
    /// writes a flight's end from them without sorting a dictionary: a logbook writes a hundred thousand).
    public var storedEntries: [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        entries.reserveCapacity(Self.keys.count)
        if let arrival { entries.append(("arrival", arrival)) }
        if let departure { entries.append(("departure", departure)) }
        if !flags.isEmpty { entries.append(("flags", flags.storedText)) }
        if let flight { entries.append(("flight", flight)) }
        entries.append(("from", from))
        entries.append(("role", role.rawValue))
        entries.append(("summary", summary))
        entries.append(("to", to))
        if let uid { entries.append(("uid", uid)) }
        if !uncertainAirports.isEmpty {
            entries.append(("uncertain", Role.allCases.filter(uncertainAirports.contains).map(\.rawValue).joined(separator: ",")))
        }
        return entries
    }
}
