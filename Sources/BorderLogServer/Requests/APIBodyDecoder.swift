import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// How the API reads a JSON body, for `request.decode(as:context:)` (through `APIRequestContext`): every failure
/// answered in the API's shape. A body larger than the context's `maxUploadSize` is 413; JSON that does not parse,
/// or is no object, 400; a field of the wrong JSON type 422 naming it; a field missing or naming no value (a
/// `FieldError` from the body's `init(from:)`) 422 naming it, in that value's one wording (`RequestValue`).
struct APIBodyDecoder: RequestDecoder {
    func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        try Self.decode(type, from: try await request.bytes(limit: context.maxUploadSize))
    }

    /// `buffer` as a `T`; `fieldStatus` answers a `FieldError` (422 unless said otherwise).
    static func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer, fieldStatus: HTTPResponse.Status = .unprocessableContent) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let error as FieldError {
            throw error.answer(fieldStatus)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            // A field of the wrong type is that field's mistake; a body of the wrong shape is malformed.
            guard let field = context.codingPath.last?.stringValue else { throw APIError(.badRequest, "the body must be a JSON object") }
            throw APIError(.unprocessableContent, "wrong type: \(context.debugDescription)", field: field)
        } catch {
            throw APIError(.badRequest, "the body is not a JSON object of the expected shape (\(error))")
        }
    }
}
