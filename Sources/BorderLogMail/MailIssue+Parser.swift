import CGMime

extension MailIssue {
    /// An issue before it is tied to its message: what the parser or the decoder found.
    struct Finding: Equatable {
        var kind: Kind
        var reason: String

        /// The finding for a GMime parser warning, or nil for the warnings that lose nothing a reader needs
        /// (a repeated header, raw 8-bit or badly encoded header text, an invalid parameter or address): real
        /// mail is full of them.
        init?(warning: GMimeParserWarning, item: String?) {
            let subtype = item.map { "multipart/\($0)" } ?? "a multipart"
            switch warning {
            case GMIME_WARN_MALFORMED_MULTIPART:
                self.init(kind: .malformed, reason: "\(subtype) ends without its closing boundary; parts of it may be missing")
            case GMIME_CRIT_MULTIPART_WITHOUT_BOUNDARY:
                self.init(kind: .malformed, reason: "\(subtype) has no boundary parameter; its parts cannot be told apart and are not read")
            case GMIME_WARN_TRUNCATED_MESSAGE:
                self.init(kind: .truncated, reason: "the message ends before its MIME structure does (cut short); what came was read")
            case GMIME_WARN_MALFORMED_MESSAGE:
                self.init(kind: .malformed, reason: "the message's MIME structure could not be parsed; what could be was read")
            case GMIME_CRIT_INVALID_HEADER_NAME:
                let line = item.map { ": \"\(Self.printable($0.prefix(40)))\"" } ?? ""
                self.init(kind: .malformed, reason: "a header line is not a header field\(line); it is ignored")
            case GMIME_CRIT_NESTING_OVERFLOW:
                self.init(kind: .tooDeep, reason: "parts are nested deeper than GMime reads; the deeper parts are skipped")
            case GMIME_CRIT_PART_WITHOUT_HEADERS_OR_CONTENT:
                self.init(kind: .malformed, reason: "a part has neither headers nor content")
            default:
                return nil
            }
        }

        /// `text` with control characters as `?`, for a line of a message quoted in a report.
        private static func printable(_ text: Substring) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        }

        init(kind: Kind, reason: String) {
            self.kind = kind
            self.reason = reason
        }
    }

    init(index: Int, messageID: String?, _ finding: Finding) {
        self.init(index: index, messageID: messageID, kind: finding.kind, reason: finding.reason)
    }
}
