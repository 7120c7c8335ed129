import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Foundation

/// Turns one event occurrence with a detected route into a ``Flight`` and its two signals.
///
/// Times follow docs/ledger.md, "Days": the departure day is the local date at the origin, the arrival day the
/// local date at the destination. UTC and TZID times are exact; floating times (and TZIDs nobody
/// knows) are read as the airport's wall clock. When the end was written in the origin's zone by
/// mistake (an arrival that would land before take-off, or take far too long), it is read in the
/// destination's zone instead and the flight is flagged `end-zone-corrected`.
///
/// An end whose airport the event leaves open (`FlightPlace.city`: `TOULOUSE FR` where several airports fit) is a
/// `FlightEnd.city`: its signal has the country but no position, and its times are read in the zone its candidate
/// airports share, else its country's only zone, else the zone the event writes that time in.
public struct FlightSignalMapper {
    public static let summaryLimit = 120

    let airports: AirportLookup

    public init(airports: AirportLookup) {
        self.airports = airports
    }

    /// The flights of one occurrence: one, or one per leg of a multi-leg event (`LHR → ZRH → GVA`).
    ///
    /// A multi-leg event has one start and one end. The first leg leaves at the start and the last lands at the
    /// end; the times at the stops are estimated from each leg's block time (``blockTime(_:_:)``), with the
    /// spare time shared out evenly as connections (or, when the event is shorter than the legs' block times,
    /// the legs scaled to fit). Those legs are flagged `multi-leg` and `leg-times-estimated`.
    public func flights(_ occurrence: EventOccurrence, match: FlightDetector.Match, zones: (any CalendarZones)?) -> [Flight] {
        guard let whole = flight(occurrence, match: match, zones: zones) else { return [] }
        let stops = match.via.compactMap { $0.code.flatMap(airports.airport) }
        guard !match.via.isEmpty, stops.count == match.via.count else { return [whole] }
        return legs(of: whole, through: stops, key: identityKey(occurrence.event, occurrence.instance))
    }

    public func flight(_ occurrence: EventOccurrence, match: FlightDetector.Match, zones: (any CalendarZones)?) -> Flight? {
        let event = occurrence.event
        guard let start = event.start, let from = airports.end(match.from), let to = airports.end(match.to) else { return nil }
        let startZone = writtenZone(start, calendar: event.calendar, zones: zones)
        let origin = zoned(from, written: startZone)
        let destination = zoned(to, written: event.end.flatMap { writtenZone($0, calendar: event.calendar, zones: zones) } ?? startZone)
        var flags = match.flags
        let originZone = FlightSignalMapper.zone(of: origin, flags: &flags)
        let destinationZone = FlightSignalMapper.zone(of: destination, flags: &flags)

        let departureDay: LocalDay
        let arrivalDay: LocalDay
        var departureInstant: Date?
        var arrivalInstant: Date?
        if start.isDate {
            flags.insert(.allDay)
            departureDay = start.wall.day
            if let end = event.end, end.wall.day.ordinal - 1 > start.wall.day.ordinal {
                arrivalDay = end.wall.day.adding(days: -1)
            } else {
                arrivalDay = start.wall.day
            }
        } else {
            let departure = read(start, calendar: event.calendar, airportZone: originZone, zones: zones, flags: &flags)
            departureInstant = departure.instant
            var arrival: Date?
            if let end = event.end, !end.isDate {
                let read = read(end, calendar: event.calendar, airportZone: destinationZone, zones: zones, flags: &flags)
                arrival = read.instant
                if case .named(let startZone) = start.zone, case .named(let endZone) = end.zone, startZone == endZone,
                   let written = departure.zone, written.secondsFromGMT(for: departure.instant) == originZone.secondsFromGMT(for: departure.instant),
                   originZone.secondsFromGMT(for: departure.instant) != destinationZone.secondsFromGMT(for: departure.instant) {
                    let estimate = FlightSignals.blockTime(origin, destination)
                    let corrected = end.wall.instant(in: destinationZone)
                    if !FlightSignalMapper.plausible(read.instant.timeIntervalSince(departure.instant), estimate),
                       FlightSignalMapper.plausible(corrected.timeIntervalSince(departure.instant), estimate) {
                        arrival = corrected
                        flags.insert(.endZoneCorrected)
                    }
                }
            } else if let duration = event.duration, duration > 0 {
                arrival = departure.instant.addingTimeInterval(Double(duration))
            }
            departureDay = LocalDay(instant: departure.instant, in: originZone)
            if let arrival {
                arrivalInstant = arrival
                if arrival < departure.instant { flags.insert(.arrivalBeforeDeparture) }
                arrivalDay = LocalDay(instant: arrival, in: destinationZone)
            } else {
                flags.insert(.arrivalEstimated)
                let estimated = departure.instant.addingTimeInterval(FlightSignals.blockTime(origin, destination))
                arrivalDay = LocalDay(instant: estimated, in: destinationZone)
            }
        }

        let departureText = departureInstant.map { FlightSignals.rfc3339($0, in: originZone) } ?? (start.isDate ? "\(departureDay)" : nil)
        let arrivalText = arrivalInstant.map { FlightSignals.rfc3339($0, in: destinationZone) } ?? (start.isDate ? "\(arrivalDay)" : nil)
        let summary = String(event.summary.prefix(FlightSignalMapper.summaryLimit))
        let flight = FlightDetail(
            role: .departure, flight: match.flight?.description, from: origin.label, to: destination.label, departure: departureText,
            arrival: arrivalText, uid: event.uid, summary: summary, flags: flags, uncertainAirports: Self.uncertain(origin, destination))

        let key = identityKey(event, occurrence.instance)
        return Flight(
            flight: match.flight?.description, from: origin, to: destination, departure: departureText, arrival: arrivalText,
            uid: event.uid, summary: summary, flags: flags,
            departureSignal: FlightSignals.signal(.departure, flight, "calendar:\(key)", origin, originZone, departureInstant, departureDay, kind: .calendar),
            arrivalSignal: FlightSignals.signal(.arrival, flight, "calendar:\(key)", destination, destinationZone, arrivalInstant, arrivalDay, kind: .calendar))
    }

