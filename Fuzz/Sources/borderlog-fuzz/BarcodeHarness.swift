import BorderLogBarcode
import Foundation

/// Boarding-pass PDFs and images: sniffed, then poppler (PDF pages rendered, placed images read one by one),
/// libpng or libjpeg, and zxing over the pixels, within the standard limits, as the calendar import reads them.
enum BarcodeHarness {
    static func read(_ bytes: [UInt8]) {
        _ = try? BarcodeReader.scan(Data(bytes))
    }
}
