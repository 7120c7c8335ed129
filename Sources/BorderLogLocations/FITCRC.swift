/// The CRC-16 of FIT files (polynomial 0x8005 reflected, starting at 0: CRC-16/ARC), computed a nibble at a time
/// as the FIT protocol describes it. A file's header CRC covers its first 12 bytes; its file CRC, the two bytes
/// after the data, covers the header and the data.
struct FITCRC {
    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    private(set) var value: UInt16 = 0

    mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = Self.step(Self.step(value, byte & 0x0F), byte >> 4)
        }
    }

    private static func step(_ crc: UInt16, _ nibble: UInt8) -> UInt16 {
        let low = table[Int(crc & 0x0F)]
        return (crc >> 4) ^ low ^ table[Int(nibble)]
    }
}
