import BorderLogGeo
import BorderLogModel
import Foundation

/// Turns a boarding pass into flights with the same two signals as a calendar flight (and of its kind, `calendar`): departure at the
/// origin on the flight's date, arrival at the destination.
///
/// The barcode has a date but no time. When the caller knows the first leg's departure instant (a
/// `.pkpass`'s `relevantDate` on that day) the departure is exact and the arrival is that plus the
/// estimated block time; otherwise both signals carry only the day, the arrival on the departure date
/// (`date-only`). Both cases are flagged `arrival-estimated`. Signal identities are built from the
/// flight (carrier, number, route, date), never the passenger or booking, so one flight read from a
/// `.pkpass` and from its barcode text is stored once.
public struct BoardingPassFlights {
    let airports: AirportLookup

    public init(airports: AirportLookup) {
        self.airports = airports
    }

    /// The flights of `pass`; a leg whose date or airports cannot be placed is a reason in `rejected`.
    public func flights(
        _ pass: BoardingPass, reference: LocalDay, departure: Date? = nil
    ) -> (flights: [Flight], rejected: [String]) {
        var flights: [Flight] = []
        var rejected: [String] = []
        for (index, leg) in pass.legs.enumerated() {
            let name = pass.legs.count > 1 ? "leg \(index + 1) " : ""
            guard let origin = airports.airport(leg.from), let destination = airports.airport(leg.to) else {
                let unknown = airports.airport(leg.from) == nil ? leg.from : leg.to
                rejected.append("\(name)\(leg.from)→\(leg.to): airport \(unknown) is not in the airport table")
                continue
            }
            guard let day = FlightDate.resolve(julianDay: leg.julianDay, reference: reference, issued: pass.issued) else {
                rejected.append("\(name)\(leg.from)→\(leg.to): day \(leg.julianDay) of the year has no date near \(reference)")
                continue
            }
            flights.append(flight(leg, origin, destination, day: day, departure: index == 0 ? departure : nil))
        }
        return (flights, rejected)
    }

    private func flight(_ leg: BoardingPass.Leg, _ origin: Airport, _ destination: Airport, day: LocalDay, departure: Date?) -> Flight {
        var flags: Set<FlightFlag> = [.boardingPass, .arrivalEstimated]
        let originZone = origin.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let destinationZone = destination.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0) ?? .current
        // The departure instant counts only when it falls on the barcode's date at the origin.
        let instant = departure.flatMap { LocalDay(instant: $0, in: originZone) == day ? $0 : nil }
        let arrivalInstant = instant.map { $0.addingTimeInterval(FlightSignals.blockTime(origin, destination)) }
        let arrivalDay = arrivalInstant.map { LocalDay(instant: $0, in: destinationZone) } ?? day
        if instant == nil { flags.insert(.dateOnly) }
        let number: String? = leg.number > 0 ? "\(leg.carrier)\(leg.number)" : nil
        let departureText = instant.map { FlightSignals.rfc3339($0, in: originZone) } ?? "\(day)"
        let arrivalText = arrivalInstant.map { FlightSignals.rfc3339($0, in: destinationZone) } ?? "\(arrivalDay)"
        let summary = "Boarding pass \(number.map { $0 + " " } ?? "")\(leg.from)→\(leg.to)"
        let detail = FlightDetail(
            role: .departure, flight: number, from: origin.code, to: destination.code, departure: departureText, arrival: arrivalText,
            uid: nil, summary: summary, flags: flags)
        let identity = "boardingpass:\(number ?? "-"):\(leg.from)-\(leg.to):\(day)"
        return Flight(
            flight: number, from: .airport(origin), to: .airport(destination), departure: departureText, arrival: arrivalText, uid: nil,
            summary: summary, flags: flags,
            departureSignal: FlightSignals.signal(.departure, detail, identity, origin, originZone, instant, day, kind: .calendar),
            arrivalSignal: FlightSignals.signal(.arrival, detail, identity, destination, destinationZone, nil, arrivalDay, kind: .calendar))
    }
}
