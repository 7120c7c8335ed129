import BorderLogFlights
import BorderLogGeo

/// Whether an event's own text says the flight was cancelled, beyond `STATUS:CANCELLED`: airlines and
/// itinerary tools often keep the event and rename it ("Canceled: Flight AA 100 from JFK to LHR",
/// "Annulé : Vol AF 1380", "Storniert – LH 123"), or write a reservation status into the description or
/// an `X-…STATUS` property ("Reservation status: Cancelled", schema.org's `ReservationCancelled`).
///
/// The title counts when a cancellation word is one of its first words or stands in brackets
/// (`[CANCELLED]`); the description only through a labelled status line, so a note such as
/// "cancellation policy: free until 24 h before" never drops a flight.
public enum FlightCancellation {
    /// Folded (lower case, no accents) words meaning "cancelled" in the languages exporters write.
    static let words: Set<String> = [
        "canceled", "cancelled", "cancelado", "cancelada", "cancelados", "canceladas", "annule", "annulee", "annules",
        "annulees", "storniert", "abgesagt", "annulliert", "gestrichen", "annullato", "annullata", "cancellato", "cancellata",
        "soppresso", "geannuleerd", "geschrapt", "anulowany", "anulowana", "odwolany", "zrusen", "zruseno", "peruttu",
        "peruutettu", "installt", "installd", "aflyst", "avlyst", "anulado", "anulada", "iptal", "отменен", "отменён",
        "скасовано", "取消", "キャンセル", "stornierte",
    ]

    /// Nouns ("Cancellation: BA 117", "Stornierung LH 123") count only as a title's first word: elsewhere they are
    /// often about something else ("LH123 FRA-LIS (cancellation insurance)").
    static let nouns: Set<String> = ["cancellation", "annulation", "stornierung", "cancelamento", "cancelacion", "annullamento"]

    /// Status labels whose value is read in a description line ("Status: Cancelled").
    static let statusLabels: Set<String> = [
        "status", "reservation status", "booking status", "flight status", "reservationstatus", "buchungsstatus",
        "flugstatus", "statut", "statut de la reservation", "estado", "estado de la reserva", "stato", "stato della prenotazione",
    ]

    /// A title whose first words (up to four, before any route) or a bracketed word say "cancelled", or whose
    /// first word is "Cancellation".
    public static func title(_ summary: String) -> Bool {
        let tokens = FlightText(summary).tokens
        var seen = 0
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let bracketed = index > 0 && tokens[index - 1].opens
            if seen < 4 || bracketed, means(token) { return true }
            if seen == 0, nouns.contains(token.folded) { return true }
            seen += 1
        }
        return false
    }

    /// A description with a status line saying "cancelled", or schema.org's `ReservationCancelled`.
    public static func description(_ text: String) -> Bool {
        let bounded = text.prefix(FlightText.maximumLength)
        if bounded.contains("ReservationCancelled") || bounded.contains("EventCancelled") { return true }
        for line in bounded.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let label = FoldedText.of(String(line[..<colon])).trimmingSpaces
            guard statusLabels.contains(label) else { continue }
            if status(String(line[line.index(after: colon)...])) { return true }
        }
        return false
    }

    /// A status value ("Cancelled", "CANCELED", "Storniert") that means cancelled; for `X-…STATUS` properties.
    public static func status(_ value: String) -> Bool {
        FlightText(value).tokens.prefix(3).contains { $0.kind == .word && means($0) }
    }

    private static func means(_ token: FlightText.Token) -> Bool {
        FlightCancellation.words.contains(token.folded)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
