import BorderLogFiles
import BorderLogModel
import BorderLogXML
import Foundation

/// IGC flight logs (gliders, paragliders, hang gliders: the FAI logger format), text of one-letter records:
///
/// - `A…` the logger, on the first line; `H…` headers, of which `HFDTE` gives the UTC date of the flight, written
///   `HFDTEDDMMYY` (older loggers) or `HFDTEDATE:DDMMYY,NN` (`NN`: which flight of that day);
/// - `I NN (SS FF CCC)×NN`: the extensions appended to every B record, bytes `SS` to `FF` (1-based) holding
///   `CCC`; `FXA`, the fix accuracy in metres, is read as the point's accuracy;
/// - `B HHMMSS DDMMmmm N DDDMMmmm E V PPPPP GGGGG…` a fix: UTC time of day, latitude and longitude as degrees and
///   minutes × 1000, validity (`A` a 3D fix; `V` a 2D fix or none, the logger then repeating its last position,
///   still where the glider was), pressure and GNSS altitude in metres (`00000` when not recorded);
/// - the others (C task, E events, F satellites, G security, L comments…) say nothing about where.
///
/// B records hold a time of day only: they take the `HFDTE` date and move on a day past midnight UTC
/// (`TrackClock`). Fixes before any date are counted without a time. A malformed B, date or I record is rejected
/// with its line number and the rest of the file is read. Lines are bounded by `LineSource.maximumLineBytes`.
struct IGCReader {
    let sink: LocationSink

    private static let detail = LocationDetail(["format": "igc", "element": "B"])
    /// The shortest B record with a position and its validity; altitudes follow in bytes 26–35.
    private static let minimumFixBytes = 25

    func read(_ source: ByteStream) throws {
        var lines = LineSource(source)
        var clock = TrackClock()
        /// Bytes (0-based, half-open) of the fix accuracy in B records, from the I record.
        var accuracyBytes: Range<Int>?
        var warnedUndated = false
        while let line = try lines.nextRecord(rejectingCutLinesInto: sink, longerThan: "any IGC record") {
            let number = lines.number
            guard let kind = line.first else { continue }
            switch kind {
            case UInt8(ascii: "B"):
                guard let fix = fix(line, accuracyBytes: accuracyBytes, line: number) else { continue }
                let utc = clock.instant(at: fix.seconds)
                if utc == nil, !warnedUndated {
                    warnedUndated = true
                    sink.warn(line: number, at: "B", "fixes before any HFDTE date header have no date; they are counted, not stored")
                }
                sink.point(LocationPoint(coordinate: fix.coordinate, utc: utc, accuracy: fix.accuracy, altitude: fix.altitude, details: Self.detail))
            case UInt8(ascii: "H"):
                guard line.count >= 5, line[1...4].elementsEqual("FDTE".utf8) else { continue }
                var date = line[5...]
                if date.starts(with: "DATE:".utf8) { date = date.dropFirst(5) }
                guard let day = TrackClock.date(date.prefix(while: { $0 != UInt8(ascii: ",") })) else {
                    sink.reject(line: number, at: "HFDTE", "'\(String(decoding: line.prefix(40), as: UTF8.self))' is not a date (expected HFDTEDDMMYY or HFDTEDATE:DDMMYY,NN)")
                    continue
                }
                clock.set(day)
            case UInt8(ascii: "I"):
                accuracyBytes = extensions(line, line: number)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                continue
            default:
                sink.reject(line: number, "'\(String(decoding: line.prefix(20), as: UTF8.self))' is not an IGC record (records start with a capital letter)")
            }
        }
    }

    private struct Fix {
        var seconds: Double
        var coordinate: Coordinate
        var altitude: Double?
        var accuracy: Double?
    }

