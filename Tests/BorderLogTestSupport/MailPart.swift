import Foundation

/// One MIME part for ``MailBuilder``: a leaf with its content (encoded when the message is built), a multipart of
/// parts, or an attached message. Build them with the static functions: `.html(…)`, `.text(…)`,
/// `.attachment(…)`, `.alternative(…)`, `.mixed(…)`, `.related(…)`, `.message(…)`.
public struct MailPart: Sendable {
    /// `Content-Transfer-Encoding` values; the content is encoded to it when the message is built.
    public enum Encoding: String, Sendable {
        case sevenBit = "7bit", eightBit = "8bit", binary
        case quotedPrintable = "quoted-printable", base64
    }

    public indirect enum Body: Sendable {
        /// Decoded content, written in the part's `encoding`.
        case leaf([UInt8])
        /// Parts between `--boundary` lines; `closed` false leaves out the closing `--boundary--`.
        case multipart([MailPart], boundary: String, closed: Bool)
        /// A whole message (`message/rfc822`).
        case message(MailBuilder)
    }

    /// The `Content-Type` value as written (`text/html; charset=utf-8`).
    public var contentType: String
    /// nil writes no `Content-Transfer-Encoding` header (and the content as it is).
    public var encoding: Encoding?
    /// Further header fields, written after `Content-Type` and `Content-Transfer-Encoding`.
    public var headers: [(name: String, value: String)]
    public var body: Body

    public init(contentType: String, encoding: Encoding? = nil, headers: [(name: String, value: String)] = [], body: Body) {
        self.contentType = contentType
        self.encoding = encoding
        self.headers = headers
        self.body = body
    }

    // MARK: - Leaves

    /// A `text/html` part of `html` in `charset` (the text is converted to it; characters it lacks become `?`).
    public static func html(_ html: String, charset: String = "utf-8", encoding: Encoding = .quotedPrintable) -> MailPart {
        text(bytes: encode(html, charset: charset), subtype: "html", charset: charset, encoding: encoding)
    }

    /// A `text/plain` part of `text` in `charset`.
    public static func text(_ text: String, charset: String = "utf-8", encoding: Encoding = .quotedPrintable) -> MailPart {
        self.text(bytes: encode(text, charset: charset), subtype: "plain", charset: charset, encoding: encoding)
    }

    /// A `text/SUBTYPE` part of raw `bytes` labelled `charset` (nil: no charset parameter) — for text whose bytes
    /// do not match their label.
    public static func text(bytes: [UInt8], subtype: String = "plain", charset: String?, encoding: Encoding = .eightBit) -> MailPart {
        MailPart(contentType: "text/\(subtype)" + (charset.map { "; charset=\($0)" } ?? ""), encoding: encoding, body: .leaf(bytes))
    }

    /// An attachment: `data` of `contentType`, named `filename` (in `Content-Disposition` and the type's `name`),
    /// `inline` or as an attachment.
    public static func attachment(
        _ data: [UInt8], contentType: String, filename: String? = nil, encoding: Encoding = .base64, inline: Bool = false
    ) -> MailPart {
        let named = filename.map { "\(contentType); name=\"\($0)\"" } ?? contentType
        let disposition = (inline ? "inline" : "attachment") + (filename.map { "; filename=\"\($0)\"" } ?? "")
        return MailPart(contentType: named, encoding: encoding, headers: [("Content-Disposition", disposition)], body: .leaf(data))
    }

    // MARK: - Containers

    /// A `multipart/SUBTYPE` of `parts`; the boundary is made up when not given.
    public static func multipart(_ subtype: String, _ parts: [MailPart], boundary: String? = nil, closed: Bool = true) -> MailPart {
        let boundary = boundary ?? "=_\(subtype)_\(UUID().uuidString.prefix(12))"
        return MailPart(contentType: "multipart/\(subtype); boundary=\"\(boundary)\"", body: .multipart(parts, boundary: boundary, closed: closed))
    }

    public static func alternative(_ parts: MailPart...) -> MailPart { multipart("alternative", parts) }
    public static func mixed(_ parts: MailPart...) -> MailPart { multipart("mixed", parts) }
    public static func related(_ parts: MailPart...) -> MailPart { multipart("related", parts) }

    /// A forwarded message, `message/rfc822`.
    public static func message(_ message: MailBuilder) -> MailPart {
        MailPart(contentType: "message/rfc822", body: .message(message))
    }

    // MARK: - Writing

    /// The part's header fields and body, lines ended by `newline`.
    func bytes(newline: String) -> [UInt8] {
        var head = "Content-Type: \(contentType)\(newline)"
        if let encoding { head += "Content-Transfer-Encoding: \(encoding.rawValue)\(newline)" }
        for (name, value) in headers { head += "\(name): \(value)\(newline)" }
        var out = Array((head + newline).utf8)
        switch body {
        case .leaf(let content):
            out += TransferEncoding.encode(content, as: encoding ?? .sevenBit, newline: newline)
        case .multipart(let parts, let boundary, let closed):
            for part in parts {
                out += Array("--\(boundary)\(newline)".utf8) + part.bytes(newline: newline) + Array(newline.utf8)
            }
            if closed { out += Array("--\(boundary)--\(newline)".utf8) }
        case .message(let message):
            out += message.bytes
        }
        return out
    }

    /// `text` in `charset`, through Foundation's encodings for the charsets tests use.
    static func encode(_ text: String, charset: String) -> [UInt8] {
        let encoding: String.Encoding = switch charset.lowercased() {
        case "iso-8859-1", "latin1": .isoLatin1
        case "windows-1252", "cp1252": .windowsCP1252
        case "us-ascii", "ascii": .ascii
        case "utf-16": .utf16
        default: .utf8
        }
        return Array(text.data(using: encoding, allowLossyConversion: true) ?? Data(text.utf8))
    }
}
