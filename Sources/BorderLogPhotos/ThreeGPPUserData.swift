import Foundation

/// The 3GPP TS 26.244 user-data boxes that place or date a recording (3GP phones, some Android phones and editors,
/// in `moov/udta` or a track's `udta`), and the text boxes other writers put beside them. Every read is checked
/// against the box: a broken box throws, and the caller decides what that costs (``VideoEvidence`` ignores the box).
enum ThreeGPPUserData {
    /// A `loci` (location information) box: full box header, pad bit and ISO 639-2 language, the place name, the
    /// role, longitude, latitude and altitude as signed 16.16 fixed point (that order), the astronomical body and
    /// notes. Strings end with a NUL; UTF-16 ones start with a byte order mark and end with two NULs.
    struct Location: Equatable {
        /// What the place is to the recording (TS 26.244 §8.8): only a shooting location says where it was made.
        enum Role: Equatable {
            case shooting, real, fictional
            case other(UInt8)

            init(_ value: UInt8) {
                self = switch value {
                case 0: .shooting
                case 1: .real
                case 2: .fictional
                default: .other(value)
                }
            }
        }

        var name: String
        var role: Role
        /// Signed degrees; nil when out of range (ExifTool writes 999 for an unknown coordinate).
        var latitude: Double?
        var longitude: Double?
        var altitude: Double
        var body: String
        var notes: String

        /// Why the box does not say where the recording was made, or nil when it does: a shooting location on Earth
        /// with both coordinates in range.
        var objection: String? {
            switch role {
            case .shooting: break
            case .real: return "it names the real place shown, not where the recording was made"
            case .fictional: return "it names a fictional place"
            case .other(let value): return "its role \(value) is not a shooting location"
            }
            if !body.isEmpty, body.lowercased() != "earth" { return "its place is on \(body.prefix(40))" }
            if latitude == nil || longitude == nil { return "its coordinates are out of range" }
            return nil
        }
    }

    static func location(_ bytes: [UInt8], _ box: BoxBytes.Box) throws(PhotoReadError) -> Location {
        var reader = TextReader(bytes: bytes, offset: box.payload, end: box.end)
        guard box.payloadLength >= 6 else { throw .truncated("'loci' box ends before its language code") }
        reader.offset += 6  // version, flags, pad bit and language
        let name = try reader.string(what: "place name")
        guard reader.end - reader.offset >= 13 else { throw .truncated("'loci' box ends inside its coordinates") }
        let role = bytes[reader.offset]
        let longitude = fixed(bytes, reader.offset + 1), latitude = fixed(bytes, reader.offset + 5)
        let altitude = fixed(bytes, reader.offset + 9)
        reader.offset += 13
        // Body and notes are read up to the box's end when cut short: they do not move the coordinates.
        let body = (try? reader.string(what: "astronomical body")) ?? ""
        let notes = (try? reader.string(what: "notes")) ?? ""
        return Location(
            name: name, role: Location.Role(role), latitude: (-90...90).contains(latitude) ? latitude : nil,
            longitude: (-180...180).contains(longitude) ? longitude : nil, altitude: altitude, body: body, notes: notes)
    }

    /// A `yrrc` (recording year) box: full box header, then the year as a 16-bit number.
    static func recordingYear(_ bytes: [UInt8], _ box: BoxBytes.Box) throws(PhotoReadError) -> Int {
        guard box.payloadLength >= 6 else { throw .truncated("'yrrc' box ends before its year") }
        return bytes.uint16BE(box.payload + 4)
    }

    /// The text of a `date` box (an ISO 8601 date and time, as Samsung and other Android phones write it): the
    /// payload itself, or after a full box header and language code when the writer used the 3GPP layout.
    static func dateText(_ bytes: [UInt8], _ box: BoxBytes.Box) -> String {
        var start = box.payload
        if box.payloadLength > 6, bytes[start..<start + 4].allSatisfy({ $0 == 0 }) { start += 6 }
        return text(bytes[start..<box.end])
    }

    /// The text of a QuickTime `©…` user-data box (`©xyz`, `©day`): a 16-bit length, a language code, the text.
    static func internationalText(_ bytes: [UInt8], _ box: BoxBytes.Box) -> String? {
        guard box.payloadLength > 4 else { return nil }
        let length = min(bytes.uint16BE(box.payload), box.payloadLength - 4)
        return text(bytes[(box.payload + 4)..<(box.payload + 4 + length)])
    }

    /// UTF-8 text up to its first NUL, trimmed of blanks.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let content = bytes.prefix { $0 != 0 }
        return String(decoding: content, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// The step of a 16.16 fixed-point coordinate, in degrees (under 2 m).
    static let fixedStep = 1.0 / 65_536

    /// A signed 16.16 fixed-point number.
    private static func fixed(_ bytes: [UInt8], _ at: Int) -> Double {
        Double(Int32(truncatingIfNeeded: bytes.uint32BE(at))) / 65_536
    }

    /// Reads TS 26.244 strings one after another within a box.
    private struct TextReader {
        let bytes: [UInt8]
        var offset: Int
        let end: Int

        /// A NUL-terminated UTF-8 string, or a UTF-16 one (byte order mark first, two NULs last).
        mutating func string(what: String) throws(PhotoReadError) -> String {
            let rest = bytes[offset..<end]
            let bigEndian = rest.starts(with: [0xFE, 0xFF]), littleEndian = rest.starts(with: [0xFF, 0xFE])
            guard bigEndian || littleEndian else {
                guard let nul = rest.firstIndex(of: 0) else { throw .corrupt("'loci' box: the \(what) has no terminator") }
                offset = nul + 1
                return String(decoding: rest[..<nul], as: UTF8.self)
            }
            var units: [UInt16] = []
            var at = offset + 2
            while true {
                guard at + 2 <= end else {
                    throw .corrupt(at == end ? "'loci' box: the UTF-16 \(what) has no terminator" : "'loci' box: the UTF-16 \(what) has an odd length")
                }
                let unit = bigEndian ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at])
                at += 2
                if unit == 0 { break }
                units.append(unit)
            }
            offset = at
            return String(decoding: units, as: UTF16.self)
        }
    }
}
