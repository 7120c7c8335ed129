import Foundation

/// What a signal says beyond its place and time, typed by the part it belongs to. Stored as one flat JSON object in
/// the signal's `detail` column, each part under its own keys (`FlightDetail.keys`, `BookingDetail.keys`,
/// `PhotoDetail.keys`, `MotionDetail.keys`); `init(storedDetail:kind:)` and `storedDetail` are the one place the
/// object is taken apart and put together, so nothing downstream reads its keys.
///
/// The flight, booking and photo parts are held behind references: a signal is copied along an import's queues and
/// arrays for each of millions of location samples, which carry none of them, and inline they would triple its size.
public struct SignalDetail: Sendable, Equatable {
    /// The flight a calendar or booking signal is one end of.
    public var flight: FlightDetail? {
        get { flightBox?.value }
        set { flightBox = newValue.map(Box.init) }
    }
    /// The reservation and message a booking signal was stated in.
    public var booking: BookingDetail? {
        get { bookingBox?.value }
        set { bookingBox = newValue.map(Box.init) }
    }
    /// Where a photo's date and place came from, and what the camera says of itself.
    public var photo: PhotoDetail? {
        get { photoBox?.value }
        set { photoBox = newValue.map(Box.init) }
    }
    /// A location sample's altitude and speeds: what tells a sample taken in flight.
    public var motion: MotionDetail?
    /// Small flat facts no decision reads (a location export's `format`, `element`, `activity`, `source`), and any
    /// key a later version wrote, kept as they were.
    public var other: [String: String]

    private var flightBox: Box<FlightDetail>?
    private var bookingBox: Box<BookingDetail>?
    private var photoBox: Box<PhotoDetail>?

    public init(
        flight: FlightDetail? = nil, booking: BookingDetail? = nil, photo: PhotoDetail? = nil, motion: MotionDetail? = nil,
        other: [String: String] = [:]
    ) {
        flightBox = flight.map(Box.init)
        bookingBox = booking.map(Box.init)
        photoBox = photo.map(Box.init)
        self.motion = motion
        self.other = other
    }

    public var isEmpty: Bool { flightBox == nil && bookingBox == nil && photoBox == nil && motion == nil && other.isEmpty }

    public static func == (lhs: SignalDetail, rhs: SignalDetail) -> Bool {
        lhs.flight == rhs.flight && lhs.booking == rhs.booking && lhs.photo == rhs.photo && lhs.motion == rhs.motion && lhs.other == rhs.other
    }

    /// The detail a stored object describes; which parts it may hold follows from the signal's kind.
    public init(storedDetail fields: [String: String], kind: SignalKind) {
        var rest = fields
        // Each part reads only its own keys; what a part took is not left in `other`.
        func took(_ keys: Set<String>) { for key in keys { rest.removeValue(forKey: key) } }
        self.init()
        switch kind {
        case .calendar, .booking, .logbook:
            flight = FlightDetail(storedDetail: fields)
            if flight != nil { took(FlightDetail.keys) }
            booking = BookingDetail(storedDetail: fields)
            if booking != nil { took(BookingDetail.keys) }
        case .photo:
            if fields.keys.contains(where: PhotoDetail.keys.contains) {
                photo = PhotoDetail(storedDetail: fields)
                took(PhotoDetail.keys)
            }
        case .location:
            motion = MotionDetail(storedDetail: fields)
            if motion != nil { took(MotionDetail.keys) }
        }
        other = rest
    }

    /// The detail a stored JSON object describes; empty for no text (and for text that is not such an object).
    public init(storedJSON text: String?, kind: SignalKind) {
        guard let text, let fields = try? Self.decoder.decode([String: String].self, from: Data(text.utf8)) else {
            self.init()
            return
        }
        self.init(storedDetail: fields, kind: kind)
    }

    /// The object's entries, every part under its own keys.
    public var storedDetail: [String: String] {
        // Part by part, without a list of parts: this runs for every signal a bulk import writes.
        var fields = other
        if let photo { fields.merge(photo.storedDetail) { _, new in new } }
        if let motion { fields.merge(motion.storedDetail) { _, new in new } }
        if let booking { fields.merge(booking.storedDetail) { _, new in new } }
        if let flight { fields.merge(flight.storedDetail) { _, new in new } }
        return fields
    }

    /// The stored JSON text (keys sorted, so equal details give equal text); nil when there is nothing to store.
    public var storedJSON: String? {
        var text: [UInt8] = []
        return appendStoredJSON(to: &text) ? String(decoding: text, as: UTF8.self) : nil
    }

    /// Appends the stored JSON text to `out` (the store binds it from there, with no string between); false, with
    /// nothing appended, when there is nothing to store.
    public func appendStoredJSON(to out: inout [UInt8]) -> Bool {
        if isEmpty { return false }
        // A flight's end alone (a calendar, booking or logbook signal): its entries come in key order.
        if let flight = flightBox?.value, bookingBox == nil, photoBox == nil, motion == nil, other.isEmpty {
            JSONText.append(sorted: flight.storedEntries, to: &out)
        } else {
            var entries = Array(storedDetail)
            entries.sort { $0.key < $1.key }
            JSONText.append(sorted: entries, to: &out)
        }
        return true
    }

    /// One decoder for every signal read (making one per signal cost more than the decoding).
    private static let decoder = JSONDecoder()
}

/// An immutable value behind a reference: setting a part of `SignalDetail` makes a new box, so copies never share a
/// change.
private final class Box<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
