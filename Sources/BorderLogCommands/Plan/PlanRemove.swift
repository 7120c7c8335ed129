import ArgumentParser
import BorderLogStages

struct PlanRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove plans by the ids `plan list` shows.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Plan ids.")
    var ids: [Int64]

    mutating func run() throws {
        let locked = try global.openForWriting(.planRemove)
        let missing = try Stages.removePlans(ids: ids, from: locked.store)
        Console.err("plan: removed \(ids.count - missing.count)")
        if !missing.isEmpty {
            Console.err("plan: no plan with id \(missing.map { "#\($0)" }.joined(separator: ", ")); see `borderlog plan list`")
            throw ExitCode(2)
        }
    }
}
