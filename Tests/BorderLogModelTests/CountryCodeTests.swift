import BorderLogModel
import Testing

struct CountryCodeTests {
    @Test(arguments: ["FR", "fr", " de ", "RE", "SJ", "GF", "YT", "BQ", "AX", "XK", "VA", "PS", "EH", "TW"])
    func knownCodesIncludingTerritoriesAreAccepted(_ text: String) {
        #expect(CountryCode(text) != nil)
    }

    @Test(arguments: ["UK", "EL", "XX", "FRA", "F", "", "12"])
    func unknownCodesAreRejected(_ text: String) {
        #expect(CountryCode(text) == nil)
    }

    @Test func commonMistakesGetAHint() {
        #expect(CountryCode.suggestion(for: "UK")?.contains("GB") == true)
        #expect(CountryCode.suggestion(for: "el")?.contains("GR") == true)
        #expect(CountryCode.suggestion(for: "France")?.contains("FR") == true)
        #expect(CountryCode.suggestion(for: "QQ") == nil)
    }

    @Test func everyIsoCodeHasAName() {
        #expect(CountryCode.all.count == 250)
        #expect(CountryCode("GB")?.name == "United Kingdom")
    }
}
