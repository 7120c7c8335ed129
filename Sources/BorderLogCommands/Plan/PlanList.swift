import ArgumentParser
import BorderLogModel

struct PlanList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List saved plans by entry day.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    mutating func run() throws {
        let plans = try global.openForReading().plans()
        if format == .json { return try Console.json(plans) }
        guard !plans.isEmpty else { return Console.err("plan: none saved; add one with `borderlog plan add COUNTRY ENTRY EXIT`") }
        for plan in plans {
            Console.out("#\(plan.id ?? 0)\t\(plan.country)\t\(plan.entry)…\(plan.exit)\t\(plan.days.count) d\t\(plan.name ?? "")")
        }
    }
}
