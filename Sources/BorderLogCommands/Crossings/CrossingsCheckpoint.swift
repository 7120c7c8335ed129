import ArgumentParser
import BorderLogModel
import BorderLogStages

/// `crossings checkpoint --authority ees --on DATE --remaining N`: what an official check said.
struct CrossingsCheckpoint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkpoint",
        abstract: "Keep what an official check said: the days of the 90 the EES counted as remaining on a day.",
        discussion: """
            The EU Entry/Exit System answers a traveller (at the border, or through its web service) with the days \
            that remain of the 90 in any 180. Keep that answer here: `report schengen` and `report reconcile` show \
            the ledger's own count for the same day beside it, and `review` lists a checkpoint the ledger disagrees \
            with. A second answer for the same day replaces the first.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Whose check: ees (the only record that answers with a count of remaining days).")
    var authority: Crossing.Authority

    @Option(help: "The day of the check. Format: YYYY-MM-DD.")
    var on: LocalDay

    @Option(help: "The days the check said remain (0 to 90).")
    var remaining: Int

    @Option(help: "A free note (where the check was made).")
    var note: String?

    func validate() throws {
        _ = try checkpoint()
    }

    private func checkpoint() throws -> Checkpoint {
        guard Checkpoint.authorities.contains(authority) else {
            throw ValidationError(
                "--authority \(authority.rawValue): only \(Checkpoint.authorities.map(\.rawValue).joined(separator: ", ")) answers with a count of remaining days; import its crossings with `crossings import` instead")
        }
        guard let checkpoint = Checkpoint(authority: authority, on: on, remaining: remaining, note: note) else {
            throw ValidationError("--remaining \(remaining): a count of remaining days is 0 to 90")
        }
        return checkpoint
    }

    mutating func run() throws {
        let locked = try global.openForWriting(.crossingsCheckpoint)
        let saved = try Stages.addCheckpoint(try checkpoint(), into: locked.store)
        Console.err(
            "crossings: kept #\(saved.id ?? 0): \(saved.authority.recordName) check on \(saved.on), \(saved.remaining) days remaining; "
                + "`borderlog report schengen --on \(saved.on)` shows the ledger's count beside it")
    }
}
