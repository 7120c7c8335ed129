import BorderLogModel

/// A stable colour per country: the same code gets the same colour in every report, and neighbouring codes
/// differ (hues spread by the golden angle). Light tones, so that dark text on them stays readable.
enum CountryPalette {
    /// `hsl(…)` for a country.
    static func colour(_ country: CountryCode) -> String {
        let bytes = Array(country.rawValue.utf8)
        let index = Int(bytes[0] &- 65) * 26 + Int(bytes[1] &- 65)
        let hue = Int((Double(index) * 137.508).truncatingRemainder(dividingBy: 360))
        let lightness = 72 + index % 3 * 5
        return "hsl(\(hue) 62% \(lightness)%)"
    }

    /// The CSS variable a day uses for a country's colour.
    static func variable(_ country: CountryCode) -> String { "--\(country.rawValue)" }
}
