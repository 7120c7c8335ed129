import CExif
import Foundation

/// The libexif wrapper: a TIFF block in, plain Swift values out. The only file that imports CExif for reading.
enum ExifReader {
    /// Fills the EXIF fields of `metadata` from a TIFF block (byte order mark, IFD0, EXIF and GPS IFDs).
    static func read(tiff: [UInt8], into metadata: inout PhotoMetadata) throws(PhotoReadError) {
        guard tiff.count >= 8 else { throw .corrupt("EXIF block of \(tiff.count) bytes is too short") }
        var block = Array("Exif\0\0".utf8) + tiff
        // ORF ("IIRO"/"IIRS") and RW2 ("IIU\0") use their own magic number in a TIFF layout.
        if block[6] == UInt8(ascii: "I"), block[8] != 42 || block[9] != 0 { block[8] = 42; block[9] = 0 }
        if block[6] == UInt8(ascii: "M"), block[8] != 0 || block[9] != 42 { block[8] = 0; block[9] = 42 }
        guard block.starts(with: "II", at: 6) || block.starts(with: "MM", at: 6) else {
            throw .corrupt("EXIF block has no byte order mark")
        }
        guard let data = exif_data_new() else { throw .unreadable("out of memory") }
        defer { exif_data_unref(data) }
        // Read what is there; do not let the library add or "fix" tags, nor drop tags it files elsewhere.
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        exif_data_unset_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)
        block.withUnsafeBufferPointer { exif_data_load_data(data, $0.baseAddress, UInt32($0.count)) }

        let order = exif_data_get_byte_order(data)
        let ifds = data.pointee.ifd
        let ifd0 = Directory(content: ifds.0, order: order), exif = Directory(content: ifds.2, order: order)
        let gps = Directory(content: ifds.3, order: order)
        guard ifd0.count + exif.count + gps.count > 0 else { throw .noDate("the EXIF block holds no date or position") }

        metadata.make = ifd0.text(0x010F)
        metadata.model = ifd0.text(0x0110)
        metadata.dateTimeOriginal = exif.text(0x9003) ?? ifd0.text(0x9003)
        metadata.subSecTimeOriginal = exif.text(0x9291)
        metadata.offsetTimeOriginal = exif.text(0x9011)
        metadata.dateTimeDigitized = exif.text(0x9004) ?? ifd0.text(0x9004)
        metadata.offsetTimeDigitized = exif.text(0x9012)

        if let latitude = gps.coordinate(0x0002, reference: 0x0001, positive: "N", negative: "S"),
           let longitude = gps.coordinate(0x0004, reference: 0x0003, positive: "E", negative: "W") {
            (metadata.latitude, metadata.longitude) = (latitude, longitude)
        }
        if let altitude = gps.rationals(0x0006)?.first, altitude.isFinite {
            metadata.altitude = gps.byte(0x0005) == 1 ? -altitude : altitude
        }
        metadata.gpsDate = gps.text(0x001D)
        if let parts = gps.rationals(0x0007), parts.count == 3, parts.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            let seconds = parts[2]
            let whole = Int(seconds.rounded(.down))
            let fraction = seconds - Double(whole)
            var text = pad(Int(parts[0])) + ":" + pad(Int(parts[1])) + ":" + pad(whole)
            if fraction > 0.0005 { text += String(format: ".%03d", Int((fraction * 1000).rounded())) }
            metadata.gpsTime = text
        } else if let text = gps.text(0x0007), text.utf8.count <= 16 {
            // Written as text (`HH:MM:SS`) by a few phones; the mapper checks it as it checks the rationals' form.
            metadata.gpsTime = text
        }
    }

    private static func pad(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : "\(value)" }

    /// One IFD's entries, read by tag number.
    private struct Directory {
        let content: UnsafeMutablePointer<ExifContent>?
        let order: ExifByteOrder

        var count: Int { Int(content?.pointee.count ?? 0) }

        private func entry(_ tag: UInt32) -> (format: Int, components: Int, bytes: UnsafeBufferPointer<UInt8>)? {
            guard let content, let entry = exif_content_get_entry(content, ExifTag(rawValue: tag)),
                  let bytes = entry.pointee.data else { return nil }
            let size = Int(entry.pointee.size)
            return (Int(entry.pointee.format.rawValue), Int(entry.pointee.components), UnsafeBufferPointer(start: bytes, count: size))
        }

        /// An ASCII (or undefined-as-text) value, cut at its first NUL and trimmed of blanks; nil when empty.
        func text(_ tag: UInt32) -> String? {
            guard let (format, _, bytes) = entry(tag), format == 2 || format == 7 || format == 1 else { return nil }
            var value = bytes.prefix { $0 != 0 }
            // Spaces and tabs are trimmed here; Foundation's trimming (slow per call) is left for non-ASCII edges.
            while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
            while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
            guard let first = value.first, let last = value.last else { return nil }
            let text = String(decoding: value, as: UTF8.self)
            guard first >= 0x80 || last >= 0x80 else { return text }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }

        func byte(_ tag: UInt32) -> UInt8? {
            guard let (format, _, bytes) = entry(tag), format == 1 || format == 7, let first = bytes.first else { return nil }
            return first
        }

        /// Unsigned or signed rationals as doubles (a zero denominator gives NaN).
        func rationals(_ tag: UInt32) -> [Double]? {
            guard let (format, components, bytes) = entry(tag), format == 5 || format == 10 else { return nil }
            let n = min(components, bytes.count / 8)
            guard n > 0 else { return nil }
            return (0..<n).map { i in
                let numerator = word(bytes, 8 * i), denominator = word(bytes, 8 * i + 4)
                if format == 10 {
                    let top = Double(Int32(bitPattern: numerator)), bottom = Double(Int32(bitPattern: denominator))
                    return bottom == 0 ? .nan : top / bottom
                }
                return denominator == 0 ? .nan : Double(numerator) / Double(denominator)
            }
        }

        /// Degrees from 1–3 rationals (degrees, minutes, seconds); nil when any part is undefined.
        func degrees(_ tag: UInt32) -> Double? {
            guard let parts = rationals(tag), parts.allSatisfy(\.isFinite) else { return nil }
            var value = 0.0
            for (index, part) in parts.prefix(3).enumerated() { value += part / [1.0, 60.0, 3600.0][index] }
            return value
        }

        /// A signed coordinate from rationals or, as some phones write it, text (``GPSCoordinateText``), signed by the
        /// reference tag, else by a letter in the text, else by its own sign (a missing reference is not fatal).
        func coordinate(_ tag: UInt32, reference: UInt32, positive: Character, negative: Character) -> Double? {
            let letter = text(reference)?.uppercased().first
            if let degrees = degrees(tag) {
                return GPSCoordinateText.signed(degrees, references: [letter], positive: positive, negative: negative)
            }
            guard let written = text(tag), let reading = GPSCoordinateText.parse(written, positive: positive, negative: negative) else {
                return nil
            }
            return GPSCoordinateText.signed(reading.degrees, references: [letter, reading.reference], positive: positive, negative: negative)
        }

        private func word(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
            let b = (UInt32(bytes[at]), UInt32(bytes[at + 1]), UInt32(bytes[at + 2]), UInt32(bytes[at + 3]))
            return order == EXIF_BYTE_ORDER_INTEL ? b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0 : b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3
        }
    }
}
