import BorderLogSampleMedia
import Foundation

/// Byte-by-byte builders for FLIR thermal-camera JPEGs: an FFF record (header, directory, records) cut into `FLIR`
/// APP1 chunks, laid out as FLIR's cameras write them.
enum FLIRFixtures {
    /// 2012-02-11 13:17:08 UTC.
    static let capturedAt = 1_328_966_228

    /// A camera record of `length` bytes: the byte-order field (2), the image size, and at 0x384 Unix seconds,
    /// milliseconds and the zone in minutes west of UTC (-60 for UTC+1), in the given byte order.
    static func cameraRecord(seconds: Int = capturedAt, milliseconds: Int = 253, minutesWest: Int = -60, littleEndian: Bool = true,
                             length: Int = 0x400) -> [UInt8] {
        let order = Order(little: littleEndian)
        var record = order.u16(2) + order.u16(320) + order.u16(240) + [UInt8](repeating: 0, count: 0x384 - 6)
        record += order.u32(seconds) + order.u32(milliseconds) + order.u16(minutesWest & 0xFFFF)
        record += [UInt8](repeating: 0, count: max(0, length - record.count))
        return Array(record.prefix(length))
    }

    /// A GPS record, always little-endian: the validity flag, version, references, latitude and longitude as doubles,
    /// altitude as a float, then the fields after it (dilution, speed, track, map datum).
    static func gpsRecord(valid: Bool = true, latitude: Double, longitude: Double, altitude: Float = 28) -> [UInt8] {
        let order = Order(little: true)
        var record = order.u32(valid ? 1 : 0) + [2, 2, 0, 0] + Array((latitude < 0 ? "S\0" : "N\0").utf8)
        record += Array((longitude < 0 ? "W\0" : "E\0").utf8) + [0, 0, 0, 0]
        record += order.u64(latitude.bitPattern) + order.u64(longitude.bitPattern) + order.u32(Int(altitude.bitPattern))
        record += [UInt8](repeating: 0, count: 0x58 - record.count) + Array("WGS84".utf8) + [UInt8](repeating: 0, count: 11)
        return record
    }

    /// A stand-in for the raw thermal image that fills most of a real record.
    static let rawData = [UInt8](repeating: 0x5A, count: 3000)

    /// An FFF record: 64-byte header (version 100), a directory of `records` and four empty entries, then the records.
    /// `entries` overrides the directory's count as written; `directoryOffset` its offset.
    static func fff(_ records: [(type: Int, bytes: [UInt8])], littleEndian: Bool = false, version: Int = 100,
                    entries: Int? = nil, directoryOffset: Int = 0x40) -> [UInt8] {
        let order = Order(little: littleEndian)
        let count = records.count + 4
        var header = Array("FFF\0".utf8) + Array("CAMCTRL".utf8) + [UInt8](repeating: 0, count: 9)
        header += order.u32(version) + order.u32(directoryOffset) + order.u32(entries ?? count) + order.u32(2)
        header += [UInt8](repeating: 0, count: 0x40 - header.count)
        var offset = 0x40 + count * 0x20
        var directory: [UInt8] = [], body: [UInt8] = []
        for record in records {
            directory += order.u16(record.type) + order.u16(1) + order.u32(0x64) + order.u32(1) + order.u32(offset)
            directory += order.u32(record.bytes.count) + order.u32(0) + order.u32(0) + order.u32(0)
            body += record.bytes
            offset += record.bytes.count
        }
        directory += [UInt8](repeating: 0, count: 4 * 0x20)
        return header + directory + body
    }

    /// A typical record: raw data, then the camera record, then the GPS record.
    static func fff(gps: [UInt8]? = nil, camera: [UInt8] = cameraRecord(), littleEndian: Bool = false) -> [UInt8] {
        fff([(0x01, rawData), (0x20, camera)] + (gps.map { [(0x2B, $0)] } ?? []), littleEndian: littleEndian)
    }

    /// The APP1 payloads of `fff` cut into `chunks` nearly equal chunks, each announcing `lastNumber` (by default
    /// `chunks - 1`), written in `order` (chunk numbers; by default ascending).
    static func chunks(_ fff: [UInt8], count chunks: Int, lastNumber: Int? = nil, order: [Int]? = nil) -> [[UInt8]] {
        let size = (fff.count + chunks - 1) / chunks
        let parts = (0..<chunks).map { (index: Int) -> [UInt8] in
            let header: [UInt8] = Array("FLIR\0".utf8) + [1, UInt8(index), UInt8(lastNumber ?? chunks - 1)]
            return header + fff[min(index * size, fff.count)..<min((index + 1) * size, fff.count)]
        }
        return (order ?? Array(0..<chunks)).map { parts[$0] }
    }

    /// A JPEG with an `Exif` APP1 segment (when given), the FLIR APP1 segments, then an empty scan.
    static func jpeg(exif: SamplePhotoMetadata?, flir: [[UInt8]]) -> [UInt8] {
        var segments: [[UInt8]] = exif.map { [Array("Exif\0\0".utf8) + ExifWriter.tiff($0)] } ?? []
        segments += flir
        var bytes: [UInt8] = [0xFF, 0xD8]
        for payload in segments {
            let length = payload.count + 2
            bytes += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }
        return bytes + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
    }

    /// The EXIF of a FLIR camera that writes neither the date nor a position there.
    static let bareEXIF = SamplePhotoMetadata(make: "FLIR Systems AB", model: "FLIR_i7")

    private struct Order {
        let little: Bool

        func u16(_ value: Int) -> [UInt8] {
            let bytes = [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return little ? bytes.reversed() : bytes
        }

        func u32(_ value: Int) -> [UInt8] {
            let bytes = [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return little ? bytes.reversed() : bytes
        }

        func u64(_ value: UInt64) -> [UInt8] {
            let high = u32(Int(value >> 32)), low = u32(Int(value & 0xFFFF_FFFF))
            return little ? low + high : high + low
        }
    }
}
