/// Whether a message or an attachment's name speaks of a boarding pass or a ticket, in the languages airline mail is
/// most often written in.
///
/// Reading a PDF or an image for barcodes costs up to a second or two a page, and a mailbox holds thousands of
/// invoices, statements and photos: only the attachments of messages with travel markup, or whose subject or file
/// name says boarding pass, check-in or ticket, are searched.
public enum BoardingPassWording {
    static let words = [
        "boarding", "check-in", "checkin", "checked in", "e-ticket", "eticket", "ticket", "bordkarte", "einsteigekarte",
        "carte d'embarquement", "embarquement", "tarjeta de embarque", "embarque", "carta d'imbarco", "imbarco",
        "instapkaart", "boardingpass", "cartão de embarque", "ombordstigning", "boardingkort", "lennolippu",
    ]

    public static func mentionsBoardingPass(_ text: String) -> Bool {
        let folded = text.lowercased()
        return words.contains(where: folded.contains)
    }
}
