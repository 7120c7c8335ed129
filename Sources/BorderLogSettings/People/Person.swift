import Foundation
import BorderLogModel

/// Where one person's things are: their store, rules file, profile and alerts settings. The person `default` is what
/// existed before people: the store at `StorePath`'s default place and the settings in `ConfigFolder`, untouched;
/// every other person has all four in their folder, `people/NAME/` under the data home (docs/people.md). The one place
/// that decides which file belongs to whom.
public struct Person: Sendable, Equatable {
    public let name: PersonName
    /// The store: `--store` when given, else the person's.
    public let storePath: String
    /// The rules file overlaying the bundled rules (it may not exist).
    public let rulesFile: URL
    /// Whether the rules file was named (`--rules`, `$BORDERLOG_RULES` for `default`) and so must exist.
    public let rulesFileNamed: Bool
    public let profileFile: URL
    /// The alerts settings (`alerts.json` beside `rules.json`).
    public let alertsFile: URL

    /// `name`'s files; `store` and `rules` are `--store` and `--rules`, which win over the person's own.
    public init(
        _ name: PersonName, store: String? = nil, rules: String? = nil, environment: [String: String] = ProcessEnvironment.current
    ) {
        self.name = name
        storePath = StorePath.resolve(store, person: name, environment: environment)
        if name == .default {
            let config = ConfigFolder(environment: environment)
            rulesFile = RuleBook.file(configPath: rules, environment: environment)
            rulesFileNamed = rules != nil || !(environment["BORDERLOG_RULES"] ?? "").isEmpty
            profileFile = config.profileFile
            alertsFile = environment["BORDERLOG_ALERTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? config.file("alerts.json")
        } else {
            let folder = PersonFolder(name, dataHome: DataHome(environment: environment))
            rulesFile = rules.map { URL(fileURLWithPath: $0) } ?? folder.file("rules.json")
            rulesFileNamed = rules != nil
            profileFile = folder.file("profile.json")
            alertsFile = folder.file("alerts.json")
        }
    }
}
