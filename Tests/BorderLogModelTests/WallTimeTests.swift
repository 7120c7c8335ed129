import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

struct WallTimeTests {
    @Test(arguments: ["2024-03-31T02:30:00", "2024-03-31 02:30:00", "1999-12-31T23:59:59"])
    func parsesAndPrints(_ text: String) throws {
        let wall = try #require(WallTime(text))
        #expect(wall.description == text.replacingOccurrences(of: " ", with: "T"))
    }

    @Test(arguments: ["2024-03-31T24:00:00", "2024-03-31T10:60:00", "2024-02-30T10:00:00", "2024-03-31", "2024-03-31T1:00:00", "0000:00:00 00:00:00"])
    func rejectsImpossibleTimes(_ text: String) {
        #expect(WallTime(text) == nil)
    }

    @Test func wallTimeInAZoneFollowsDaylightSaving() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let summer = try #require(WallTime("2024-07-01T12:00:00")).instant(in: paris)
        #expect(summer == Date(timeIntervalSince1970: 1_719_828_000))  // 10:00Z
        let winter = try #require(WallTime("2024-01-15T12:00:00")).instant(in: paris)
        #expect(WallTime(instant: winter, in: paris).description == "2024-01-15T12:00:00")
        #expect(WallTime(instant: winter, in: TimeZone(identifier: "UTC")!).description == "2024-01-15T11:00:00")
    }

    @Test func fixedOffsetsAndDateLine() throws {
        let wall = try #require(WallTime("2024-01-01T00:30:00"))
        #expect(WallTime(instant: wall.instant(offsetSeconds: 13 * 3600), in: TimeZone(identifier: "UTC")!).description == "2023-12-31T11:30:00")
    }
}
