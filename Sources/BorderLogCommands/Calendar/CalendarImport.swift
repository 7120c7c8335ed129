import BorderLogCore
import BorderLogEvidence
import BorderLogGeo
import BorderLogStore
import Foundation
import Logging

/// One calendar import run: find the files, skip unchanged ones by `stat`, read the rest one by one,
/// write each file's source row and signals in one transaction.
struct CalendarImport {
    let reader: CalendarFileReader
    let logger: Logger

    struct Summary {
        var files = 0, events = 0, flights = 0, added = 0, unchanged = 0, duplicates = 0, rejected = 0
        var dryRun = false

        var runCounts: Store.RunCounts {
            Store.RunCounts(seen: files, added: added, unchanged: unchanged + duplicates, rejected: rejected)
        }

        var line: String {
            if dryRun {
                return "calendar: \(files) files, \(events) events, \(flights) flights, \(rejected) rejected (dry run: store not touched)"
            }
            return "calendar: \(files) files, \(events) events, \(flights) flights, \(added) signals added, "
                + "\(unchanged) unchanged files, \(duplicates) signals already known, \(rejected) rejected"
        }
    }

    /// Loads the airport table; without the geo index there is nothing to place a flight on.
    init(logger: Logger) throws {
        let index = try GeoIndex.load()
        reader = CalendarFileReader(airports: AirportLookup(index: index))
        self.logger = logger
    }

    func run(_ paths: [String], store: Store) throws -> Summary {
        var summary = Summary()
        let (files, issues) = CalendarFileReader.files(in: paths)
        for issue in issues { Console.err(issue) }
        summary.rejected += issues.count
        summary.files = files.count
        let known = try store.knownSources(format: "calendar")
        for path in files {
            guard let stat = CalendarImport.stat(path) else {
                Console.err("\(path): unreadable: cannot stat the file")
                summary.rejected += 1
                continue
            }
            if known.stamp(path: path) == KnownFiles.Stamp(size: stat.size, mtime: stat.mtime) {
                summary.unchanged += 1
                continue
            }
            guard let (outcome, hash) = read(path, into: &summary) else { continue }
            let source = SourceRecord(path: path, format: "calendar", size: stat.size, mtime: stat.mtime, contentHash: hash)
            let (added, duplicates) = try store.importSignals(batch: [(source, outcome.signals)])
            summary.added += added
            summary.duplicates += duplicates
        }
        return summary
    }

    /// Reads every file and prints its flights as JSON lines; the store is not touched.
    func preview(_ paths: [String]) -> Summary {
        var summary = Summary()
        summary.dryRun = true
        let (files, issues) = CalendarFileReader.files(in: paths)
        for issue in issues { Console.err(issue) }
        summary.rejected += issues.count
        summary.files = files.count
        for path in files {
            guard let (outcome, _) = read(path, into: &summary) else { continue }
            var text = ""
            for flight in outcome.flights { text += CalendarImport.line(flight, source: path) + "\n" }
            if !text.isEmpty { FileHandle.standardOutput.write(Data(text.utf8)) }
        }
        return summary
    }

    /// One file's flights and content hash, or nil after reporting why it was rejected.
    private func read(_ path: String, into summary: inout Summary) -> (CalendarFileReader.Outcome, String)? {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            Console.err("\(path): unreadable: \((error as NSError).localizedDescription)")
            summary.rejected += 1
            return nil
        }
        let outcome: CalendarFileReader.Outcome
        do {
            outcome = reader.read(try CalendarDocument(data: data))
        } catch {
            Console.err("\(path): \(error)")
            summary.rejected += 1
            return nil
        }
        for warning in outcome.warnings { Console.err("\(path): warning: \(warning)") }
        for reason in outcome.rejectedEvents { Console.err("\(path): \(reason)") }
        summary.rejected += outcome.rejectedEvents.count
        summary.events += outcome.events
        summary.flights += outcome.flights.count
        logger.info("calendar: \(path): \(outcome.events) events, \(outcome.occurrences) occurrences, \(outcome.cancelled) cancelled, \(outcome.flights.count) flights")
        var fingerprint = Fingerprint()
        fingerprint.combine([UInt8](data))
        return (outcome, fingerprint.hex)
    }

    private static func stat(_ path: String) -> (size: Int64, mtime: Double)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.int64Value,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return (size, modified.timeIntervalSince1970)
    }

    /// The `--dry-run` line: flight, from, to, departure, arrival, uid, departureDay, arrivalDay, flags, source.
    static func line(_ flight: CalendarFlight, source: String) -> String {
        let fields: [(String, String?)] = [
            ("flight", flight.flight), ("from", flight.from.code), ("to", flight.to.code), ("departure", flight.departure),
            ("arrival", flight.arrival), ("uid", flight.uid), ("departureDay", flight.departureSignal.day.description),
            ("arrivalDay", flight.arrivalSignal.day.description),
            ("flags", flight.flags.isEmpty ? nil : flight.flags.joined(separator: ",")), ("summary", flight.summary), ("source", source),
        ]
        let members = fields.map { key, value in JSONText.string(key) + ":" + (value.map(JSONText.string) ?? "null") }
        return "{" + members.joined(separator: ",") + "}"
    }
}
