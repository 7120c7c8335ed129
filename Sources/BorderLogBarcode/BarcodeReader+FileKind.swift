import Foundation

extension BarcodeReader {
    /// The kinds of file barcodes are read from, told apart by their first bytes.
    public enum FileKind: String, Sendable {
        case pdf, png, jpeg

        /// What the bytes are, or nil for anything else. A PDF's `%PDF-` may follow some junk (mail gateways and
        /// old generators put bytes before it; readers accept it within the first kilobyte).
        public init?(sniffing data: Data) {
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if data.prefix(1024).firstRange(of: Data("%PDF-".utf8)) != nil {
                self = .pdf
            } else {
                return nil
            }
        }

        /// How a message names the kind.
        var name: String {
            switch self {
            case .pdf: "PDF"
            case .png: "PNG image"
            case .jpeg: "JPEG image"
            }
        }
    }
}
