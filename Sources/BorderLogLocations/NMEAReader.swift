import BorderLogFiles
import BorderLogModel
import BorderLogXML
import Foundation

/// NMEA 0183 logs (`.nmea`, `.log`, `.txt` from GNSS receivers, data loggers and phone apps): one sentence a line,
/// `$`, an address, comma-separated fields and an optional checksum `*hh` (the XOR of the bytes between `$` and
/// `*`, in hex). Read:
///
/// - `$--RMC,hhmmss.ss,A,ddmm.mm,N,dddmm.mm,E,knots,course,ddmmyy,…`: time, status (`A` valid; `V` a receiver
///   warning, no fix), position, speed over ground in knots, date;
/// - `$--GGA,hhmmss.ss,ddmm.mm,N,dddmm.mm,E,q,sats,hdop,alt,M,…`: time, position, fix quality (`0`: no fix),
///   altitude above mean sea level; its date is the latest RMC's, carried past midnight UTC (`TrackClock`);
/// - `$PMGNTRK,ddmm.mm,N,dddmm.mm,W,alt,M|F,hhmmss.ss,A,track,ddmmyy`: Magellan's track points (altitude in metres
///   or feet).
///
/// `--` is any talker: GP (GPS), GN (several systems), GL (GLONASS), GA (Galileo), BD and GB (BeiDou)… A receiver
/// writes RMC and GGA for one fix: consecutive sentences with the same time of day make one point (the position of
/// the first, altitude from GGA, speed and date from RMC). Other sentences (GSV, GSA, VTG, proprietary ones) are
/// ignored, as is text before the `$` (a logger's own time stamp). Rejected, with the line number: a sentence of
/// these kinds whose checksum does not match or whose fields do not parse, and a line that is no sentence at all.
/// Lines are bounded by `LineSource.maximumLineBytes`.
struct NMEAReader {
    let sink: LocationSink

    /// The sentences that give positions.
    enum Sentence: String {
        case rmc = "RMC", gga = "GGA", magellanTrack = "PMGNTRK"

        /// The sentence an address names (`GPRMC`, `GNGGA`, `PMGNTRK`), or nil for one not read.
        init?(address: some Collection<UInt8>) {
            if address.elementsEqual("PMGNTRK".utf8) {
                self = .magellanTrack
                return
            }
            guard address.count == 5, address.prefix(2).allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return nil }
            switch String(decoding: address.suffix(3), as: UTF8.self) {
            case "RMC": self = .rmc
            case "GGA": self = .gga
            default: return nil
            }
        }

        var detail: LocationDetail {
            switch self {
            case .rmc: Self.rmcDetail
            case .gga: Self.ggaDetail
            case .magellanTrack: Self.magellanDetail
            }
        }

