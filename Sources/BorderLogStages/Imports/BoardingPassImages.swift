import BorderLogBarcode
import BorderLogFlights
import BorderLogModel
import Foundation

/// The flights in the barcodes of a PDF or PNG/JPEG boarding pass: every BCBP text among the barcodes read as a
/// line of a `.bcbp` file is. Used by the calendar import (files) and the mail import (attachments).
struct BoardingPassImages {
    let documents: TravelDocumentReader

    /// What one file or attachment gave.
    struct Outcome {
        var flights: [Flight] = []
        /// Barcodes that are boarding passes but could not be read, each with where it was.
        var rejected: [String] = []
        /// Worth telling, not an error: no boarding pass in it, pages left unsearched.
        var warnings: [String] = []
        var barcodes = 0
    }

    /// Throws when the bytes are no PDF, PNG or JPEG, or are damaged or encrypted (`BarcodeError` says which).
    func read(_ data: Data, reference: LocalDay, limits: BarcodeLimits = .standard) throws(BarcodeError) -> Outcome {
        let scan = try BarcodeReader.scan(data, limits: limits)
        var outcome = Outcome()
        if scan.pagesRead < scan.pages {
            outcome.warnings.append("only the first \(scan.pagesRead) of \(scan.pages) pages were searched for boarding passes")
        }
        let passes = scan.barcodes.filter { TravelDocumentReader.looksLikeBarcodes(Data($0.text.utf8)) }
        outcome.barcodes = passes.count
        guard !passes.isEmpty else {
            let found = scan.barcodes.isEmpty ? "no barcode" : "\(scan.barcodes.count) barcode(s), none an IATA boarding pass (BCBP)"
            outcome.warnings.append("\(found) found in this \(scan.kind.rawValue.uppercased()); nothing imported")
            return outcome
        }
        for barcode in passes {
            let read = documents.readBarcode(barcode.text, reference: reference)
            outcome.flights += read.flights
            outcome.rejected += read.rejected.map { "\(barcode.place): \($0)" }
        }
        return outcome
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
