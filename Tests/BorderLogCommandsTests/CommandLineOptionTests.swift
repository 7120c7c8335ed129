import ArgumentParser
import BorderLogCommands
import Testing

/// A command's lines for the parse tests: one it takes, and lines it refuses as usage errors (exit 64), each with
/// what its message must name (the option or argument at fault, or the conflict).
struct CommandLines: Sendable, CustomTestStringConvertible {
    /// The command's path under `borderlog`, `report forecast`.
    let path: String
    /// Arguments after the path that parse.
    let valid: [String]
    /// The command they parse as, when not `path` itself (a group's default subcommand).
    let parsesAs: String?
    /// Arguments after the path that do not parse, with the words their message names.
    let invalid: [(arguments: [String], names: String)]

    init(_ path: String, valid: [String], parsesAs: String? = nil, invalid: [(arguments: [String], names: String)]) {
        self.path = path
        self.valid = valid
        self.parsesAs = parsesAs
        self.invalid = invalid
    }

    var words: [String] { path.split(separator: " ").map(String.init) }
    var testDescription: String { path }
}

/// One refused command line of `CommandLines`.
struct RefusedLine: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let names: String
    var testDescription: String { "borderlog " + arguments.joined(separator: " ") }
}

/// Every command and subcommand of `borderlog` parses a line it takes and refuses bad ones (a bad date, an unknown
/// country code, conflicting options, a missing argument) with exit status 64 and a message naming what is wrong.
/// In process: parsing alone, nothing runs (InProcessCommandTests and CommandLineContractTests check how such an error
/// ends a run).
@Suite struct CommandLineOptionTests {
    /// One entry per command path; a new command needs one, a new option a line (see `everyCommandHasAnEntry`).
    static let table: [CommandLines] = [
        CommandLines("init", valid: [], invalid: [(["--wait", "soon"], "--wait"), (["extra"], "extra")]),
        CommandLines("doctor", valid: ["--index", "/tmp/geo.idx"], invalid: [(["--index"], "--index")]),
        CommandLines("photos", valid: ["--since", "2024-01-01", "--dry-run", "/photos"], invalid: [
            (["--since", "2024-13-01", "/photos"], "--since"), ([], "photo folder"),
        ]),
        CommandLines("locations", valid: ["--keep-all", "--thin-minutes", "5", "--dry-run", "/exports"], invalid: [
            (["--thin-minutes", "0", "/exports"], "--thin-minutes"), (["--format", "kmlz", "/exports"], "--format"), ([], "location export"),
        ]),
        CommandLines("calendar", valid: ["--dry-run", "/calendar.ics"], invalid: [([], "calendar file"), (["--dry", "/calendar.ics"], "--dry")]),
        CommandLines("flights", valid: ["import", "/flighty.csv"], parsesAs: "flights import", invalid: [(["export"], "export")]),
        CommandLines("flights import", valid: ["--dry-run", "/flighty.csv"], invalid: [([], "logbook file"), (["--dry", "/flighty.csv"], "--dry")]),
        CommandLines("mail", valid: ["--dry-run", "--no-progress", "/mail"], invalid: [([], "mailbox"), (["--quiet", "/mail"], "--quiet")]),
        CommandLines("resolve", valid: ["--all", "--index", "/tmp/geo.idx"], invalid: [(["--index"], "--index"), (["--all", "extra"], "extra")]),

        CommandLines("stays", valid: ["list"], parsesAs: "stays list", invalid: [(["show"], "show")]),
        CommandLines("stays import", valid: ["--allow-overlap", "/stays.csv"], invalid: [([], "<files>"), (["--overlap", "/stays.csv"], "--overlap")]),
        CommandLines("stays add", valid: ["FR", "2024-01-01", "2024-01-05", "--permit", "--note", "Paris"], invalid: [
            (["UK", "2024-01-01"], "UK"), (["FR", "2024-02-30"], "<entry>"), (["FR", "2024-01-05", "2024-01-01"], "before entry"), (["FR"], "<entry>"),
        ]),
        CommandLines("stays list", valid: ["--format", "csv"], invalid: [(["--format", "jsonl"], "--format")]),
        CommandLines("stays remove", valid: ["1", "2"], invalid: [(["first"], "<ids>"), ([], "<ids>")]),

        CommandLines("crossings", valid: ["list"], parsesAs: "crossings list", invalid: [(["add"], "add")]),
        CommandLines("crossings import", valid: ["/ees.csv", "/i94.txt"], invalid: [([], "<files>")]),
        CommandLines("crossings list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("crossings remove", valid: ["3"], invalid: [(["third"], "<ids>"), ([], "<ids>")]),
        CommandLines("crossings checkpoint", valid: ["--authority", "ees", "--on", "2026-02-01", "--remaining", "12"], invalid: [
            (["--authority", "ees", "--on", "2026-02-01"], "--remaining"), (["--authority", "i94", "--on", "2026-02-01", "--remaining", "3"], "--authority"),
            (["--authority", "ees", "--on", "2026-02-01", "--remaining", "91"], "--remaining"), (["--on", "2026-02-01", "--remaining", "3"], "--authority"),
        ]),

        CommandLines("override", valid: ["2024-01-01", "FR,CH"], parsesAs: "override set", invalid: [(["2024-01-01", "UK"], "UK")]),
        CommandLines("override set", valid: ["2024-01-01", "US", "--exempt", "medical", "--note", "hospital"], invalid: [
            (["2024-01-01", "US", "--exempt", "permit"], "--permit"), (["2024-01-01", "US", "--exempt", "holiday"], "--exempt"),
            (["2024-01-32", "FR"], "<date>"), (["2024-01-01"], "<country>"), (["2024-01-01", "FR,,CH"], "''"),
        ]),
        CommandLines("override list", valid: ["--format", "json"], invalid: [(["--format", "xml"], "--format")]),
        CommandLines("override remove", valid: ["2024-01-01"], invalid: [(["yesterday"], "<date>"), ([], "<date>")]),

        CommandLines("review", valid: [], parsesAs: "review list", invalid: [(["skip"], "skip")]),
        CommandLines("review list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("review assign", valid: ["2024-03-06", "2024-03-09", "gb", "--until", "2024-03-07", "fr", "--note", "ferry"], invalid: [
            (["2024-03-09", "2024-03-06", "FR"], "runs backwards"), (["2024-03-06", "2024-03-06", "UK"], "UK"), (["2024-03-06", "2024-03-07"], "<country>"),
            (["2024-03-06", "2024-03-09", "GB", "--until", "07/03/2024", "FR"], "--until"), (["2024-03-06", "2024-03-09", "GB", "--until", "2024-03-09", "FR"], "does not split"),
            (["2024-03-06", "2024-03-09", "GB", "--until", "2024-03-07"], "--until needs"), (["2024-03-06", "2024-03-09", "GB", "FR"], "needs --until"),
        ]),
        CommandLines("review confirm", valid: ["2024-03-08", "--to", "2024-03-09"], invalid: [
            (["2024-03-08", "--to", "2024-03-07"], "runs backwards"), (["2024-03-08", "--to", "03/09/2024"], "--to"), ([], "<from>"),
        ]),

        CommandLines("infer", valid: ["--to", "2024-12-31", "--max-gap", "0", "--full", "--format", "json"], invalid: [
            (["--max-gap", "-1"], "--max-gap"), (["--to", "2024-02-30"], "--to"), (["--format", "csv"], "--format"),
        ]),
        CommandLines("explain", valid: ["2024-01-01", "--format", "json"], invalid: [([], "<date>"), (["2024-00-10"], "<date>")]),

        CommandLines("ledger", valid: ["snapshots"], parsesAs: "ledger snapshots", invalid: [(["show"], "show")]),
        CommandLines("ledger diff", valid: ["1", "2", "--format", "json"], invalid: [(["one"], "<older>"), (["1", "two"], "<newer>")]),
        CommandLines("ledger snapshots", valid: ["--format", "json"], invalid: [(["--format", "jsonl"], "--format")]),
        CommandLines("ledger verify", valid: [], invalid: [(["--format", "json"], "--format")]),

        CommandLines("report", valid: ["trips"], parsesAs: "report trips", invalid: [(["days"], "days")]),
        CommandLines("report schengen", valid: ["--on", "2024-01-01", "--zone", "schengen", "--format", "json"], invalid: [
            (["--on", "2024-02-30"], "--on"), (["--format", "csv"], "--format"),
        ]),
        CommandLines("report forecast", valid: ["--enter", "2024-07-01", "--length", "30", "--with-plans"], invalid: [
            (["--enter", "2024-01-01", "--exit", "2024-01-05", "--length", "3"], "--exit or --length"),
            (["--rule", "uk-srt", "--zone", "schengen", "--enter", "2025-09-01"], "--zone or --rule"),
            (["--enter", "2024-01-05", "--exit", "2024-01-01"], "--exit 2024-01-01 is before --enter"),
            (["--enter", "2024-01-01", "--length", "0"], "--length"), ([], "--enter"),
        ]),
        CommandLines("report countries", valid: ["--on", "2024-06-30", "--from", "2024-01-01", "--to", "2024-03-31"], invalid: [
            (["--to", "2024-03-31"], "--to needs --from"), (["--from", "2024-03-01", "--to", "2024-01-01"], "--to 2024-01-01 is before --from"),
        ]),
        CommandLines("report regions", valid: ["--country", "US", "--on", "2024-06-30", "--from", "2024-01-01", "--format", "csv"], invalid: [
            (["--country", "FR"], "has no region layer"), (["--country", "ZZ"], "unknown country code"), (["--format", "jsonl"], "jsonl"),
            (["--to", "2024-03-31"], "--to needs --from"),
        ]),
        CommandLines("report rules", valid: ["--on", "2024-06-30", "--fail-on", "warning", "--with-plans"], invalid: [(["--fail-on", "never"], "--fail-on")]),
        CommandLines("report eligibility", valid: ["--rule", "uk-ilr", "--on", "2026-01-01"], invalid: [
            ([], "--rule"), (["--rule", "uk-ilr", "--on", "01-01-2026"], "--on"),
        ]),
        CommandLines("report absences", valid: ["--authority", "us-n400", "--on", "2026-01-01", "--format", "csv"], invalid: [
            ([], "--authority"), (["--authority", "uk-settlement"], "--authority"), (["--authority", "uk-ilr", "--format", "jsonl"], "--format"),
        ]),
        CommandLines("report trips", valid: ["--from", "2024-01-01", "--format", "csv"], invalid: [
            (["--format", "jsonl"], "--format"), (["--from", "2024-02-01", "--to", "2024-01-01"], "--to 2024-01-01 is before --from"),
        ]),
        CommandLines("report reconcile", valid: ["--authority", "ees", "--on", "2026-02-10"], invalid: [(["--authority", "border"], "--authority")]),
        CommandLines("report html", valid: ["--out", "/tmp/report.html", "--with-coordinates"], invalid: [([], "--out")]),
        CommandLines("report pdf", valid: ["--out", "/tmp/report.pdf", "--from", "2024-01-01"], invalid: [
            (["--out", "/tmp/report.pdf", "--from", "2024-13-01"], "--from"), ([], "--out"),
        ]),

        CommandLines("rules", valid: [], parsesAs: "rules list", invalid: [(["toggle"], "toggle")]),
        CommandLines("rules list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("rules enable", valid: ["uk-ilr"], invalid: [([], "<ids>")]),
        CommandLines("rules disable", valid: ["uk-ilr", "us-spt"], invalid: [([], "<ids>")]),

        CommandLines("profile", valid: [], parsesAs: "profile show", invalid: [(["edit"], "edit")]),
        CommandLines("profile set", valid: ["--nationality", "FR", "--home", "GB", "--status", "ca-pr:2021-06-15"], invalid: [([], "--nationality")]),
        CommandLines("profile show", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),

        CommandLines("plan", valid: ["list"], parsesAs: "plan list", invalid: [(["show"], "show")]),
        CommandLines("plan add", valid: ["PT", "2025-07-01", "2025-07-21", "--name", "summer"], invalid: [
            (["PT", "2025-07-21", "2025-07-01"], "before entry"), (["XX", "2025-07-01", "2025-07-21"], "XX"), (["PT", "2025-07-01"], "<exit>"),
        ]),
        CommandLines("plan list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("alerts", valid: ["list"], parsesAs: "alerts list", invalid: [(["send"], "send")]),
        CommandLines("alerts check", valid: ["--on", "2024-03-16", "--dry-run", "--format", "json"], invalid: [
            (["--on", "2024-02-30"], "--on"), (["--format", "csv"], "--format"),
        ]),
        CommandLines("alerts list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("alerts test", valid: ["me"], invalid: [(["me", "phone"], "phone")]),
        CommandLines("plan remove", valid: ["1"], invalid: [(["first"], "<ids>")]),

        CommandLines("export", valid: ["ledger"], parsesAs: "export ledger", invalid: [(["pdf"], "pdf")]),
        CommandLines("export ledger", valid: ["--format", "json", "--with-coordinates", "--from", "2024-01-01"], invalid: [
            (["--format", "text"], "--format"), (["--from", "2024-02-01", "--to", "2024-01-01"], "--to 2024-01-01 is before --from"),
        ]),
        CommandLines("export bundle", valid: ["--out", "/tmp/bundle", "--key", "/tmp/key.pem", "--to", "2024-12-31"], invalid: [([], "--out")]),
        CommandLines("verify", valid: ["/tmp/bundle"], invalid: [([], "<folder>")]),
        CommandLines("signals", valid: ["--kind", "photo", "--format", "text", "--source", "device:phone"], invalid: [(["--kind", "video"], "--kind"), (["--format", "json"], "--format")]),
        CommandLines("purge", valid: ["--before", "2024-01-01"], invalid: [
            (["--all", "--before", "2026-01-01"], "exactly one of --all"), ([], "exactly one of --all"), (["--before", "2024-02-30"], "--before"),
        ]),
        CommandLines("serve", valid: ["--host", "127.0.0.1", "--port", "8080", "--allow-origin", "http://localhost:3000", "--infer-every", "0"], invalid: [
            (["--port", "0"], "--port"), (["--port", "http"], "--port"), (["--infer-every", "-1"], "--infer-every"),
        ]),

        CommandLines("devices", valid: ["list"], parsesAs: "devices list", invalid: [(["show"], "show")]),
        CommandLines("devices add", valid: ["phone", "--app", "owntracks", "--url", "https://b.example.org", "--png", "/tmp/phone.png"], invalid: [
            (["phone"], "--app"), (["ph one", "--app", "owntracks"], "letters"), (["phone", "--app", "strava"], "--app"),
            (["phone", "--app", "overland", "--url", "ftp://b.example.org"], "--url"),
        ]),
        CommandLines("devices list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("devices revoke", valid: ["phone"], invalid: [([], "<name>"), (["phone:1"], "letters")]),
        CommandLines("devices quarantine", valid: ["phone", "--format", "jsonl"], invalid: [(["--format", "json"], "--format"), (["../x"], "letters")]),

        CommandLines("geo", valid: ["airport", "BRU"], parsesAs: "geo airport", invalid: [(["map"], "map")]),
        CommandLines("geo lookup", valid: ["points.csv", "--index", "/tmp/geo.idx"], invalid: [
            (["a.csv", "b.csv"], "latitude 'a.csv'"), (["1", "2", "3"], "found 3 arguments"), (["40", "-200"], "longitude '-200'"),
            (["40", "-74", "--format", "csv"], "'csv'"),
        ]),
        CommandLines("geo airport", valid: ["München", "--search", "--format", "json"], invalid: [([], "<query>"), (["BRU", "--format", "csv"], "--format")]),
        CommandLines("geo bench", valid: ["--count", "1000", "--seed", "7"], invalid: [(["--count", "many"], "--count"), (["--seed", "-1"], "--seed")]),

        CommandLines("people", valid: ["list"], parsesAs: "people list", invalid: [(["show"], "show")]),
        CommandLines("people add", valid: ["ana"], invalid: [([], "<name>"), (["ana", "leo"], "leo")]),
        CommandLines("people list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("people remove", valid: ["ana", "--yes"], invalid: [(["ana"], "--yes"), ([], "<name>")]),
        CommandLines("people passwd", valid: ["ana", "--password-stdin"], invalid: [([], "<name>"), (["ana", "--password", "x"], "--password")]),
        CommandLines("people grant", valid: ["leo", "--reads", "ana", "mia"], invalid: [([], "<name>"), (["leo", "--reads"], "--reads")]),
        CommandLines("report people", valid: ["--on", "2026-06-30", "--format", "csv"], invalid: [(["--on", "30-06-2026"], "--on"), (["--format", "pdf"], "--format")]),
        CommandLines("share", valid: ["list"], parsesAs: "share list", invalid: [(["show"], "show")]),
        CommandLines("share create", valid: ["--expires", "14d", "--label", "adviser"], invalid: [([], "--expires")]),
        CommandLines("share list", valid: ["--format", "json"], invalid: [(["--format", "csv"], "--format")]),
        CommandLines("share revoke", valid: ["3", "4"], invalid: [(["first"], "<ids>")]),
    ]

    /// Every command path under `borderlog`, groups and their subcommands, depth first.
    static func commandPaths(_ command: ParsableCommand.Type = BorderLogCommand.self, prefix: String = "") -> [(path: String, type: ParsableCommand.Type)] {
        command.configuration.subcommands.flatMap { sub -> [(path: String, type: ParsableCommand.Type)] in
            let path = prefix + (sub.configuration.commandName ?? "\(sub)")
            return [(path, sub)] + commandPaths(sub, prefix: path + " ")
        }
    }

    static var refused: [RefusedLine] {
        table.flatMap { lines in lines.invalid.map { RefusedLine(arguments: lines.words + $0.arguments, names: $0.names) } }
    }

    @Test func everyCommandHasAnEntry() {
        let paths = Self.commandPaths().map(\.path)
        let listed = Self.table.map(\.path)
        #expect(Set(paths).subtracting(listed).sorted() == [], "commands without an entry in CommandLineOptionTests.table")
        #expect(Set(listed).subtracting(paths).sorted() == [], "entries naming no command")
        #expect(listed.count == Set(listed).count, "commands with two entries")
        #expect(Self.table.allSatisfy { !$0.invalid.isEmpty })
    }

    @Test(arguments: table)
    func aValidLineParsesAsItsCommand(_ lines: CommandLines) throws {
        let command = try BorderLogCommand.parseAsRoot(lines.words + lines.valid)
        let parsed = Self.commandPaths().first { ObjectIdentifier($0.type) == ObjectIdentifier(type(of: command)) }?.path
        #expect(parsed == (lines.parsesAs ?? lines.path))
    }

    @Test(arguments: refused)
    func aBadLineIsAUsageErrorNamingWhatIsWrong(_ line: RefusedLine) throws {
        let error = try #require(throws: (any Error).self) { try BorderLogCommand.parseAsRoot(line.arguments) }
        #expect(BorderLogCommand.exitCode(for: error) == .validationFailure)
        #expect(BorderLogCommand.message(for: error).contains(line.names), "\(BorderLogCommand.message(for: error))")
    }
}
