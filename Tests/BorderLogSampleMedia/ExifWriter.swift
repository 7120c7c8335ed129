import CExif
import Foundation

/// What a sample or test photo should say: the EXIF fields BorderLog reads.
public struct SamplePhotoMetadata: Sendable, Equatable {
    /// Signed decimal degrees; written as degrees/minutes/seconds with N/S and E/W references.
    public var latitude: Double?
    public var longitude: Double?
    public var altitude: Double?
    /// `YYYY:MM:DD HH:MM:SS`.
    public var dateTimeOriginal: String?
    public var subSecTimeOriginal: String?
    public var offsetTimeOriginal: String?
    /// `OffsetTime`, the offset of the last edit (`DateTime`); BorderLog must ignore it.
    public var offsetTime: String?
    public var dateTime: String?
    /// `YYYY:MM:DD` and `HH:MM:SS` in UTC.
    public var gpsDate: String?
    public var gpsTime: String?
    public var make: String?
    public var model: String?
    /// GPS written as ASCII text instead of rationals, as some phones and cameras do (with `latitude`/`longitude` nil).
    public var gpsText: GPSText?

    /// `GPSLatitude`/`GPSLongitude` (and optionally `GPSTimeStamp`) as text, and the reference tags as given (nil
    /// leaves a tag out).
    public struct GPSText: Sendable, Equatable {
        public var latitude: String
        public var longitude: String
        public var latitudeRef: String?
        public var longitudeRef: String?
        public var timeStamp: String?

        public init(latitude: String, longitude: String, latitudeRef: String? = nil, longitudeRef: String? = nil, timeStamp: String? = nil) {
            self.latitude = latitude
            self.longitude = longitude
            self.latitudeRef = latitudeRef
            self.longitudeRef = longitudeRef
            self.timeStamp = timeStamp
        }
    }

    public init(
        latitude: Double? = nil, longitude: Double? = nil, altitude: Double? = nil, dateTimeOriginal: String? = nil,
        subSecTimeOriginal: String? = nil, offsetTimeOriginal: String? = nil, offsetTime: String? = nil, dateTime: String? = nil,
        gpsDate: String? = nil, gpsTime: String? = nil, make: String? = nil, model: String? = nil, gpsText: GPSText? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.dateTimeOriginal = dateTimeOriginal
        self.subSecTimeOriginal = subSecTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.offsetTime = offsetTime
        self.dateTime = dateTime
        self.gpsDate = gpsDate
        self.gpsTime = gpsTime
        self.make = make
        self.model = model
        self.gpsText = gpsText
    }
}

