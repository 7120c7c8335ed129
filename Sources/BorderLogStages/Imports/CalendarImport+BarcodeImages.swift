import BorderLogBarcode
import BorderLogCalendar
import BorderLogCore
import Foundation

extension CalendarImport {
    /// Names of the files read as pictures of boarding passes, whatever their content (so that a damaged one is
    /// reported as such, not as a broken calendar).
    static let barcodeImageExtensions: Set<String> = ["pdf", "png", "jpg", "jpeg"]

    /// The flights in the barcodes of a PDF or PNG/JPEG boarding pass, each BCBP text read as a line of a `.bcbp`
    /// file is; nil after reporting why the file was rejected. A file without a boarding-pass barcode (an invoice
    /// with a QR code, a photo) gives no flights and a warning, and is remembered like any other read file.
    func readBarcodeImage(_ data: Data, path: String, modified: LocalDay, into summary: inout CalendarImportSummary) -> [CalendarFlight]? {
        let scan: BarcodeReader.Scan
        do {
            scan = try BarcodeReader.scan(data)
        } catch {
            context.observer.report(InputIssue(path: path, message: "\(error)"))
            summary.rejected += 1
            return nil
        }
        if scan.pagesRead < scan.pages {
            context.observer.report(InputIssue(.warning, path: path, message: "only the first \(scan.pagesRead) of \(scan.pages) pages were searched for boarding passes"))
        }
        let passes = scan.barcodes.filter { TravelDocumentReader.looksLikeBarcodes(Data($0.text.utf8)) }
        guard !passes.isEmpty else {
            let found = scan.barcodes.isEmpty ? "no barcode" : "\(scan.barcodes.count) barcode(s), none an IATA boarding pass (BCBP)"
            context.observer.report(InputIssue(.warning, path: path, message: "\(found) found in this \(scan.kind.rawValue.uppercased()); nothing imported"))
            return []
        }
        var flights: [CalendarFlight] = []
        for barcode in passes {
            let outcome = documents.readBarcode(barcode.text, reference: modified)
            flights += outcome.flights
            for reason in outcome.rejected { context.observer.report(InputIssue(path: path, message: "\(barcode.place): \(reason)")) }
            summary.rejected += outcome.rejected.count
        }
        summary.flights += flights.count
        context.logger.info("calendar: \(path): \(scan.kind.rawValue) boarding pass, \(passes.count) barcodes, \(flights.count) flights")
        return flights
    }
}

extension DecodedBarcode {
    /// Where a message says the barcode was: `page 2, Aztec code`.
    fileprivate var place: String {
        let name = switch format {
        case .pdf417: "PDF417 code"
        case .aztec: "Aztec code"
        case .qrCode: "QR code"
        case .dataMatrix: "Data Matrix code"
        case .other: "barcode"
        }
        return page.map { "page \($0), \(name)" } ?? name
    }
}
