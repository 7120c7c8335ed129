import CZXingBridge
import Foundation

/// A QR code made by zxing-cpp's writer: for a link a phone scans (`devices add --app owntracks`), shown in the
/// terminal and written as PNG.
public struct QRCode: Sendable, Equatable {
    /// Modules a side, without the quiet zone.
    public let size: Int
    /// Row by row, true for a dark module.
    public let modules: [Bool]

    /// The code of `text`, or nil when the text is too long for any QR code.
    public init?(_ text: String) {
        var side: Int32 = 0
        guard let bytes = zxb_qr_encode(text, &side) else { return nil }
        defer { zxb_free(bytes) }
        size = Int(side)
        modules = (0..<(size * size)).map { bytes[$0] != 0 }
    }

    public func isDark(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x]
    }

    /// The code for a terminal, two module rows a line in half blocks, light modules drawn and dark ones left blank
    /// (a terminal's light text on its dark background, as `qrencode -t UTF8` draws), with a quiet zone of `margin`.
    public func terminalText(margin: Int = 2) -> String {
        var lines: [String] = []
        var y = -margin
        while y < size + margin {
            var line = ""
            for x in -margin..<(size + margin) {
                switch (!isDark(x: x, y: y), !isDark(x: x, y: y + 1) && y + 1 < size + margin) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
            y += 2
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The code as a PNG, `scale` pixels a module, with a quiet zone of `margin` modules.
    public func png(scale: Int = 8, margin: Int = 4) -> Data? {
        let side = (size + 2 * margin) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<size {
            for x in 0..<size where modules[y * size + x] {
                for dy in 0..<scale {
                    let row = ((y + margin) * scale + dy) * side + (x + margin) * scale
                    for dx in 0..<scale { pixels[row + dx] = 0 }
                }
            }
        }
        var length = 0
        guard let bytes = pixels.withUnsafeBufferPointer({ zxb_png_gray($0.baseAddress, Int32(side), Int32(side), &length) }) else { return nil }
        defer { zxb_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}
