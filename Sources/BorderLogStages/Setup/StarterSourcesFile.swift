/// The sources file `borderlog init` writes: every kind of line explained, with examples under `home` to uncomment.
public struct StarterSourcesFile: Sendable {
    public let text: String

    public init(home: String) {
        let kinds = NightlySources.Kind.allCases.map { kind in
            "#   " + kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) + kind.meaning
        }
        let examples: [(NightlySources.Kind, String)] = [
            (.photos, "\(home)/Pictures"),
            (.locations, "\(home)/Downloads/Takeout"),
            (.calendar, "\(home)/calendars/travel.ics"),
            (.mail, "\(home)/Mail/travel"),
            (.flights, "\(home)/Downloads/FlightyExport.csv"),
            (.crossings, "\(home)/Documents/entry-exit-record.csv"),
            (.report, "\(home)/borderlog-report.html"),
        ]
        text = """
            # BorderLog's nightly sources, read by pipelines/nightly.sh. Written by `borderlog init`; yours to edit.
            #
            # One source per line: KIND, spaces, then PATH (the rest of the line; it may hold spaces).
            # Blank lines and lines starting with # are ignored. Every night each source is imported again;
            # files already imported and unchanged since are skipped, so a large folder is cheap after its first night.
            #
            # KIND is one of:
            \(kinds.joined(separator: "\n"))
            #
            # Examples: remove the # in front of a line and correct its path. `borderlog doctor` checks every line.
            \(examples.map { "# " + $0.0.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n"))

            """
    }
}
