/// The part of swift-argument-parser's `--experimental-dump-help` JSON (ToolInfoV0) a manual page needs: every
/// command with its place in the tree, its help texts and its arguments, exactly as the command definitions give them.
struct CommandHelp: Decodable {
    var superCommands: [String]?
    var shouldDisplay: Bool?
    var commandName: String
    var abstract: String?
    var discussion: String?
    var subcommands: [CommandHelp]?
    var arguments: [ArgumentHelp]?

    /// `borderlog report schengen`.
    var fullName: String { ((superCommands ?? []) + [commandName]).joined(separator: " ") }

    /// `borderlog-report-schengen`, the page's name (`man borderlog-report-schengen`).
    var pageName: String { ((superCommands ?? []) + [commandName]).joined(separator: "-") }

    /// The subcommands a person runs: ArgumentParser's own `help` subcommand repeats `--help` and gets no page.
    var visibleSubcommands: [CommandHelp] { (subcommands ?? []).filter { ($0.shouldDisplay ?? true) && $0.commandName != "help" } }
    var visibleArguments: [ArgumentHelp] { (arguments ?? []).filter(\.shouldDisplay) }
}

struct ArgumentHelp: Decodable {
    enum Kind: String, Decodable { case positional, option, flag }

    struct Name: Decodable {
        var kind: String
        var name: String

        var text: String { kind == "short" ? "-" + name : kind == "longWithSingleDash" ? "-" + name : "--" + name }
    }

    var kind: Kind
    var shouldDisplay: Bool
    var isOptional: Bool
    var isRepeating: Bool
    var names: [Name]?
    var preferredName: Name?
    var valueName: String?
    var defaultValue: String?
    var allValues: [String]?
    var abstract: String?
    var discussion: String?
}

/// The dump's top level.
struct ToolHelp: Decodable {
    var serializationVersion: Int
    var command: CommandHelp
}
