import Foundation

/// An ISO 3166-1 alpha-2 country or territory code, always upper case and always a known code.
///
/// Overseas territories keep their own codes (RE, GF, SJ, …) because they differ for border rules.
public struct CountryCode: Hashable, Comparable, Sendable, TextValue {
    public let rawValue: String

    /// A known code, accepting any letter case (`fr` → `FR`); nil for anything else.
    public init?(_ text: some StringProtocol) {
        // Codes read back from the store are already two capitals: no trimming or case folding for them.
        let code = text.utf8.count == 2 && text.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
            ? String(text) : text.trimmingCharacters(in: .whitespaces).uppercased()
        guard CountryCode.names[code] != nil else { return nil }
        rawValue = code
    }

    public var name: String { CountryCode.names[rawValue] ?? rawValue }
    public var description: String { rawValue }

    public static func < (lhs: CountryCode, rhs: CountryCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every known code, sorted.
    public static var all: [CountryCode] { names.keys.sorted().compactMap(CountryCode.init) }

    /// A hint for codes people commonly type but ISO does not use, e.g. `UK` for `GB`.
    public static func suggestion(for text: some StringProtocol) -> String? {
        let commonMistakes = ["UK": "GB", "EL": "GR", "EN": "GB", "KO": "XK", "KS": "XK", "SP": "ES"]
        if let code = commonMistakes[text.trimmingCharacters(in: .whitespaces).uppercased()] {
            return "did you mean \(code) (\(names[code] ?? code))?"
        }
        let needle = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard needle.count > 2 else { return nil }
        if let match = names.first(where: { $0.value.lowercased() == needle }) {
            return "use the two-letter code \(match.key) for \(match.value)"
        }
        return nil
    }

    public static func invalidTextReason(_ text: String) -> String { "'\(text)' is not an ISO 3166-1 alpha-2 code" }
}