    /// The ends of a flight from `from` to `to` whose airport is open.
    private static func uncertain(_ from: FlightEnd, _ to: FlightEnd) -> Set<FlightDetail.Role> {
        Set([from.airport == nil ? .departure : nil, to.airport == nil ? .arrival : nil].compactMap { $0 })
    }

    /// An open end without a zone of its own takes the zone the event writes its time in (`written`).
    private func zoned(_ end: FlightEnd, written: TimeZone?) -> FlightEnd {
        guard case .city(var open) = end, open.timeZone == nil, let written else { return end }
        open.timeZone = written.identifier
        return .city(open)
    }

    // MARK: - Legs

    private func legs(of whole: Flight, through via: [Airport], key: String) -> [Flight] {
        let stops = [whole.from] + via.map(FlightEnd.airport) + [whole.to]
        let blocks = zip(stops, stops.dropFirst()).map { FlightSignals.blockTime($0, $1) }
        var times: [(departure: Date, arrival: Date)]?
        if let start = whole.departureSignal.utc {
            let total = whole.arrivalSignal.utc.map { $0.timeIntervalSince(start) } ?? blocks.reduce(0, +)
            times = FlightSignalMapper.legTimes(start: start, total: total, blocks: blocks)
        }
        var flags = whole.flags
        flags.formUnion([.multiLeg, .legTimesEstimated])
        var legs: [Flight] = []
        for index in blocks.indices {
            let from = stops[index], to = stops[index + 1]
            var flagsOut = flags
            let fromZone = FlightSignalMapper.zone(of: from, flags: &flagsOut)
            let toZone = FlightSignalMapper.zone(of: to, flags: &flagsOut)
            let first = index == 0, last = index == blocks.count - 1
            let departure: Date? = first ? whole.departureSignal.utc : times?[index].departure
            let arrival: Date? = last ? whole.arrivalSignal.utc : times?[index].arrival
            // All-day events: the stops are placed on the departure day.
            let departureDay = departure.map { LocalDay(instant: $0, in: fromZone) } ?? whole.departureSignal.day
            let arrivalDay = arrival.map { LocalDay(instant: $0, in: toZone) } ?? (last ? whole.arrivalSignal.day : whole.departureSignal.day)
            let departureText = departure.map { FlightSignals.rfc3339($0, in: fromZone) } ?? (first ? whole.departure : nil)
            let arrivalText = arrival.map { FlightSignals.rfc3339($0, in: toZone) } ?? (last ? whole.arrival : nil)
            let detail = FlightDetail(
                role: .departure, flight: whole.flight, from: from.label, to: to.label, departure: departureText, arrival: arrivalText,
                uid: whole.uid, summary: whole.summary, flags: flagsOut, uncertainAirports: Self.uncertain(from, to))
            let identity = "calendar:\(key):leg\(index + 1)"
            legs.append(Flight(
                flight: whole.flight, from: from, to: to, departure: departureText, arrival: arrivalText, uid: whole.uid,
                summary: whole.summary, flags: flagsOut,
                departureSignal: FlightSignals.signal(.departure, detail, identity, from, fromZone, departure, departureDay, kind: .calendar),
                arrivalSignal: FlightSignals.signal(.arrival, detail, identity, to, toZone, arrival, arrivalDay, kind: .calendar)))
        }
        return legs
    }

