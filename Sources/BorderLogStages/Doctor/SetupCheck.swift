/// One thing `borderlog doctor` looks at: what it is, and how it stands.
public protocol SetupCheck: Sendable {
    /// What is checked, in a few words ("geo index", "store").
    var subject: String { get }
    func run() -> CheckOutcome
}

/// How a check came out: fine (with what was found), or what is wrong and how to fix it.
public enum CheckOutcome: Sendable, Equatable {
    case ok(String)
    case failed(problem: String, fix: String)

    public var isOK: Bool {
        if case .ok = self { true } else { false }
    }
}
