import BorderLogGeo
import BorderLogModel
import Testing

@Suite("Airports")
struct AirportTests {
    @Test("Brussels is where it is (airportsdata's degree-minute slip corrected)")
    func brussels() throws {
        let airport = try #require(try TestIndex.load().airport("BRU"))
        #expect(abs(airport.latitude - 50.90) < 0.02 && abs(airport.longitude - 4.48) < 0.02)
        #expect(airport.country?.rawValue == "BE")
        #expect(airport.timeZone == "Europe/Brussels")
    }

    @Test("country and zone come from the resolver", arguments: [
        ("LUX", "LU", "Europe/Luxembourg"), ("OST", "BE", "Europe/Brussels"), ("KJK", "BE", "Europe/Brussels"),
        ("SJU", "PR", "America/Puerto_Rico"), ("LYR", "SJ", "Arctic/Longyearbyen"), ("MHQ", "AX", "Europe/Mariehamn"),
        ("BSL", "FR", "Europe/Paris"), ("GVA", "CH", "Europe/Zurich"), ("HKG", "HK", "Asia/Hong_Kong"),
        ("GIB", "GI", "Europe/Gibraltar"), ("RUN", "RE", "Indian/Reunion"), ("PTP", "GP", "America/Guadeloupe"),
    ])
    func resolvedCountry(code: String, country: String, zone: String) throws {
        let airport = try #require(try TestIndex.load().airport(code), "\(code) is missing")
        #expect(airport.country?.rawValue == country)
        #expect(airport.timeZone == zone)
    }

    @Test("codes are case-insensitive; unknown codes are nil")
    func codes() throws {
        let index = try TestIndex.load()
        #expect(index.airport("tls")?.code == "TLS")
        #expect(index.airport("QQQ1") == nil)
    }

    @Test("airports are found by city, also by German names")
    func search() throws {
        let index = try TestIndex.load()
        #expect(index.airports(matching: "München").contains { $0.code == "MUC" })
        #expect(index.airports(matching: "Toulouse").first?.code == "TLS")
        #expect(index.airports(matching: "zürich").contains { $0.code == "ZRH" })
        #expect(index.airports(matching: "").isEmpty)
    }
}
