import BorderLogCore
import BorderLogJSON
import Foundation

/// Reads the travel reservations among a message's schema.org nodes: one `Reservation` per reserved thing (a
/// multi-leg booking lists several in `reservationFor` and gives one reservation per leg). Nodes of other types give
/// nothing, and so does a reservation that names neither a place nor a time, since it cannot place anyone.
struct ReservationMapper {
    /// Reservations read from one message, at most (a booking lists a few; a message listing thousands is not one).
    static let maximumReservations = 256

    let graph: SchemaGraph

    func reservations() -> [Reservation] {
        var found: [Reservation] = []
        for node in graph.nodes where found.count < Self.maximumReservations {
            found += reservations(of: node).prefix(Self.maximumReservations - found.count)
        }
        return found
    }

    private func reservations(of node: JSONValue) -> [Reservation] {
        guard let kind = node.schemaTypes.lazy.compactMap(Reservation.Kind.init(schemaType:)).first else { return [] }
        let legs = node["reservationFor"].map { $0.elements.map(graph.resolved) } ?? [node]
        return legs.compactMap { reservation(kind, of: node, for: $0) }
    }

    private func reservation(_ kind: Reservation.Kind, of node: JSONValue, for reserved: JSONValue) -> Reservation? {
        let words = kind.vocabulary
        /// The first of `keys` that reads, on the reserved thing, then on the reservation.
        func first<Value>(_ keys: [String], _ read: (JSONValue) -> Value?) -> Value? {
            for holder in [reserved, node] {
                for key in keys {
                    if let found = resolved(holder[key]), let value = read(found) { return value }
                }
            }
            return nil
        }

        var reservation = Reservation(kind: kind)
        reservation.status = Self.isCancelled(node["reservationStatus"]) ? .cancelled : .confirmed
        reservation.reservationNumber = node["reservationNumber"]?.text
        if case let .instant(date, _)? = resolved(node["modifiedTime"]).flatMap(Self.time) {
            reservation.modified = date
        }
        reservation.name = first(words.name) { $0.text }
        switch words.ends {
        case let .properties(from, to):
            reservation.from = first(from) { place($0, kind: kind) }
            reservation.to = first(to) { place($0, kind: kind) }
        case .reserved:
            reservation.from = place(reserved, kind: kind)
            reservation.to = reservation.from
        }
        reservation.start = first(words.start, Self.time)
        reservation.end = first(words.end, Self.time)
        reservation.number = first(words.number) { $0.text }.map { kind == .flight ? flightNumber($0, airline: reserved["airline"]) : $0 }
        reservation.provider = node["provider"]?.name ?? node["broker"]?.name ?? first(words.operators) { $0.name }
        guard reservation.from != nil || reservation.to != nil || reservation.start != nil || reservation.end != nil else { return nil }
        return reservation
    }

    // MARK: - Values

    /// A property's (first) value, or the node it refers to.
    private func resolved(_ value: JSONValue?) -> JSONValue? {
        value.flatMap(\.single).map(graph.resolved)
    }

    /// `LH` + `1234` → `LH1234`; a number that already carries letters (`LH1234`, `U2 123`) is kept, blanks left out.
    private func flightNumber(_ number: String, airline: JSONValue?) -> String {
        let compact = number.filter { !$0.isWhitespace }.uppercased()
        guard compact.allSatisfy(\.isNumber), let code = resolved(airline)?["iataCode"]?.text else { return compact }
        return code.uppercased() + compact
    }

    /// An airport, station, stop, terminal, hotel or desk: its name (or the text given instead of an object), IATA
    /// code, address and coordinates; nil when it says none of them.
    private func place(_ value: JSONValue, kind: Reservation.Kind) -> Reservation.Place? {
        var place = Reservation.Place()
        switch value {
        case .object:
            place.name = value["name"]?.text
            place.iata = value["iataCode"]?.text.flatMap(Self.iataCode)
            if let address = resolved(value["address"]) {
                place.country = resolved(address["addressCountry"])?.name.flatMap(CountryNames.code)
                place.locality = address["addressLocality"]?.text
            }
            let geo = resolved(value["geo"]) ?? value
            if let latitude = geo["latitude"]?.single?.double, let longitude = geo["longitude"]?.single?.double {
                place.coordinate = Coordinate(latitude: latitude, longitude: longitude)
            }
        default:
            guard let text = value.text else { return nil }
            // A flight's end written as its code alone (`"departureAirport": "SFO"`).
            if kind == .flight, let code = Self.iataCode(text) { place.iata = code } else { place.name = text }
        }
        return place == Reservation.Place() ? nil : place
    }

    /// Three ASCII letters, upper-cased.
    private static func iataCode(_ text: String) -> String? {
        let code = text.uppercased()
        return code.utf8.count == 3 && code.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) ? code : nil
    }

    /// A time as text, or as KDE writes it: `{"@type": "QDateTime", "@value": "…", "timezone": "Europe/Berlin"}`.
    private static func time(_ value: JSONValue) -> Reservation.Time? {
        guard case .object = value else { return value.text.flatMap(Reservation.Time.init(schemaText:)) }
        guard let time = value["@value"]?.text.flatMap(Reservation.Time.init(schemaText:)) else { return nil }
        if case let .wallTime(wall) = time, let zone = value["timezone"]?.text {
            return Reservation.Time(wallTime: wall, zone: zone) ?? time
        }
        return time
    }

    /// `ReservationCancelled`, `Cancelled`, `CancelledReservation`, as a URL or a bare word, or as an object's `@id`
    /// or name.
    private static func isCancelled(_ status: JSONValue?) -> Bool {
        guard let status = status?.single else { return false }
        let word = status.text ?? status["@id"]?.text ?? status.name
        return word?.lowercased().contains("cancel") ?? false
    }
}
