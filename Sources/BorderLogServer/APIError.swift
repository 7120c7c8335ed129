import BorderLogModel
import Foundation
import HTTPTypes
import Hummingbird

/// An answer that is not a success: `{"error": "…", "field": "…"}` with its status (docs/serve.md).
struct APIError: Error, HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    /// The request field that was wrong, when one was.
    let field: String?
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, _ message: String, field: String? = nil) {
        self.status = status
        self.message = message
        self.field = field
    }

    static func notFound(_ what: String) -> APIError { APIError(.notFound, "\(what) not found") }

    static func invalid(_ field: String, _ message: String) -> APIError { APIError(.unprocessableContent, message, field: field) }

    private struct Body: Encodable {
        @Nullable var error: String?
        @Nullable var field: String?
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = self.headers
        headers[.contentType] = "application/json; charset=utf-8"
        let body = try JSONEncoder.api.encode(Body(error: message, field: field))
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

extension JSONEncoder {
    /// Compact, key-sorted JSON for every API answer.
    static var api: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
