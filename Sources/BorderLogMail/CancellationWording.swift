/// Whether a message's subject says a booking was cancelled, in the languages booking mail is most often written in.
///
/// Read from the subject only: a confirmation's body routinely offers "free cancellation until …", while a subject
/// that says "cancelled" is about a cancellation. A subject that offers free cancellation is not one.
public enum CancellationWording {
    /// Words that say "cancelled", as stems (English, German, French, Italian, Spanish, Portuguese, Dutch, Danish,
    /// Norwegian, Swedish, Finnish). Past forms and nouns only: "Cancel or change your booking" offers, it does not tell.
    static let stems = SubjectWords([
        "cancelled", "canceled", "cancellation", "storniert", "stornierung", "stornobest", "annulé", "annulee", "annulation",
        "annullat", "annullament", "cancelad", "cancelación", "cancelacion", "cancelament", "geannuleerd", "annuller", "avbokad",
        "avbokning", "peruutettu", "peruutus",
    ])
    /// Words that turn such a subject into an offer (`free cancellation`, `kostenlose Stornierung`, `annulation gratuite`).
    static let offers = SubjectWords(["free", "kostenlos", "gratuit", "gratis", "flexible", "policy", "bis zum", "until"])

    public static func isCancellation(subject: String) -> Bool {
        stems.occur(in: subject) && !offers.occur(in: subject)
    }
}
