/// Why an archive, or one of its members, could not be read: the archive's path and, for a member, its name.
public struct ArchiveError: Error, CustomStringConvertible, Sendable {
    /// The archive (a path, or a description such as "pass data") and the member, when one is at fault.
    public let archive: String
    public let member: String?
    /// What went wrong, in words.
    public let reason: String

    public init(archive: String, member: String? = nil, _ reason: String) {
        self.archive = archive
        self.member = member
        self.reason = reason
    }

    public var description: String {
        if let member { return "\(archive)!/\(member): \(reason)" }
        return "\(archive): \(reason)"
    }
}
