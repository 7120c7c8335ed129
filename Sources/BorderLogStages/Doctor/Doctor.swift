import BorderLogSettings
import Foundation

/// Every check `borderlog doctor` runs, in the order a newcomer meets what they check.
public struct Doctor: Sendable {
    public let checks: [any SetupCheck]

    /// The checks of the files BorderLog would use with these settings; the world map is the one the HTML report
    /// would load.
    public init(geo: GeoContext, store: String, rulesFile: URL, config: ConfigFolder, alertsFile: URL? = nil) {
        checks = [
            GeoIndexCheck(geo: geo),
            WorldMapCheck(),
            StoreCheck(path: store),
            StoreLockCheck(storePath: store),
            RulesFileCheck(url: rulesFile),
            SourcesFileCheck(url: config.sourcesFile),
            AlertsFileCheck(url: alertsFile ?? config.alertsFile),
            AlertChannelCheck(storePath: store),
            SecretFileCheck(subject: "server token", path: config.serverTokenFile.path, createdBy: "borderlog serve"),
            SecretFileCheck(subject: "signing key", path: config.signingKeyFile.path, createdBy: "borderlog export bundle"),
        ]
    }

    /// Each check with how it came out.
    public func run() -> [(check: any SetupCheck, outcome: CheckOutcome)] {
        checks.map { ($0, $0.run()) }
    }
}
