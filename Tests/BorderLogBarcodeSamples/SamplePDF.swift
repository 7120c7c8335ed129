import Foundation

/// A minimal PDF written by hand, as boarding-pass PDFs are made: images placed on a page (a JPEG kept as it is,
/// or raw gray pixels), a barcode drawn as filled rectangles, or lines of text (a letter's table). Positions are in points from the top left.
public struct SamplePDF {
    public enum Item {
        /// An image stretched over the rectangle; `jpeg` embeds it as a JPEG (DCTDecode), else as raw pixels.
        case image(GrayBitmap, x: Double, y: Double, width: Double, height: Double, jpeg: Bool = false)
        /// Each black pixel of the bitmap a `module`-point square, from `x`, `y`.
        case vectors(GrayBitmap, x: Double, y: Double, module: Double)
        /// A line of text in Helvetica (one of the fonts every PDF reader has) of `size` points, its baseline at
        /// `y`; ASCII only.
        case text(String, x: Double, y: Double, size: Double = 10)
    }

    /// A4, in points.
    public static let a4 = (width: 595.0, height: 842.0)

    public var pages: [[Item]]
    /// Writes an `/Encrypt` dictionary whose user password is not empty, so readers ask for one.
    public var encrypted = false

    public init(pages: [[Item]], encrypted: Bool = false) {
        self.pages = pages
        self.encrypted = encrypted
    }

    public var data: Data {
        var objects: [Data] = [Data(), Data()]  // the catalog and the page tree, written last
        var pageNumbers: [Int] = []
        for items in pages {
            var content = ""
            var images: [String] = []
            for item in items {
                switch item {
                case .image(let bitmap, let x, let y, let width, let height, let jpeg):
                    let header = "<< /Type /XObject /Subtype /Image /Width \(bitmap.width) /Height \(bitmap.height) "
                        + "/ColorSpace /DeviceGray /BitsPerComponent 8" + (jpeg ? " /Filter /DCTDecode" : "")
                    objects.append(Self.stream(header, jpeg ? bitmap.jpeg() : Data(bitmap.pixels)))
                    images.append("/I\(images.count) \(objects.count) 0 R")
                    content += "q \(width) 0 0 \(height) \(x) \(Self.a4.height - y - height) cm /I\(images.count - 1) Do Q\n"
                case .vectors(let bitmap, let x, let y, let module):
                    content += "0 g\n"
                    for row in 0..<bitmap.height {
                        var column = 0
                        while column < bitmap.width {
                            guard bitmap.pixels[row * bitmap.width + column] < 128 else { column += 1; continue }
                            let start = column
                            while column < bitmap.width, bitmap.pixels[row * bitmap.width + column] < 128 { column += 1 }
                            content += "\(x + Double(start) * module) \(Self.a4.height - y - Double(row + 1) * module) "
                                + "\(Double(column - start) * module) \(module) re\n"
                        }
                    }
                    content += "f\n"
                case .text(let line, let x, let y, let size):
                    let escaped = line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
                        .replacingOccurrences(of: ")", with: "\\)")
                    content += "BT /F1 \(size) Tf \(x) \(Self.a4.height - y) Td (\(escaped)) Tj ET\n"
                }
            }
            objects.append(Self.stream("<<", Data(content.utf8)))
            let contents = objects.count
            objects.append(Data(("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(Self.a4.width) \(Self.a4.height)] "
                + "/Resources << /XObject << \(images.joined(separator: " ")) >> /Font << /F1 << /Type /Font /Subtype /Type1 "
                + "/BaseFont /Helvetica /Encoding /WinAnsiEncoding >> >> >> /Contents \(contents) 0 R >>").utf8))
            pageNumbers.append(objects.count)
        }
        objects[0] = Data("<< /Type /Catalog /Pages 2 0 R >>".utf8)
        objects[1] = Data("<< /Type /Pages /Kids [\(pageNumbers.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pageNumbers.count) >>".utf8)
        if encrypted {
            let filler = String(repeating: "5A", count: 32)
            objects.append(Data("<< /Filter /Standard /V 1 /R 2 /O <\(filler)> /U <\(filler)> /P -4 >>".utf8))
        }

        var file = Data("%PDF-1.4\n%\u{E2}\u{E3}\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.count)
            file += Data("\(index + 1) 0 obj\n".utf8) + object + Data("\nendobj\n".utf8)
        }
        let xref = file.count
        file += Data("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { file += Data(String(format: "%010d 00000 n \n", offset).utf8) }
        let encryption = encrypted ? " /Encrypt \(objects.count) 0 R /ID [<00112233445566778899AABBCCDDEEFF> <00112233445566778899AABBCCDDEEFF>]" : ""
        file += Data("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R\(encryption) >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return file
    }

    private static func stream(_ dictionary: String, _ bytes: Data) -> Data {
        Data("\(dictionary) /Length \(bytes.count) >>\nstream\n".utf8) + bytes + Data("\nendstream".utf8)
    }
}
