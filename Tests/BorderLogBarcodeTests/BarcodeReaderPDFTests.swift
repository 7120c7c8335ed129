import BorderLogBarcode
import BorderLogBarcodeSamples
import Foundation
import Testing

/// Barcodes in PDFs: images the page places, barcodes drawn as vectors, several passes in one file.
@Suite struct BarcodeReaderPDFTests {
    let outbound = BCBPSamples.montrealFrankfurt, inbound = BCBPSamples.frankfurtMontreal

    @Test func anAztecCodeInACornerOfAnA4PageIsRead() throws {
        // 2 points a module, as airlines print: about 70 dpi for the image, placed near the top right.
        let aztec = GrayBitmap.barcode(outbound, .aztec)
        let pdf = SamplePDF(pages: [[.image(aztec, x: 400, y: 60, width: Double(aztec.width) * 2, height: Double(aztec.height) * 2)]])
        let found = try BarcodeReader.texts(in: pdf.data)
        #expect(found == [DecodedBarcode(text: outbound, format: .aztec, page: 1)])
    }

    @Test func aLowResolutionPDF417IsRead() throws {
        // One pixel a module and two per row, stretched over 3 inches of the page.
        let code = GrayBitmap.barcode(outbound, .pdf417).scaled(1, 2)
        let width = 216.0, height = width * Double(code.height) / Double(code.width)
        let pdf = SamplePDF(pages: [[.image(code, x: 60, y: 500, width: width, height: height)]])
        #expect(try BarcodeReader.texts(in: pdf.data).map(\.text) == [outbound])
    }

    @Test func aJPEGPlacedOnThePageIsRead() throws {
        let qr = GrayBitmap.barcode(outbound, .qrCode).scaled(8, 8)
        let pdf = SamplePDF(pages: [[.image(qr, x: 100, y: 100, width: 144, height: 144, jpeg: true)]])
        #expect(try BarcodeReader.texts(in: pdf.data).map(\.text) == [outbound])
    }

    @Test(arguments: [1.2, 0.6])
    func aPDF417DrawnAsVectorsIsRead(module: Double) throws {
        // 0.6 points (0.21 mm, about the smallest printers make) is 1.25 pixels at 150 dpi: read at 300.
        let code = GrayBitmap.barcode(outbound, .pdf417)
        let pdf = SamplePDF(pages: [[.vectors(code, x: 50, y: 80, module: module)]])
        #expect(try BarcodeReader.texts(in: pdf.data).map(\.text) == [outbound])
    }

    @Test func anAztecCodeDrawnAsVectorsAwayFromTheMiddleIsRead() throws {
        let pdf = SamplePDF(pages: [[.vectors(GrayBitmap.barcode(outbound, .aztec), x: 420, y: 650, module: 3)]])
        #expect(try BarcodeReader.texts(in: pdf.data) == [DecodedBarcode(text: outbound, format: .aztec, page: 1)])
    }

    @Test func everyPassOfARoundTripForTwoIsRead() throws {
        let second = BCBPSamples.secondPassenger
        let first = GrayBitmap.barcode(outbound, .aztec), other = GrayBitmap.barcode(second, .aztec)
        let back = GrayBitmap.barcode(inbound, .pdf417)
        let pdf = SamplePDF(pages: [
            [.image(first, x: 60, y: 80, width: 150, height: 150), .image(other, x: 60, y: 480, width: 150, height: 150)],
            [.vectors(back, x: 60, y: 600, module: 1)],
        ])
        // Page by page; on a page, in the order zxing found them.
        let found = try BarcodeReader.texts(in: pdf.data)
        #expect(found.count == 3 && Set(found.prefix(2).map(\.text)) == [outbound, second] && found.last?.text == inbound)
        #expect(found.map(\.page) == [1, 1, 2] && found.map(\.format) == [.aztec, .aztec, .pdf417])
    }

    @Test func onlyTheFirstPagesAreRead() throws {
        let pages = [outbound, inbound, BCBPSamples.secondPassenger].map { text -> [SamplePDF.Item] in
            let qr = GrayBitmap.barcode(text, .qrCode)
            return [.image(qr, x: 200, y: 200, width: 150, height: 150)]
        }
        let scan = try BarcodeReader.scan(SamplePDF(pages: pages).data, limits: BarcodeLimits(maximumPages: 2))
        #expect(scan.kind == .pdf && scan.pages == 3 && scan.pagesRead == 2)
        #expect(scan.barcodes.map(\.text) == [outbound, inbound])
    }

    @Test func aPageWithoutABarcodeGivesNothing() throws {
        let pdf = SamplePDF(pages: [[.image(GrayBitmap(width: 300, height: 200), x: 100, y: 100, width: 300, height: 200)], []])
        #expect(try BarcodeReader.texts(in: pdf.data).isEmpty)
    }

    @Test(.enabled(if: RealData.available, "needs ../shared/realdata beside the repository"))
    func theRealKDEBoardingPassIsRead() throws {
        let data = try Data(contentsOf: RealData.bcbpDemo)
        let expected = try RealData.expectedToken()
        let found = try BarcodeReader.texts(in: data)
        #expect(found == [DecodedBarcode(text: expected, format: .aztec, page: 1)])
    }
}