    /// Departure and arrival of each leg when the whole trip starts at `start` and takes `total` seconds: each
    /// leg takes its block time and the rest is shared evenly between the connections; a trip shorter than its
    /// block times has its legs scaled to fit, back to back.
    static func legTimes(start: Date, total: TimeInterval, blocks: [TimeInterval]) -> [(departure: Date, arrival: Date)] {
        let flying = blocks.reduce(0, +)
        guard flying > 0 else { return blocks.map { _ in (departure: start, arrival: start) } }
        let connections = Double(max(1, blocks.count - 1))
        let spare = total - flying
        let scale = spare < 0 ? max(0, total) / flying : 1
        let connection = spare < 0 ? 0 : spare / connections
        var clock = start
        var times: [(departure: Date, arrival: Date)] = []
        for block in blocks {
            let arrival = clock.addingTimeInterval(block * scale)
            times.append((departure: clock, arrival: arrival))
            clock = arrival.addingTimeInterval(connection)
        }
        return times
    }

    /// `uid:instance`, or a fingerprint of summary and start when the event has no UID; never the path.
    private func identityKey(_ event: CalendarEvent, _ instance: CalendarTime) -> String {
        if let uid = event.uid { return "\(uid):\(instance)" }
        var fingerprint = Fingerprint()
        fingerprint.combine(event.summary)
        fingerprint.combine(event.start?.description ?? "")
        return "fp-\(fingerprint.hex):\(instance)"
    }

    // MARK: - Time

    private struct Reading {
        var instant: Date
        /// The zone the wall time was read in, when it was a known zone.
        var zone: TimeZone?
    }

    private func read(
        _ time: CalendarTime, calendar: Int, airportZone: TimeZone, zones: (any CalendarZones)?, flags: inout Set<FlightFlag>
    ) -> Reading {
        switch time.zone {
        case .utc:
            let utc = TimeZone(identifier: "UTC")!
            return Reading(instant: time.wall.instant(in: utc), zone: utc)
        case .floating:
            flags.insert(.floatingTime)
            return Reading(instant: time.wall.instant(in: airportZone), zone: airportZone)
        case .named(let tzid):
            if let zone = writtenZone(time, calendar: calendar, zones: zones) {
                return Reading(instant: time.wall.instant(in: zone), zone: zone)
            }
            if let instant = zones?.instant(of: time.wall, tzid: tzid, calendar: calendar) {
                return Reading(instant: instant, zone: nil)
            }
            flags.insert(.unknownTZID)
            return Reading(instant: time.wall.instant(in: airportZone), zone: airportZone)
        }
    }

    /// The IANA zone a calendar time is written in: UTC, or a TZID the mapping or the file's VTIMEZONE names; nil
    /// for a floating time or a TZID nobody knows.
    private func writtenZone(_ time: CalendarTime, calendar: Int, zones: (any CalendarZones)?) -> TimeZone? {
        switch time.zone {
        case .utc: TimeZone(identifier: "UTC")
        case .floating: nil
        case .named(let tzid):
            TimeZoneMapping.ianaZone(for: tzid) ?? zones?.zoneLocation(tzid: tzid, calendar: calendar).flatMap(TimeZoneMapping.ianaZone(for:))
        }
    }

    private static func zone(of end: FlightEnd, flags: inout Set<FlightFlag>) -> TimeZone {
        if let id = end.timeZone, let zone = TimeZone(identifier: id) { return zone }
        flags.insert(.airportZoneUnknown)
        return TimeZone(identifier: "UTC")!
    }

    /// A duration a flight with this estimate could take, connections included.
    static func plausible(_ duration: TimeInterval, _ estimate: TimeInterval) -> Bool {
        duration >= max(20 * 60, 0.6 * estimate - 45 * 60) && duration <= 1.5 * estimate + 2 * 3600
    }
}
