import BorderLogModel
import BorderLogXML

/// Splits the text of a KML `<coordinates>` element into `lon,lat[,alt]` tuples as it streams in,
/// so a LineString of a million points never sits in memory as text.
///
/// Tuples are separated by blanks; one space right after a comma stays inside the tuple, since
/// some writers put one there (`2.35, 48.85`).
struct KMLCoordinateScanner {
    enum Tuple {
        case coordinate(Coordinate)
        /// Not `lon,lat[,alt]`; the tuple's first 40 characters.
        case malformed(String)
        case outOfRange(Coordinate.OutOfRange)
    }

    /// Longer tuples are not coordinates; they are reported by their start.
    private static let tupleLimit = 1024

    private var tuple: [UInt8] = []
    private var isTruncated = false
    private var afterComma = false

    mutating func reset() {
        tuple.removeAll(keepingCapacity: true)
        isTruncated = false
        afterComma = false
    }

    mutating func scan(_ bytes: UnsafeRawBufferPointer, _ found: (Tuple) -> Void) {
        for byte in bytes {
            let followsComma = afterComma
            afterComma = byte == UInt8(ascii: ",")
            switch byte {
            case 0x20 where followsComma:
                continue
            case 0x20, 0x0A, 0x09, 0x0D:
                finish(found)
            default:
                if tuple.count < Self.tupleLimit { tuple.append(byte) } else { isTruncated = true }
            }
        }
    }

    /// Ends the tuple in progress, if any; call at the end of the element.
    mutating func finish(_ found: (Tuple) -> Void) {
        guard !tuple.isEmpty else { return }
        found(evaluate())
        tuple.removeAll(keepingCapacity: true)
        isTruncated = false
    }

    private func evaluate() -> Tuple {
        tuple.withUnsafeBytes { bytes in
            if !isTruncated, let comma = bytes.firstIndex(of: UInt8(ascii: ",")) {
                let latEnd = bytes[(comma + 1)...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
                if let lon = Self.number(UnsafeRawBufferPointer(rebasing: bytes[..<comma])),
                   let lat = Self.number(UnsafeRawBufferPointer(rebasing: bytes[(comma + 1)..<latEnd])) {
                    switch Coordinate.checked(latitude: lat, longitude: lon) {
                    case .success(let coordinate): return .coordinate(coordinate)
                    case .failure(let outOfRange): return .outOfRange(outOfRange)
                    }
                }
            }
            return .malformed(String(String(decoding: bytes, as: UTF8.self).prefix(40)))
        }
    }

    /// A number as `Double(_:)` reads it, without a `String` in the common case.
    static func number(_ bytes: UnsafeRawBufferPointer) -> Double? {
        XMLDecimal.parse(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
    }
}
