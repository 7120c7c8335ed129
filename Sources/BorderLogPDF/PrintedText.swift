/// Text as the PDF prints it: without the Markdown the text reports and the rule files use.
///
/// Strings shared with the text reports (a rule's `source` and `notModelled`, an eligibility summary, a report's
/// warnings) mark commands as inline code with backticks, which a terminal shows as they are. On paper the marks are
/// noise, so every string the canvas lays out goes through `plain` first; the text and JSON reports keep them.
enum PrintedText {
    /// `text` with inline code shown as its words: "run `borderlog infer`" prints "run borderlog infer". A lone
    /// backtick is markup too (an unclosed span), so none is ever printed.
    static func plain(_ text: String) -> String {
        guard text.contains("`") else { return text }
        return text.replacingOccurrences(of: "`", with: "")
    }
}
