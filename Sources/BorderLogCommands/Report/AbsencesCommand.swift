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

    @Option(help: "Output format: text, json or csv.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require([.text, .json, .csv])
    }

    mutating func run() throws {
        let view = try global.ledgerView()
        let report = try view.absences(authority, on: on ?? .today())
        switch format {
        case .json: try Console.json(report)
        case .csv: Console.out(report.csv)
        default: Console.out(report.text)
        }
    }
}

extension AbsenceAuthority: ExpressibleByArgument {}
