import ArgumentParser
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages

struct AbsencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "absences",
        abstract: "Every trip out of the country a form asks about, in its arithmetic, ready to copy: UK ILR and naturalisation, N-400, Canada, Ireland, New Zealand.",
        discussion: """
            One row a trip out of the authority's country within the period its eligibility rule reads on --on: the \
            day you left (the last day in the country), the day you came back, the countries in between, the days \
            wholly outside (the return date less the departure date less one: both are days in the country), and your \
            note from a stay or a review answer abroad. The N-400 lists trips that may have lasted 24 hours (not a \
            same-day one), form AN those holding a whole day away; the others every trip. A trip not over by --on ends \
            on it. Days of the period with no evidence are counted and warned about. The CSV has the form's own \
            headings and dates as it writes them. docs/absences.md gives each authority's source.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Whose form: uk-ilr, uk-naturalisation, us-n400, ca-citizenship, ie-naturalisation or nz-citizenship.")
    var authority: AbsenceAuthority

    @Option(help: "The day you would apply. Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    @OptionGroup var output: TableFormatOptions

    mutating func run() throws {
        let view = try global.ledgerView()
        let report = try view.absences(authority, on: on ?? .today())
        try output.write(json: report, csv: report.csv, text: report.text)
    }
}

extension AbsenceAuthority: ExpressibleByArgument {}
