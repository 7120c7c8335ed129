/// One problem found in an input file, located precisely enough to fix it.
public struct InputIssue: Sendable, Equatable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case error
        case warning
    }

    public var severity: Severity
    public var path: String
    /// 1-based line, when the problem has one.
    public var line: Int?
    /// Column or field name, when the problem has one.
    public var field: String?
    public var message: String

    public init(_ severity: Severity = .error, path: String, line: Int? = nil, field: String? = nil, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.field = field
        self.message = message
    }

    /// `stays.csv:12: exit: 2024-02-30 is not a date (expected YYYY-MM-DD)`, the shape compilers use.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        let prefix = severity == .warning ? "warning: " : ""
        return "\(location): \(prefix)\(field.map { "\($0): " } ?? "")\(message)"
    }
}
