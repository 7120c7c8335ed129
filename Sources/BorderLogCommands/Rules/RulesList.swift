import ArgumentParser
import BorderLogRules

struct RulesList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every rule: what it counts, its limit, its source, what it does not model, and whether it is on.",
        discussion: "Day-count rules come first, then eligibility rules (in JSON, objects with \"kind\": \"eligibility\").")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let book = try global.ruleBook()
        let rules = RuleListing.all(in: book), eligibility = EligibilityListing.all(in: book)
        if output.isJSON { return try Console.json(rules.map(Entry.rule) + eligibility.map(Entry.eligibility)) }
        Console.out((rules.map(\.text) + eligibility.map(\.text)).joined(separator: "\n\n"))
    }

    /// One element of the JSON list.
    private enum Entry: Encodable {
        case rule(RuleListing)
        case eligibility(EligibilityListing)

        func encode(to encoder: Encoder) throws {
            switch self {
            case .rule(let listing): try listing.encode(to: encoder)
            case .eligibility(let listing): try listing.encode(to: encoder)
            }
        }
    }
}
