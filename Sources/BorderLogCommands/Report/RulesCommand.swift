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

    @OptionGroup var evaluation: EvaluationDayOptions

    @OptionGroup var failLevel: FailLevelOptions

    @Flag(help: "Count saved plans (`borderlog plan list`) as if they happened.")
    var withPlans = false

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let day = evaluation.day
        let view = try global.ledgerView(countingPlans: withPlans, on: day)
        let statuses = view.ruleStatuses(on: day, withPlans: withPlans)
        try output.write(statuses, lines: { $0.map(\.text) })
        try failLevel.check(statuses)
    }
}
