/// Why a mailbox file could not be read, or could not be read to its end. Problems inside one message are not
/// errors but ``MailIssue``s.
public struct MailReadError: Error, Sendable, CustomStringConvertible {
    /// The file, or `archive!/member` for a zip member.
    public let source: String
    /// What went wrong, in words.
    public let reason: String

    public init(source: String, _ reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}
