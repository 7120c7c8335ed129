/// One barcode read from a PDF or an image: its text and symbology, and where it was.
public struct DecodedBarcode: Sendable, Hashable {
    /// The symbologies a boarding pass may use (IATA Resolution 792); any other is `other`.
    public enum Format: String, Sendable, Hashable {
        case pdf417, aztec, qrCode, dataMatrix, other
    }

    /// The decoded text (for a boarding pass, an IATA BCBP string starting `M1`).
    public var text: String
    public var format: Format
    /// The 1-based page of a PDF it was found on; nil in an image.
    public var page: Int?

    public init(text: String, format: Format, page: Int? = nil) {
        self.text = text
        self.format = format
        self.page = page
    }
}
