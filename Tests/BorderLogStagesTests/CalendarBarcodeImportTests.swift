import BorderLogBarcodeSamples
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog calendar` over PDFs and images of boarding passes: the same flights as the BCBP text, a warning for a
/// file without a pass, a rejection for a damaged one, and unchanged files skipped on a rerun.
@Suite struct CalendarBarcodeImportTests {
    let folder = TemporaryDirectory()
    let outbound = BCBPSamples.montrealFrankfurt, inbound = BCBPSamples.frankfurtMontreal, second = BCBPSamples.secondPassenger

    /// A round trip for two: both outbound passes as Aztec codes on page 1, the return as a PDF417 on page 2.
    var roundTrip: Data {
        let first = GrayBitmap.barcode(outbound, .aztec), other = GrayBitmap.barcode(second, .aztec)
        return SamplePDF(pages: [
            [.image(first, x: 60, y: 80, width: 150, height: 150), .image(other, x: 360, y: 480, width: 150, height: 150)],
            [.vectors(GrayBitmap.barcode(inbound, .pdf417), x: 60, y: 600, module: 1)],
        ]).data
    }

    func image(_ text: String) -> GrayBitmap {
        var screen = GrayBitmap(width: 750, height: 1334)
        screen.draw(GrayBitmap.barcode(text, .qrCode).scaled(8, 8), x: 150, y: 700)
        return screen
    }

    @Test func passesInAFolderOfPDFsAndImagesAreImportedAndTheRestReported() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        folder.write("passes/round-trip.pdf", bytes: [UInt8](roundTrip))
        folder.write("passes/screenshot.PNG", bytes: [UInt8](image(outbound).png))
        let photo = folder.write("passes/photo.jpg", bytes: [UInt8](GrayBitmap(width: 320, height: 240).jpeg()))
        let invoice = folder.write("passes/invoice.png", bytes: [UInt8](image("https://example.com/invoice/42").png))
        let broken = folder.write("passes/broken.pdf", "%PDF-1.4\nthis is not a PDF body")
        let (context, observer) = collectingContext()
        let options = CalendarImportOptions(paths: [folder.path("passes")])

        let summary = try Stages.importCalendar(options, into: store, context: context)
        #expect(summary.files == 5 && summary.flights == 4 && summary.rejected == 1)
        // The second passenger's flight and the screenshot's are the first passenger's signals again.
        #expect(summary.added == 4 && summary.duplicates == 4)
        let errors = observer.issues.filter { $0.severity == .error }
        #expect(errors.map(\.path) == [broken] && errors.first?.message.hasPrefix("damaged or truncated PDF: ") == true)
        let warnings = observer.issues.filter { $0.severity == .warning }
        #expect(warnings.map(\.path) == [invoice, photo])
        #expect(warnings.map(\.message) == [
            "1 barcode(s), none an IATA boarding pass (BCBP) found in this PNG; nothing imported",
            "no barcode found in this JPEG; nothing imported",
        ])
        let flights = try store.signals(kind: .calendar).compactMap { $0.signal.flight?.flight }
        #expect(flights.sorted() == ["AC834", "AC834", "AC835", "AC835"])

        // Only the damaged file, never stored, is read again.
        let again = try Stages.importCalendar(options, into: store, context: context)
        #expect(again.unchanged == 4 && again.flights == 0 && again.rejected == 1 && again.added == 0)
    }

    @Test func aPDFGivesTheSameFlightsAsItsBarcodesWrittenAsText() throws {
        let pdf = folder.write("round-trip.pdf", bytes: [UInt8](roundTrip))
        let text = folder.write("round-trip.bcbp", [outbound, second, inbound].joined(separator: "\n"))
        // The same modification time: the year of a barcode's day comes from it.
        let date = Date(timeIntervalSince1970: 1_732_000_000)
        for path in [pdf, text] { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path) }
        let (context, observer) = collectingContext()
        let fromPDF = try Stages.importCalendar(CalendarImportOptions(paths: [pdf]), into: nil, context: context)
        let fromText = try Stages.importCalendar(CalendarImportOptions(paths: [text]), into: nil, context: context)
        #expect(fromPDF.found.count == 3 && fromPDF.found.map(\.flight) == fromText.found.map(\.flight))
        #expect(fromPDF.flights == fromText.flights && observer.issues.isEmpty)
    }

    @Test func aBarcodeThatIsNotAValidPassIsRejectedWithWhereItWas() throws {
        let pdf = folder.write("bad.pdf", bytes: [UInt8](SamplePDF(pages: [[], [
            .image(GrayBitmap.barcode("M1DOE/JANE", .qrCode), x: 100, y: 100, width: 150, height: 150),
        ]]).data))
        let (context, observer) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [pdf]), into: nil, context: context)
        #expect(summary.rejected == 1 && summary.flights == 0)
        #expect(observer.issues.map(\.message).first?.hasPrefix("page 2, QR code: truncated boarding pass") == true)
    }
}
