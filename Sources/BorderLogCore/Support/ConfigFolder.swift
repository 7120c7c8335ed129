import Foundation

/// The folder a person's own settings live in: `$XDG_CONFIG_HOME/borderlog`, else `~/.config/borderlog`. The rules
/// file, the profile, the signing key and the server token are found here (each may also be named elsewhere).
public struct ConfigFolder: Sendable, Equatable {
    public let path: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        path = configHome + "/borderlog"
    }

    /// A file in the folder.
    public func file(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }

    /// The default rules file, `rules.json`.
    public var rulesFile: URL { file("rules.json") }

    /// The person's profile, `profile.json`.
    public var profileFile: URL { file("profile.json") }
}
