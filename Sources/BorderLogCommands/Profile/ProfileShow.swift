import ArgumentParser
import BorderLogModel
import BorderLogSettings

struct ProfileShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the profile: nationalities, home, statuses with their dates.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let profile = try global.profile()
        try output.write(profile, text: \.text)
    }
}
