import ArgumentParser
import BorderLogModel

/// `ENTRY [EXIT]` of `stays add`: the stay's first and last days, both included; no exit while the person is still
/// there.
struct StayDaysOptions: ParsableArguments {
    @Argument(help: "Entry day, included. Format: YYYY-MM-DD.")
    var entry: LocalDay

    @Argument(help: "Exit day, included. Format: YYYY-MM-DD. Omit while you are still there.")
    var exit: LocalDay?

    func validate() throws {
        if let exit, exit < entry { throw ValidationError("exit \(exit) is before entry \(entry)") }
    }
}
