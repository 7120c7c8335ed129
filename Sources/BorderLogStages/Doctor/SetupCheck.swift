import Foundation

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

/// A config file a check reads, which may be absent: its bytes, or the outcome already decided (a file that is there
/// but cannot be read fails; a missing one is fine, `absent` says what that means).
enum OptionalConfigFile {
    case contents(Data)
    case settled(CheckOutcome)

    init(_ url: URL, absent: String) {
        if let data = FileManager.default.contents(atPath: url.path) {
            self = .contents(data)
        } else if FileMode(path: url.path) != nil {
            self = .settled(.failed(problem: "cannot read \(url.path)", fix: "chmod 600 \(url.path), as its owner"))
        } else {
            self = .settled(.ok("none at \(url.path): \(absent)"))
        }
    }
}
