import Foundation

/// What a phone's request carries, as the payload readers see it: no header but the body's type, no secret (the
/// server takes `token` out of the query before a reader sees it), and the body's bytes.
public struct DeviceRequest: Sendable {
    public enum Method: Sendable { case get, post }

    public var method: Method
    /// The query's fields in order, percent-decoded.
    public var query: [(name: String, value: String)]
    /// The `Content-Type` header's media type, lowercased, without parameters (`application/json`).
    public var contentType: String?
    public var body: Data

    public init(method: Method, query: [(name: String, value: String)] = [], contentType: String? = nil, body: Data = Data()) {
        self.method = method
        self.query = query
        self.contentType = contentType.map { $0.split(separator: ";").first.map(String.init) ?? $0 }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        self.body = body
    }

    /// Whether the body is a JSON document: declared so, or, undeclared, starting with `{` or `[`.
    var bodyIsJSON: Bool {
        if contentType == "application/json" || contentType?.hasSuffix("+json") == true { return true }
        guard contentType == nil || contentType == "text/plain" else { return false }
        return body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }).map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? false
    }

    /// The fields of a one-point request (GPSLogger, OsmAnd): the query's, then those of a form body.
    var fields: FormFields {
        var fields = FormFields(query)
        if method == .post, !body.isEmpty, !bodyIsJSON {
            fields.append(FormFields.parse(String(decoding: body, as: UTF8.self)))
        }
        return fields
    }
}
