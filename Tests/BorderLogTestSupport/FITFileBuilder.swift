import Foundation

/// Writes FIT files message by message, as a watch does: definitions, data messages (with a full or a compressed
/// timestamp), the header and both CRCs; and, for hostile tests, raw bytes and damaged headers or CRCs.
public struct FITFileBuilder {
    /// A field of a definition message: number, size in bytes and FIT base type.
    public struct Field: Sendable {
        public var number: UInt8
        public var size: UInt8
        public var baseType: UInt8

        public init(number: UInt8, size: UInt8, baseType: UInt8) {
            self.number = number
            self.size = size
            self.baseType = baseType
        }

        public static let timestamp = Field(number: 253, size: 4, baseType: 0x86)
        public static let positionLat = Field(number: 0, size: 4, baseType: 0x85)
        public static let positionLong = Field(number: 1, size: 4, baseType: 0x85)
        public static let altitude = Field(number: 2, size: 2, baseType: 0x84)
        public static let speed = Field(number: 6, size: 2, baseType: 0x84)
        public static let enhancedSpeed = Field(number: 73, size: 4, baseType: 0x86)
        public static let enhancedAltitude = Field(number: 78, size: 4, baseType: 0x86)
        public static let heartRate = Field(number: 3, size: 1, baseType: 0x02)
    }

    public static let fileID: UInt16 = 0
    public static let record: UInt16 = 20
    /// FIT's invalid marker for a sint32 (a position without a fix).
    public static let invalidPosition: Int64 = 0x7FFF_FFFF

    private struct Definition {
        var fields: [Field]
        var developerSizes: [UInt8]
        var bigEndian: Bool
    }

    private var definitions: [UInt8: Definition] = [:]
    /// The data records written so far (everything between header and CRC).
    public private(set) var data: [UInt8] = []

    public init() {}

    /// A definition message for local message type `local` (0–15).
    public mutating func define(local: UInt8, global: UInt16, fields: [Field], developerSizes: [UInt8] = [], bigEndian: Bool = false) {
        data.append(0x40 | (developerSizes.isEmpty ? 0 : 0x20) | local)
        data += [0, bigEndian ? 1 : 0]
        data += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        data.append(UInt8(fields.count))
        for field in fields { data += [field.number, field.size, field.baseType] }
        if !developerSizes.isEmpty {
            data.append(UInt8(developerSizes.count))
            for (index, size) in developerSizes.enumerated() { data += [UInt8(index), size, 0] }
        }
        definitions[local] = Definition(fields: fields, developerSizes: developerSizes, bigEndian: bigEndian)
    }

    /// A data message of local type `local`, one value per field of its definition (written in the field's size
    /// and the definition's byte order), developer fields filled with `0xAB`. With `compressedTime` (0–31) the
    /// header is a compressed-timestamp one (local types 0–3 only).
    public mutating func message(local: UInt8, _ values: [Int64], compressedTime: UInt8? = nil) {
        guard let definition = definitions[local] else { preconditionFailure("local type \(local) not defined") }
        precondition(values.count == definition.fields.count, "one value per field")
        data.append(compressedTime.map { 0x80 | (local & 0x03) << 5 | ($0 & 0x1F) } ?? local)
        for (field, value) in zip(definition.fields, values) {
            let size = Int(field.size)
            let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
            data += definition.bigEndian ? little.reversed() : little
        }
        for size in definition.developerSizes { data += [UInt8](repeating: 0xAB, count: Int(size)) }
    }

    /// Bytes as they are, for messages no writer would make.
    public mutating func raw(_ bytes: [UInt8]) {
        data += bytes
    }

    /// The whole file: a 14-byte header (with its CRC unless `headerCRC` is false) or a 12-byte one, the data,
    /// and the file CRC. `declaredDataSize` overrides the data size the header states; `damageCRC` writes a file
    /// CRC one off.
    public func file(headerSize: Int = 14, headerCRC: Bool = true, declaredDataSize: Int? = nil, damageCRC: Bool = false) -> [UInt8] {
        let size = UInt32(declaredDataSize ?? data.count)
        var header: [UInt8] = [UInt8(headerSize), 0x20, 0x52, 0x08]
        header += (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) }
        header += Array(".FIT".utf8)
        if headerSize == 14 {
            let crc = headerCRC ? Self.crc(header) : 0
            header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        }
        let body = header + data
        let crc = Self.crc(body) &+ (damageCRC ? 1 : 0)
        return body + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }

    /// Degrees as FIT semicircles (× 2^31 / 180).
    public static func semicircles(_ degrees: Double) -> Int64 {
        Int64((degrees * 2_147_483_648 / 180).rounded())
    }

    /// An instant as FIT time: seconds since 1989-12-31T00:00:00Z.
    public static func time(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970) - 631_065_600
    }

    /// The FIT CRC-16 (CRC-16/ARC), written out bit by bit rather than with the reader's nibble table.
    public static func crc(_ bytes: [UInt8]) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        }
        return crc
    }
}
