import BorderLogBarcode
import BorderLogBarcodeSamples
import Foundation
import Testing

/// Barcodes in images and pixel buffers: the symbologies of boarding passes, where phones and scanners put them.
@Suite struct BarcodeReaderTests {
    let pass = BCBPSamples.montrealFrankfurt

    @Test func aPixelBufferOfAQRCodeIsRead() throws {
        let qr = GrayBitmap.barcode(pass, .qrCode).scaled(4, 4)
        let found = try BarcodeReader.texts(inPixels: qr.pixels, width: qr.width, height: qr.height, layout: .gray)
        #expect(found == [DecodedBarcode(text: pass, format: .qrCode)])
    }

    @Test func aScreenshotWithAQRCodeBelowTheMiddleIsRead() throws {
        // A phone screenshot: 1170×2532, the code in the lower half, text-like bars above it.
        var screen = GrayBitmap(width: 1170, height: 2532)
        for row in stride(from: 200, to: 900, by: 60) { screen.draw(GrayBitmap(width: 700, height: 20).inverted, x: 120, y: row) }
        screen.draw(GrayBitmap.barcode(pass, .qrCode).scaled(10, 10), x: 300, y: 1500)
        #expect(try BarcodeReader.texts(in: screen.png).map(\.text) == [pass])
    }

    @Test func anAztecCodeInAJPEGAwayFromTheMiddleIsRead() throws {
        var photo = GrayBitmap(width: 1600, height: 1200)
        photo.draw(GrayBitmap.barcode(pass, .aztec).scaled(6, 6), x: 80, y: 60)
        let found = try BarcodeReader.texts(in: photo.jpeg(quality: 80))
        #expect(found.map(\.text) == [pass] && found.first?.format == .aztec)
    }

    @Test(arguments: [90.0, 180, 23])
    func aRotatedBarcodeIsRead(degrees: Double) throws {
        var image = GrayBitmap(width: 1000, height: 1000)
        let qr = GrayBitmap.barcode(pass, .qrCode).scaled(6, 6).rotated(degrees)
        image.draw(qr, x: (1000 - qr.width) / 2, y: (1000 - qr.height) / 2)
        #expect(try BarcodeReader.texts(in: image.png).map(\.text) == [pass])
    }

    @Test func aPDF417TurnedOnItsSideIsRead() throws {
        var image = GrayBitmap(width: 900, height: 1400)
        let code = GrayBitmap.barcode(pass, .pdf417).scaled(3, 9).rotated(90)
        image.draw(code, x: 200, y: 150)
        let found = try BarcodeReader.texts(in: image.png)
        #expect(found.map(\.text) == [pass] && found.first?.format == .pdf417)
    }

    @Test func severalBarcodesInOneImageAreAllRead() throws {
        var image = GrayBitmap(width: 1400, height: 900)
        image.draw(GrayBitmap.barcode(pass, .qrCode).scaled(6, 6), x: 60, y: 100)
        image.draw(GrayBitmap.barcode(BCBPSamples.secondPassenger, .qrCode).scaled(6, 6), x: 760, y: 100)
        #expect(Set(try BarcodeReader.texts(in: image.png).map(\.text)) == [pass, BCBPSamples.secondPassenger])
    }

    @Test func anImageWithoutABarcodeGivesNothing() throws {
        var image = GrayBitmap(width: 640, height: 480)
        for row in stride(from: 40, to: 440, by: 50) { image.draw(GrayBitmap(width: 500, height: 25).inverted, x: 70, y: row) }
        #expect(try BarcodeReader.texts(in: image.png).isEmpty)
        #expect(try BarcodeReader.texts(in: image.jpeg()).isEmpty)
    }
}

extension GrayBitmap {
    /// Black where this is white.
    var inverted: GrayBitmap {
        var copy = self
        copy.pixels = pixels.map { 255 - $0 }
        return copy
    }
}
