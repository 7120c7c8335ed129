import CZXingBridge
import Foundation

/// The text of a PDF read for its words (a Home Office travel history), through the same poppler bridge the
/// boarding-pass reader renders pages with. Each line of the text is a line of the page as it is laid out: a table's
/// row is one line, its cells apart by a tab where the page leaves a wide gap; pages follow one another.
public enum PDFText {
    /// Why a PDF gave no text.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The bytes do not start (within their first kilobyte) with `%PDF-`.
        case notPDF
        case encrypted
        case damaged(reason: String)
        case outOfMemory

        public var description: String {
            switch self {
            case .notPDF: "not a PDF"
            case .encrypted: BarcodeError.encrypted.description
            case .damaged(let reason): "damaged or truncated PDF: \(reason); save or download it again"
            case .outOfMemory: BarcodeError.outOfMemory.description
            }
        }
    }

    /// The text of the first `maximumPages` pages, at most `maximumBytes` of it.
    public static func text(of data: Data, maximumPages: Int = 200, maximumBytes: Int = 8 << 20) throws(Failure) -> String {
        guard BarcodeReader.FileKind(sniffing: data) == .pdf else { throw .notPDF }
        var result = zxb_text()
        data.withUnsafeBytes { buffer in
            zxb_read_pdf_text(
                buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, Int32(clamping: max(0, maximumPages)), max(0, maximumBytes), &result)
        }
        defer { zxb_text_free(&result) }
        switch result.status {
        case ZXB_OK:
            guard let text = result.text else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: text, count: result.length), as: UTF8.self)
        case ZXB_ENCRYPTED: throw .encrypted
        case ZXB_NO_MEMORY: throw .outOfMemory
        default:
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw .damaged(reason: message.isEmpty ? "unreadable" : message)
        }
    }
}
