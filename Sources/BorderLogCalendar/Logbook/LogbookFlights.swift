import BorderLogCore
import BorderLogGeo
import Foundation

/// Turns a logbook's flights into the same two signals as a calendar flight, of kind `logbook`: departure at the
/// origin, arrival where it landed. Wall-clock times are read at each airport; an arrival written on the departure's
/// date that would land before take-off lands a day or two later (the day nearest the logged duration); a flight with no arrival lands after its logged duration,
/// else after the estimated block time (`arrival-estimated`); a date alone gives both ends that day (`date-only`).
///
/// Identities are built from the flight (number, route, departure day), never the file or the logbook, so one flight
/// kept in two logbooks is stored once.
public struct LogbookFlights {
    let airports: AirportLookup
    let mapper: FlightSignalMapper

    public init(airports: AirportLookup) {
        self.airports = airports
        mapper = FlightSignalMapper(airports: airports)
    }

    /// The flights of `contents`; a flight whose airport is unknown is a reason in `rejected`, by line.
    public func flights(_ contents: LogbookContents) -> (flights: [CalendarFlight], rejected: [(line: Int, reason: String)]) {
        var flights: [CalendarFlight] = []
        var rejected: [(line: Int, reason: String)] = []
        // A logbook names the same few airports thousands of times; a time zone is costly to make.
        var zones: [String: TimeZone] = [:]
        func zone(_ airport: Airport) -> TimeZone {
            if let known = zones[airport.code] { return known }
            let made = airport.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0)!
            zones[airport.code] = made
            return made
        }
        for logged in contents.flights {
            guard let origin = airports.airport(logged.from), let destination = airports.airport(logged.to) else {
                let unknown = airports.airport(logged.from) == nil ? logged.from : logged.to
                rejected.append((logged.line, "\(logged.from)→\(logged.to): airport \(unknown) is not in the airport table"))
                continue
            }
            flights.append(flight(logged, origin, destination, zones: (zone(origin), zone(destination)), format: contents.format))
        }
        return (flights, rejected)
    }

    private func flight(
        _ logged: LogbookFlight, _ origin: Airport, _ destination: Airport, zones: (TimeZone, TimeZone), format: LogbookFormat
    ) -> CalendarFlight {
        let (originZone, destinationZone) = zones
        var flags: Set<FlightFlag> = []
        let (departure, departureDay) = Self.moment(logged.departure, zone: originZone)
        var arrival: Date?
        var arrivalDay = departureDay
        switch logged.arrival {
        case .some(let time):
            (arrival, arrivalDay) = Self.moment(time, zone: destinationZone)
            if let landed = arrival, let left = departure, landed <= left, case .local = time {
                // Written on the departure's date, it landed a day or two later (overnight, or across the date line):
                // the first day after take-off, or the one nearest the logged duration.
                let later = (1...2).map { landed.addingTimeInterval(Double($0) * 86_400) }.filter { $0 > left }
                let expected = logged.duration.map { left.addingTimeInterval($0) }
                let chosen = expected.flatMap { target in later.min { abs($0.timeIntervalSince(target)) < abs($1.timeIntervalSince(target)) } } ?? later.first
                if let chosen { (arrival, arrivalDay) = (chosen, LocalDay(instant: chosen, in: destinationZone)) }
            }
        case .none:
            if let left = departure {
                flags.insert(.arrivalEstimated)
                let landed = left.addingTimeInterval(logged.duration ?? FlightSignalMapper.blockTime(origin, destination))
                (arrival, arrivalDay) = (landed, LocalDay(instant: landed, in: destinationZone))
            }
        }
        if departure == nil { flags.insert(.dateOnly) }
        let departureText = departure.map { FlightSignalMapper.rfc3339($0, in: originZone) } ?? "\(departureDay)"
        let arrivalText = arrival.map { FlightSignalMapper.rfc3339($0, in: destinationZone) } ?? "\(arrivalDay)"
        let summary = "Logbook (\(format.rawValue)) \(logged.number.map { $0 + " " } ?? "")\(origin.code)→\(destination.code)"
        let detail = FlightDetail(
            role: .departure, flight: logged.number, from: origin.code, to: destination.code, departure: departureText, arrival: arrivalText,
            uid: nil, summary: summary, flags: flags)
        let identity = "logbook:\(logged.number ?? "-"):\(origin.code)-\(destination.code):\(departureDay)"
        return CalendarFlight(
            flight: logged.number, from: .airport(origin), to: .airport(destination), departure: departureText, arrival: arrivalText,
            uid: nil, summary: summary, flags: flags,
            departureSignal: mapper.signal(.departure, detail, identity, origin, originZone, departure, departureDay, kind: .logbook),
            arrivalSignal: mapper.signal(.arrival, detail, identity, destination, destinationZone, arrival, arrivalDay, kind: .logbook))
    }

    /// The instant (nil for a date alone) and the local day at the airport.
    private static func moment(_ time: LogbookFlight.Time, zone: TimeZone) -> (Date?, LocalDay) {
        switch time {
        case .local(let wall):
            let instant = wall.instant(in: zone)
            return (instant, wall.day)
        case .instant(let instant): return (instant, LocalDay(instant: instant, in: zone))
        case .date(let day): return (nil, day)
        }
    }
}
