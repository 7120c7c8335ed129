import BorderLogModel

/// A value a request writes as text (a JSON string field, a query or path parameter), read once where the request
/// arrives. Each way such a field can be wrong has one wording, whichever route reads it: missing is
/// `FIELD is required (FORM)`, and text that names no value is the value's own `problem(with:)`.
protocol RequestValue: Sendable {
    /// The value `text` names; nil when it names none.
    init?(_ text: String)
    /// How the value is written, as the error for a missing field gives it.
    static var form: String { get }
    /// Why `text` names no value.
    static func problem(with text: String) -> String
}

extension RequestValue {
    /// `text` as a value of the field `field`, or the field's error.
    static func read(_ text: String, field: String) throws(FieldError) -> Self {
        guard let value = Self(text) else { throw FieldError(field, problem(with: text)) }
        return value
    }

    /// The error for `field` missing.
    static func missing(_ field: String) -> FieldError { FieldError(field, "\(field) is required (\(form))") }
}

extension LocalDay: RequestValue {
    static var form: String { "YYYY-MM-DD" }
    static func problem(with text: String) -> String { "'\(text)' is not a date (expected \(form))" }
}

extension CountryCode: RequestValue {
    static var form: String { "ISO 3166-1 alpha-2, e.g. FR" }
    /// With a hint for codes people often type (`UK`: did you mean GB?).
    static func problem(with text: String) -> String {
        "unknown country code '\(text)'" + (CountryCode.suggestion(for: text).map { " (\($0))" } ?? "")
    }
}
