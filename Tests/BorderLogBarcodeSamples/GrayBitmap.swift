import CBarcodeWriter
import Foundation

/// An 8-bit gray image (0 black, 255 white) to compose test boarding passes from: barcodes encoded by zxing-cpp,
/// enlarged, rotated and placed on a page, then written as PNG or JPEG.
public struct GrayBitmap: Sendable, Equatable {
    public enum Symbology: Sendable {
        case pdf417, aztec, qrCode
    }

    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    /// A white image.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 255, count: width * height)
    }

    /// The barcode of `text`, one pixel per module, with a quiet zone of `margin` modules.
    public static func barcode(_ text: String, _ symbology: Symbology, margin: Int = 4) -> GrayBitmap {
        let format = switch symbology {
        case .pdf417: BCW_PDF417
        case .aztec: BCW_AZTEC
        case .qrCode: BCW_QR_CODE
        }
        var width: Int32 = 0, height: Int32 = 0
        guard let pixels = bcw_encode(text, format, Int32(margin), &width, &height) else {
            fatalError("zxing cannot encode \(text) as \(symbology)")
        }
        defer { bcw_free(pixels) }
        var bitmap = GrayBitmap(width: Int(width), height: Int(height))
        bitmap.pixels = Array(UnsafeBufferPointer(start: pixels, count: bitmap.pixels.count))
        return bitmap
    }

    /// Each pixel as `x` × `y` pixels (a PDF417's modules are wider than high).
    public func scaled(_ x: Int, _ y: Int) -> GrayBitmap {
        var scaled = GrayBitmap(width: width * x, height: height * y)
        for row in 0..<scaled.height {
            for column in 0..<scaled.width { scaled.pixels[row * scaled.width + column] = pixels[(row / y) * width + column / x] }
        }
        return scaled
    }

    /// Turned by `degrees` counterclockwise about its middle, on a white canvas large enough to hold it all.
    public func rotated(_ degrees: Double) -> GrayBitmap {
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        let side = Int((Double(width) * abs(c) + Double(height) * abs(s)).rounded(.up))
        let other = Int((Double(width) * abs(s) + Double(height) * abs(c)).rounded(.up))
        var turned = GrayBitmap(width: side, height: other)
        let (cx, cy) = (Double(width) / 2, Double(height) / 2)
        let (tx, ty) = (Double(side) / 2, Double(other) / 2)
        for row in 0..<other {
            for column in 0..<side {
                // The source pixel of each target pixel (nearest neighbour).
                let dx = Double(column) + 0.5 - tx, dy = Double(row) + 0.5 - ty
                let x = Int((c * dx - s * dy + cx).rounded(.down)), y = Int((s * dx + c * dy + cy).rounded(.down))
                if x >= 0, x < width, y >= 0, y < height { turned.pixels[row * side + column] = pixels[y * width + x] }
            }
        }
        return turned
    }

    /// `other` drawn with its top left corner at `x`, `y` (clipped to this image).
    public mutating func draw(_ other: GrayBitmap, x: Int, y: Int) {
        for row in max(0, -y)..<min(other.height, height - y) {
            for column in max(0, -x)..<min(other.width, width - x) {
                pixels[(y + row) * width + x + column] = other.pixels[row * other.width + column]
            }
        }
    }

    public var png: Data {
        var size = 0
        guard let bytes = bcw_png(pixels, Int32(width), Int32(height), &size) else { fatalError("libpng cannot write \(width)×\(height)") }
        defer { bcw_free(bytes) }
        return Data(bytes: bytes, count: size)
    }

    public func jpeg(quality: Int = 90) -> Data {
        var size = 0
        guard let bytes = bcw_jpeg(pixels, Int32(width), Int32(height), Int32(quality), &size) else { fatalError("libjpeg cannot write \(width)×\(height)") }
        defer { bcw_free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}
