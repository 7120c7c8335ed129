import BorderLogModel
import Foundation
import Hummingbird
import NIOCore

extension Request {
    /// The body, at most `limit` bytes (413 beyond).
    func bytes(limit: Int) async throws -> ByteBuffer {
        do {
            return try await body.collect(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw APIError(.contentTooLarge, "the request body is larger than \(limit >> 20) MiB")
        }
    }

    /// The body as a JSON object of `T` (400 when it is not JSON of that shape); `buffer` when already read.
    func json<T: Decodable>(_ type: T.Type, limit: Int, buffer: ByteBuffer? = nil) async throws -> T {
        let data: ByteBuffer
        if let buffer { data = buffer } else { data = try await bytes(limit: limit) }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: data))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            // A field of the wrong type is that field's mistake; a body of the wrong shape is malformed.
            guard let field = context.codingPath.last?.stringValue else { throw APIError(.badRequest, "the body must be a JSON object") }
            throw APIError(.unprocessableContent, "wrong type: \(context.debugDescription)", field: field)
        } catch {
            throw APIError(.badRequest, "the body is not a JSON object of the expected shape (\(error))")
        }
    }

    /// A query parameter that must be a day when present (400 otherwise).
    func day(_ name: String) throws -> LocalDay? {
        guard let text = uri.queryParameters.get(name) else { return nil }
        guard let day = LocalDay(text) else { throw APIError.badDate(name, text) }
        return day
    }
}

extension Response {
    /// `value` as compact JSON.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try JSONEncoder.api.encode(value)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
