import BorderLogGeo
import Foundation

/// Calendar text cut into tokens for the flight patterns: words (letters and digits), numbers and
/// runs of punctuation, with spaces dropped. "LH 123 FRA→EWR (Newark)" becomes
/// `LH` `123` `FRA` `→` `EWR` `(` `Newark` `)`.
///
/// Exporters decorate with emoji: variation selectors (U+FE0F, which turns `➡` into `➡️`), joiners and
/// skin tones are dropped, arrows of every style are connectors, the plane pictographs (`✈`, `🛫`, `🛬`,
/// `🛩`) stand alone as symbols a flight keyword list can name, and any other pictograph (flags, 🧳, ⏰)
/// counts as a space: "🛫 Lufthansa FRA ➡️ LIS LH1166" reads as `🛫` `Lufthansa` `FRA` `➡` `LIS` `LH1166`.
struct FlightText {
    enum Kind: Equatable {
        case word
        case number
        case symbol
    }

    struct Token: Equatable {
        let text: String
        let kind: Kind
        /// Lower case, accents removed: for keyword comparison.
        let folded: String

        /// Three upper-case ASCII letters: the shape of an IATA airport code.
        var isCodeShaped: Bool {
            kind == .word && text.utf8.count == 3 && text.utf8.allSatisfy { $0 >= 65 && $0 <= 90 }
        }

        /// An opening or closing bracket at the edge of a symbol run.
        var opens: Bool { kind == .symbol && (text.hasSuffix("(") || text.hasSuffix("[")) }
        var closes: Bool { kind == .symbol && (text.hasPrefix(")") || text.hasPrefix("]")) }

        /// An arrow, dash or slash between two places.
        var isConnectorSymbol: Bool {
            kind == .symbol && text.count <= 3 && !opens && !closes
                && text.unicodeScalars.contains { FlightText.connectorScalars.contains($0) }
        }
    }

    /// At most this many characters of a field are looked at: descriptions can be whole e-mails.
    static let maximumLength = 6_000

    static let connectorScalars: Set<Unicode.Scalar> = [
        "→", "⟶", "➔", "➝", "➜", "➞", "➟", "➠", "➡", "➤", "➧", "⇒", "⇨", "⇾", "⟹", "⟼", "↦", "⮕", "⭢", "⭬", "🡒", "🠖", "🠒",
        "▶", "►", "»", ">", "-", "–", "—", "‒", "/", "✈", "~", "|",
    ]

    /// Plane pictographs: kept, each as its own symbol token, for the keyword lists.
    static let planeScalars: Set<Unicode.Scalar> = ["✈", "\u{1F6EB}", "\u{1F6EC}", "\u{1F6E9}"]

    /// Scalars that only modify the character before them: variation selectors, joiners, skin tones.
    private static func isModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D || scalar.value == 0x200B || scalar.value == 0x2060
            || (0x1F3FB...0x1F3FF).contains(scalar.value) || scalar.value == 0x20E3
    }

    /// A picture rather than punctuation: emoji, regional-indicator flags, dingbats and pictograph blocks.
    private static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1F000 || (0x2600...0x27BF).contains(scalar.value) || (0x2B00...0x2BFF).contains(scalar.value)
            || (scalar.value >= 0x2100 && scalar.properties.isEmojiPresentation)
    }

    let tokens: [Token]

    init(_ text: String) {
        var tokens: [Token] = []
        var current = ""
        var currentKind: Kind?
        func flush() {
            guard let kind = currentKind, !current.isEmpty else { return }
            var kindOut = kind
            if kind == .word, current.allSatisfy(\.isNumber) { kindOut = .number }
            tokens.append(Token(text: current, kind: kindOut, folded: FoldedText.of(current)))
            current = ""
            currentKind = nil
        }
        var plain = String.UnicodeScalarView()
        for scalar in text.prefix(FlightText.maximumLength).unicodeScalars where !FlightText.isModifier(scalar) {
            plain.append(scalar)
        }
        for character in String(plain) {
            let kind: Kind?
            let first = character.unicodeScalars.first ?? " "
            if FlightText.planeScalars.contains(first) {
                flush()
                tokens.append(Token(text: String(first), kind: .symbol, folded: String(first)))
                continue
            }
            if character.isLetter || character.isNumber {
                kind = .word
            } else if character.isWhitespace || character == "\u{A0}"
                || (FlightText.isPictograph(first) && !FlightText.connectorScalars.contains(first)) {
                kind = nil
            } else if character == "," || character == ";" || character == "." || character == ":" || character == "#" {
                // Sentence punctuation always stands alone so it never glues to an arrow.
                flush()
                tokens.append(Token(text: String(character), kind: .symbol, folded: String(character)))
                continue
            } else {
                kind = .symbol
            }
            if kind != currentKind { flush() }
            guard let kind else { continue }
            currentKind = kind
            current.append(character)
            // Brackets end a symbol run so "(" and ")" are always seen at its edges.
            if kind == .symbol, "()[]".contains(character) { flush() }
        }
        flush()
        self.tokens = tokens
    }

    /// Whether a field could hold a flight at all, decided from bytes without tokenising: three
    /// upper-case ASCII letters in a row (a code), a flight word, or any non-ASCII text (other scripts, ✈).
    static func mayMentionFlight(_ text: String) -> Bool {
        var run = 0
        for byte in text.utf8.prefix(maximumLength) {
            if byte >= 0x80 { return true }
            run = byte >= 65 && byte <= 90 ? run + 1 : 0
            if run == 3 { return true }
        }
        let lower = FoldedText.of(String(text.prefix(maximumLength)))
        return hintWords.contains { lower.contains($0) }
    }

    private static let hintWords = ["flight", "flug", "vol", "vuelo", "voo", "vlucht", "lot", "lento", "flyg", "airline", "airways"]
}
