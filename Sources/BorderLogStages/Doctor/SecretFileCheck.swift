/// A file that must stay its owner's alone (the server token, the bundle signing key): absent is fine (it is created
/// 0600 on first use), readable by others is not.
public struct SecretFileCheck: SetupCheck {
    public let subject: String
    public let path: String
    /// The command that creates the file on first use.
    public let createdBy: String

    public init(subject: String, path: String, createdBy: String) {
        self.subject = subject
        self.path = path
        self.createdBy = createdBy
    }

    public func run() -> CheckOutcome {
        guard let mode = FileMode(path: path) else {
            return .ok("none yet at \(path) (`\(createdBy)` creates it, mode 0600)")
        }
        guard !mode.isOpenToOthers else {
            return .failed(
                problem: "\(path) is mode \(mode): other users on this machine can read it",
                fix: "chmod 600 \(path)")
        }
        return .ok("\(path) (mode \(mode))")
    }
}
