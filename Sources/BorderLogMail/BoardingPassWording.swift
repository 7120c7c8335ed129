/// Whether a message's subject or an attachment's name speaks of a boarding pass or of checking in, in the languages
/// airline mail is most often written in.
///
/// Searching a PDF or an image for barcodes costs up to a second or two a page, and a mailbox holds thousands of
/// invoices, statements, tickets and photos, booking confirmations included: only the attachments of messages whose
/// subject, or whose own file name, says boarding pass or check-in are searched. An e-ticket receipt or a rail
/// ticket holds no IATA boarding pass.
enum BoardingPassWording {
    static let words = SubjectWords([
        "boarding", "check-in", "checkin", "checked in", "bordkarte", "einsteigekarte", "carte d'embarquement",
        "embarquement", "tarjeta de embarque", "embarque", "carta d'imbarco", "imbarco", "instapkaart", "ombordstigning",
        "boardingkort", "cartão de embarque",
    ])

    static func mentionsBoardingPass(_ text: String) -> Bool {
        words.occur(in: text)
    }
}
