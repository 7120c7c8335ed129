import HTTPTypes

/// A request field that is missing or wrong, with the message that says so: a body's answers 422 (`APIBodyDecoder`),
/// a parameter's 400 (`Parameters.value(_:as:)`).
struct FieldError: Error, Equatable {
    let field: String
    let message: String

    init(_ field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    /// The API's answer to this mistake.
    func answer(_ status: HTTPResponse.Status) -> APIError { APIError(status, message, field: field) }
}
