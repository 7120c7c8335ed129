import ArgumentParser
import BorderLogModel
import Foundation

/// `borderlog signals`: what the import stages extracted, one JSON object per line.
public struct SignalsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "signals",
        abstract: "List extracted evidence signals in day order.",
        discussion: """
            Fields: kind, source (file as imported), utc (RFC 3339 or null), local (wall time YYYY-MM-DDTHH:MM:SS), \
            day, timezone, lat, lon, accuracy, country; calendar signals and booked flights add flight, from, to, departure, arrival.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only signals of this kind: photo, location, calendar or booking (from booking emails).")
    var kind: SignalKind?

    @Option(help: "Only signals of this source: a file as imported, or device:NAME for a device's points.")
    var source: String?

    @Option(help: "Output format: jsonl or text.")
    var format: OutputFormat = .jsonl

    public init() {}

    public func validate() throws { try format.require([.jsonl, .text]) }

    public mutating func run() throws {
        var listed = try global.openForReading().signals(kind: kind)
        if let source { listed = listed.filter { $0.source == source } }
        var output = ""
        for (signal, source) in listed {
            if format == .text {
                let place = signal.coordinate.map { String(format: "%.5f,%.5f", $0.latitude, $0.longitude) } ?? "-"
                output += "\(signal.day)\t\(signal.kind.rawValue)\t\(signal.country?.rawValue ?? "?")\t\(signal.local?.description ?? "-")\t\(place)\t\(source)\(signal.region.map { "\t\($0)" } ?? "")\n"
            } else {
                output += try Console.jsonText(SignalLine(signal, source: source)) + "\n"
            }
            if output.utf8.count > 1 << 16 {
                Console.write(output, to: .stdout)
                output = ""
            }
        }
        Console.write(output, to: .stdout)
        Console.err("signals: \(listed.count)")
    }
}
