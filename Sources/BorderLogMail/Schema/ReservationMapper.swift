import BorderLogJSON
import BorderLogModel
import Foundation

/// Reads the travel reservations among a message's schema.org nodes: one `Reservation` per reserved thing (a
/// multi-leg booking lists several in `reservationFor` and gives one reservation per leg). Nodes of other types give
/// nothing, and so does a reservation that names neither a place nor a time, since it cannot place anyone.
struct ReservationMapper {
    /// Reservations read from one message, at most (a booking lists a few; a message listing thousands is not one).
    static let maximumReservations = 256

    let graph: SchemaGraph
    /// The message's `Date`: it decides the order of a numeric date nothing else settles (`DateOrderChoice`).
    var sent: Date?

    init(graph: SchemaGraph, sent: Date? = nil) {
        self.graph = graph
        self.sent = sent
    }

    /// A reservation read, its times as the markup wrote them (a numeric date's order still open).
    struct Draft {
        var reservation: Reservation
        var start: MarkupTime?
        var end: MarkupTime?
    }

    func reservations() -> [Reservation] {
        var drafts: [Draft] = []
        for node in graph.nodes where drafts.count < Self.maximumReservations {
            drafts += reservations(of: node).prefix(Self.maximumReservations - drafts.count)
        }
        let choice = DateOrderChoice(drafts.flatMap { [$0.start, $0.end] }.compactMap { $0 }, sent: sent)
        return drafts.indices.map { index in
            var reservation = drafts[index].reservation
            let others = drafts.indices.filter { $0 != index }.flatMap { [drafts[$0].start, drafts[$0].end] }.compactMap { $0 }
            (reservation.start, reservation.end) = choice.times(start: drafts[index].start, end: drafts[index].end, others: others)
            return reservation
        }
    }

    private func reservations(of node: JSONValue) -> [Draft] {
        guard let kind = node.schemaTypes.lazy.compactMap(Reservation.Kind.init(schemaType:)).first else { return [] }
        let legs = node["reservationFor"].map { $0.elements.map(graph.resolved) } ?? [node]
        return legs.compactMap { reservation(kind, of: node, for: $0) }
    }

    private func reservation(_ kind: Reservation.Kind, of node: JSONValue, for reserved: JSONValue) -> Draft? {
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
        if case let .instant(date, _)? = resolved(node["modifiedTime"]).flatMap(Self.time)?.settled {
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
        let start = first(words.start, Self.time)
        let end = first(words.end, Self.time)
        reservation.number = first(words.number) { $0.text }.map { kind == .flight ? flightNumber($0, airline: reserved["airline"]) : $0 }
        reservation.provider = node["provider"]?.name ?? node["broker"]?.name ?? first(words.operators) { $0.name }
        reservation.travellers = (node["underName"]?.elements ?? []).map(graph.resolved).compactMap(Self.personName)
        guard reservation.from != nil || reservation.to != nil || start != nil || end != nil else { return nil }
        return Draft(reservation: reservation, start: start, end: end)
    }

    // MARK: - Values

    /// A property's (first) value, or the node it refers to.
    private func resolved(_ value: JSONValue?) -> JSONValue? {
        value.flatMap(\.single).map(graph.resolved)
    }

    /// A `Person`'s name: `name`, else `givenName` and `familyName`; or plain text.
    private static func personName(_ value: JSONValue) -> String? {
        guard case .object = value else { return value.text }
        if let name = value["name"]?.text { return name }
        let parts = [value["givenName"]?.text, value["familyName"]?.text].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
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
    /// ISO 8601 is read as it is; a numeric date (`02-04-2018 20:40`) keeps its order open until the reservation's
    /// other dates are known.
    private static func time(_ value: JSONValue) -> MarkupTime? {
        guard case .object = value else { return value.text.flatMap(MarkupTime.init(text:)) }
        guard let time = value["@value"]?.text.flatMap(MarkupTime.init(text:)) else { return nil }
        if case let .iso(.wallTime(wall)) = time, let zone = value["timezone"]?.text {
            return Reservation.Time(wallTime: wall, zone: zone).map(MarkupTime.iso) ?? time
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
