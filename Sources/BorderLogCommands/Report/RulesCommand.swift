import ArgumentParser
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Every rule turned on, on a day: days counted, limit, what is left, and a level for alerts.",
        discussion: """
            Levels: ok, warning (within a rule's warnWithin days of its maximum), breach (maximum exceeded), \
            below (a minimum not yet met). With --fail-on, the exit status is 3 when any rule that is on reaches that \
            level, for cron jobs that should mail only when something needs attention. `borderlog rules list` shows \
            the library; turn rules on by id in the rules file.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Day to evaluate. Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    @Option(help: "Exit with status 3 when a rule reaches this level: warning or breach.")
    var failOn: FailLevel?

    @Flag(help: "Count saved plans (`borderlog plan list`) as if they happened.")
    var withPlans = false

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case warning, breach
    }


    mutating func run() throws {
        let view = try global.ledgerView()
        let day = on ?? .today()
        if withPlans { Console.err(PlanNote.counting(view.plans, on: day)) }
        let statuses = view.ruleStatuses(on: day, withPlans: withPlans)
        if format == .json { try Console.json(statuses) } else { statuses.forEach { Console.out($0.text) } }
        let threshold: RuleStatus.Level? = switch failOn {
        case .warning: .warning
        case .breach: .breach
        case nil: nil
        }
        if let threshold, statuses.contains(where: { $0.level >= threshold && $0.level != .below }) { throw ExitCode(3) }
    }
}
