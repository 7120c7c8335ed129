import ArgumentParser
import BorderLogModel
import BorderLogSettings

struct ProfileShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the profile: nationalities, home, statuses with their dates.")

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let profile = try Profile.load(from: ConfigFolder().profileFile)
        try output.write(profile, text: \.text)
    }
}
