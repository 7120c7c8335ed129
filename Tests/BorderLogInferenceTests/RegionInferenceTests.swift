import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogTestSupport
import Testing

/// How a ledger day gets its states and provinces (docs/regions.md, "The ledger").
@Suite("Region inference")
struct RegionInferenceTests {
    private static func region(_ code: String) -> RegionCode { RegionCode(code)! }

    /// A located point in `code` at `time`, `nearby` another region within the tolerance.
    private static func at(_ code: String, _ date: String, _ time: String, nearby: String? = nil, kind: SignalKind = .location) -> EvidencePoint {
        var located = point(kind, String(code.prefix(2)), date, time)
        located.region = region(code)
        located.nearbyRegion = nearby.map(region)
        return located
    }

    /// A Jersey City commuter's working day: home in the morning and evening, the office in Manhattan between.
    private static func commute(_ date: String) -> [EvidencePoint] {
        [at("US-NJ", date, "07:30"), Self.at("US-NY", date, "09:15"), Self.at("US-NY", date, "17:40"), Self.at("US-NJ", date, "19:05")]
    }

    @Test("a commuter's day is in both states and ends at home")
    func commuterDay() throws {
        let built = try observedLedger(Self.commute("2025-03-03"), from: "2025-03-03", to: "2025-03-03")
        let day = try #require(built.days.first)
        #expect(day.countries == [country("US")])
        #expect(day.regions == [Self.region("US-NJ"), Self.region("US-NY")])
        #expect(day.region == Self.region("US-NJ"))
        #expect(!day.flags.contains(.regionBorder))
    }

    @Test("the day ends in the region seen last, of the country the day ends in")
    func dayEnd() throws {
        let points = [Self.at("US-NY", "2025-03-03", "08:00"), Self.at("US-CT", "2025-03-03", "22:00")]
        let built = try observedLedger(points, from: "2025-03-03", to: "2025-03-03")
        #expect(built.days[0].region == Self.region("US-CT"))
        #expect(built.days[0].regions == [Self.region("US-NY"), Self.region("US-CT")])
    }

    @Test("a day flying from Toronto to New York holds a region of each country")
    func twoCountries() throws {
        let points = [Self.at("CA-ON", "2025-03-03", "07:00"), Self.at("US-NY", "2025-03-03", "13:00")]
        let built = try observedLedger(points, from: "2025-03-03", to: "2025-03-03")
        #expect(built.days[0].countries == [country("CA"), country("US")])
        #expect(built.days[0].regions == [Self.region("CA-ON"), Self.region("US-NY")])
        #expect(built.days[0].region == Self.region("US-NY"))
    }

    @Test("days with nothing placing the region take it from the days around them when both agree")
    func runFilledBetweenAgreeingDays() throws {
        let points = [Self.at("US-NY", "2025-03-01", "12:00"), Self.at("US-NY", "2025-03-05", "12:00")]
        let built = try observedLedger(points, stays: [stay("US", "2025-03-01", "2025-03-05")], from: "2025-03-01", to: "2025-03-05")
        #expect(built.days.map(\.region) == Array(repeating: Self.region("US-NY"), count: 5))
        #expect(built.days[2].reason.contains("like the days around it"))
    }

    @Test("days between two different regions stay without one")
    func runNotFilledBetweenDisagreeingDays() throws {
        let points = [Self.at("US-NY", "2025-03-01", "12:00"), Self.at("US-CA", "2025-03-05", "12:00")]
        let built = try observedLedger(points, stays: [stay("US", "2025-03-01", "2025-03-05")], from: "2025-03-01", to: "2025-03-05")
        #expect(built.days[1].region == nil && built.days[2].region == nil && built.days[3].region == nil)
        let report = RegionCountsReport(ledger: built, on: day("2025-03-05"))
        #expect(report.windows[0].regions == [Self.region("US-NY"): 1, Self.region("US-CA"): 1])
        #expect(report.windows[0].unknown == 3)
    }

    @Test("a point within the tolerance of another region flags the day, which does not count there")
    func regionBorder() throws {
        let points = [Self.at("US-NJ", "2025-03-03", "12:00", nearby: "US-NY")]
        let built = try observedLedger(points, from: "2025-03-03", to: "2025-03-03")
        #expect(built.days[0].flags.contains(.regionBorder))
        #expect(built.days[0].regions == [Self.region("US-NJ")])
        let both = try observedLedger(Self.commute("2025-03-04") + [Self.at("US-NJ", "2025-03-04", "20:00", nearby: "US-NY")], from: "2025-03-04", to: "2025-03-04")
        #expect(!both.days[0].flags.contains(.regionBorder))
    }

    @Test("an override names regions, a region implying its country")
    func overrideRegions() throws {
        let places = [Place(Self.region("US-NJ")), Place(Self.region("US-NY")), Place(Self.region("US-NJ"))]
        let override = DayOverride(date: day("2025-03-02"), places: places)
        let built = try observedLedger([Self.at("US-PA", "2025-03-02", "12:00")], overrides: [override], from: "2025-03-02", to: "2025-03-02")
        #expect(built.days[0].countries == [country("US")])
        #expect(built.days[0].regions == [Self.region("US-NJ"), Self.region("US-NY"), Self.region("US-NJ")])
        #expect(built.days[0].region == Self.region("US-NJ"))
    }

    @Test("a stay's region places its days")
    func stayRegion() throws {
        let stated = Stay(country: country("CA"), entry: day("2025-01-01"), exit: day("2025-01-10"), region: Self.region("CA-QC"))
        let built = try ledger([stated], to: "2025-01-10")
        #expect(built.days.allSatisfy { $0.region == Self.region("CA-QC") && $0.regions == [Self.region("CA-QC")] })
    }

    @Test("points of a region of a country the day is not in are left out")
    func otherCountryIgnored() throws {
        let points = [Self.at("US-WA", "2025-03-03", "12:00")]
        let built = try observedLedger(points, stays: [stay("CA", "2025-03-03", "2025-03-03")], from: "2025-03-03", to: "2025-03-03")
        #expect(built.days[0].countries == [country("CA")])
        #expect(built.days[0].regions.isEmpty)
    }
}
