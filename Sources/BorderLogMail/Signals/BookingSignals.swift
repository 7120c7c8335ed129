import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Foundation

/// Turns a mailbox's reservations into signals of kind `booking` (docs/evidence/mail.md) and into the `--dry-run` line
/// of each: a flight gives its two ends as a calendar flight does, a lodging one signal per night in the hotel's
/// country (the night of D is day D, placed late that evening: a night there is where the day ended), a train, bus or
/// boat its departure and arrival, a rental car its pickup and drop-off. A cancelled reservation gives no signal.
///
/// Places are found by what the markup gives, best first: an airport's IATA code (the airport table: country, time
/// zone, coordinates), coordinates (the geo index), the address's country, the locality as a city with an airport.
public struct BookingSignals {
    /// A hotel booked for longer than this is read as this many nights (a booking for a year is a lease, not a stay
    /// that says where each night was spent).
    static let maximumNights = 366

    let airports: AirportLookup
    let index: GeoIndex

    public init(airports: AirportLookup, index: GeoIndex) {
        self.airports = airports
        self.index = index
    }

    /// One reservation's signals and dry-run line, and why it gives fewer signals than it should (nil when it gives all).
    public struct Mapped: Sendable {
        public var signals: [Signal]
        public var line: ReservationLine
        public var problem: String?
    }

    public func map(_ entry: ReservationBook.Entry) -> Mapped {
        let reservation = entry.reservation
        var line = ReservationLine(entry)
        let booking = BookingDetail(
            kind: reservation.kind, reservationNumber: reservation.reservationNumber, provider: reservation.provider,
            what: Self.what(reservation), messageID: entry.message.messageID, subject: entry.message.subject, sender: entry.message.from,
            messageDate: entry.message.date)
        let identity = BookingIdentity(reservationKey: entry.key)
        // A lodging is one place, whichever end the markup filled.
        let flight = reservation.kind == .flight
        let from = place(reservation.from ?? (reservation.kind == .lodging ? reservation.to : nil), flight: flight)
        let to = place(reservation.to, flight: flight)
        let start = time(reservation.start, at: from), end = time(reservation.end, at: reservation.kind == .lodging ? from : to)
        var signals: [Signal] = []
        var problem: String?
        switch reservation.kind {
        case .flight:
            line.flight = reservation.number
            line.from = from.airport?.code ?? reservation.from?.iata
            line.to = to.airport?.code ?? reservation.to?.iata
            guard let origin = from.airport, let destination = to.airport else {
                problem = "flight \(reservation.number ?? "") names no airport the airport table knows"
                    + " (\(reservation.from?.iata ?? reservation.from?.name ?? "?")→\(reservation.to?.iata ?? reservation.to?.name ?? "?"))"
                break
            }
            var flags: Set<FlightFlag> = [.booking]
            var arrival = end
            if arrival == nil, let departure = start?.instant {
                let instant = departure.addingTimeInterval(FlightSignals.blockTime(origin, destination))
                arrival = Moment(instant: instant, zone: to.zone, offset: nil)
                flags.insert(.arrivalEstimated)
            }
            guard let departure = start ?? arrival.map({ Moment(day: $0.day) }) else {
                problem = "flight \(reservation.number ?? "") states no departure date"
                break
            }
            line.departure = departure.text
            line.arrival = arrival?.text
            let detail = FlightDetail(
                role: .departure, flight: reservation.number, from: origin.code, to: destination.code, departure: departure.text,
                arrival: arrival?.text, summary: entry.message.subject, flags: flags)
            let utc = TimeZone(identifier: "UTC")!
            signals = [
                FlightSignals.signal(.departure, detail, identity.description, origin, from.zone ?? utc, departure.instant, departure.day, kind: .booking),
                FlightSignals.signal(.arrival, detail, identity.description, destination, to.zone ?? utc, arrival?.instant, arrival?.day ?? departure.day, kind: .booking),
            ]
        case .lodging:
            line.name = reservation.name ?? reservation.from?.name ?? reservation.to?.name
            line.country = from.country
            line.checkin = start?.day
            line.checkout = end?.day
            guard let checkin = start?.day else {
                problem = "lodging \(line.name ?? "") states no check-in date"
                break
            }
            guard from.country != nil || from.coordinate != nil else {
                problem = "lodging \(line.name ?? "") gives no country or coordinates"
                break
            }
            let checkout = end.map(\.day).flatMap { $0 > checkin ? $0 : nil } ?? checkin.adding(days: 1)
            let nights = min(checkin.days(to: checkout), Self.maximumNights)
            signals = (0..<nights).map { night in
                let day = checkin.adding(days: night)
                return groundSignal(identity.signal("night:\(day)"), from, Moment(wall: WallTime(day: day, hour: 22, minute: 0, second: 0)!))
            }
        case .train, .bus, .boat, .rentalCar:
            let dropoff = reservation.kind == .rentalCar && reservation.to == nil ? from : to
            if reservation.kind == .rentalCar {
                line.pickupCountry = from.country
                line.pickup = start?.text
                line.dropoffCountry = dropoff.country
                line.dropoff = end?.text
            } else {
                line.fromName = reservation.from?.name ?? reservation.from?.locality
                line.toName = reservation.to?.name ?? reservation.to?.locality
                line.fromCountry = from.country
                line.toCountry = to.country
                line.departure = start?.text
                line.arrival = end?.text
            }
            if let start, from.isPlaced { signals.append(groundSignal(identity.signal("departure"), from, start)) }
            if let end, dropoff.isPlaced { signals.append(groundSignal(identity.signal("arrival"), dropoff, end)) }
            if signals.count < 2 {
                problem = "\(reservation.kind.rawValue) \(line.fromName ?? line.toName ?? reservation.number ?? ""): "
                    + (start == nil && end == nil ? "states no date" : "gives no country or coordinates for one end or no time for it")
            }
        }
        for index in signals.indices { signals[index].detail.booking = booking }
        return Mapped(signals: reservation.status == .cancelled ? [] : signals, line: line, problem: reservation.status == .cancelled ? nil : problem)
    }

