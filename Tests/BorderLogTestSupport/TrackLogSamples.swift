import Foundation

/// Lines of the text track logs as devices write them: NMEA 0183 sentences with their checksums, IGC fix records.
public enum TrackLogSamples {
    /// `$` + `body` + `*hh`, the checksum being the XOR of the body's bytes.
    public static func nmea(_ body: String) -> String {
        "$\(body)*" + String(format: "%02X", body.utf8.reduce(UInt8(0), ^))
    }

    /// An RMC sentence (talker `talker`) for a valid fix: `time` as `hhmmss.ss`, `date` as `ddmmyy`.
    public static func rmc(_ talker: String = "GP", time: String, date: String, latitude: Double, longitude: Double, knots: Double = 0) -> String {
        nmea("\(talker)RMC,\(time),A,\(nmeaDegrees(latitude, digits: 2, "N", "S")),\(nmeaDegrees(longitude, digits: 3, "E", "W")),\(String(format: "%.2f", knots)),0.0,\(date),,,A")
    }

    /// A GGA sentence (talker `talker`) for a GPS fix at `altitude` metres.
    public static func gga(_ talker: String = "GP", time: String, latitude: Double, longitude: Double, altitude: Double, quality: Int = 1) -> String {
        nmea("\(talker)GGA,\(time),\(nmeaDegrees(latitude, digits: 2, "N", "S")),\(nmeaDegrees(longitude, digits: 3, "E", "W")),\(quality),08,0.9,\(String(format: "%.1f", altitude)),M,47.0,M,,")
    }

    /// `ddmm.mmmm,N`: degrees and decimal minutes, then the hemisphere.
    public static func nmeaDegrees(_ value: Double, digits: Int, _ positive: String, _ negative: String) -> String {
        let whole = Int(abs(value)), minutes = (abs(value) - Double(whole)) * 60
        return String(format: "%0\(digits)d%07.4f,", whole, minutes) + (value < 0 ? negative : positive)
    }

    /// An IGC B record: `time` as `HHMMSS`, positions as degrees and minutes × 1000, altitudes in metres.
    public static func igcFix(time: String, latitude: Double, longitude: Double, valid: Bool = true, pressure: Int = 0, gnss: Int = 0, extra: String = "") -> String {
        func degrees(_ value: Double, _ digits: Int, _ positive: String, _ negative: String) -> String {
            let thousandths = Int((abs(value) * 60_000).rounded())
            return String(format: "%0\(digits)d%05d", thousandths / 60_000, thousandths % 60_000) + (value < 0 ? negative : positive)
        }
        return "B\(time)\(degrees(latitude, 2, "N", "S"))\(degrees(longitude, 3, "E", "W"))\(valid ? "A" : "V")"
            + String(format: "%05d%05d", pressure, gnss) + extra
    }
}
