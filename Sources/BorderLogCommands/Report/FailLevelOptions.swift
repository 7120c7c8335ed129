import ArgumentParser
import BorderLogRules

/// `--fail-on warning|breach` of `report rules`: exit status 3 when a rule that is on reaches the level, for cron
/// jobs that should mail only when something needs attention.
struct FailLevelOptions: ParsableArguments {
    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case warning, breach
    }

    @Option(help: "Exit with status 3 when a rule reaches this level: warning or breach.")
    var failOn: FailLevel?

    /// Ends the command with exit status 3 when a status reaches `--fail-on`; a minimum not yet met (`below`) never
    /// does.
    func check(_ statuses: [RuleStatus]) throws {
        let threshold: RuleStatus.Level? = switch failOn {
        case .warning: .warning
        case .breach: .breach
        case nil: nil
        }
        if let threshold, statuses.contains(where: { $0.level >= threshold && $0.level != .below }) { throw ExitCode(3) }
    }
}
