import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages

struct PeopleReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "Every person side by side on a day: Schengen, each rule turned on, eligibility and pending alerts.",
        discussion: """
            Reads every person's store (`borderlog people list`) in parallel, each with their own rules and profile. \
            JSON: {on, people: [{person, schengen: {used, remaining}, rules: [{rule, level, days, remaining}], \
            eligibility: [{rule, eligible, earliestEligible}], alerts}]}; a person whose store cannot answer yet has \
            null Schengen numbers and a `problem` (docs/people.md).
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var evaluation: EvaluationDayOptions

    @OptionGroup var output: TableFormatOptions

    mutating func run() throws {
        let people = People()
        let (context, _) = global.context()
        let report = try Stages.peopleReport(people.list().map(people.person), on: evaluation.day, context: context)
        try output.write(json: report, csv: report.csv, text: report.text)
    }
}
