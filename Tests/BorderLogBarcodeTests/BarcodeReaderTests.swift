import BorderLogBarcode
import BorderLogBarcodeSamples
import Foundation
import Testing

@Suite struct BarcodeReaderTests {
    @Test func aPixelBufferOfAQRCodeIsRead() throws {
        let qr = GrayBitmap.barcode(BCBPSamples.montrealFrankfurt, .qrCode).scaled(4, 4)
        let found = try BarcodeReader.texts(inPixels: qr.pixels, width: qr.width, height: qr.height, layout: .gray)
        #expect(found == [DecodedBarcode(text: BCBPSamples.montrealFrankfurt, format: .qrCode)])
    }
}
