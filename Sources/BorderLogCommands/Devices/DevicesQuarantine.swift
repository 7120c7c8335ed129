import ArgumentParser
import BorderLogModel
import BorderLogStages

struct DevicesQuarantine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quarantine", abstract: "List the items devices sent that were not stored: device, received, reason, raw item.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Only this device's items.", transform: DeviceNameArgument.parse)
    var name: DeviceName?

    @Option(help: "Output format: text or jsonl.")
    var format: OutputFormat = .text

    func validate() throws { try format.require([.text, .jsonl]) }

    mutating func run() throws {
        let items = try Stages.quarantine(of: name, in: try global.openForReading())
        if format == .jsonl {
            for item in items { try Console.jsonLine(item) }
        } else {
            Console.list(items, none: "devices: nothing in the quarantine") { item in
                "\(item.receivedAt)\t\(item.device)\t\(item.reason)\t\(item.raw.replacingOccurrences(of: "\n", with: "\\n"))"
            }
        }
        Console.err("quarantine: \(items.count) item\(items.count == 1 ? "" : "s")")
    }
}
