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

    @Test("an ICAO code finds the airport its IATA code does", arguments: [
        ("LPPT", "LIS"), ("EIDW", "DUB"), ("KBOS", "BOS"), ("eddf", "FRA"), ("RJAA", "NRT"),
    ])
    func icaoCodes(icao: String, iata: String) throws {
        let index = try TestIndex.load()
        let byICAO = try #require(index.airport(icao), "\(icao) is missing")
        #expect(byICAO == index.airport(iata))
        #expect(byICAO.code == iata && byICAO.icao == icao.uppercased())
    }

    @Test("an airfield with only an ICAO code is found by it, with its country and zone, but not by a city search")
    func icaoOnlyAirfield() throws {
        let index = try TestIndex.load()
        let bautzen = try #require(index.airport("EDAB"))
        #expect(bautzen.code == "EDAB" && bautzen.icao == "EDAB")
        #expect(bautzen.country?.rawValue == "DE" && bautzen.timeZone == "Europe/Berlin")
        #expect(!index.airports(matching: "Bautzen").contains { $0.code == "EDAB" })
        #expect(index.airport("ZZZZ") == nil && index.airport("00AA") == nil)
    }
}
