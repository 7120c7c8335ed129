import CZXingBridge
import Foundation

/// Reads the barcodes of boarding passes (PDF417, Aztec, QR, Data Matrix) from PDFs, PNG and JPEG images, and
/// pixel buffers, through zxing-cpp; PDF pages are rendered with poppler. The texts are returned as they are:
/// turning BCBP strings into flights is the calendar reader's job.
///
/// Every file is treated as hostile: its size, its pixels and its pages are bounded (`BarcodeLimits`), and a
/// damaged file is an error, never a crash. Calls keep no state between them; poppler's own shared state (its font
/// tables) is behind poppler's locks.
public enum BarcodeReader {
    /// What one file gave.
    public struct Scan: Sendable {
        public var kind: FileKind
        /// Distinct barcodes, in the order found (page by page in a PDF).
        public var barcodes: [DecodedBarcode]
        /// The pages of a PDF (1 for an image), and how many of them were read (`BarcodeLimits.maximumPages`).
        public var pages: Int
        public var pagesRead: Int
    }

    /// Pixel layouts of `texts(inPixels:…)`, 8 bits a channel.
    public enum PixelLayout: Int, Sendable {
        case gray = 1, rgb = 3, rgba = 4
    }

    /// The barcodes in a PDF, PNG or JPEG file, recognised by its content whatever its name.
    public static func texts(in data: Data, limits: BarcodeLimits = .standard) throws(BarcodeError) -> [DecodedBarcode] {
        try scan(data, limits: limits).barcodes
    }

    /// The barcodes in a PDF, PNG or JPEG file, with what kind of file it was and how many pages were read.
    public static func scan(_ data: Data, limits: BarcodeLimits = .standard) throws(BarcodeError) -> Scan {
        guard let kind = FileKind(sniffing: data) else { throw .unrecognized }
        guard data.count <= limits.maximumBytes else { throw .tooManyBytes(size: data.count, limit: limits.maximumBytes) }
        var bounds = limits.bridged
        let result = data.withUnsafeBytes { buffer in
            outcome { result in
                let bytes = buffer.bindMemory(to: UInt8.self).baseAddress
                switch kind {
                case .pdf: zxb_read_pdf(bytes, buffer.count, &bounds, result)
                case .png: zxb_read_png(bytes, buffer.count, &bounds, result)
                case .jpeg: zxb_read_jpeg(bytes, buffer.count, &bounds, result)
                }
            }
        }
        let barcodes = try result.get(kind, limits: limits)
        let pages = kind == .pdf ? Int(result.pages) : 1
        return Scan(kind: kind, barcodes: barcodes, pages: pages, pagesRead: min(pages, limits.maximumPages))
    }

    /// The barcodes in an image already in memory: `width` × `height` pixels in `layout`, rows `rowBytes` apart
    /// (`width` times the pixel's bytes when nil).
    public static func texts(
        inPixels pixels: [UInt8], width: Int, height: Int, layout: PixelLayout, rowBytes: Int? = nil,
        limits: BarcodeLimits = .standard
    ) throws(BarcodeError) -> [DecodedBarcode] {
        // Sizes within 32 bits first, so that the products below cannot overflow.
        guard let width32 = Int32(exactly: width), let height32 = Int32(exactly: height),
              let stride32 = Int32(exactly: rowBytes ?? width * layout.rawValue), width > 0, height > 0,
              Int(stride32) >= width * layout.rawValue, pixels.count >= Int(stride32) * (height - 1) + width * layout.rawValue
        else {
            let rows = rowBytes.map { " in rows of \($0) bytes" } ?? ""
            throw .invalidPixels("\(pixels.count) bytes do not hold \(width)×\(height) pixels of \(layout.rawValue) bytes\(rows)")
        }
        var bounds = limits.bridged
        let result = pixels.withUnsafeBufferPointer { buffer in
            outcome { zxb_read_pixels(buffer.baseAddress, width32, height32, stride32, zxb_pixels(UInt32(layout.rawValue)), &bounds, $0) }
        }
        return try result.get(nil, limits: limits)
    }

    /// Runs one bridge call and copies what it filled in, releasing the C memory.
    private static func outcome(_ call: (UnsafeMutablePointer<zxb_result>) -> Void) -> Outcome {
        var result = zxb_result()
        call(&result)
        defer { zxb_result_free(&result) }
        let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let barcodes = (0..<result.count).map { index in
            let barcode = result.barcodes[index]
            return DecodedBarcode(
                text: String(decoding: UnsafeRawBufferPointer(start: barcode.text, count: barcode.length), as: UTF8.self),
                format: DecodedBarcode.Format(barcode.format), page: barcode.page > 0 ? Int(barcode.page) : nil)
        }
        return Outcome(status: result.status, message: message, width: Int(result.width), height: Int(result.height),
                       pages: result.pages, barcodes: barcodes)
    }

    /// A bridge call's result in Swift values.
    private struct Outcome {
        var status: zxb_status
        var message: String
        var width: Int, height: Int
        var pages: Int32
        var barcodes: [DecodedBarcode]

        func get(_ kind: FileKind?, limits: BarcodeLimits) throws(BarcodeError) -> [DecodedBarcode] {
            switch status {
            case ZXB_OK: return barcodes
            case ZXB_ENCRYPTED: throw .encrypted
            case ZXB_TOO_LARGE: throw .tooManyPixels(width: width, height: height, limit: limits.maximumPixels)
            case ZXB_NO_MEMORY: throw .outOfMemory
            default:
                guard let kind else { throw .invalidPixels(message) }
                throw .damaged(kind, reason: message.isEmpty ? "unreadable" : message)
            }
        }
    }
}

extension BarcodeLimits {
    /// The limits as the bridge takes them, clamped to its integer types.
    var bridged: zxb_limits {
        zxb_limits(max_pixels: UInt64(max(1, maximumPixels)), max_pages: Int32(clamping: max(0, maximumPages)),
                   max_images_per_page: Int32(clamping: max(0, maximumImagesPerPage)))
    }
}

extension DecodedBarcode.Format {
    init(_ format: zxb_format) {
        switch format {
        case ZXB_FORMAT_PDF417: self = .pdf417
        case ZXB_FORMAT_AZTEC: self = .aztec
        case ZXB_FORMAT_QR_CODE: self = .qrCode
        case ZXB_FORMAT_DATA_MATRIX: self = .dataMatrix
        default: self = .other
        }
    }
}
