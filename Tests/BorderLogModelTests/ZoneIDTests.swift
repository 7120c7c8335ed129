import BorderLogModel
import Foundation
import Testing

@Suite struct ZoneIDTests {
    @Test func aZoneIDIsWrittenAsItsIdAsAValueAndAsAKey() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let days: [ZoneID: Int] = [.schengen: 3, "us-ny": 1]
        #expect(String(decoding: try encoder.encode(days), as: UTF8.self) == #"{"schengen":3,"us-ny":1}"#)
        #expect(String(decoding: try encoder.encode([ZoneID.schengen]), as: UTF8.self) == #"["schengen"]"#)
        #expect(try JSONDecoder().decode([ZoneID: Int].self, from: Data(#"{"uk":2}"#.utf8)) == ["uk": 2])
    }

    @Test func aPersonReadsTheZonesNameFromTheRuleBookAndTheIdOnlyForAnUnknownZone() {
        let book = RuleBook(zones: [Zone(id: .schengen, name: "Schengen Area", members: [Zone.Membership(country: CountryCode("FR")!)])], rules: [])
        #expect(book.name(of: .schengen) == "Schengen Area")
        #expect(book.name(of: "us-ny") == "us-ny")
        #expect(PresenceArea.zone(.schengen).name(in: book) == "Schengen Area")
        #expect(PresenceArea("FR").name(in: book) == "France")
    }
}
