import Foundation

/// Where BorderLog keeps what it makes: `$XDG_DATA_HOME/borderlog`, else `~/.local/share/borderlog`. The default
/// person's store and the folder of every other person (`people/NAME/`) are here.
public struct DataHome: Sendable, Equatable {
    public let path: String

    public init(environment: [String: String] = ProcessEnvironment.current) {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        path = dataHome + "/borderlog"
    }

    public init(path: String) {
        self.path = path
    }

    /// The folder of every person but `default`, and of what `serve` keeps about them (accounts, grants, share links).
    public var peopleFolder: String { path + "/people" }
}
