import ArgumentParser
import BorderLogModel
import BorderLogRules
import BorderLogStages

/// What `report forecast` asks: the limit (`ForecastRuleOptions`) and the planned stay, from `--enter` for `--length`
/// days or through `--exit` (neither: the longest stay and the earliest entry are still answered).
struct ForecastOptions: ParsableArguments {
    @OptionGroup var limit: ForecastRuleOptions

    @Option(help: "Planned entry day. Format: YYYY-MM-DD.")
    var enter: LocalDay

    @Option(help: "Planned exit day, included. Format: YYYY-MM-DD.")
    var exit: LocalDay?

    @Option(help: "Planned length in days, entry day included.")
    var length: Int?

    func validate() throws {
        if limit.zone != nil && limit.rule != nil { throw ValidationError("give --zone or --rule, not both (a rule names its zone)") }
        if exit != nil && length != nil { throw ValidationError("give --exit or --length, not both") }
        if let exit, exit < enter { throw ValidationError("--exit \(exit) is before --enter \(enter)") }
        if let length, length < 1 { throw ValidationError("--length must be at least 1 day") }
        if let length, length > 36_600 { throw ValidationError("--length must be at most 36600 days") }
    }

    func report(in view: LedgerView, withPlans: Bool) throws -> ForecastReport {
        try limit.report(enter: enter, exit: exit, length: length, in: view, withPlans: withPlans)
    }
}
