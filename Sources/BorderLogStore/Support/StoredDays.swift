import BorderLogModel
import Foundation

/// Stored days (`YYYY-MM-DD`) and wall times read from their bytes, for the bulk readers that take no `String` per
/// row. Remembers the last day read: a store holds a day's rows together. (`StoredCountries` does the same for codes.)
struct StoredDays {
    private var last: (bytes: (UInt64, UInt16), day: LocalDay?)?

    /// The day in `bytes`; nil unless they are a valid `YYYY-MM-DD`.
    mutating func day(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDay? {
        guard bytes.count == 10, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let key = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
        if let last, last.bytes == key { return last.day }
        var day: LocalDay?
        if bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), let year = Self.number(bytes, 0, 4),
           let month = Self.number(bytes, 5, 2), let dayOfMonth = Self.number(bytes, 8, 2) {
            day = LocalDay(year: year, month: month, day: dayOfMonth)
        }
        last = (key, day)
        return day
    }

    /// Seconds since midnight of a stored wall time (`YYYY-MM-DDTHH:MM:SS`); nil for anything else.
    static func secondsOfDay(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 19, let hours = number(bytes, 11, 2), let minutes = number(bytes, 14, 2), let seconds = number(bytes, 17, 2) else {
            return nil
        }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// The instant of a stored UTC time (`YYYY-MM-DD HH:MM:SS.SSS`, `storageText`); nil for anything else.
    static func instant(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), let year = number(bytes, 0, 4),
              let month = number(bytes, 5, 2), let dayOfMonth = number(bytes, 8, 2), let day = LocalDay(year: year, month: month, day: dayOfMonth),
              let seconds = secondsOfDay(UnsafeBufferPointer(rebasing: bytes[0..<19])) else { return nil }
        let millis = bytes.count == 23 && bytes[19] == UInt8(ascii: ".") ? number(bytes, 20, 3) ?? 0 : 0
        return Date(timeIntervalSince1970: Double(day.ordinal * 86_400 + seconds) + Double(millis) / 1000)
    }

    /// The decimal number in `count` bytes from `start`; nil unless they are all digits.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

/// Stored country codes read from their bytes, each distinct code parsed once.
/// Region codes read from rows, each text decoded once.
struct StoredRegions {
    private var known: [String: RegionCode?] = [:]
    private var last: (text: [UInt8], region: RegionCode?)?

    mutating func region(_ bytes: UnsafeBufferPointer<UInt8>) -> RegionCode? {
        if let last, last.text.elementsEqual(bytes) { return last.region }
        let text = String(decoding: bytes, as: UTF8.self)
        let region = known[text] ?? RegionCode(text)
        known[text] = region
        last = (Array(bytes), region)
        return region
    }
}

struct StoredCountries {
    private var known: [UInt16: CountryCode?] = [:]
    /// The last code read, since rows of one country come together.
    private var last: (key: UInt16, country: CountryCode?)?

    /// The code in `bytes`; nil unless they are a known two-letter code.
    mutating func country(_ bytes: UnsafeBufferPointer<UInt8>) -> CountryCode? {
        guard bytes.count == 2 else { return nil }
        let key = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
        if let last, last.key == key { return last.country }
        let country = known[key] ?? CountryCode(String(decoding: bytes, as: UTF8.self))
        known[key] = country
        last = (key, country)
        return country
    }
}
