import BorderLogModel

/// A location signal's altitude and speed (`MotionDetail`) read from the bytes of its stored detail, for
/// the bulk reader: every location signal the importers write carries them, and asking SQLite's JSON functions for
/// them cost more than reading the rest of the row.
///
/// The answer is SQLite's: `CAST(json_extract(detail, '$.altitude') AS REAL)` and the same of `$.speed`, else of
/// `$.trackSpeed`. Only details in the shape the importers write are read here — one flat object of string values, no
/// white space, no escapes, these values whole metres or tenths — where a single division gives what SQLite's cast
/// gives; any other detail (`nil`) is left to SQLite (`ObservationReader`).
enum StoredFlightClues {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (altitude: Double?, speed: Double?)? {
        var altitude: Range<Int>?, speed: Range<Int>?, trackSpeed: Range<Int>?
        let count = bytes.count
        guard count >= 2, bytes[0] == UInt8(ascii: "{") else { return nil }
        var at = 1
        if bytes[at] == UInt8(ascii: "}") {
            at += 1
        } else {
            while true {
                guard let key = string(bytes, from: &at), at < count, bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let value = string(bytes, from: &at), at < count else { return nil }
                // The first of repeated keys, as `json_extract` takes.
                switch motionKey(bytes, key) {
                case .altitude where altitude == nil: altitude = value
                case .speed where speed == nil: speed = value
                case .trackSpeed where trackSpeed == nil: trackSpeed = value
                case .altitude, .speed, .trackSpeed, nil: break
                }
                at += 1
                if bytes[at - 1] == UInt8(ascii: "}") { break }
                guard bytes[at - 1] == UInt8(ascii: ",") else { return nil }
            }
        }
        guard at == count else { return nil }
        var clues: (altitude: Double?, speed: Double?) = (nil, nil)
        if let altitude {
            guard let value = number(bytes, altitude) else { return nil }
            clues.altitude = value
        }
        if let given = speed ?? trackSpeed {
            guard let value = number(bytes, given) else { return nil }
            clues.speed = value
        }
        return clues
    }

    /// The bytes of the string starting at `at` (a quote) without its quotes, `at` moved past its closing quote; nil
    /// for anything else, for a string with an escape and for one with a control character (not valid JSON).
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, from at: inout Int) -> Range<Int>? {
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return nil }
        let start = at + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                at = end + 1
                return start..<end
            }
            guard byte != UInt8(ascii: "\\") && byte >= 0x20 else { return nil }
            end += 1
        }
        return nil
    }

    /// The motion keys as bytes, from `MotionDetail.Key` itself: a key added there is read here (the switch above
    /// must name it) under the name the detail is written with.
    private static let motionKeys = MotionDetail.Key.allCases.map { (key: $0, bytes: Array($0.rawValue.utf8)) }

    /// The motion key the bytes in `range` spell, if any.
    static func motionKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> MotionDetail.Key? {
        for candidate in motionKeys where candidate.bytes.count == range.count {
            if candidate.bytes.indices.allSatisfy({ bytes[range.lowerBound + $0] == candidate.bytes[$0] }) { return candidate.key }
        }
        return nil
    }

    /// `-?DIGITS` or `-?DIGITS.DIGIT` with at most 15 digits: the integer of its digits divided by 1 or 10, which is
    /// the correctly rounded value, as SQLite's cast gives for such text. Nil for any other text.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var at = range.lowerBound
        let negative = at < range.upperBound && bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        var mantissa: Int64 = 0, digits = 0, fractionDigits = 0, point = false
        while at < range.upperBound {
            let byte = bytes[at]
            if byte == UInt8(ascii: "."), !point, digits > 0 {
                point = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if point { fractionDigits += 1 }
            } else {
                return nil
            }
            at += 1
        }
        guard digits > 0, digits <= 15, fractionDigits <= 1, !point || fractionDigits == 1 else { return nil }
        let value = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / 10
        return negative ? -value : value
    }
}
