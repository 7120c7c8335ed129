import BorderLogXML
import CGMime
import Foundation

/// Turns a message GMime parsed into a ``MailMessage``: its headers decoded, then a walk over its parts that
/// decodes `text/html` and `text/plain` bodies and the attachment kinds asked for, and leaves every other part
/// undecoded (an mbox of ordinary mail is mostly parts nobody reads).
struct MessageDecoder {
    let limits: MailLimits
    let attachmentKinds: Set<MailAttachment.Kind>
    /// Whether parts come from an mbox file, whose body lines carry `>From ` quoting.
    let fromMbox: Bool

    /// The message `parsed` holds, as the `index`-th of its mailbox.
    func decode(_ parsed: MessageParser.Parsed, index: Int, member: String?) -> MailMessage {
        guard let message = parsed.message else {
            let issues = parsed.warnings.map { MailIssue(index: index, messageID: nil, $0) }
            return MailMessage(index: index, member: member, offset: parsed.offset, issues: issues)
        }
        let object = message.withMemoryRebound(to: GMimeObject.self, capacity: 1) { $0 }
        let messageID = GMime.string(g_mime_message_get_message_id(message)).flatMap { $0.isEmpty ? nil : $0 }
        var result = MailMessage(
            index: index, messageID: messageID,
            subject: Windows1252.repairingControlCharacters(GMime.string(g_mime_message_get_subject(message)) ?? ""),
            from: Windows1252.repairingControlCharacters(Self.from(message, object: object)),
            date: g_mime_message_get_date(message).map(Self.date), member: member, offset: parsed.offset)
        var walk = Walk(decoder: self, subject: result.subject)
        if let root = g_mime_message_get_mime_part(message) { walk.visit(root, depth: 1) }
        result.htmlBodies = walk.html
        result.textBodies = walk.text
        result.attachments = walk.attachments
        result.issues = (parsed.warnings + walk.findings).map { MailIssue(index: index, messageID: messageID, $0) }
        return result
    }

