import BorderLogFiles
import BorderLogJSON
import Foundation

/// What a Google Photos Takeout sidecar (`IMG_1234.jpg.json`, `IMG_1234.jpg.supplemental-metadata.json`) says about
/// its photo or video: when Google says it was taken and where. ``TakeoutPairing`` finds the sidecar;
/// ``PhotoSignalMapper`` decides what it may fill (``TakeoutSidecarRule``).
///
/// Only `photoTakenTime` is read for the time: `creationTime` is when the file was uploaded to Google Photos, which
/// says nothing about where its owner was when it was taken (scans, old photos and shared files are uploaded years
/// later).
public struct TakeoutSidecar: Sendable, Equatable {
    /// A position as Google states it; checked for range where it is used, like a file's own GPS.
    public struct Position: Sendable, Equatable {
        public var latitude: Double
        public var longitude: Double
        /// Metres.
        public var altitude: Double?

        public init(latitude: Double, longitude: Double, altitude: Double? = nil) {
            self.latitude = latitude
            self.longitude = longitude
            self.altitude = altitude
        }
    }

    /// The sidecar's file name, for messages.
    public var name: String
    /// `photoTakenTime.timestamp`: the capture instant (UTC seconds, written as a string).
    public var taken: Date?
    /// `geoData` (where Google places the photo, edits included), else `geoDataExif` (what Google read from the
    /// file); nil when absent or 0,0, which is how Takeout writes "unknown".
    public var position: Position?

    public init(name: String, taken: Date? = nil, position: Position? = nil) {
        self.name = name
        self.taken = taken
        self.position = position
    }

    /// A real sidecar is one or two kilobytes (a long description or many people tags make a few more); a larger
    /// file is not read.
    public static let maximumBytes = 256 << 10
    /// Values per top-level member (a `people` list is the largest); a member holding more makes the sidecar unusable.
    static let maximumValues = 10_000

    /// Reads the sidecar at `path` (at most ``maximumBytes``).
    public static func read(path: String) throws(TakeoutSidecarError) -> TakeoutSidecar {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let bytes: [UInt8]
        do throws(PhotoReadError) {
            let file = try MediaFile(path: path)
            guard file.size <= maximumBytes else {
                throw .unreadable("\(file.size) bytes, more than a sidecar's \(maximumBytes); not read")
            }
            bytes = try file.read(at: 0, count: file.size)
        } catch {
            throw TakeoutSidecarError(name: name, reason: "\(error)")
        }
        return try parse(bytes, name: name)
    }

    /// Parses a sidecar's bytes (through the project's streaming JSON parser, with its depth limit).
    public static func parse(_ bytes: [UInt8], name: String) throws(TakeoutSidecarError) -> TakeoutSidecar {
        var members: [String: JSONValue] = [:]
        var oversized: String?
        let collector = JSONRecordCollector(
            onRecord: { position, value in
                if case .member(let key) = position { members[key] = value }
            },
            onOversized: { position in
                switch position {
                case .member(let key): oversized = key
                case .element(let key, let index): oversized = "\(key ?? "")[\(index)]"
                }
            })
        collector.nodeLimit = maximumValues
        do {
            try JSONEventParser(handler: collector).parse(MemoryByteStream(bytes))
        } catch {
            throw TakeoutSidecarError(name: name, reason: "\(error)")
        }
        if let oversized { throw TakeoutSidecarError(name: name, reason: "\(oversized) holds more than \(maximumValues) values") }
        guard collector.sawRoot else { throw TakeoutSidecarError(name: name, reason: "not a JSON object") }
        guard members["photoTakenTime"] != nil || members["geoData"] != nil || members["geoDataExif"] != nil else {
            throw TakeoutSidecarError(name: name, reason: "no photoTakenTime, geoData or geoDataExif: not a Google Photos sidecar")
        }
        var sidecar = TakeoutSidecar(name: name)
        if let stamp = members["photoTakenTime"]?["timestamp"] {
            // Seconds since 1970; a value past the year 9999 or not a number is a broken sidecar, not a date.
            guard let seconds = stamp.double, seconds.isFinite, abs(seconds) < 253_402_300_800 else {
                throw TakeoutSidecarError(name: name, reason: "photoTakenTime.timestamp \(stamp.shown) is not a number of seconds")
            }
            sidecar.taken = Date(timeIntervalSince1970: seconds.rounded(.down))
        }
        sidecar.position = position(members["geoData"]) ?? position(members["geoDataExif"])
        return sidecar
    }

    /// A `geoData` object's position; nil when absent, not numbers, or 0,0 (unknown).
    private static func position(_ value: JSONValue?) -> Position? {
        guard let latitude = value?["latitude"]?.double, let longitude = value?["longitude"]?.double,
              latitude != 0 || longitude != 0 else { return nil }
        return Position(latitude: latitude, longitude: longitude, altitude: value?["altitude"]?.double)
    }
}

/// A sidecar that could not be used: its photo is read without it.
public struct TakeoutSidecarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sidecar's file name.
    public var name: String
    public var reason: String

    public var description: String { "sidecar \(name): \(reason); the photo is read without it" }
}

private extension JSONValue {
    /// The value as a message shows it.
    var shown: String {
        switch self {
        case .string(let text): "'\(text.prefix(40))'"
        case .number(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
