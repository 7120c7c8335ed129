import BorderLogModel
import BorderLogSettings
import Foundation

/// The alerts file reads as `alerts.json` (else the line and field at fault), and which channels it names.
public struct AlertsFileCheck: SetupCheck {
    public let url: URL
    public var subject: String { "alerts file" }

    public init(url: URL) {
        self.url = url
    }

    public func run() -> CheckOutcome {
        let data: Data
        switch OptionalConfigFile(url, absent: "no alerts are sent (`borderlog init` writes alerts.example.json to copy)") {
        case .contents(let bytes): data = bytes
        case .settled(let outcome): return outcome
        }
        switch Result(catching: { () throws(AlertSettingsError) in try AlertSettings.load(data: data, path: url.path) }) {
        case .success(let settings):
            let channels = settings.channels.map { "\($0.id): \($0.kind.rawValue) \($0.destination)" }
            return .ok("\(url.path) (\(channels.isEmpty ? "no channels" : channels.joined(separator: "; ")); warns at \(settings.remaining.map(String.init).joined(separator: ", ")) days left)")
        case .failure(let error):
            if case .invalid(_, let line, let field, _) = error {
                return .failed(problem: "\(error)", fix: "correct line \(line)\(field.map { " (\($0))" } ?? "") of \(url.path); docs/alerts.md lists the fields")
            }
            return .failed(problem: "\(error)", fix: "check that \(url.path) is yours and readable")
        }
    }
}
