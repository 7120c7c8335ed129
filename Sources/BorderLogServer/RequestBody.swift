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
}

extension Response {
    /// `value` as compact JSON.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try JSONEncoder.api.encode(value)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
