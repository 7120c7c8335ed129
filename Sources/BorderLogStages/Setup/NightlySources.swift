import Foundation

/// The nightly run's sources file (`sources.conf`, read by `pipelines/nightly.sh`): one `KIND PATH` per line, blank
/// lines and lines starting with `#` ignored, PATH the rest of the line. Read here the way the script reads it, so
/// that `doctor` can name a line the script would stumble on.
struct NightlySources: Sendable, Equatable {
    /// What a line imports (or, for `report`, keeps current).
    enum Kind: String, Sendable, CaseIterable {
        case photos, locations, calendar, mail, flights, crossings, report

        /// What PATH names, for the starter file and messages.
        var meaning: String {
            switch self {
            case .photos: "a folder of photos and videos, a Google Photos Takeout, or an Apple Photos library"
            case .locations: "a location export: a Takeout folder or zip, phone Timeline JSON, GPX, KML/KMZ, GeoJSON, OwnTracks, FIT, CSV"
            case .calendar: "an .ics calendar, .pkpass boarding passes, or a text file of boarding-pass barcodes"
            case .mail: "a mailbox: an mbox file, a Maildir, a folder of .eml files, or a Takeout mail zip"
            case .flights: "a flight logbook export (Flighty, myFlightradar24, App in the Air, OpenFlights, JetLog, AirTrail, Miles & More)"
            case .crossings: "a CSV of border crossings (your entry/exit record), imported again only when it changed"
            case .report: "not evidence: an HTML report kept at PATH, written again whenever the ledger changes"
            }
        }
    }

    struct Entry: Sendable, Equatable {
        let line: Int
        let kind: Kind
        let path: String
    }

    /// A line the nightly run would reject or fail on.
    struct Problem: Sendable, Equatable, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    let entries: [Entry]
    let problems: [Problem]

    init(text: String) {
        var entries: [Entry] = []
        var problems: [Problem] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let word = String(line.prefix { !$0.isWhitespace })
            let path = line.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            guard let kind = Kind(rawValue: word) else {
                let known = Kind.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(Problem(line: index + 1, message: "unknown kind '\(word)'; use one of \(known)"))
                continue
            }
            guard !path.isEmpty else {
                problems.append(Problem(line: index + 1, message: "'\(word)' names no path; write `\(word) PATH`"))
                continue
            }
            entries.append(Entry(line: index + 1, kind: kind, path: path))
        }
        self.entries = entries
        self.problems = problems
    }

    /// Problems of the file as read, then every path that is not there (for `report`, its folder), in line order.
    func problemsOnDisk(fileManager: FileManager = .default) -> [Problem] {
        let missing = entries.compactMap { entry -> Problem? in
            let needed = entry.kind == .report ? (entry.path as NSString).deletingLastPathComponent : entry.path
            guard !needed.isEmpty, !fileManager.fileExists(atPath: needed) else { return nil }
            return Problem(line: entry.line, message: "\(needed) does not exist; correct the path or put # before the line")
        }
        return (problems + missing).sorted { $0.line < $1.line }
    }
}
