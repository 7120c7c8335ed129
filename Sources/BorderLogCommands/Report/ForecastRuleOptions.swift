import ArgumentParser
import BorderLogModel
import BorderLogRules
import BorderLogStages

/// `--zone` or `--rule`: the limit `report forecast` holds a planned stay against. `ForecastOptions.validate()` allows
/// at most one, once `--enter` is read, so that a line missing it is told so first.
struct ForecastRuleOptions: ParsableArguments {
    @Option(help: "Zone whose rolling-window limit to forecast (default: schengen). Not with --rule.")
    var zone: ZoneID?

    @Option(help: "Rule to forecast, by id (see `borderlog rules list`); it need not be turned on.")
    var rule: String?

    /// The forecast of a stay from `enter` against `--rule`, else against `--zone`'s rolling limit (Schengen's by
    /// default).
    func report(enter: LocalDay, exit: LocalDay?, length: Int?, in view: LedgerView, withPlans: Bool) throws -> ForecastReport {
        if let rule {
            return try view.forecast(rule: rule, enter: enter, exit: exit, length: length, withPlans: withPlans)
        }
        return try view.forecast(zone: zone ?? .schengen, enter: enter, exit: exit, length: length, withPlans: withPlans)
    }
}
