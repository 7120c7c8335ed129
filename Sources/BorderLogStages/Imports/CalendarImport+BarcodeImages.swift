import BorderLogBarcode
import BorderLogFlights
import BorderLogModel
import Foundation

extension CalendarImport {
    /// Names of the files read as pictures of boarding passes, whatever their content (so that a damaged one is
    /// reported as such, not as a broken calendar).
    static let barcodeImageExtensions: Set<String> = ["pdf", "png", "jpg", "jpeg"]

    /// The flights in the barcodes of a PDF or PNG/JPEG boarding pass (`BoardingPassImages`); nil after reporting why
    /// the file was rejected. A file without a boarding-pass barcode (an invoice with a QR code, a photo) gives no
    /// flights and a warning, and is remembered like any other read file.
    func readBarcodeImage(_ data: Data, path: String, modified: LocalDay, into summary: inout CalendarImportSummary) -> [Flight]? {
        let outcome: BoardingPassImages.Outcome
        do {
            outcome = try BoardingPassImages(documents: documents).read(data, reference: modified)
        } catch {
            return reject(path, "\(error)", into: &summary)
        }
        report(path, warnings: outcome.warnings, rejected: outcome.rejected, into: &summary)
        summary.flights += outcome.flights.count
        context.logger.info("calendar: \(path): boarding pass image, \(outcome.barcodes) barcodes, \(outcome.flights.count) flights")
        return outcome.flights
    }
}
