import Hummingbird

/// Path and query parameters (`context.parameters`, `request.uri.queryParameters`) read as `RequestValue`s: a value
/// that does not read answers 400 naming the parameter, in the value's one wording.
extension Parameters {
    /// The parameter `name` as a `T`; nil when the request does not give it.
    func value<T: RequestValue>(_ name: String, as _: T.Type = T.self) throws -> T? {
        guard let text = get(name) else { return nil }
        do throws(FieldError) {
            return try T.read(text, field: name)
        } catch {
            throw error.answer(.badRequest)
        }
    }

    /// A path parameter as a `T`: Hummingbird's `require(_:as:)` (a disfavoured overload, so this one is chosen for
    /// a `RequestValue`) answering in the API's shape and wording.
    func require<T: RequestValue>(_ name: String, as _: T.Type) throws -> T {
        guard let value = try value(name, as: T.self) else { throw T.missing(name).answer(.badRequest) }
        return value
    }
}
