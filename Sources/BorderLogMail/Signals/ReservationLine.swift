import BorderLogModel

/// One reservation as `mail --dry-run` prints it (docs/evidence/mail.md): the fields every reservation has, then those
/// of its type, each present (`null` when unknown). Times are RFC 3339 with the place's offset when the instant is
/// known, else the wall time or the date the markup gives.
public struct ReservationLine: Encodable, Sendable, Equatable {
    public var type: Reservation.Kind
    public var status: Reservation.Status
    public var reservationNumber: String?
    public var provider: String?
    /// The Message-ID of the message whose word stands (the latest confirmation, or the cancellation).
    public var message: String?
    /// The mailbox file.
    public var source: String
    public var flight: String?
    public var from: String?
    public var to: String?
    public var departure: String?
    public var arrival: String?
    public var name: String?
    public var country: CountryCode?
    public var checkin: LocalDay?
    public var checkout: LocalDay?
    public var fromName: String?
    public var toName: String?
    public var fromCountry: CountryCode?
    public var toCountry: CountryCode?
    public var pickupCountry: CountryCode?
    public var pickup: String?
    public var dropoffCountry: CountryCode?
    public var dropoff: String?

    init(_ entry: ReservationBook.Entry) {
        type = entry.reservation.kind
        status = entry.reservation.status
        reservationNumber = entry.reservation.reservationNumber
        provider = entry.reservation.provider
        message = entry.message.messageID
        source = entry.message.source
    }

    private enum CodingKeys: String, CodingKey {
        case type, status, reservationNumber, provider, message, source, flight, from, to, departure, arrival, name, country
        case checkin, checkout, fromName, toName, fromCountry, toCountry, pickupCountry, pickup, dropoffCountry, dropoff
    }

    /// The fields each type adds to the common ones.
    private static let typeFields: [Reservation.Kind: [CodingKeys]] = [
        .flight: [.flight, .from, .to, .departure, .arrival],
        .lodging: [.name, .country, .checkin, .checkout],
        .train: [.fromName, .toName, .fromCountry, .toCountry, .departure, .arrival],
        .bus: [.fromName, .toName, .fromCountry, .toCountry, .departure, .arrival],
        .boat: [.fromName, .toName, .fromCountry, .toCountry, .departure, .arrival],
        .rentalCar: [.pickupCountry, .pickup, .dropoffCountry, .dropoff],
    ]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(status, forKey: .status)
        try encode(reservationNumber, .reservationNumber, &container)
        try encode(provider, .provider, &container)
        try encode(message, .message, &container)
        try container.encode(source, forKey: .source)
        for key in Self.typeFields[type] ?? [] {
            switch key {
            case .flight: try encode(flight, key, &container)
            case .from: try encode(from, key, &container)
            case .to: try encode(to, key, &container)
            case .departure: try encode(departure, key, &container)
            case .arrival: try encode(arrival, key, &container)
            case .name: try encode(name, key, &container)
            case .country: try encode(country, key, &container)
            case .checkin: try encode(checkin, key, &container)
            case .checkout: try encode(checkout, key, &container)
            case .fromName: try encode(fromName, key, &container)
            case .toName: try encode(toName, key, &container)
            case .fromCountry: try encode(fromCountry, key, &container)
            case .toCountry: try encode(toCountry, key, &container)
            case .pickupCountry: try encode(pickupCountry, key, &container)
            case .pickup: try encode(pickup, key, &container)
            case .dropoffCountry: try encode(dropoffCountry, key, &container)
            case .dropoff: try encode(dropoff, key, &container)
            case .type, .status, .reservationNumber, .provider, .message, .source: break
            }
        }
    }

    private func encode<Value: Encodable>(_ value: Value?, _ key: CodingKeys, _ container: inout KeyedEncodingContainer<CodingKeys>) throws {
        if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
    }
}
