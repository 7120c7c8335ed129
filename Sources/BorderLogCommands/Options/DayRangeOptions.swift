import ArgumentParser
import BorderLogModel

/// `--from` and `--to`: the days a report or export covers (either open; both open is the whole snapshot).
struct DayRangeOptions: ParsableArguments {
    @Option(help: "First day. Format: YYYY-MM-DD.")
    var from: LocalDay?

    @Option(help: "Last day. Format: YYYY-MM-DD.")
    var to: LocalDay?

    func validate() throws {
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
    }
}
