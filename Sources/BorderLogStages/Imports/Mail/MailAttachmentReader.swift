import BorderLogBarcode
import BorderLogCalendar
import BorderLogFlights
import BorderLogGeo
import BorderLogMail
import BorderLogModel
import Foundation

/// The travel documents a message carries, read by the calendar and flights families' readers: an Apple Wallet pass,
/// an iCalendar file, a PDF or an image holding a boarding-pass barcode. Each gives its flights (calendar signals, the same as
/// when the file is imported by `calendar`, so one pass read from both is stored once).
struct MailAttachmentReader {
    /// A boarding pass is on the first pages of what an airline sends; an attachment's later pages are terms.
    static let barcodeLimits = BarcodeLimits(maximumPages: 4)

    let documents: TravelDocumentReader
    let calendars: CalendarFileReader
    let images: BoardingPassImages

    init(airports: AirportLookup) {
        documents = TravelDocumentReader(airports: airports)
        calendars = CalendarFileReader(airports: airports)
        images = BoardingPassImages(documents: documents)
    }

    /// The flights of `attachment`, and why parts of it gave none. `sent` dates a boarding pass whose barcode gives
    /// only a day of the year.
    func read(_ attachment: MailAttachment, sent: Date) -> (flights: [Flight], rejected: [String]) {
        let name = attachment.filename.map { "attachment \"\($0)\"" } ?? "\(attachment.kind.rawValue) attachment"
        let reference = LocalDay(instant: sent, in: TimeZone(identifier: "UTC")!)
        do {
            switch attachment.kind {
            case .pass:
                let outcome = try documents.readPass(data: attachment.data, modified: reference)
                return (outcome.flights, outcome.rejected.map { "\(name): \($0)" })
            case .calendar:
                let outcome = calendars.read(try CalendarDocument(data: attachment.data))
                return (outcome.flights, outcome.rejectedEvents.map { "\(name): \($0)" })
            case .pdf, .image:
                let outcome = try images.read(attachment.data, reference: reference, limits: Self.barcodeLimits)
                return (outcome.flights, outcome.rejected.map { "\(name): \($0)" })
            }
        } catch {
            return ([], ["\(name): \(error)"])
        }
    }
}
