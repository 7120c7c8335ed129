import ArgumentParser
import BorderLogGeo
import BorderLogHTML
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation

struct HTMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Write the ledger as one self-contained HTML page: calendar, day panel, map, counts, Schengen chart, rules, trips.",
        discussion: """
            The page has its CSS, script and SVG inline and fetches nothing: open it from disk, mail it, print it. Without \
            --from and --to it covers the whole latest snapshot. Places are left out unless --with-coordinates. The map \
            needs worldmap.json, built by `make geodata` beside the geo index.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The file to write (replaced whole, never half-written).")
    var out: String

    @OptionGroup var range: DayRangeOptions

    @Flag(help: "Show where each piece of evidence was made in the day panel.")
    var withCoordinates = false


    mutating func run() throws {
        let view = try global.ledgerView()
        let data = try Stages.reportData(view, store: try global.openForReading(), from: range.from, to: range.to, withCoordinates: withCoordinates)
        let map = try WorldMap.load()
        // Several people: the page shows them side by side too, on its last day.
        let people = People()
        let names = people.list()
        let household = try names.count > 1 && global.store == nil
            ? Stages.peopleReport(names.map(people.person), on: data.on, context: global.context().0) : nil
        let html = HTMLReport(data, map: map, version: BorderLogVersion.current, household: household).render()
        try ReportFile.write(Data(html.utf8), to: out)
        let days = data.ledger.days.count
        Console.err("report html: \(out), \(days) day\(days == 1 ? "" : "s")\(data.range.map { " (\($0.first)…\($0.last))" } ?? ""), \(html.utf8.count / 1024) KB")
    }
}
