import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// A strong `ETag` (RFC 9110 §8.8.3) and the `If-None-Match` test that answers 304 for it.
struct EntityTag: Sendable, Equatable {
    /// The tag without its quotes: letters, digits, `-` and `.` only.
    let opaque: String

    init(_ opaque: String) { self.opaque = opaque }

    /// The tag of fixed bytes: the first 32 hex digits of their SHA-256.
    init(of bytes: some DataProtocol) {
        opaque = SHA256.hash(data: bytes).prefix(16).map { String(format: "%02x", $0) }.joined()
    }

    var header: String { "\"\(opaque)\"" }

    /// Whether `If-None-Match` names this tag (weakly, as the header is compared) or is `*`. A header that does not parse
    /// names nothing, so the full answer follows.
    func isNamed(by ifNoneMatch: String?) -> Bool {
        guard let ifNoneMatch else { return false }
        return ifNoneMatch.split(separator: ",").contains { item in
            var tag = item.trimmingCharacters(in: .whitespaces)[...]
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            return tag == header[...]
        }
    }
}

extension Response {
    /// 304 for a request whose `If-None-Match` names `tag`, else `body()` with the tag.
    static func conditional(_ request: Request, tag: EntityTag, _ body: () async throws -> Response) async throws -> Response {
        if tag.isNamed(by: request.headers[.ifNoneMatch]) {
            return Response(status: .notModified, headers: [.eTag: tag.header])
        }
        var response = try await body()
        response.headers[.eTag] = tag.header
        return response
    }

    /// `value` as JSON, tagged with its bytes' digest: for answers that do not come from the read model.
    static func conditionalJSON(_ request: Request, _ value: some Encodable) async throws -> Response {
        let body = ByteBuffer(bytes: try JSONEncoder.api.encode(value))
        return try await conditional(request, tag: EntityTag(of: Data(body.readableBytesView))) {
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: body))
        }
    }
}
