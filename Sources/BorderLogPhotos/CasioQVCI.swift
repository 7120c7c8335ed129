/// The capture date in the `QVCI` APP1 segment of Casio QV cameras (late 1990s, before they wrote EXIF).
///
/// The segment is a fixed binary layout: at byte 0x4D, counted from the start of its `QVCI\0` signature, 20 bytes of
/// text `YYYY.MM.DD.HH.MM.SS` and a NUL (ExifTool's Casio module documents the layout as tag table `QVCI`).
enum CasioQVCI {
    static let dateOffset = 0x4D

    /// `YYYY:MM:DD HH:MM:SS`, or nil when the segment is too short or the bytes there are not a date of that shape.
    static func dateTimeOriginal(segment: [UInt8]) -> String? {
        let shape = Array("dddd.dd.dd.dd.dd.dd".utf8)
        guard segment.starts(with: "QVCI\0"), segment.count >= dateOffset + shape.count else { return nil }
        var text: [UInt8] = []
        for (index, expected) in shape.enumerated() {
            let byte = segment[dateOffset + index]
            if expected == UInt8(ascii: "d") {
                guard (48...57).contains(byte) else { return nil }
                text.append(byte)
            } else {
                guard byte == expected else { return nil }
                text.append(index == 10 ? UInt8(ascii: " ") : UInt8(ascii: ":"))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
