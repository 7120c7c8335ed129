import BorderLogModel

/// A colour as cairo takes it: red, green and blue from 0 to 1.
struct PDFColour: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `0x1d232b`.
    init(hex: Int) {
        self.init(red: Double(hex >> 16 & 0xff) / 255, green: Double(hex >> 8 & 0xff) / 255, blue: Double(hex & 0xff) / 255)
    }

    static let text = PDFColour(hex: 0x1d232b)
    static let muted = PDFColour(hex: 0x5b6470)
    static let rule = PDFColour(hex: 0xc9cfd6)
    static let faint = PDFColour(hex: 0xf1f3f5)
    static let accent = PDFColour(hex: 0x1f4e79)
    static let white = PDFColour(hex: 0xffffff)
    static let ok = PDFColour(hex: 0x2e7d32)
    static let warning = PDFColour(hex: 0xb26a00)
    static let breach = PDFColour(hex: 0xc62828)
    static let below = PDFColour(hex: 0x6a4c93)
    static let unknown = PDFColour(hex: 0x9aa3ad)
    /// The Schengen Area's colour, the one the HTML report draws its days and zone-only days in.
    static let schengen = PDFColour(hex: 0x2a9d8f)

    /// A stable light colour per country, the one the HTML report gives it (its `CountryPalette`): hues spread by the
    /// golden angle so that neighbouring codes differ, light enough for dark text.
    static func country(_ code: CountryCode) -> PDFColour {
        let bytes = Array(code.rawValue.utf8)
        let index = Int(bytes[0] &- 65) * 26 + Int(bytes[1] &- 65)
        let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360).rounded(.down)
        let lightness = Double(72 + index % 3 * 5) / 100
        return hsl(hue: hue, saturation: 0.62, lightness: lightness)
    }

    static func hsl(hue: Double, saturation: Double, lightness: Double) -> PDFColour {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case ..<1: (chroma, second, 0)
        case ..<2: (second, chroma, 0)
        case ..<3: (0, chroma, second)
        case ..<4: (0, second, chroma)
        case ..<5: (second, 0, chroma)
        default: (chroma, 0, second)
        }
        let m = lightness - chroma / 2
        return PDFColour(red: r + m, green: g + m, blue: b + m)
    }

    /// This colour mixed with white: `amount` 0 keeps it, 1 is white.
    func lightened(_ amount: Double) -> PDFColour {
        PDFColour(red: red + (1 - red) * amount, green: green + (1 - green) * amount, blue: blue + (1 - blue) * amount)
    }
}
