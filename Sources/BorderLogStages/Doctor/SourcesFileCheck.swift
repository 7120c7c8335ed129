import Foundation

/// The nightly run's sources file: every line a kind it knows and a path that is there.
public struct SourcesFileCheck: SetupCheck {
    public let url: URL
    public var subject: String { "sources file" }

    public init(url: URL) {
        self.url = url
    }

    public func run() -> CheckOutcome {
        let data: Data
        switch OptionalConfigFile(url, absent: "the nightly run imports nothing (`borderlog init` writes one to edit)") {
        case .contents(let bytes): data = bytes
        case .settled(let outcome): return outcome
        }
        let sources = NightlySources(text: String(decoding: data, as: UTF8.self))
        let problems = sources.problemsOnDisk()
        guard !problems.isEmpty else {
            return .ok("\(url.path) (\(sources.entries.count) source\(sources.entries.count == 1 ? "" : "s"))")
        }
        return .failed(
            problem: problems.map { "\(url.path):\($0.line): \($0.message)" }.joined(separator: "\n"),
            fix: "edit line\(problems.count == 1 ? "" : "s") \(problems.map { String($0.line) }.joined(separator: ", ")) of \(url.path)")
    }
}
