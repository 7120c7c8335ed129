import BorderLogModel

/// The rules file `borderlog init` writes: every bundled rule named with a switch of its own, only those on by default
/// (Schengen's) turned on, each with a `"_comment"` saying what it is and where it comes from. Strict JSON, so that `jq`
/// reads it and `rules enable` / `rules disable` edit it in place; the rule book ignores keys starting with `_`.
public struct StarterRulesFile: Sendable {
    public let text: String

    public init(library: RuleBook) {
        let dayCount = library.rules.map { rule in
            Entry(id: rule.id, enabled: rule.isEnabled, note: "\(rule.name). Source: \(Entry.sentence(rule.source))")
        }
        let eligibility = library.eligibility.map { rule in
            Entry(id: rule.id, enabled: rule.isEnabled,
                  note: "\(rule.name) (eligibility: `borderlog report eligibility --rule \(rule.id)`). Source: \(Entry.sentence(rule.source))")
        }
        let header = [
            "BorderLog's rules file: which rules count your days. Written by `borderlog init`; yours to edit.",
            "Strict JSON. Keys starting with _ are notes that BorderLog ignores; everything else is read.",
            "Each entry turns one bundled rule on (\"enabled\": true) or off. Change the value here, or run",
            "`borderlog rules enable ID` or `borderlog rules disable ID`, which change only that value.",
            "`borderlog rules list` shows each rule in full: what it counts, its source, what it does not model.",
            "Rules of your own and zones go in \"rules\" and \"zones\" too: see `man borderlog-rules` and docs/rules.md.",
            "Rules are counts and alerts, never legal advice.",
        ]
        let lines = (dayCount + eligibility).map(\.line)
        text = """
            {
              "_comment": [
            \(header.map { "    " + JSONText.string($0) }.joined(separator: ",\n"))
              ],
              "rules": [
            \(lines.joined(separator: ",\n"))
              ]
            }

            """
    }

    private struct Entry {
        let id: String
        let enabled: Bool
        let note: String

        /// A source as the end of a sentence: one full stop, whether or not it brings its own.
        static func sentence(_ source: String?) -> String {
            guard let source, !source.isEmpty else { return "none given." }
            return source.hasSuffix(".") ? source : source + "."
        }

        var line: String {
            "    {\"id\": \(JSONText.string(id)), \"enabled\": \(enabled),\n     \"_comment\": \(JSONText.string(note))}"
        }
    }
}
