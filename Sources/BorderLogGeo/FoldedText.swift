import Foundation

/// Text as names and keywords are compared: lower case, accents removed (`MÜNCHEN`, `München` and `munchen` fold
/// alike). Airport names and the words of calendar and boarding-pass text are matched in this form.
public enum FoldedText {
    public static func of(_ text: String) -> String {
        // Most text is plain ASCII: lower-case it without Foundation's folding, which is slow.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