/// Builds EXIF TIFF blocks with libexif, for the sample photos and the tests.
public enum ExifWriter {
    /// A TIFF block (byte order mark, IFD0, EXIF and GPS IFDs) holding `metadata`, without the `Exif\0\0` header.
    public static func tiff(_ metadata: SamplePhotoMetadata, bigEndian: Bool = true) -> [UInt8] {
        guard let data = exif_data_new() else { return [] }
        defer { exif_data_unref(data) }
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        exif_data_set_byte_order(data, bigEndian ? EXIF_BYTE_ORDER_MOTOROLA : EXIF_BYTE_ORDER_INTEL)
        let ifds = data.pointee.ifd
        let encoder = Encoder(bigEndian: bigEndian)

        func ascii(_ content: UnsafeMutablePointer<ExifContent>?, _ tag: UInt32, _ text: String?) {
            guard let text else { return }
            add(content, tag, format: EXIF_FORMAT_ASCII, components: text.utf8.count + 1, bytes: Array(text.utf8) + [0])
        }
        ascii(ifds.0, 0x010F, metadata.make)
        ascii(ifds.0, 0x0110, metadata.model)
        ascii(ifds.0, 0x0132, metadata.dateTime)
        ascii(ifds.2, 0x9003, metadata.dateTimeOriginal)
        ascii(ifds.2, 0x9010, metadata.offsetTime)
        ascii(ifds.2, 0x9011, metadata.offsetTimeOriginal)
        ascii(ifds.2, 0x9291, metadata.subSecTimeOriginal)
        if let latitude = metadata.latitude, let longitude = metadata.longitude {
            add(ifds.3, 0x0000, format: EXIF_FORMAT_BYTE, components: 4, bytes: [2, 3, 0, 0])
            ascii(ifds.3, 0x0001, latitude < 0 ? "S" : "N")
            add(ifds.3, 0x0002, format: EXIF_FORMAT_RATIONAL, components: 3, bytes: encoder.degrees(abs(latitude)))
            ascii(ifds.3, 0x0003, longitude < 0 ? "W" : "E")
            add(ifds.3, 0x0004, format: EXIF_FORMAT_RATIONAL, components: 3, bytes: encoder.degrees(abs(longitude)))
        }
        if let text = metadata.gpsText {
            add(ifds.3, 0x0000, format: EXIF_FORMAT_BYTE, components: 4, bytes: [2, 3, 0, 0])
            ascii(ifds.3, 0x0001, text.latitudeRef)
            ascii(ifds.3, 0x0002, text.latitude)
            ascii(ifds.3, 0x0003, text.longitudeRef)
            ascii(ifds.3, 0x0004, text.longitude)
            ascii(ifds.3, 0x0007, text.timeStamp)
        }
        if let altitude = metadata.altitude {
            add(ifds.3, 0x0005, format: EXIF_FORMAT_BYTE, components: 1, bytes: [altitude < 0 ? 1 : 0])
            add(ifds.3, 0x0006, format: EXIF_FORMAT_RATIONAL, components: 1, bytes: encoder.rational(UInt32((abs(altitude) * 100).rounded()), 100))
        }
        if let time = metadata.gpsTime {
            let parts = time.split(separator: ":").compactMap { UInt32($0) }
            if parts.count == 3 {
                add(ifds.3, 0x0007, format: EXIF_FORMAT_RATIONAL, components: 3, bytes: parts.flatMap { encoder.rational($0, 1) })
            }
        }
        ascii(ifds.3, 0x001D, metadata.gpsDate)

        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt32 = 0
        exif_data_save_data(data, &output, &size)
        guard let output else { return [] }
        defer { free(output) }
        let saved = Array(UnsafeBufferPointer(start: output, count: Int(size)))
        return saved.count > 6 ? Array(saved[6...]) : []
    }

    private static func add(_ content: UnsafeMutablePointer<ExifContent>?, _ tag: UInt32, format: ExifFormat, components: Int, bytes: [UInt8]) {
        guard let content, let entry = exif_entry_new() else { return }
        defer { exif_entry_unref(entry) }
        guard let storage = malloc(bytes.count)?.assumingMemoryBound(to: UInt8.self) else { return }
        storage.initialize(from: bytes, count: bytes.count)
        entry.pointee.tag = ExifTag(rawValue: tag)
        entry.pointee.format = format
        entry.pointee.components = UInt(components)
        entry.pointee.size = UInt32(bytes.count)
        entry.pointee.data = storage
        exif_content_add_entry(content, entry)
    }

    private struct Encoder {
        let bigEndian: Bool

        func word(_ value: UInt32) -> [UInt8] {
            let bytes = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return bigEndian ? bytes : bytes.reversed()
        }

        func rational(_ numerator: UInt32, _ denominator: UInt32) -> [UInt8] { word(numerator) + word(denominator) }

        /// Degrees, minutes and seconds with the seconds to 1/1,000,000 (about 3 cm), as phones write them.
        func degrees(_ value: Double) -> [UInt8] {
            let degrees = value.rounded(.down)
            let minutes = ((value - degrees) * 60).rounded(.down)
            let seconds = ((value - degrees) * 60 - minutes) * 60
            return rational(UInt32(degrees), 1) + rational(UInt32(minutes), 1) + rational(UInt32((seconds * 1_000_000).rounded()), 1_000_000)
        }
    }
}
