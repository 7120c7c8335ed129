import ArgumentParser

/// `--no-progress`: the progress bar of a long import, which a terminal shows unless told not to.
struct ProgressOptions: ParsableArguments {
    @Flag(help: "Never show the progress bar (it is shown only when stderr is a terminal).")
    var noProgress = false

    /// Whether to show the bar when stderr is a terminal (`GlobalOptions.context(progress:)`).
    var shown: Bool { !noProgress }
}
