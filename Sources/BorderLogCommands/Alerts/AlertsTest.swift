import ArgumentParser
import BorderLogAlerts
import BorderLogModel
import BorderLogSettings
import BorderLogStages

struct AlertsTest: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Send one test message through each channel (or the one named), and say how each went.",
        discussion: "Nothing is remembered: a test never counts as an event sent.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A channel's id in alerts.json. Default: every channel.")
    var channel: String?

    mutating func run() throws {
        let settings = try global.alertSettings()
        let channels: [AlertChannel]
        if let channel {
            guard let found = settings.channel(channel) else {
                throw ValidationError("no channel '\(channel)' in \((try global.alertsFile()).path); channels: \(settings.channels.map(\.id).joined(separator: ", "))")
            }
            channels = [found]
        } else {
            channels = settings.channels
        }
        guard !channels.isEmpty else {
            throw ValidationError("no channel in \((try global.alertsFile()).path); `borderlog init` writes a commented alerts.example.json beside it: copy it there and correct its addresses")
        }
        let results = Stages.testAlerts(channels: channels, on: .today(), delivery: ChannelDelivery(environment: ProcessEnvironment.current))
        for result in results {
            Console.out("\(result.outcome?.rawValue ?? "?")\t\(result.channel)" + (result.error.map { "\t\($0)" } ?? ""))
        }
        if results.contains(where: { $0.outcome == .failed }) { throw ExitCode(1) }
    }
}
