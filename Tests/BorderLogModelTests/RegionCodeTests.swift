import BorderLogModel
import Foundation
import Testing

@Suite("Region codes")
struct RegionCodeTests {
    @Test("known codes parse in any case and name their country")
    func parse() throws {
        let newYork = try #require(RegionCode("us-ny"))
        #expect(newYork.rawValue == "US-NY")
        #expect(newYork.country == CountryCode("US"))
        #expect(newYork.name == "New York")
        #expect(newYork.subdivision == "NY")
        #expect(RegionCode("AU-ACT")?.name == "Australian Capital Territory")
        #expect(RegionCode("CA-QC")?.country == CountryCode("CA"))
    }

    @Test("the catalogue holds 51 US, 13 Canadian and 8 Australian regions")
    func catalogue() {
        #expect(RegionCode.all(of: CountryCode("US")!).count == 51)
        #expect(RegionCode.all(of: CountryCode("CA")!).count == 13)
        #expect(RegionCode.all(of: CountryCode("AU")!).count == 8)
        #expect(RegionCode.all(of: CountryCode("FR")!).isEmpty)
        #expect(RegionCode.countries.map(\.rawValue) == ["AU", "CA", "US"])
    }

    @Test("unknown codes are refused with the reason", arguments: [
        ("US-XX", "is not a region of United States"), ("FR-75", "has no region layer"), ("XX-NY", "names no country"),
        ("CA-NY", "is not a region of Canada"),
    ])
    func refused(text: String, reason: String) throws {
        #expect(RegionCode(text) == nil)
        let problem = try #require(RegionCode.problem(with: text))
        #expect(problem.contains(reason))
        #expect(Place.problem(with: text).contains(reason))
    }

    @Test("things that are not subdivision codes are not regions and get the country message")
    func notCodes() {
        for text in ["", "US", "NY", "US-", "US-NEWY", "-NY", "US_NY"] {
            #expect(RegionCode(text) == nil)
            #expect(RegionCode.problem(with: text) == nil)
        }
        #expect(Place.problem(with: "UK").contains("GB"))
    }

    @Test("a region is a JSON value and key")
    func json() throws {
        let counts: [RegionCode: Int] = [RegionCode("US-NY")!: 3]
        let text = String(decoding: try JSONEncoder().encode(counts), as: UTF8.self)
        #expect(text == #"{"US-NY":3}"#)
        #expect(try JSONDecoder().decode([RegionCode: Int].self, from: Data(text.utf8)) == counts)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([RegionCode].self, from: Data(#"["US-XX"]"#.utf8)) }
    }

    @Test("places: a region implies its country, and consecutive countries collapse")
    func places() throws {
        let places = try ["US-NJ", "US-NY", "US-NJ"].map { try #require(Place($0)) }
        #expect(Place.countries(of: places).map(\.rawValue) == ["US"])
        let mixed = try ["NZ", "AU-NSW", "NZ"].map { try #require(Place($0)) }
        #expect(Place.countries(of: mixed).map(\.rawValue) == ["NZ", "AU", "NZ"])
        let override = DayOverride(date: LocalDay(year: 2025, month: 3, day: 2)!, places: places)
        #expect(override.regions.map(\.rawValue) == ["US-NJ", "US-NY", "US-NJ"])
        #expect(override.placesText == "US-NJ,US-NY,US-NJ")
        #expect(Place("xx") == nil)
    }
}
