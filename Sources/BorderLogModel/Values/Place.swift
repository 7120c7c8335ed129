/// A country, or a state or province, which implies its country (docs/regions.md): what stays and overrides accept
/// wherever they accept a country (`FR`, `US-NY`).
public struct Place: Hashable, Sendable, CustomStringConvertible {
    public let country: CountryCode
    public let region: RegionCode?

    public init(_ country: CountryCode) {
        self.country = country
        region = nil
    }

    public init(_ region: RegionCode) {
        country = region.country
        self.region = region
    }

    /// A country code or a region code, any letter case; nil for anything else (``problem(with:)`` says why).
    public init?(_ text: some StringProtocol) {
        if let region = RegionCode(text) {
            self.init(region)
        } else if let country = CountryCode(text) {
            self.init(country)
        } else {
            return nil
        }
    }

    /// Why `text` names no place, for an error message: a region the layer lacks, a country code people mistype.
    public static func problem(with text: some StringProtocol) -> String {
        if let problem = RegionCode.problem(with: text) { return problem }
        let hint = CountryCode.suggestion(for: text).map { " (\($0))" } ?? ""
        return "unknown country code '\(text)'\(hint); use ISO 3166-1 alpha-2 such as FR, GB, RE, or a state or province such as US-NY"
    }

    public var description: String { region?.rawValue ?? country.rawValue }

    /// The countries of places in visiting order, a country repeated only when another came between
    /// (`US-NJ,US-NY,US-NJ` → `US`; `NZ,AU-NSW,NZ` → `NZ,AU,NZ`).
    public static func countries(of places: [Place]) -> [CountryCode] {
        var countries: [CountryCode] = []
        for place in places where countries.last != place.country { countries.append(place.country) }
        return countries
    }
}

extension DayOverride {
    /// The override of `date` to `places` in visiting order: its countries, and its regions where it names them.
    public init(date: LocalDay, places: [Place], note: String? = nil, exempt: [ExemptReason] = []) {
        self.init(date: date, countries: Place.countries(of: places), note: note, exempt: exempt, regions: places.compactMap(\.region))
    }

    /// The countries and regions as the person gave them: the regions where named, countries otherwise.
    public var placesText: String {
        guard !regions.isEmpty else { return countries.map(\.rawValue).joined(separator: ",") }
        let named = Set(regions.map(\.country))
        let unnamed = countries.filter { !named.contains($0) }.map(\.rawValue)
        return (regions.map(\.rawValue) + unnamed).joined(separator: ",")
    }
}
