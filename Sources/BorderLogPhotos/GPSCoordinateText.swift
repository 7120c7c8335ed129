import Foundation

/// A GPS coordinate written as text rather than as EXIF's three rationals, and the one rule that signs a coordinate
/// from its reference letter.
///
/// Some phones and cameras write `GPSLatitude`/`GPSLongitude` as ASCII, and XMP always does. Accepted forms, with
/// an optional reference letter before or after: decimal degrees (`52.5200`, `-33.8568`), degrees and decimal
/// minutes (`52 31.2`, XMP's `52,31.2N`), and degrees, minutes and seconds (`52 31 12.00`, `52,31,12`,
/// `52°31'12.5"`, `52 deg 31' 12.00" N`). Minutes and seconds must be below 60 and only the degrees may carry a sign.
///
/// One more form comes from writers that format numbers with a decimal comma and join them with commas too: six runs
/// of digits, `52,00000,50,00000,34,01180`, are degrees, minutes and seconds of 52.00000, 50.00000 and 34.01180 (the
/// GPS time beside it, `17,00000,8,00000,29,00000`, is written the same way). ExifTool takes the first three numbers
/// of such text instead (52°0'50"), which may be a degree away from where the photo was made.
enum GPSCoordinateText {
    struct Reading: Equatable {
        /// Degrees as written, signed only when the text had a minus sign.
        var degrees: Double
        /// The reference letter in the text, when it had one of the axis' two.
        var reference: Character?
    }

    /// The longest text read: a coordinate is a few dozen characters; anything longer is not one.
    static let maximumLength = 64

    static func parse(_ text: String, positive: Character, negative: Character) -> Reading? {
        guard text.utf8.count <= maximumLength else { return nil }
        var body = text.uppercased().trimmingCharacters(in: .whitespaces)
        var reference: Character?
        if let last = body.last, last == positive || last == negative {
            reference = last
            body = String(body.dropLast()).trimmingCharacters(in: .whitespaces)
        } else if let first = body.first, first == positive || first == negative {
            reference = first
            body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        let decimalCommas = body.split(separator: ",", omittingEmptySubsequences: false)
        if decimalCommas.count == 6, decimalCommas.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
            body = stride(from: 0, to: 6, by: 2).map { decimalCommas[$0] + "." + decimalCommas[$0 + 1] }.joined(separator: " ")
        }
        // "deg" is the one word ExifTool's own text form uses; every other separator is a single character.
        let parts = body.replacingOccurrences(of: "DEG", with: " ").split(whereSeparator: { " ,°'\"\t".contains($0) }).map(String.init)
        guard (1...3).contains(parts.count) else { return nil }
        var degrees = 0.0
        for (index, part) in parts.enumerated() {
            // Plain decimals only: Double(_:) would also take "nan", "inf" and hexadecimal.
            let digits = index == 0 && (part.hasPrefix("-") || part.hasPrefix("+")) ? part.dropFirst() : Substring(part)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let value = Double(digits), index == 0 || value < 60 else { return nil }
            degrees += value / [1, 60, 3600][index]
        }
        return Reading(degrees: parts[0].hasPrefix("-") ? -degrees : degrees, reference: reference)
    }

    /// Signs `degrees` by the first reference found: the reference tag's letter, else the one written with the value.
    /// With a reference the magnitude takes its sign (a `-33.8` with `S` is still south); without one the value
    /// keeps its own sign, as ExifTool reads it.
    static func signed(_ degrees: Double, references: [Character?], positive: Character, negative: Character) -> Double {
        switch references.lazy.compactMap({ $0 }).first(where: { $0 == positive || $0 == negative }) {
        case negative: -abs(degrees)
        case positive: abs(degrees)
        default: degrees
        }
    }
}
