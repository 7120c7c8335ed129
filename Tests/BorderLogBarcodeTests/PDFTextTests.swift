import BorderLogBarcode
import BorderLogBarcodeSamples
import Foundation
import Testing

/// A PDF's text as the page lays it out: what the Home Office travel history is read from.
@Suite struct PDFTextTests {
    /// A letter's table: cells placed at their columns, drawn in an order other than the reading one.
    static var letter: SamplePDF { SamplePDF(pages: [
        [
            .text("Travel History", x: 50, y: 60, size: 14),
            .text("Disembark", x: 420, y: 90), .text("Date", x: 50, y: 90), .text("Voyage", x: 130, y: 90),
            .text("Direction", x: 210, y: 90), .text("Embark", x: 300, y: 90), .text("0", x: 380, y: 110),
            .text("03/02/2025", x: 50, y: 110), .text("BA0117", x: 130, y: 110), .text("Outbound", x: 210, y: 110),
            .text("LHR", x: 300, y: 110), .text("JFK", x: 420, y: 110),
            .text("17/02/2025", x: 50, y: 125), .text("BA0112", x: 130, y: 125), .text("Inbound", x: 210, y: 125),
            .text("JFK", x: 300, y: 125), .text("0", x: 380, y: 125), .text("London Heathrow", x: 420, y: 125),
        ],
        [.text("Page 2 of 2", x: 260, y: 800, size: 8)],
    ]) }

    @Test func linesOfThePageCellsApartByTabsPagesOneAfterAnother() throws {
        let text = try PDFText.text(of: Self.letter.data)
        #expect(text == """
            Travel History
            Date\tVoyage\tDirection\tEmbark\tDisembark
            03/02/2025\tBA0117\tOutbound\tLHR\t0\tJFK
            17/02/2025\tBA0112\tInbound\tJFK\t0\tLondon Heathrow
            Page 2 of 2

            """)
    }

    @Test func onlyTheFirstPagesAndBytesAreRead() throws {
        #expect(try PDFText.text(of: Self.letter.data, maximumPages: 1).hasSuffix("London Heathrow\n"))
        #expect(try PDFText.text(of: Self.letter.data, maximumBytes: 10) == "Travel His")
    }

    @Test func aPageWithoutTextGivesNone() throws {
        #expect(try PDFText.text(of: SamplePDF(pages: [[]]).data) == "")
    }

    @Test func otherFilesEncryptedAndDamagedPDFsAreRefusedWithAReason() throws {
        #expect(throws: PDFText.Failure.notPDF) { try PDFText.text(of: Data("date,direction\n".utf8)) }
        #expect(throws: PDFText.Failure.encrypted) { try PDFText.text(of: SamplePDF(pages: [[.text("x", x: 50, y: 50)]], encrypted: true).data) }
        let cut = Self.letter.data.prefix(60)
        let error = try #require(throws: PDFText.Failure.self) { try PDFText.text(of: cut) }
        #expect(error.description.hasPrefix("damaged or truncated PDF: "))
    }
}
