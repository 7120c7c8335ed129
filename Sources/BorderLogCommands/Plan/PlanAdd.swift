import ArgumentParser
import BorderLogModel
import BorderLogStages

struct PlanAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a planned stay.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Country, ISO 3166-1 alpha-2 (e.g. PT, GB, RE).", transform: CountryCode.parsing)
    var country: CountryCode

    @Argument(help: "First day of the stay, included. Format: YYYY-MM-DD.")
    var entry: LocalDay

    @Argument(help: "Last day of the stay, included. Format: YYYY-MM-DD.")
    var exit: LocalDay

    @Option(help: "A name for the plan, shown by `plan list`.")
    var name: String?

    func validate() throws {
        if exit < entry { throw ValidationError("exit \(exit) is before entry \(entry)") }
    }

    mutating func run() throws {
        guard let plan = Plan(country: country, entry: entry, exit: exit, name: name) else { throw ValidationError("exit \(exit) is before entry \(entry)") }
        let locked = try global.openForWriting(.planAdd)
        let saved = try Stages.addPlan(plan, into: locked.store)
        Console.err("plan: added #\(saved.id ?? 0) \(saved.text); reports count it with --with-plans")
    }
}