    /// `From` as written, names decoded (`Café <news@example.com>`); the raw header when GMime finds no address.
    private static func from(_ message: UnsafeMutablePointer<GMimeMessage>, object: UnsafeMutablePointer<GMimeObject>) -> String {
        if let list = g_mime_message_get_from(message), internet_address_list_length(list) > 0 {
            return GMime.take(internet_address_list_to_string(list, nil, 0)) ?? ""
        }
        return GMime.string(g_mime_object_get_header(object, "From"))?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    private static func date(_ time: OpaquePointer) -> Date {
        Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(time)) + TimeInterval(g_date_time_get_microsecond(time)) / 1e6)
    }

    // MARK: - The walk over parts

    /// One message's walk: what it kept, and what it skipped and why.
    private struct Walk {
        let decoder: MessageDecoder
        var html: [String] = []
        var text: [String] = []
        var attachments: [MailAttachment] = []
        var findings: [MailIssue.Finding] = []
        private var parts = 0
        private var keptBytes = 0
        /// The subject speaks of a boarding pass or check-in, or of a cancellation (asked only under `travelOnly`).
        private let travelSubject: Bool
        private let cancellationSubject: Bool

        init(decoder: MessageDecoder, subject: String) {
            self.decoder = decoder
            travelSubject = decoder.limits.travelOnly && BoardingPassWording.mentionsBoardingPass(subject)
            cancellationSubject = decoder.limits.travelOnly && CancellationWording.isCancellation(subject: subject)
        }

        /// Whether a PDF or image named `filename` is decoded: always, unless the limits keep them to travel mail.
        private func wantsDocument(named filename: String?) -> Bool {
            guard decoder.limits.travelOnly else { return true }
            return travelSubject || filename.map(BoardingPassWording.mentionsBoardingPass) == true
        }

        private var limits: MailLimits { decoder.limits }

        /// Visits `object` at nesting `depth` (the message's own part is 1).
        mutating func visit(_ object: UnsafeMutablePointer<GMimeObject>, depth: Int) {
            parts += 1
            guard parts <= limits.maximumParts else {
                note(.tooManyParts, "the message has more than \(limits.maximumParts) parts; the rest are skipped")
                return
            }
            guard depth <= limits.maximumDepth else {
                note(.tooDeep, "parts are nested more than \(limits.maximumDepth) deep; the deeper parts are skipped")
                return
            }
            if GMime.isA(object, g_mime_multipart_get_type()) {
                let multipart = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GMimeMultipart.self)
                for position in 0..<max(g_mime_multipart_get_count(multipart), 0) {
                    if let part = g_mime_multipart_get_part(multipart, position) { visit(part, depth: depth + 1) }
                }
            } else if GMime.isA(object, g_mime_message_part_get_type()) {
                // A forwarded message (`message/rfc822`): its parts are read like the message's own.
                let part = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GMimeMessagePart.self)
                if let inner = g_mime_message_part_get_message(part), let root = g_mime_message_get_mime_part(inner) {
                    visit(root, depth: depth + 1)
                }
            } else if GMime.isA(object, g_mime_part_get_type()) {
                leaf(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GMimePart.self), object: object)
            }
        }

        /// Keeps a leaf part when it is a body or an attachment of a kind asked for; skips the rest undecoded.
        private mutating func leaf(_ part: UnsafeMutablePointer<GMimePart>, object: UnsafeMutablePointer<GMimeObject>) {
            let contentType = Self.contentType(object)
            let filename = GMime.string(g_mime_part_get_filename(part))
            let kind = MailAttachment.Kind(contentType: contentType)
                ?? (contentType == "text/html" ? nil : filename.flatMap(MailAttachment.Kind.init(filename:)))
            if let kind {
                guard decoder.attachmentKinds.contains(kind), kind == .pass || kind == .calendar || wantsDocument(named: filename),
                      let data = content(part, limit: limits.maximumAttachmentBytes, describing: filename ?? contentType) else { return }
                attachments.append(MailAttachment(kind: kind, filename: filename, data: Data(data)))
            } else if contentType == "text/html" || (contentType == "text/plain" && !Self.isAttachment(object)) {
                if limits.travelOnly, contentType == "text/plain", !cancellationSubject { return }
                guard let bytes = content(part, limit: limits.maximumBodyBytes, describing: filename ?? contentType) else { return }
                if limits.travelOnly, contentType == "text/html", !bytes.withUnsafeBufferPointer(HTMLMarkup.mayHoldMarkup(bytes:)) { return }
                let body = BodyText.decode(bytes, charset: GMime.string(g_mime_object_get_content_type_parameter(object, "charset")))
                if contentType == "text/html" { html.append(body) } else { text.append(body) }
            }
        }

        /// The part's content, transfer encoding undone; nil (with a finding) when it is larger than `limit` or
        /// than what is left of the message's allowance.
        private mutating func content(_ part: UnsafeMutablePointer<GMimePart>, limit: Int, describing name: String) -> [UInt8]? {
            guard let wrapper = g_mime_part_get_content(part), let stream = g_mime_data_wrapper_get_stream(wrapper) else { return [] }
            let encoding = g_mime_data_wrapper_get_encoding(wrapper)
            let allowed = min(limit, limits.maximumMessageBytes - keptBytes)
            // Judged on the encoded size before anything is read: base64 decodes to three quarters of it, and
            // quoted-printable to at most all of it.
            let length = Int(g_mime_stream_length(stream))
            let estimate = encoding == GMIME_CONTENT_ENCODING_BASE64 || encoding == GMIME_CONTENT_ENCODING_UUENCODE ? length / 4 * 3 : length
            guard estimate <= allowed || (encoding == GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE && length <= 3 * allowed) else {
                tooLarge(name, bytes: estimate, limit: limit)
                return nil
            }
            // A stream of unknown length is read only as far as any part within the allowance can reach.
            var bytes = Self.read(stream, expected: length, maximum: length >= 0 ? length : 3 * allowed + 1)
            if decoder.fromMbox, encoding != GMIME_CONTENT_ENCODING_BASE64, encoding != GMIME_CONTENT_ENCODING_UUENCODE {
                bytes = MboxEscaping.unescape(bytes)
            }
            bytes = Self.undoTransferEncoding(bytes, encoding)
            guard bytes.count <= allowed else {
                tooLarge(name, bytes: bytes.count, limit: limit)
                return nil
            }
            keptBytes += bytes.count
            return bytes
        }

        private mutating func tooLarge(_ name: String, bytes: Int, limit: Int) {
            let reason = bytes > limit
                ? "\(name) decodes to \(Self.describe(bytes)), more than the \(Self.describe(limit)) a part may hold; skipped"
                : "\(name) (\(Self.describe(bytes))) would take the message past the \(Self.describe(limits.maximumMessageBytes)) it may hold; skipped"
            note(.tooLarge, reason)
        }

        private mutating func note(_ kind: MailIssue.Kind, _ reason: String) {
            let finding = MailIssue.Finding(kind: kind, reason: reason)
            if !findings.contains(finding) { findings.append(finding) }
        }

        // MARK: Part helpers

        /// `type/subtype` in lower case (GMime reads a missing or broken type as `text/plain` or
        /// `application/octet-stream`).
        private static func contentType(_ object: UnsafeMutablePointer<GMimeObject>) -> String {
            guard let type = g_mime_object_get_content_type(object) else { return "application/octet-stream" }
            let media = GMime.string(g_mime_content_type_get_media_type(type)) ?? "application"
            let subtype = GMime.string(g_mime_content_type_get_media_subtype(type)) ?? "octet-stream"
            return "\(media)/\(subtype)".lowercased()
        }

        private static func isAttachment(_ object: UnsafeMutablePointer<GMimeObject>) -> Bool {
            guard let disposition = g_mime_object_get_content_disposition(object) else { return false }
            return g_mime_content_disposition_is_attachment(disposition) != 0
        }

        /// The bytes of `stream` from its start (`expected` of them when its length is known), up to `maximum`.
        private static func read(_ stream: UnsafeMutablePointer<GMimeStream>, expected: Int, maximum: Int) -> [UInt8] {
            g_mime_stream_reset(stream)
            var bytes = [UInt8](repeating: 0, count: max(expected, 0))
            var filled = 0
            let block = 64 << 10
            while true {
                if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: block)) }
                let read = bytes.withUnsafeMutableBytes { buffer in
                    g_mime_stream_read(stream, (buffer.baseAddress! + filled).assumingMemoryBound(to: CChar.self), buffer.count - filled)
                }
                // A bounded file stream answers the end with -1 (EINVAL) rather than 0.
                guard read > 0 else { break }
                filled += read
                if filled >= maximum { break }
            }
            bytes.removeSubrange(filled...)
            return bytes
        }

        /// `raw` with its base64, quoted-printable or uuencoding undone; 7bit, 8bit and binary as they are.
        private static func undoTransferEncoding(_ raw: [UInt8], _ encoding: GMimeContentEncoding) -> [UInt8] {
            guard !raw.isEmpty, [GMIME_CONTENT_ENCODING_BASE64, GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE, GMIME_CONTENT_ENCODING_UUENCODE].contains(encoding)
            else { return raw }
            var state = GMimeEncoding()
            g_mime_encoding_init_decode(&state, encoding)
            let capacity = g_mime_encoding_outlen(&state, raw.count)
            return [UInt8](unsafeUninitializedCapacity: capacity) { output, count in
                count = raw.withUnsafeBytes { input in
                    g_mime_encoding_flush(
                        &state, input.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count,
                        UnsafeMutableRawPointer(output.baseAddress!).assumingMemoryBound(to: CChar.self))
                }
            }
        }

        private static func describe(_ bytes: Int) -> String {
            bytes >= 1 << 20 ? "\(bytes >> 20) MB" : bytes >= 1 << 10 ? "\(bytes >> 10) KB" : "\(bytes) bytes"
        }
    }
}