    /// What was booked, as `explain` names it: the hotel, the flight or train and its two ends, the rental desk.
    private static func what(_ reservation: Reservation) -> String? {
        let from = reservation.from.flatMap { $0.iata ?? $0.name ?? $0.locality }
        let to = reservation.to.flatMap { $0.iata ?? $0.name ?? $0.locality }
        let route = [from, to].compactMap { $0 }.joined(separator: " → ")
        let text: String
        switch reservation.kind {
        case .lodging: text = reservation.name ?? reservation.from?.name ?? reservation.to?.name ?? ""
        case .rentalCar: text = [reservation.name, from].compactMap { $0 }.joined(separator: ", ")
        case .flight, .train, .bus, .boat: text = [reservation.number, route.isEmpty ? nil : route].compactMap { $0 }.joined(separator: " ")
        }
        return text.isEmpty ? nil : text
    }

    // MARK: - Places and times

    /// A place as far as it could be found.
    struct Located {
        var airport: Airport?
        var country: CountryCode?
        var zone: TimeZone?
        var coordinate: Coordinate?
        /// The state or province (docs/regions.md): the airport's, or the resolver's at the coordinate.
        var region: RegionCode?
        var isPlaced: Bool { country != nil || coordinate != nil }
    }

    /// Where `place` is. Its name is looked up as an airport's only for a flight (a ferry terminal named Portsmouth is
    /// not Portsmouth, New Hampshire); a stated country wins over a locality looked up as a city.
    private func place(_ place: Reservation.Place?, flight: Bool) -> Located {
        guard let place else { return Located() }
        let code = place.iata ?? (flight ? place.name.flatMap { airports.airportCode(named: $0) } : nil)
        if let code, let airport = airports.airport(code) {
            return Located(
                airport: airport, country: airport.country, zone: airport.timeZone.flatMap(TimeZone.init(identifier:)),
                coordinate: Coordinate(latitude: airport.latitude, longitude: airport.longitude), region: airport.region)
        }
        if let coordinate = place.coordinate {
            let resolution = index.resolve(latitude: coordinate.latitude, longitude: coordinate.longitude)
            return Located(
                country: resolution.country ?? place.country, zone: resolution.timeZone.flatMap(TimeZone.init(identifier:)),
                coordinate: coordinate, region: resolution.region)
        }
        if let country = place.country { return Located(country: country) }
        if let locality = place.locality, let code = airports.airportCode(named: locality), let airport = airports.airport(code) {
            return Located(country: airport.country, zone: airport.timeZone.flatMap(TimeZone.init(identifier:)))
        }
        return Located()
    }

    /// A time placed as far as the markup and the place allow.
    struct Moment {
        var instant: Date?
        var wall: WallTime?
        var day: LocalDay
        /// RFC 3339 with the place's offset when the instant is known, else the wall time, else the date.
        var text: String

        init(instant: Date, zone: TimeZone?, offset: Int?) {
            self.instant = instant
            if let zone {
                wall = WallTime(instant: instant, in: zone)
                text = FlightSignals.rfc3339(instant, in: zone)
            } else {
                let seconds = offset ?? 0
                wall = WallTime(wallSeconds: Int64(floor(instant.timeIntervalSince1970)) + Int64(seconds))
                text = FlightSignals.rfc3339(instant, in: TimeZone(secondsFromGMT: seconds) ?? TimeZone(identifier: "UTC")!)
            }
            day = wall!.day
        }

        init(wall: WallTime) {
            self.wall = wall
            day = wall.day
            text = wall.description
        }

        init(day: LocalDay) {
            self.day = day
            text = day.description
        }
    }

    private func time(_ time: Reservation.Time?, at place: Located) -> Moment? {
        switch time {
        case nil: nil
        // The place's zone shows the instant as the traveller's clock there; the offset written is the fallback.
        case let .instant(date, offset): Moment(instant: date, zone: place.zone, offset: offset)
        case let .wallTime(wall): place.zone.map { Moment(instant: wall.instant(in: $0), zone: $0, offset: nil) } ?? Moment(wall: wall)
        case let .date(day): Moment(day: day)
        }
    }

    /// A booking signal at a place on the ground (a station, a hotel, a rental desk) at `moment`.
    private func groundSignal(_ identity: String, _ place: Located, _ moment: Moment) -> Signal {
        Signal(
            kind: .booking, identity: identity, utc: moment.instant, local: moment.wall, day: moment.day,
            timeZone: place.zone?.identifier, coordinate: place.coordinate, country: place.country, region: place.region)
    }
}
