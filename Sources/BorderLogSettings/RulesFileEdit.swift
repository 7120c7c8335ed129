import BorderLogModel
import Foundation

/// Turns rules on or off in a rules file by editing its text in place (`rules enable`, `rules disable`): only the
/// switches change, every other byte of the file (rules and zones defined there, fields BorderLog does not know,
/// order, spacing) stays as the person wrote it.
///
/// A rule with an entry of its own in `rules` or `eligibility` (a switch `{"id": …, "enabled": …}` or a definition)
/// gets `"enabled"` set there; otherwise enabling adds the id to the top-level `"enabled"` list (created if missing)
/// and disabling removes it from that list and, for a rule that is on by default, adds a switch
/// `{"id": …, "enabled": false}` to `rules`.
public struct RulesFileEdit: Sendable {
    /// The rule ids that are on when no file says otherwise (Schengen's).
    public let onByDefault: Set<String>

    public init(onByDefault: Set<String>) {
        self.onByDefault = onByDefault
    }

    /// The file's text with each of `ids` turned on (or off); an empty file is taken as `{}`.
    public func setting(_ ids: [String], enabled: Bool, in text: String) throws(JSONOutline.SyntaxError) -> String {
        var text = text.allSatisfy(\.isWhitespace) ? "{}\n" : text
        for id in ids { text = try setting(id, enabled: enabled, in: text) }
        return text
    }

    private func setting(_ id: String, enabled: Bool, in text: String) throws(JSONOutline.SyntaxError) -> String {
        let bytes = Array(text.utf8)
        let root = try JSONOutline(bytes).root
        guard case .object(let members, let objectRange) = root else {
            throw JSONOutline.SyntaxError(line: 1, column: 1, message: "a rules file is one JSON object ({…})")
        }
        var edits: [(range: Range<Int>, text: String)] = []
        let flag = enabled ? "true" : "false"
        // Entries of its own, in `rules` or `eligibility`.
        var ownEntries = 0
        for key in ["rules", "eligibility"] {
            guard case .array(let entries, _)? = root.member(key)?.value else { continue }
            for entry in entries where entry.member("id")?.value.text == id {
                ownEntries += 1
                if let current = entry.member("enabled") {
                    edits.append((current.value.range, flag))
                } else if let idValue = entry.member("id")?.value {
                    edits.append((idValue.range.upperBound..<idValue.range.upperBound, ", \"enabled\": \(flag)"))
                }
            }
        }
        let list = root.member("enabled")?.value
        let listed: [JSONOutline.Value] = if case .array(let elements, _)? = list { elements } else { [] }
        if !enabled, let index = listed.firstIndex(where: { $0.text == id }) {
            edits.append((RulesFileEdit.removal(of: index, in: listed), ""))
        }
        if ownEntries == 0 {
            if enabled, !listed.contains(where: { $0.text == id }) {
                edits.append(contentsOf: RulesFileEdit.appending(JSONText.string(id), to: list, key: "enabled", members: members, object: objectRange))
            } else if !enabled, onByDefault.contains(id) {
                let entry = "{\"id\": \(JSONText.string(id)), \"enabled\": false}"
                edits.append(contentsOf: RulesFileEdit.appending(entry, to: root.member("rules")?.value, key: "rules", members: members, object: objectRange))
            }
        }
        var edited = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            edited.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: edited, as: UTF8.self)
    }

    /// The bytes to delete to remove element `index` of a list with its comma.
    private static func removal(of index: Int, in elements: [JSONOutline.Value]) -> Range<Int> {
        let element = elements[index].range
        if index + 1 < elements.count { return element.lowerBound..<elements[index + 1].range.lowerBound }
        if index > 0 { return elements[index - 1].range.upperBound..<element.upperBound }
        return element
    }

    /// Edits adding `item` at the end of the array `list`, or a new member `key: [item]` at the start of the object.
    private static func appending(
        _ item: String, to list: JSONOutline.Value?, key: String, members: [JSONOutline.Member], object: Range<Int>
    ) -> [(range: Range<Int>, text: String)] {
        if case .array(let elements, let range)? = list {
            let at = elements.last?.range.upperBound ?? range.lowerBound + 1
            return [(at..<at, elements.isEmpty ? item : ", " + item)]
        }
        let at = object.lowerBound + 1
        return [(at..<at, "\n  \(JSONText.string(key)): [\(item)]" + (members.isEmpty ? "\n" : ","))]
    }
}
