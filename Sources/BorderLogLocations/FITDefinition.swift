/// A FIT definition message: how the data messages of one local message type are laid out.
///
/// After its record header (`0 1 d 0 tttt`: a definition, `d` set when developer fields follow, `tttt` the local
/// message type it defines) a definition holds:
///
/// ```
/// 0      reserved
/// 1      architecture: 0 little-endian, 1 big-endian (for the multi-byte fields of its data messages)
/// 2–3    global message number (20: record), in that byte order
/// 4      N, the number of fields
/// 5…     N × 3 bytes: field number, size in bytes, base type
/// then   when d: M (1 byte), and M × 3 bytes: developer field number, size, developer data index
/// ```
///
/// A data message of this type holds the fields' bytes in that order, then the developer fields' bytes: at most
/// 255 × 255 + 255 × 255 bytes (`maximumLength`), so one message is all a reader ever holds. The fields read here
/// are those that place a point in time and space, at the sizes the FIT profile gives them; a field of another
/// size is not the profile's and is left out.
struct FITDefinition {
    /// The fields read, by their number in the FIT profile.
    enum Field: UInt8, CaseIterable {
        /// `record.position_lat` / `position_long`: sint32 semicircles (degrees = value × 180 / 2^31), invalid 0x7FFFFFFF.
        case latitude = 0, longitude = 1
        /// `record.altitude`: uint16, metres = value / 5 − 500, invalid 0xFFFF.
        case altitude = 2
        /// `record.speed`: uint16, metres per second = value / 1000, invalid 0xFFFF.
        case speed = 6
        /// `record.enhanced_speed` / `enhanced_altitude`: the same scales in uint32 (invalid 0xFFFFFFFF), preferred
        /// when present.
        case enhancedSpeed = 73, enhancedAltitude = 78
        /// Any message's `timestamp`: uint32 seconds since 1989-12-31T00:00:00Z (invalid 0xFFFFFFFF; below
        /// 0x10000000, seconds since the device started, not a date).
        case timestamp = 253

        var size: Int {
            switch self {
            case .altitude, .speed: 2
            default: 4
            }
        }

        /// Whether only `record` messages give the field this meaning (the timestamp has it in every message).
        var isRecordField: Bool { self != .timestamp }
    }

    /// The global message number of `record`, the track points of an activity or course.
    static let record: UInt16 = 20
    static let maximumLength = 2 * 255 * 255

    let global: UInt16
    let isBigEndian: Bool
    /// The bytes of each data message of this type, after its header.
    let length: Int
    /// Where each field read lies in a data message.
    private let offsets: [(field: Field, offset: Int)]

    /// The definition in `fixed` (bytes 0–4), `fields` (N × 3) and `developer` (M × 3, empty without developer
    /// fields); nil for an architecture other than 0 or 1.
    init?(fixed: [UInt8], fields: [UInt8], developer: [UInt8]) {
        guard fixed.count == 5, fixed[1] <= 1 else { return nil }
        isBigEndian = fixed[1] == 1
        global = isBigEndian ? UInt16(fixed[2]) << 8 | UInt16(fixed[3]) : UInt16(fixed[3]) << 8 | UInt16(fixed[2])
        var offset = 0
        var offsets: [(Field, Int)] = []
        for index in stride(from: 0, to: fields.count - 2, by: 3) {
            let size = Int(fields[index + 1])
            if let field = Field(rawValue: fields[index]), field.size == size, global == Self.record || !field.isRecordField,
               !offsets.contains(where: { $0.0 == field }) {
                offsets.append((field, offset))
            }
            offset += size
        }
        for index in stride(from: 0, to: developer.count - 2, by: 3) { offset += Int(developer[index + 1]) }
        length = offset
        self.offsets = offsets
    }

    /// The raw value of `field` in a data message's bytes, or nil when this type has no such field. Invalid
    /// markers are the caller's to recognise.
    func value(_ field: Field, in message: [UInt8]) -> UInt32? {
        guard let offset = offsets.first(where: { $0.field == field })?.offset, offset + field.size <= message.count else { return nil }
        var value: UInt32 = 0
        for index in 0..<field.size {
            let byte = UInt32(message[offset + (isBigEndian ? index : field.size - 1 - index)])
            value = value << 8 | byte
        }
        return value
    }
}
