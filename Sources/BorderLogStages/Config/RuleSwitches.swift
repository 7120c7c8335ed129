import BorderLogModel
import BorderLogSettings
import Foundation

extension Stages {
    /// Turns `ids` on (or off) in the rules file at `url` (`rules enable`, `rules disable`), editing only the switches
    /// (see `RulesFileEdit`); a missing file is created. The file is replaced whole, and only when the edited text reads
    /// back with every rule as asked: a file that does not parse, or an unknown id, changes nothing. Returns the rule
    /// book now in force.
    public static func switchRules(_ ids: [String], enabled: Bool, file url: URL) throws -> RuleBook {
        let exists = FileManager.default.fileExists(atPath: url.path)
        let text: String
        do {
            text = exists ? String(decoding: try Data(contentsOf: url), as: UTF8.self) : ""
        } catch {
            throw RuleBookError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        let bundled = try RuleBook.bundled()
        let edited: String
        do {
            _ = text.allSatisfy(\.isWhitespace) ? nil : try JSONOutline(Array(text.utf8))
            let current = exists ? try RuleBook.load(url: url, over: bundled) : bundled
            let unknown = ids.filter { !current.ruleIDs.contains($0) }
            guard unknown.isEmpty else {
                throw RuleBookError.unknownRules(unknown, path: url.path, known: current.ruleIDs)
            }
            let onByDefault = Set(bundled.rules.filter(\.isEnabled).map(\.id) + bundled.enabledEligibilityRules.map(\.id))
            edited = try RulesFileEdit(onByDefault: onByDefault).setting(ids, enabled: enabled, in: text)
        } catch let error as JSONOutline.SyntaxError {
            throw RuleBookError.unparsable(path: url.path, line: error.line, column: error.column, reason: error.message)
        }
        let book = try RuleBook.load(data: Data(edited.utf8), path: url.path, over: bundled)
        for id in ids where (book.rule(id)?.isEnabled ?? book.eligibilityRule(id)?.isEnabled) != enabled {
            throw RuleBookError.invalid(path: url.path, reason: "rule '\(id)' would still be \(enabled ? "off" : "on") after the edit; set it by hand")
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(edited.utf8).write(to: url, options: .atomic)
        } catch {
            throw RuleBookError.unwritable(path: url.path, reason: error.localizedDescription)
        }
        return book
    }
}
