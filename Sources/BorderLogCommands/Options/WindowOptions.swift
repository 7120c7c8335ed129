import ArgumentParser
import BorderLogModel
import BorderLogSettings

/// `--on`, `--from` and `--to` of the reports over look-back windows (`report countries`, `report regions`).
struct WindowOptions: ParsableArguments {
    @Option(help: "Last day of the look-back windows. Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    @Option(help: "First day of an extra range column. Format: YYYY-MM-DD.")
    var from: LocalDay?

    @Option(help: "Last day of an extra range column (default: the --on day). Format: YYYY-MM-DD.")
    var to: LocalDay?

    func validate() throws {
        if to != nil && from == nil { throw ValidationError("--to needs --from") }
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
    }

    /// The last day of the windows and the extra range, if asked for.
    func days() throws -> (on: LocalDay, custom: DayRange?) {
        let day = on ?? .today()
        let custom = from.flatMap { DayRange($0, to ?? day) }
        if from != nil && custom == nil { throw ValidationError("--from is after the --on day \(day); add --to") }
        return (day, custom)
    }
}
