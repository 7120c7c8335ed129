import BorderLogModel
import Testing

@testable import BorderLogMail

struct CountryNamesTests {
    @Test(arguments: [
        ("DE", "DE"), ("de", "DE"), ("Germany", "DE"), ("Deutschland", "DE"), ("DEU", "DE"), ("United Kingdom", "GB"),
        ("UK", "GB"), ("USA", "US"), ("United States", "US"), ("the Netherlands", "NL"), ("Österreich", "AT"),
        ("Osterreich", "AT"), ("España", "ES"), ("Schweiz", "CH"), (" Belgium ", "BE"), ("Ελλάδα", "GR"), ("Bosnia & Herzegovina", "BA"),
    ])
    func namesAndCodesMapToTheirCountry(name: String, code: String) {
        #expect(CountryNames.code(name) == CountryCode(code))
    }

    @Test(arguments: ["", "XX", "Atlantis", "Europe", "Berlin"])
    func unknownNamesMapToNothing(name: String) {
        #expect(CountryNames.code(name) == nil)
    }
}
