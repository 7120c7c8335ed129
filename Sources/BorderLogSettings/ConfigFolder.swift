import Foundation

/// The folder a person's own settings live in: `$XDG_CONFIG_HOME/borderlog`, else `~/.config/borderlog`. The rules
/// file, the nightly sources, the profile, the signing key and the server token are found here (each may also be
/// named elsewhere).
public struct ConfigFolder: Sendable, Equatable {
    public let path: String
    private let sourcesOverride: String?

    public init(environment: [String: String] = ProcessEnvironment.current) {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        path = configHome + "/borderlog"
        sourcesOverride = environment["BORDERLOG_SOURCES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A file in the folder.
    public func file(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }

    /// The default rules file, `rules.json`.
    public var rulesFile: URL { file("rules.json") }

    /// Where alerts go and when (`alerts.json`, beside `rules.json`); `$BORDERLOG_ALERTS` names another.
    public var alertsFile: URL { file("alerts.json") }

    /// The person's profile, `profile.json`.
    public var profileFile: URL { file("profile.json") }

    /// What the nightly run imports (`pipelines/nightly.sh`): `$BORDERLOG_SOURCES`, else `sources.conf`.
    public var sourcesFile: URL { sourcesOverride.map { URL(fileURLWithPath: $0) } ?? file("sources.conf") }

    /// The bearer token `serve` creates on first start, `server-token`.
    public var serverTokenFile: URL { file("server-token") }

    /// The key that signs evidence bundles, `signing-key.pem`.
    public var signingKeyFile: URL { file("signing-key.pem") }
}