        private static let rmcDetail = LocationDetail(["format": "nmea", "element": "RMC"])
        private static let ggaDetail = LocationDetail(["format": "nmea", "element": "GGA"])
        private static let magellanDetail = LocationDetail(["format": "nmea", "element": "PMGNTRK"])
    }

    func read(_ source: ByteStream) throws {
        var lines = LineSource(source)
        var track = Track(sink: sink)
        while let line = try lines.nextRecord(rejectingCutLinesInto: sink, longerThan: "any NMEA sentence") {
            let number = lines.number
            guard let dollar = line.firstIndex(of: UInt8(ascii: "$")) else {
                // `!` starts AIS and other encapsulated sentences: not positions of this receiver, not garbage.
                if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }), line.first != UInt8(ascii: "!") {
                    sink.reject(line: number, "'\(String(decoding: line.prefix(30), as: UTF8.self))' is not an NMEA sentence (no '$')")
                }
                continue
            }
            var body = line[(dollar + 1)...]
            let address = body.prefix(while: { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "*") })
            guard let sentence = Sentence(address: address) else { continue }
            if let star = body.lastIndex(of: UInt8(ascii: "*")) {
                let written = body[(star + 1)...]
                let computed = body[..<star].reduce(UInt8(0), ^)
                guard written.count == 2, written.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                      let value = UInt8(String(decoding: written, as: UTF8.self), radix: 16) else {
                    sink.reject(line: number, at: sentence.rawValue, "checksum '*\(String(decoding: written.prefix(8), as: UTF8.self))' is not two hex digits; skipped")
                    continue
                }
                guard value == computed else {
                    sink.reject(line: number, at: sentence.rawValue, "checksum *\(Self.hex(value)) does not match the sentence (*\(Self.hex(computed))): garbled in transfer; skipped")
                    continue
                }
                body = body[..<star]
            }
            let fields = body.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            do {
                if let fix = try Fix(sentence, fields, line: number) { track.add(fix) }
            } catch let problem as FieldError {
                sink.reject(line: number, at: sentence.rawValue, problem.message)
            }
        }
        track.flush()
    }

    private static func hex(_ value: UInt8) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private struct FieldError: Error {
        var message: String
    }

    /// One fix, from one sentence or (merged) from the RMC and GGA of the same moment.
    private struct Fix {
        var sentence: Sentence
        var line: Int
        var seconds: Double
        var coordinate: Coordinate
        var altitude: Double?
        var speed: Double?
        /// The date the sentence itself gives (RMC, PMGNTRK).
        var day: LocalDay?

        /// The fix a sentence gives; nil when it says there is none (RMC `V`, GGA quality 0, PMGNTRK `V`).
        init?(_ sentence: Sentence, _ fields: [ArraySlice<UInt8>], line: Int) throws {
            func field(_ index: Int) -> ArraySlice<UInt8> { index < fields.count ? fields[index] : [] }
            self.sentence = sentence
            self.line = line
            let time: ArraySlice<UInt8>, position: Int
            switch sentence {
            case .rmc:
                guard field(2).elementsEqual("A".utf8) else { return nil }
                (time, position) = (field(1), 3)
                speed = try Self.number(field(7), "speed").map { $0 * 1852 / 3600 }
                day = try Self.date(field(9))
            case .gga:
                guard let quality = TrackClock.number(field(6)), quality > 0 else { return nil }
                (time, position) = (field(1), 2)
                altitude = try Self.number(field(9), "altitude")
            case .magellanTrack:
                guard !field(8).elementsEqual("V".utf8) else { return nil }
                (time, position) = (field(7), 1)
                altitude = try Self.number(field(5), "altitude").map { field(6).elementsEqual("F".utf8) ? $0 * 0.3048 : $0 }
                day = try Self.date(field(10))
            }
            guard let seconds = TrackClock.secondsOfDay(time) else {
                throw FieldError(message: "time '\(String(decoding: time.prefix(20), as: UTF8.self))' is not hhmmss.ss")
            }
            self.seconds = seconds
            let lat = try Self.degrees(field(position), field(position + 1), "latitude", negative: "S", positive: "N")
            let lon = try Self.degrees(field(position + 2), field(position + 3), "longitude", negative: "W", positive: "E")
            switch Coordinate.checked(latitude: lat, longitude: lon) {
            case .success(let coordinate): self.coordinate = coordinate
            case .failure(let outOfRange): throw FieldError(message: outOfRange.description)
            }
        }

        /// Takes what `other`, written for the same moment, adds.
        mutating func merge(_ other: Fix) {
            altitude = altitude ?? other.altitude
            speed = speed ?? other.speed
            day = day ?? other.day
        }

        /// `ddmm.mmmm` or `dddmm.mmmm` and its hemisphere letter, as signed degrees.
        private static func degrees(_ text: ArraySlice<UInt8>, _ hemisphere: ArraySlice<UInt8>, _ name: String,
                                    negative: Character, positive: Character) throws -> Double {
            let letter = String(decoding: hemisphere, as: UTF8.self)
            guard let value = try number(text, name), value >= 0, letter == String(negative) || letter == String(positive) else {
                throw FieldError(message: "\(name) '\(String(decoding: text.prefix(20), as: UTF8.self))' '\(letter.prefix(4))' is not ddmm.mm with \(positive) or \(negative)")
            }
            let degrees = (value / 100).rounded(.down), minutes = value - degrees * 100
            guard minutes < 60 else { throw FieldError(message: "\(name) '\(String(decoding: text, as: UTF8.self))' has \(minutes) minutes") }
            return (degrees + minutes / 60) * (letter == String(negative) ? -1 : 1)
        }

        /// A decimal field; nil when empty.
        private static func number(_ text: ArraySlice<UInt8>, _ name: String) throws -> Double? {
            guard !text.isEmpty else { return nil }
            guard let value = Array(text).withUnsafeBytes(XMLDecimal.parse) else {
                throw FieldError(message: "\(name) '\(String(decoding: text.prefix(20), as: UTF8.self))' is not a number")
            }
            return value
        }

        /// A `ddmmyy` field; nil when empty.
        private static func date(_ text: ArraySlice<UInt8>) throws -> LocalDay? {
            guard !text.isEmpty else { return nil }
            guard let day = TrackClock.date(text) else {
                throw FieldError(message: "date '\(String(decoding: text.prefix(20), as: UTF8.self))' is not ddmmyy")
            }
            return day
        }
    }

    /// Fixes in file order: merges the sentences of one moment, dates them, and hands each to the sink.
    private struct Track {
        let sink: LocationSink
        var clock = TrackClock()
        var pending: Fix?
        var warnedUndated = false

        mutating func add(_ fix: Fix) {
            if var same = pending, same.seconds == fix.seconds {
                same.merge(fix)
                pending = same
                return
            }
            flush()
            pending = fix
        }

        mutating func flush() {
            guard let fix = pending else { return }
            pending = nil
            let utc: Date?
            if let day = fix.day {
                clock.set(day, at: fix.seconds)
                utc = TrackClock.instant(day, fix.seconds)
            } else {
                utc = clock.instant(at: fix.seconds)
            }
            if utc == nil, !warnedUndated {
                warnedUndated = true
                sink.warn(line: fix.line, at: fix.sentence.rawValue, "fixes before the first RMC sentence have no date; they are counted, not stored")
            }
            sink.point(LocationPoint(coordinate: fix.coordinate, utc: utc, altitude: fix.altitude, speed: fix.speed, details: fix.sentence.detail))
        }
    }
}
