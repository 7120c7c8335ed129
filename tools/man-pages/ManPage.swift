import Foundation

/// One command's manual page in man(7) roff: name and abstract, synopsis, the discussion, every option with its help
/// and default, the subcommands, and the pages around it.
struct ManPage {
    let command: CommandHelp
    /// The page's footer: what it documents (`BorderLog 0.2.0`).
    let source: String

    var fileName: String { command.pageName + ".1" }

    var text: String {
        var lines = [
            ".TH \(Roff.escape(command.pageName.uppercased())) 1 \"\" \(Roff.quoted(source)) \"BorderLog Manual\"",
            ".SH NAME",
            "\(Roff.escape(command.pageName)) \\- \(Roff.escape(command.abstract ?? ""))",
            ".SH SYNOPSIS",
            ".B \(Roff.escape(command.fullName))",
        ]
        lines += command.visibleArguments.map(synopsis)
        if !command.visibleSubcommands.isEmpty { lines.append("\\fIsubcommand\\fR ...") }
        if let discussion = command.discussion ?? command.abstract, !discussion.isEmpty {
            lines += [".SH DESCRIPTION"] + Roff.paragraphs(discussion)
        }
        let arguments = command.visibleArguments
        if !arguments.isEmpty {
            lines.append(".SH OPTIONS")
            for argument in arguments {
                lines += [".TP", label(argument)]
                var help = argument.abstract ?? ""
                // Values and default, unless the help already states them.
                if let values = argument.allValues, !values.isEmpty, !values.allSatisfy(help.contains) {
                    help += (help.isEmpty ? "" : " ") + "Values: \(values.joined(separator: ", "))."
                }
                if let value = argument.defaultValue, !value.isEmpty, argument.kind != .flag, !help.lowercased().contains("default") {
                    help += (help.isEmpty ? "" : " ") + "Default: \(value)."
                }
                lines += Roff.paragraphs(help).filter { $0 != ".PP" }
                if let discussion = argument.discussion, !discussion.isEmpty { lines += Roff.paragraphs(discussion) }
            }
        }
        let subcommands = command.visibleSubcommands
        if !subcommands.isEmpty {
            lines.append(".SH SUBCOMMANDS")
            for subcommand in subcommands {
                lines += [".TP", "\\fB\(Roff.escape(subcommand.commandName))\\fR", Roff.escape(subcommand.abstract ?? ""),
                          "See \\fB\(Roff.escape(subcommand.pageName))\\fR(1)."]
            }
        }
        var related = subcommands.map(\.pageName)
        if let parents = command.superCommands, !parents.isEmpty { related.insert(parents.joined(separator: "-"), at: 0) }
        if !related.isEmpty {
            lines += [".SH SEE ALSO", related.map { "\\fB\(Roff.escape($0))\\fR(1)" }.joined(separator: ", ")]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[--store <store>]`, `<paths> ...`, `--format <format>`: each argument by its preferred name.
    private func synopsis(_ argument: ArgumentHelp) -> String {
        var text = label(argument, allNames: false)
        if argument.isRepeating { text += " ..." }
        return argument.isOptional ? "[" + text + "]" : text
    }

    /// The argument as typed: its names (bold) and its value (italic).
    private func label(_ argument: ArgumentHelp, allNames: Bool = true) -> String {
        let value = "\\fI<\(Roff.escape(argument.valueName ?? "value"))>\\fR"
        switch argument.kind {
        case .positional:
            return value
        case .option, .flag:
            let preferred = argument.preferredName.map { [$0] } ?? []
            let names = ((allNames ? argument.names : nil) ?? preferred).map { "\\fB\(Roff.escape($0.text))\\fR" }
            return names.joined(separator: ", ") + (argument.kind == .option ? " " + value : "")
        }
    }
}

/// Text into roff: escapes, and paragraphs at blank lines.
enum Roff {
    /// Backslashes and hyphens escaped, and every character beyond ASCII as `\[uXXXX]`, so that groff reads the page
    /// whatever its input encoding.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    static func quoted(_ text: String) -> String { "\"" + escape(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\"" }

    /// Paragraphs (blank-line separated) as `.PP` blocks; each line of text kept as a line of its own.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { paragraph -> [String] in
            let lines = paragraph.split(separator: "\n").map { escape(String($0).trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
            return lines.isEmpty ? [] : [".PP"] + lines
        }
    }
}
