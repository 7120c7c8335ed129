import ArgumentParser
import BorderLogModel

struct PlanList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List saved plans by entry day.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        try output.list(global.openForReading().plans(), none: "plan: none saved; add one with `borderlog plan add COUNTRY ENTRY EXIT`") { plan in
            "#\(plan.id ?? 0)\t\(plan.country)\t\(plan.entry)…\(plan.exit)\t\(plan.days.count) d\t\(plan.name ?? "")"
        }
    }
}
