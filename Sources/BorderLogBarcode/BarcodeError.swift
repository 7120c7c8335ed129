/// Why a file gave no barcodes: what failed and what to do about it.
public enum BarcodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither a PDF, nor a PNG, nor a JPEG, judged by its first bytes.
    case unrecognized
    /// More bytes than `BarcodeLimits.maximumBytes`.
    case tooManyBytes(size: Int, limit: Int)
    /// A PDF that opens only with a password.
    case encrypted
    /// An image with more pixels than `BarcodeLimits.maximumPixels`.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The decoder refused the file; `reason` is its own message.
    case damaged(BarcodeReader.FileKind, reason: String)
    /// A pixel buffer whose size or rows do not add up.
    case invalidPixels(String)
    case outOfMemory

    public var description: String {
        switch self {
        case .unrecognized:
            "not a PDF, PNG or JPEG: boarding-pass barcodes are read from those (convert other images to PNG)"
        case .tooManyBytes(let size, let limit):
            "\(size >> 20) MB is more than a boarding pass holds (limit \(limit >> 20) MB); not read"
        case .encrypted:
            "PDF is encrypted: it opens only with a password; save a copy without one (print it to PDF) and import that"
        case .tooManyPixels(let width, let height, let limit):
            "image of \(width)×\(height) pixels is larger than the \(limit / 1_000_000)-megapixel limit; "
                + "scale it down (a boarding pass reads at a tenth of that)"
        case .damaged(let kind, let reason):
            "damaged or truncated \(kind.name): \(reason); save or download it again"
        case .invalidPixels(let reason):
            "invalid pixel buffer: \(reason)"
        case .outOfMemory:
            "out of memory while decoding; close other programs or import this file alone"
        }
    }
}
