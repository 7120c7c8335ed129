import BorderLogJSON
import BorderLogXML

/// Travel reservations from the schema.org markup of a message's HTML: its JSON-LD scripts and its microdata, read
/// leniently the way Gmail and KDE Itinerary read booking emails (docs/evidence/mail.md).
///
/// Only the six travel kinds give reservations (`Reservation.Kind`); orders, parcels, events, restaurants and the
/// like give nothing. Text without markup costs one scan of its bytes, no parse.
public enum ReservationExtractor {
    /// The reservations the HTML states: its JSON-LD scripts first, then its microdata items, each in document order;
    /// a reservation stated twice is kept once.
    public static func reservations(inHTML html: String) -> [Reservation] {
        let markup = HTMLMarkup.read(html)
        guard !markup.jsonLD.isEmpty || !markup.items.isEmpty else { return [] }
        let values = markup.jsonLD.flatMap(JSONLDScript.values) + markup.items.map(\.jsonValue)
        return distinct(ReservationMapper(graph: SchemaGraph(values)).reservations())
    }

    /// The reservations one JSON-LD text states (a script's content, or a `.json` file of them).
    public static func reservations(inJSONLD text: String) -> [Reservation] {
        distinct(ReservationMapper(graph: SchemaGraph(JSONLDScript.values(text))).reservations())
    }

    /// Senders often state a booking twice, as JSON-LD and as microdata: the same reservation is kept once.
    private static func distinct(_ reservations: [Reservation]) -> [Reservation] {
        var kept: [Reservation] = []
        for reservation in reservations where !kept.contains(reservation) { kept.append(reservation) }
        return kept
    }
}
