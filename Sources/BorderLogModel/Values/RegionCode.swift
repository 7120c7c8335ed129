import Foundation

/// An ISO 3166-2 first-level subdivision that BorderLog counts: a US state (or DC), a Canadian province or territory,
/// an Australian state or territory (docs/regions.md). Always a known code; a region implies its country (`US-NY` →
/// `US`). One byte, an index into the catalogue, since inference carries one on each of a million points.
public struct RegionCode: Hashable, Comparable, Sendable, TextValue {
    private let index: UInt8

    /// A known code in any letter case (`us-ny` → `US-NY`); nil for anything else.
    public init?(_ text: some StringProtocol) {
        let code = text.utf8.allSatisfy({ $0 < 0x61 || $0 > 0x7A }) ? String(text) : text.uppercased()
        guard let index = RegionCode.indexes[code] ?? RegionCode.indexes[code.trimmingCharacters(in: .whitespaces)] else { return nil }
        self.index = index
    }

    /// `US-NY`.
    public var rawValue: String { RegionCode.catalogue[Int(index)].code }
    public var country: CountryCode { RegionCode.catalogue[Int(index)].country }
    /// The region's English name (`New York`).
    public var name: String { RegionCode.catalogue[Int(index)].name }
    /// The code after the country (`NY`).
    public var subdivision: Substring { rawValue.dropFirst(3) }
    public var description: String { rawValue }

    /// In the order of the codes (the catalogue is sorted by code).
    public static func < (lhs: RegionCode, rhs: RegionCode) -> Bool { lhs.index < rhs.index }

    /// The countries with a region layer, sorted.
    public static let countries: [CountryCode] = names.keys.sorted()

    /// True when BorderLog knows the regions of `country`.
    public static func hasRegions(_ country: CountryCode) -> Bool { names[country] != nil }

    /// Every region of `country`, sorted; empty for a country without a region layer.
    public static func all(of country: CountryCode) -> [RegionCode] {
        catalogue.indices.filter { catalogue[$0].country == country }.map { RegionCode(index: UInt8($0)) }
    }

    /// Why `text` is not a region code, for an error message: a country without a region layer, or an unknown
    /// subdivision of one with. Nil when `text` is a region code, or does not look like a subdivision code at all.
    public static func problem(with text: some StringProtocol) -> String? {
        let code = text.uppercased().trimmingCharacters(in: .whitespaces)
        let parts = code.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, (1...3).contains(parts[1].count), indexes[code] == nil else { return nil }
        guard let country = CountryCode(parts[0]) else {
            return "'\(text)' names no country: \(parts[0]) is not an ISO 3166-1 code"
        }
        guard hasRegions(country) else { return noRegionLayer(country) }
        return "'\(code)' is not a region of \(country.name); its codes are " + all(of: country).map(\.rawValue).joined(separator: ", ")
    }

    /// A point's region as `geo lookup` and `explain` write it: the code, or the code and a neighbour within the layer's
    /// tolerance joined by `|` (`US-NY|US-NJ`).
    public static func text(_ region: RegionCode, nearby: RegionCode?) -> String {
        nearby.map { "\(region.rawValue)|\($0.rawValue)" } ?? region.rawValue
    }

    /// The message for a country whose regions BorderLog does not know.
    public static func noRegionLayer(_ country: CountryCode) -> String {
        "\(country.rawValue) (\(country.name)) has no region layer: regions are known for " + countries.map(\.rawValue).joined(separator: ", ")
    }

    private init(index: UInt8) {
        self.index = index
    }

    /// Every known region, sorted by code.
    private static let catalogue: [(code: String, country: CountryCode, name: String)] = names
        .flatMap { country, regions in regions.map { ("\(country.rawValue)-\($0.key)", country, $0.value) } }
        .sorted { $0.0 < $1.0 }
    private static let indexes: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: catalogue.enumerated().map { ($0.element.code, UInt8($0.offset)) })

    public static func invalidTextReason(_ text: String) -> String { RegionCode.problem(with: text) ?? "'\(text)' is not an ISO 3166-2 region code" }
}
