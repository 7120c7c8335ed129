import ArgumentParser
import BorderLogModel
import BorderLogStages
import Foundation

/// The rule ids `rules enable` and `rules disable` take, and the switch both make.
struct RuleSwitchArguments: ParsableArguments {
    @Argument(help: "Rule ids (see `borderlog rules list`).")
    var ids: [String]

    func validate() throws {
        if ids.isEmpty { throw ValidationError("name at least one rule id (see `borderlog rules list`)") }
    }

    /// The subcommand that turns rules on (`enable`) or off (`disable`).
    static func command(enabled: Bool) -> String {
        enabled ? "enable" : "disable"
    }

    /// Turns the rules on or off in the rules file and says so.
    func switchRules(enabled: Bool, in file: URL) throws {
        _ = try Stages.switchRules(ids, enabled: enabled, file: file)
        Console.err("rules \(Self.command(enabled: enabled)): \(ids.joined(separator: ", ")) \(enabled ? "on" : "off") in \(file.path)")
    }
}