    /// A B record's fix, or nil when it is malformed (rejected).
    private func fix(_ line: [UInt8], accuracyBytes: Range<Int>?, line number: Int) -> Fix? {
        func reject(_ message: String) -> Fix? {
            sink.reject(line: number, at: "B", message)
            return nil
        }
        guard line.count >= Self.minimumFixBytes else {
            return reject("\(line.count) characters; a fix needs at least \(Self.minimumFixBytes) (BHHMMSSDDMMmmmNDDDMMmmmEV)")
        }
        guard let seconds = TrackClock.secondsOfDay(line[1..<7]) else {
            return reject("time '\(String(decoding: line[1..<7], as: UTF8.self))' is not HHMMSS")
        }
        guard let lat = Self.degrees(line[7..<15], degreeDigits: 2, negative: UInt8(ascii: "S"), positive: UInt8(ascii: "N")),
              let lon = Self.degrees(line[15..<24], degreeDigits: 3, negative: UInt8(ascii: "W"), positive: UInt8(ascii: "E")) else {
            return reject("position '\(String(decoding: line[7..<24], as: UTF8.self))' is not DDMMmmmN DDDMMmmmE")
        }
        guard let coordinate = sink.coordinate(lat, lon, line: number, at: "B") else { return nil }
        let validity = line[24]
        guard validity == UInt8(ascii: "A") || validity == UInt8(ascii: "V") else {
            return reject("validity '\(String(decoding: [validity], as: UTF8.self))' is neither A (3D fix) nor V (2D or none)")
        }
        // GNSS altitude when the fix is 3D, else the pressure altitude; zero means not recorded.
        let pressure = line.count >= 30 ? Self.altitude(line[25..<30]) : nil
        let gnss = line.count >= 35 && validity == UInt8(ascii: "A") ? Self.altitude(line[30..<35]) : nil
        let accuracy = accuracyBytes.flatMap { $0.upperBound <= line.count ? TrackClock.number(line[$0]).map(Double.init) : nil }
        return Fix(seconds: seconds, coordinate: coordinate, altitude: gnss ?? pressure, accuracy: accuracy)
    }

    /// `DDMMmmmN` or `DDDMMmmmE`: degrees, minutes × 1000 and the hemisphere. Nil unless digits and minutes below 60.
    private static func degrees(_ text: ArraySlice<UInt8>, degreeDigits: Int, negative: UInt8, positive: UInt8) -> Double? {
        guard let hemisphere = text.last, hemisphere == negative || hemisphere == positive,
              let degrees = TrackClock.number(text.prefix(degreeDigits)),
              let thousandths = TrackClock.number(text.dropFirst(degreeDigits).dropLast()), thousandths < 60_000 else { return nil }
        let value = Double(degrees) + Double(thousandths) / 60_000
        return hemisphere == negative ? -value : value
    }

    /// An altitude field (`01234`, `-0012`) in metres; nil when blank, garbled or zero (not recorded).
    private static func altitude(_ text: ArraySlice<UInt8>) -> Double? {
        guard let value = Array(text).withUnsafeBytes(XMLDecimal.parse), value != 0 else { return nil }
        return value
    }

    /// The bytes of `FXA` (fix accuracy) in B records from an I record `INN(SSFFCCC)…`, nil when it has none;
    /// a malformed I record is rejected.
    private func extensions(_ line: [UInt8], line number: Int) -> Range<Int>? {
        guard line.count >= 3, let count = TrackClock.number(line[1..<3]), line.count >= 3 + count * 7 else {
            sink.reject(line: number, at: "I", "'\(String(decoding: line.prefix(40), as: UTF8.self))' is not INN followed by NN extensions SSFFCCC")
            return nil
        }
        for index in 0..<count {
            let start = 3 + index * 7
            guard line[(start + 4)..<(start + 7)].elementsEqual("FXA".utf8) else { continue }
            guard let first = TrackClock.number(line[start..<(start + 2)]), let last = TrackClock.number(line[(start + 2)..<(start + 4)]),
                  first > Self.minimumFixBytes, first <= last else {
                sink.reject(line: number, at: "I", "FXA at bytes \(String(decoding: line[start..<(start + 4)], as: UTF8.self)) is not a range after the fix")
                return nil
            }
            return (first - 1)..<last
        }
        return nil
    }
}
