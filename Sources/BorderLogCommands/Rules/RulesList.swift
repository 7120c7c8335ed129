import ArgumentParser
import BorderLogCore

struct RulesList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every rule: what it counts, its limit, its source, what it does not model, and whether it is on.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    mutating func run() throws {
        let listings = RuleListing.all(in: try global.ruleBook())
        if format == .json { return try Console.json(listings) }
        Console.out(listings.map(\.text).joined(separator: "\n\n"))
    }
}
