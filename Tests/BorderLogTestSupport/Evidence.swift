import BorderLogInference
import BorderLogModel
import BorderLogSettings
import BorderLogStore
import Foundation

/// Builders for synthetic evidence, so tests read like the stays a person would type.
public func day(_ text: String) -> LocalDay {
    guard let day = LocalDay(text) else { fatalError("bad test date \(text)") }
    return day
}

public func country(_ code: String) -> CountryCode {
    guard let country = CountryCode(code) else { fatalError("bad test country \(code)") }
    return country
}

/// A stay from "CC entry…exit" parts; `exit` nil for a stay still running.
public func stay(_ code: String, _ entry: String, _ exit: String?, note: String? = nil) -> Stay {
    Stay(country: country(code), entry: day(entry), exit: exit.map(day), note: note)
}

public func range(_ first: String, _ last: String) -> DayRange {
    DayRange(day(first), day(last))!
}

/// A ledger built from stays and overrides with the bundled rules, through `to`.
public func ledger(_ stays: [Stay], overrides: [DayOverride] = [], to: String? = nil) throws -> Ledger {
    let builder = LedgerBuilder(rules: try RuleBook.bundled())
    let range = LedgerBuilder.range(stays: stays, overrides: overrides, to: to.map(day), today: day("2000-01-01"))
    return builder.build(stays: stays, overrides: overrides, range: range)
}

/// An observed point: `kind` in `code` on `date` at `time` (HH:MM), optionally a flight leg.
public func point(
    _ kind: SignalKind, _ code: String, _ date: String, _ time: String? = nil, accuracy: Double? = nil, nearBorder: Bool = false,
    flight: EvidencePoint.FlightLeg? = nil
) -> EvidencePoint {
    let seconds = time.map { text -> Int in
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return parts[0] * 3600 + parts[1] * 60
    }
    return EvidencePoint(day: day(date), kind: kind, country: country(code), secondsOfDay: seconds, accuracy: accuracy, nearBorder: nearBorder, flight: flight)
}

/// A flight as its two calendar points: departure from `from` (country `fromCountry`) and arrival.
public func flight(
    _ from: String, _ fromCountry: String, _ departure: String, _ to: String, _ toCountry: String, _ arrival: String
) -> [EvidencePoint] {
    let (departureDay, departureTime) = (String(departure.prefix(10)), String(departure.suffix(5)))
    let (arrivalDay, arrivalTime) = (String(arrival.prefix(10)), String(arrival.suffix(5)))
    return [
        point(.calendar, fromCountry, departureDay, departureTime, flight: .init(role: .departure, airport: from)),
        point(.calendar, toCountry, arrivalDay, arrivalTime, flight: .init(role: .arrival, airport: to)),
    ]
}

/// An observed point at an instant written as RFC 3339 with the local offset there (`2024-05-06T09:40:00+02:00`): its
/// day and time of day are the local ones, its instant exact.
public func point(_ kind: SignalKind, _ code: String, at time: String, accuracy: Double? = nil) -> EvidencePoint {
    guard let wall = WallTime(time.prefix(19)), let instant = RFC3339.instant(time) else { fatalError("bad test time \(time)") }
    return EvidencePoint(day: wall.day, kind: kind, country: country(code), secondsOfDay: wall.secondsOfDay, accuracy: accuracy, utc: instant)
}

/// A flight with the exact times a calendar gives (RFC 3339 with each airport's offset) as its two calendar points,
/// each carrying both instants.
public func flight(_ from: String, _ fromCountry: String, at departure: String, _ to: String, _ toCountry: String, at arrival: String) -> [EvidencePoint] {
    let (takeOff, landing) = (RFC3339.instant(departure), RFC3339.instant(arrival))
    var departurePoint = point(.calendar, fromCountry, at: departure)
    departurePoint.flight = .init(role: .departure, airport: from, departure: takeOff, arrival: landing)
    var arrivalPoint = point(.calendar, toCountry, at: arrival)
    arrivalPoint.flight = .init(role: .arrival, airport: to, departure: takeOff, arrival: landing)
    return [departurePoint, arrivalPoint]
}

/// A ledger from observed points (and optional stays and overrides) through `to`.
public func observedLedger(_ points: [EvidencePoint], stays: [Stay] = [], overrides: [DayOverride] = [], from: String, to: String) throws -> Ledger {
    let builder = LedgerBuilder(rules: try RuleBook.bundled())
    return builder.build(stays: stays, overrides: overrides, points: points, range: range(from, to))
}

extension Store {
    /// One file and its signals in one transaction, as an import stage writes them.
    @discardableResult
    public func importSignals(_ signals: [Signal], from source: SourceRecord) throws -> (added: Int, unchanged: Int) {
        try importSignals(batch: [(source, signals)])
    }
}
