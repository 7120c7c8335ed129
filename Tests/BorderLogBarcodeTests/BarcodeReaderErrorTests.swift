import BorderLogBarcode
import BorderLogBarcodeSamples
import Foundation
import Testing

/// Hostile and broken files: refused with a reason a person can act on, never a crash.
@Suite struct BarcodeReaderErrorTests {
    let image = { () -> GrayBitmap in
        var image = GrayBitmap(width: 400, height: 400)
        image.draw(GrayBitmap.barcode(BCBPSamples.montrealFrankfurt, .qrCode).scaled(6, 6), x: 40, y: 40)
        return image
    }()

    @Test func somethingElseIsNotAPDFPNGOrJPEG() {
        #expect(throws: BarcodeError.unrecognized) { try BarcodeReader.texts(in: Data("BEGIN:VCALENDAR\n".utf8)) }
        #expect(throws: BarcodeError.unrecognized) { try BarcodeReader.texts(in: Data()) }
        #expect(BarcodeError.unrecognized.description.hasPrefix("not a PDF, PNG or JPEG"))
    }

    @Test func aTruncatedPNGIsDamaged() throws {
        let png = image.png
        let error = try #require(throws: BarcodeError.self) { try BarcodeReader.texts(in: png.prefix(png.count / 2)) }
        guard case .damaged(.png, let reason) = error else { Issue.record("\(error)"); return }
        #expect(reason.contains("truncated"))
        #expect(error.description.hasPrefix("damaged or truncated PNG image: "))
    }

    @Test func aPNGOfGarbageAfterItsSignatureIsDamaged() throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        #expect(throws: BarcodeError.self) { try BarcodeReader.texts(in: bytes) }
    }

    @Test func aJPEGCutShortIsReadAsFarAsItGoesOrRefused() throws {
        let jpeg = image.jpeg()
        // Only the header: nothing to decode.
        let header = try #require(throws: BarcodeError.self) { try BarcodeReader.texts(in: jpeg.prefix(40)) }
        #expect(header.description.hasPrefix("damaged or truncated JPEG image: "))
        // Cut within the pixels: libjpeg gives what it has (gray below), which holds no complete code.
        #expect(try BarcodeReader.texts(in: jpeg.prefix(jpeg.count / 3)).isEmpty)
    }

    @Test func garbageAfterAPDFHeaderIsDamaged() throws {
        let bytes = Data("%PDF-1.7\n".utf8 + (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        let error = try #require(throws: BarcodeError.self) { try BarcodeReader.texts(in: bytes) }
        guard case .damaged(.pdf, _) = error else { Issue.record("\(error)"); return }
        #expect(error.description.hasPrefix("damaged or truncated PDF: "))
    }

    @Test func aTruncatedPDFIsRefusedOrReadAsFarAsItGoes() throws {
        let qr = GrayBitmap.barcode(BCBPSamples.montrealFrankfurt, .qrCode)
        let pdf = SamplePDF(pages: [[.image(qr, x: 100, y: 100, width: 150, height: 150)]]).data
        for length in [20, pdf.count / 3, pdf.count * 2 / 3, pdf.count - 30] {
            // poppler rebuilds what it can of a cut file: either it is refused, or it gives no more than the pass.
            if let found = try? BarcodeReader.texts(in: pdf.prefix(length)) {
                #expect(found.allSatisfy { $0.text == BCBPSamples.montrealFrankfurt })
            }
        }
    }

    @Test func anEncryptedPDFSaysSo() {
        let pdf = SamplePDF(pages: [[]], encrypted: true).data
        #expect(throws: BarcodeError.encrypted) { try BarcodeReader.texts(in: pdf) }
        #expect(BarcodeError.encrypted.description.hasPrefix("PDF is encrypted"))
    }

    @Test func aJPEGDeclaringGigapixelsIsRefusedBeforeDecoding() throws {
        var jpeg = [UInt8](image.jpeg())
        // The start-of-frame segment: FF C0, length, precision, then height and width (16 bits each).
        let frame = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: BarcodeError.tooManyPixels(width: 60000, height: 60000, limit: 40_000_000)) {
            try BarcodeReader.texts(in: Data(jpeg))
        }
        #expect(BarcodeError.tooManyPixels(width: 60000, height: 60000, limit: 40_000_000).description
            == "image of 60000×60000 pixels is larger than the 40-megapixel limit; scale it down (a boarding pass reads at a tenth of that)")
    }

    @Test func aPNGDeclaringGigapixelsIsRefusedBeforeDecoding() throws {
        var png = [UInt8](image.png)
        // IHDR is the first chunk: length, "IHDR", width and height (32 bits each), then its CRC over type and data.
        png.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        let crc = CRC32.checksum(png[12..<29])
        png.replaceSubrange(29..<33, with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) })
        #expect(throws: BarcodeError.tooManyPixels(width: 100_000, height: 100_000, limit: 40_000_000)) {
            try BarcodeReader.texts(in: Data(png))
        }
    }

    @Test func aFileOverTheByteLimitIsNotRead() {
        #expect(throws: BarcodeError.tooManyBytes(size: image.png.count, limit: 100)) {
            try BarcodeReader.texts(in: image.png, limits: BarcodeLimits(maximumBytes: 100))
        }
    }

    @Test func aPDFPageLargerThanThePixelLimitIsReadAtALowerResolution() throws {
        let qr = GrayBitmap.barcode(BCBPSamples.montrealFrankfurt, .qrCode)
        let pdf = SamplePDF(pages: [[.image(qr, x: 200, y: 300, width: 200, height: 200)]]).data
        // 2 megapixels: an A4 page at about 100 dpi.
        #expect(try BarcodeReader.texts(in: pdf, limits: BarcodeLimits(maximumPixels: 2_000_000)).count == 1)
    }

    @Test func aPixelBufferTooShortForItsSizeIsRefused() {
        #expect(throws: BarcodeError.self) { try BarcodeReader.texts(inPixels: [0, 0, 0], width: 2, height: 2, layout: .gray) }
    }
}

/// The CRC of PNG chunks (ISO 3309), for tests that rewrite a header.
enum CRC32 {
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
