import BorderLogModel
import Foundation

extension Reservation.Time {
    /// A schema.org `DateTime` or `Date` as senders write it: `2027-03-04T20:15:00-08:00` or `…Z` (an instant with
    /// that offset), `2027-03-04T20:15:00` (a wall time), `2027-03-04` (a date); minutes without seconds, a space
    /// instead of `T`, fractional seconds, and offsets written `+0100`, `+01` or `+1:00` are read too. Nil for
    /// anything else (`02-02-2018 18:35` is a `NumericDate`, read with the rest of the message).
    init?(schemaText text: String) {
        let bytes = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard bytes.count >= 10, let day = LocalDay(String(decoding: bytes[0..<10], as: UTF8.self)) else { return nil }
        if bytes.count == 10 {
            self = .date(day)
            return
        }
        var reader = Reader(bytes: bytes, index: 10)
        guard reader.skip(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") || $0 == UInt8(ascii: " ") }),
              let hour = reader.digits(2), reader.skip(UInt8(ascii: ":")), let minute = reader.digits(2) else { return nil }
        var second = 0
        if reader.skip(UInt8(ascii: ":")) {
            guard let value = reader.digits(2) else { return nil }
            second = value
            if reader.skip(UInt8(ascii: ".")) || reader.skip(UInt8(ascii: ",")) {
                guard reader.skipDigits() else { return nil }
            }
        }
        guard let wall = WallTime(day: day, hour: hour, minute: minute, second: second) else { return nil }
        _ = reader.skip(UInt8(ascii: " "))
        if reader.atEnd {
            self = .wallTime(wall)
            return
        }
        guard let offset = reader.offset(), reader.atEnd else { return nil }
        self = .instant(wall.instant(offsetSeconds: offset), offsetSeconds: offset)
    }

    /// The wall time `wall` in the zone `identifier` names (KDE's `{"@value": …, "timezone": "Europe/Berlin"}`), as
    /// an instant with the offset in force there; nil for an unknown zone. Only names shaped like tz database names
    /// reach `TimeZone`, which looks them up as files.
    init?(wallTime wall: WallTime, zone identifier: String) {
        let isZoneName = identifier.utf8.count <= 64 && !identifier.contains("..") && identifier.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
        }
        guard isZoneName, identifier.first != "/", let zone = TimeZone(identifier: identifier) else { return nil }
        let instant = wall.instant(in: zone)
        self = .instant(instant, offsetSeconds: zone.secondsFromGMT(for: instant))
    }

    /// Reads the parts of a time after its date.
    private struct Reader {
        let bytes: [UInt8]
        var index: Int

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool { skip { $0 == byte } }

        mutating func skip(where matches: (UInt8) -> Bool) -> Bool {
            guard index < bytes.count, matches(bytes[index]) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` digits as a number.
        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// One or more digits, skipped.
        mutating func skipDigits() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index > start
        }

        /// `Z`, or a sign and hours (one or two digits) with optional minutes (`:MM` or `MM`), in seconds east of UTC.
        mutating func offset() -> Int? {
            if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return 0 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            let hourDigits = index + 1 < bytes.count && bytes[index + 1] >= UInt8(ascii: "0") && bytes[index + 1] <= UInt8(ascii: "9") ? 2 : 1
            guard let hours = digits(hourDigits) else { return nil }
            var minutes = 0
            if !atEnd {
                _ = skip(UInt8(ascii: ":"))
                guard let value = digits(2) else { return nil }
                minutes = value
            }
            guard hours <= 18, minutes < 60 else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
