import ArgumentParser
import BorderLogModel
import BorderLogSettings

/// `--on`: the day a report evaluates, today unless given.
struct EvaluationDayOptions: ParsableArguments {
    @Option(help: "Day to evaluate. Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    /// The day given, else today (`BORDERLOG_TODAY` when set).
    var day: LocalDay { on ?? .today() }
}
