import BorderLogJSON
import BorderLogXML
import Foundation

/// Travel reservations from the schema.org markup of a message's HTML: its JSON-LD scripts and its microdata, read
/// leniently the way Gmail and KDE Itinerary read booking emails (docs/evidence/mail.md).
///
/// Only the six travel kinds give reservations (`Reservation.Kind`); orders, parcels, events, restaurants and the
/// like give nothing. Text without markup costs one scan of its bytes, no parse.
public enum ReservationExtractor {
    /// What one HTML body's markup gave: its reservations, and what of it could not be read.
    public struct Reading: Sendable, Equatable {
        public var reservations: [Reservation] = []
        /// Why part of the markup gave nothing (`JSON-LD script 2: it is not JSON: …`), in document order; empty when
        /// all of it was read.
        public var problems: [String] = []
    }

    /// The reservations the HTML states: its JSON-LD scripts first, then its microdata items, each in document order;
    /// a reservation stated twice is kept once. `sent` (the message's `Date`) decides numeric dates nothing else in
    /// the markup settles (`DateOrderChoice`).
    public static func read(html: String, sent: Date? = nil) -> Reading {
        guard HTMLMarkup.mayHoldMarkup(html) else { return Reading() }
        guard html.utf8.count <= HTMLMarkup.maximumBytes else {
            return Reading(problems: ["the HTML is larger than \(HTMLMarkup.maximumBytes >> 20) MiB; its markup is not read"])
        }
        let markup = HTMLMarkup.read(html)
        var problems: [String] = []
        if markup.oversizedScripts > 0 {
            let count = markup.oversizedScripts == 1 ? "a JSON-LD script is" : "\(markup.oversizedScripts) JSON-LD scripts are"
            problems.append("\(count) longer than \(HTMLMarkup.maximumScriptBytes >> 20) MiB and not read")
        }
        guard !markup.jsonLD.isEmpty || !markup.items.isEmpty else { return Reading(problems: problems) }
        var values: [JSONValue] = []
        for (index, script) in markup.jsonLD.enumerated() {
            let reading = JSONLDScript.read(script)
            values += reading.values
            if let problem = reading.problem { problems.append("JSON-LD script \(index + 1): \(problem)") }
        }
        values += markup.items.map(\.jsonValue)
        return Reading(reservations: distinct(ReservationMapper(graph: SchemaGraph(values), sent: sent).reservations()), problems: problems)
    }

    /// The reservations the HTML states (`read(html:sent:)` without what could not be read).
    public static func reservations(inHTML html: String, sent: Date? = nil) -> [Reservation] {
        read(html: html, sent: sent).reservations
    }

    /// The reservations one JSON-LD text states (a script's content, or a `.json` file of them).
    public static func reservations(inJSONLD text: String, sent: Date? = nil) -> [Reservation] {
        distinct(ReservationMapper(graph: SchemaGraph(JSONLDScript.values(text)), sent: sent).reservations())
    }

    /// Senders often state a booking twice, as JSON-LD and as microdata: the same reservation is kept once.
    private static func distinct(_ reservations: [Reservation]) -> [Reservation] {
        var kept: [Reservation] = []
        for reservation in reservations where !kept.contains(reservation) { kept.append(reservation) }
        return kept
    }
}
