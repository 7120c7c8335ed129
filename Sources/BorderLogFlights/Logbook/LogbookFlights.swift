import BorderLogGeo
import BorderLogModel
import Foundation

/// Turns a logbook's flights into the same two signals as a calendar flight, of kind `logbook`: departure at the
/// origin, arrival where it landed. Wall-clock times are read at each airport; an arrival written on the departure's
/// date that would land before take-off lands a day or two later (the day nearest the logged duration); a flight with no arrival lands after its logged duration,
/// else after the estimated block time (`arrival-estimated`); a date alone gives both ends that day (`date-only`).
///
/// Identities are built from the flight's route and its local departure day, never the file, the logbook or the way
/// it writes the flight's number (Flighty writes TAP Air Portugal's `TP209` as `TAP` `209`, myFlightradar24 as `TP209`),
/// so one flight kept in two logbooks is stored once. Two flights of one route on one local day are taken as one.
public struct LogbookFlights {
    let airports: AirportLookup

    public init(airports: AirportLookup) {
        self.airports = airports
    }

    /// The flights of `contents`; a flight whose airport is unknown is a reason in `rejected`, by line.
    public func flights(_ contents: LogbookContents) -> (flights: [Flight], rejected: [(line: Int, reason: String)]) {
        var mapping = Mapping(self, format: contents.format)
        return mapping.flights(contents.flights[...])
    }

    /// One logbook's flights mapped a slice at a time (an import writes the first while it maps the next), each airport
    /// looked up and its clock made once for the whole logbook: it names the same few airports thousands of times.
    public struct Mapping {
        let owner: LogbookFlights
        let format: LogbookFormat
        private var ends: [String: End?] = [:]

        public init(_ owner: LogbookFlights, format: LogbookFormat) {
            self.owner = owner
            self.format = format
        }

        /// The flights of `logged`, as `flights(_:)`.
        public mutating func flights(_ logged: ArraySlice<LogbookFlight>) -> (flights: [Flight], rejected: [(line: Int, reason: String)]) {
            var flights: [Flight] = []
            flights.reserveCapacity(logged.count)
            var rejected: [(line: Int, reason: String)] = []
            for flight in logged {
                guard let origin = end(flight.from), let destination = end(flight.to) else {
                    let unknown = end(flight.from) == nil ? flight.from : flight.to
                    rejected.append((flight.line, "\(flight.from)→\(flight.to): airport \(unknown) is not in the airport table"))
                    continue
                }
                flights.append(owner.flight(flight, origin, destination, format: format))
            }
            return (flights, rejected)
        }

        private mutating func end(_ code: String) -> End? {
            if let known = ends[code] { return known }
            let made = owner.airports.airport(code).map { airport in
                End(airport: airport, clock: ZoneOffsets(airport.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0)!))
            }
            ends[code] = made
            return made
        }
    }

    /// An airport and its clock.
    struct End {
        let airport: Airport
        let clock: ZoneOffsets
    }

    func flight(_ logged: LogbookFlight, _ originEnd: End, _ destinationEnd: End, format: LogbookFormat) -> Flight {
        let (origin, destination) = (originEnd.airport, destinationEnd.airport)
        let (originClock, destinationClock) = (originEnd.clock, destinationEnd.clock)
        var flags: Set<FlightFlag> = []
        let (departure, departureDay) = Self.moment(logged.departure, clock: originClock)
        var arrival: Date?
        var arrivalDay = departureDay
        switch logged.arrival {
        case .some(let time):
            (arrival, arrivalDay) = Self.moment(time, clock: destinationClock)
            if let landed = arrival, let left = departure, landed <= left, case .local = time {
                // Written on the departure's date, it landed a day or two later (overnight, or across the date line):
                // the first day after take-off, or the one nearest the logged duration.
                let later = (1...2).map { landed.addingTimeInterval(Double($0) * 86_400) }.filter { $0 > left }
                let expected = logged.duration.map { left.addingTimeInterval($0) }
                let chosen = expected.flatMap { target in later.min { abs($0.timeIntervalSince(target)) < abs($1.timeIntervalSince(target)) } } ?? later.first
                if let chosen { (arrival, arrivalDay) = (chosen, destinationClock.day(at: chosen)) }
            }
        case .none:
            if let left = departure {
                flags.insert(.arrivalEstimated)
                let landed = left.addingTimeInterval(logged.duration ?? FlightSignals.blockTime(origin, destination))
                (arrival, arrivalDay) = (landed, destinationClock.day(at: landed))
            }
        }
        if departure == nil { flags.insert(.dateOnly) }
        let (departureText, departureLocal) = Self.written(departure, departureDay, clock: originClock)
        let (arrivalText, arrivalLocal) = Self.written(arrival, arrivalDay, clock: destinationClock)
        let summary = String(concatenating: "Logbook (", format.rawValue, ") ", logged.number ?? "", logged.number == nil ? "" : " ", origin.code, "→", destination.code)
        let detail = FlightDetail(
            role: .departure, flight: logged.number, from: origin.code, to: destination.code, departure: departureText, arrival: arrivalText,
            uid: nil, summary: summary, flags: flags)
        let identity = String(concatenating: "logbook:", origin.code, "-", destination.code, ":", departureDay.description)
        let (from, to) = (FlightEnd.airport(origin), FlightEnd.airport(destination))
        return Flight(
            flight: logged.number, from: from, to: to, departure: departureText, arrival: arrivalText,
            uid: nil, summary: summary, flags: flags,
            departureSignal: FlightSignals.signal(.departure, detail, identity, from, departure, local: departureLocal, departureDay, kind: .logbook),
            arrivalSignal: FlightSignals.signal(.arrival, detail, identity, to, arrival, local: arrivalLocal, arrivalDay, kind: .logbook))
    }

    /// An end's time as the flight's text gives it (RFC 3339 with the airport's offset, or the day alone) and the
    /// airport's wall clock then.
    private static func written(_ instant: Date?, _ day: LocalDay, clock: ZoneOffsets) -> (String, WallTime?) {
        guard let instant else { return (day.description, nil) }
        let offset = clock.secondsFromGMT(for: instant)
        let local = WallTime(wallSeconds: Int64(floor(instant.timeIntervalSince1970)) + Int64(offset))
        return (FlightSignals.rfc3339(instant, offset: offset), local)
    }

    /// The instant (nil for a date alone) and the local day at the airport.
    private static func moment(_ time: LogbookFlight.Time, clock: ZoneOffsets) -> (Date?, LocalDay) {
        switch time {
        case .local(let wall): (clock.instant(of: wall), wall.day)
        case .instant(let instant): (instant, clock.day(at: instant))
        case .date(let day): (nil, day)
        }
    }
}
