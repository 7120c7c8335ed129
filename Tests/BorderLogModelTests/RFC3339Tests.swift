import BorderLogModel
import Foundation
import Testing

@Suite struct RFC3339Tests {
    /// The formatter the digit-by-digit text replaces: every instant must come out the same.
    static func formatted(_ date: Date, milliseconds: Bool) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = milliseconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.string(from: date)
    }

    static let instants: [Double] = [
        0, -1, -0.25, 0.999, 1_714_557_600, 1_714_557_600.5, 1_714_557_599.999_9, 951_782_400 /* 2000-02-29 */,
        -2_208_988_800 /* 1900-01-01 */, -62_135_596_800 /* 0001-01-01, Julian */, -12_212_553_600 /* 1583-01-01 */, 253_402_300_799.5 /* 9999-12-31T23:59:59.5 */,
        4_102_444_800 /* 2100-01-01 */, 1_234_567_890.123,
    ]

    @Test(arguments: instants)
    func matchesTheFormatter(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(RFC3339.utc(date) == Self.formatted(date, milliseconds: false))
        #expect(RFC3339.utc(date, milliseconds: true) == Self.formatted(date, milliseconds: true))
    }

    @Test func matchesTheFormatterAcrossCenturies() {
        // 1874 to 2128 in steps of about 46 days and an odd number of milliseconds.
        for step in 0..<2_000 {
            let date = Date(timeIntervalSince1970: -3e9 + Double(step) * 4_000_037.123)
            #expect(RFC3339.utc(date) == Self.formatted(date, milliseconds: false))
            #expect(RFC3339.utc(date, milliseconds: true) == Self.formatted(date, milliseconds: true))
        }
    }

    @Test func writesTheDocumentedShape() {
        let date = Date(timeIntervalSince1970: 1_714_557_600.25)
        #expect(RFC3339.utc(date) == "2024-05-01T10:00:00Z")
        #expect(RFC3339.utc(date, milliseconds: true) == "2024-05-01T10:00:00.250Z")
        #expect(RFC3339.utc(Date(timeIntervalSince1970: -0.25), milliseconds: true) == "1969-12-31T23:59:59.750Z")
        // Rounded to the millisecond, then cut to the second.
        #expect(RFC3339.utc(Date(timeIntervalSince1970: 1_714_557_599.9996)) == "2024-05-01T10:00:00Z")
        #expect(RFC3339.utc(Date(timeIntervalSince1970: 1_714_557_599.9994)) == "2024-05-01T09:59:59Z")
    }
}
