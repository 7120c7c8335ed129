import CGMime
import Foundation

/// GMime's parser over one stream: an mbox's messages one at a time, or the single message of an `.eml`, each
/// handed out with what the parser warned about while reading it.
///
/// Over a file the parser keeps parts on the file (`persist_stream`): a part is a byte range, read again only when
/// it is decoded, so a skipped attachment costs one scan for its boundary and no copy.
final class MessageParser {
    /// One message as GMime built it (nil when GMime gave up on it); the reference is released with this value.
    final class Parsed {
        let message: UnsafeMutablePointer<GMimeMessage>?
        /// Where its `From ` line starts (mbox only; nil when the stream cannot tell).
        let offset: Int64?
        /// The parser's warnings while it read the message, first occurrence of each.
        let warnings: [MailIssue.Finding]

        init(message: UnsafeMutablePointer<GMimeMessage>?, offset: Int64?, warnings: [MailIssue.Finding]) {
            self.message = message
            self.offset = offset
            self.warnings = warnings
        }

        deinit { if let message { g_object_unref(message) } }
    }

    private let stream: UnsafeMutablePointer<GMimeStream>
    private var parser: UnsafeMutablePointer<GMimeParser>
    private let persistent: Bool
    private let options: OpaquePointer
    private let isMbox: Bool
    private var done = false
    /// Collects the warning callback's findings for the message being parsed.
    private final class Log {
        var findings: [MailIssue.Finding] = []
    }
    private let log = Log()

    /// A parser over `stream` (which it references for as long as it lives); `persistent` when the stream can
    /// seek back to a part's bytes.
    init(stream: UnsafeMutablePointer<GMimeStream>, mbox: Bool, persistent: Bool) {
        GMime.initialise()
        isMbox = mbox
        self.persistent = persistent
        self.stream = stream
        g_object_ref(stream)
        parser = Self.parser(over: stream, mbox: mbox, persistent: persistent)
        options = g_mime_parser_options_new()
        // Real mail breaks the rules: encoded words inside words, unquoted specials in names, raw 8-bit headers
        // (UTF-8 when valid, else the Windows code page mail clients wrote).
        g_mime_parser_options_set_rfc2047_compliance_mode(options, GMIME_RFC_COMPLIANCE_LOOSE)
        g_mime_parser_options_set_address_compliance_mode(options, GMIME_RFC_COMPLIANCE_LOOSE)
        g_mime_parser_options_set_parameter_compliance_mode(options, GMIME_RFC_COMPLIANCE_LOOSE)
        "utf-8".withCString { utf8 in
            "windows-1252".withCString { windows in
                var charsets: [UnsafePointer<CChar>?] = [utf8, windows, nil]
                g_mime_parser_options_set_fallback_charsets(options, &charsets)  // copied
            }
        }
        g_mime_parser_options_set_warning_callback(options, { offset, code, item, context in
            let log = Unmanaged<Log>.fromOpaque(context!).takeUnretainedValue()
            guard let finding = MailIssue.Finding(warning: code, item: GMime.string(item)), !log.findings.contains(finding) else { return }
            log.findings.append(finding)
        }, Unmanaged.passUnretained(log).toOpaque())
    }

    /// A parser over the file at `path`, from byte `offset` on; throws when it cannot be opened.
    convenience init(path: String, offset: Int64 = 0, mbox: Bool) throws(MailReadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw MailReadError(source: path, "cannot open: \(String(cString: strerror(errno)))") }
        GMime.initialise()
        let stream = g_mime_stream_fs_new(descriptor)!  // owns the descriptor
        defer { g_object_unref(stream) }
        if offset > 0, g_mime_stream_seek(stream, gint64(offset), GMIME_STREAM_SEEK_SET) < 0 {
            throw MailReadError(source: path, "cannot seek to byte \(offset): \(String(cString: strerror(errno)))")
        }
        self.init(stream: stream, mbox: mbox, persistent: true)
    }

    deinit {
        g_object_unref(parser)
        g_object_unref(stream)
        g_mime_parser_options_free(options)
    }

    private static func parser(over stream: UnsafeMutablePointer<GMimeStream>, mbox: Bool, persistent: Bool) -> UnsafeMutablePointer<GMimeParser> {
        let parser = g_mime_parser_new_with_stream(stream)!
        g_mime_parser_set_format(parser, mbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE)
        g_mime_parser_set_persist_stream(parser, persistent ? 1 : 0)
        return parser
    }

    /// The next message, or nil at the end of the stream (an `.eml` gives one). A message of an mbox that GMime
    /// gives up on (the line after its `From ` line is no header field) comes out without content, with a finding,
    /// and the next message is read.
    func next() -> Parsed? {
        guard !done else { return nil }
        if !isMbox { done = true }
        guard !isMbox || g_mime_parser_eos(parser) == 0 else {
            done = true
            return nil
        }
        log.findings.removeAll(keepingCapacity: true)
        let previousMarker = isMbox ? g_mime_parser_get_mbox_marker_offset(parser) : -1
        if let message = g_mime_parser_construct_message(parser, options) {
            let offset = isMbox ? g_mime_parser_get_mbox_marker_offset(parser) : -1
            return Parsed(message: message, offset: offset >= 0 ? Int64(offset) : nil, warnings: log.findings)
        }
        let marker = isMbox ? g_mime_parser_get_mbox_marker_offset(parser) : -1
        guard marker >= 0, marker != previousMarker else {
            // No `From ` line since the last message: the end.
            done = true
            return nil
        }
        // GMime stays in its error state: a new parser goes on from the line it stopped at, and skips to the next
        // `From ` line.
        let stoppedAt = g_mime_parser_tell(parser)
        if stoppedAt > marker, g_mime_stream_seek(stream, stoppedAt, GMIME_STREAM_SEEK_SET) == stoppedAt {
            g_object_unref(parser)
            parser = Self.parser(over: stream, mbox: true, persistent: persistent)
        } else {
            done = true
        }
        let finding = MailIssue.Finding(kind: .malformed, reason: "the line after its From line is not a header field; the message is skipped")
        return Parsed(message: nil, offset: Int64(marker), warnings: log.findings.filter { $0.kind != .malformed } + [finding])
    }
}
