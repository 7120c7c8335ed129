import BorderLogModel
import Foundation

/// The rules file reads as JSON (else the line and column at fault) and as a rule book over the bundled library.
public struct RulesFileCheck: SetupCheck {
    public let url: URL
    public var subject: String { "rules file" }

    public init(url: URL) {
        self.url = url
    }

    public func run() -> CheckOutcome {
        let data: Data
        switch OptionalConfigFile(url, absent: "the bundled rules, only Schengen on (`borderlog init` writes one to edit)") {
        case .contents(let bytes): data = bytes
        case .settled(let outcome): return outcome
        }
        if case .failure(let error) = Result(catching: { () throws(JSONOutline.SyntaxError) in try JSONOutline(Array(data)) }) {
            return .failed(
                problem: "\(url.path):\(error.line):\(error.column): \(error.message)",
                fix: "correct line \(error.line) (the file is strict JSON; notes go in \"_comment\" keys, not // comments)")
        }
        do {
            let book = try RuleBook.load(data: data, path: url.path, over: try RuleBook.bundled())
            let on = book.enabledRules.map(\.id) + book.enabledEligibilityRules.map(\.id)
            return .ok("\(url.path) (on: \(on.isEmpty ? "none" : on.joined(separator: ", ")))")
        } catch {
            return .failed(problem: "\(error)", fix: "correct \(url.path); `borderlog rules list` names every rule")
        }
    }
}
