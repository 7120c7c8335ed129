import ArgumentParser
import BorderLogModel
import BorderLogSettings

struct ProfileShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the profile: nationalities, home, statuses with their dates.")

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    mutating func run() throws {
        let profile = try Profile.load(from: ConfigFolder().profileFile)
        if format == .json { try Console.json(profile) } else { Console.out(profile.text) }
    }
}
