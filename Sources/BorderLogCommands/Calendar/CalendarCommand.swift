import ArgumentParser
import BorderLogCalendar
import BorderLogModel
import BorderLogStages
import Foundation

/// `borderlog calendar` / `borderlog-calendar`: flights in calendar files become travel evidence.
public struct CalendarCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Import flights from iCalendar (.ics) files and boarding passes as travel evidence.",
        discussion: """
            Reads RFC 5545 calendars (folded lines, time zones, recurring events, several calendars per file) and \
            finds flights in each event's summary, location and description: airport codes (LHR → JFK, \
            Frankfurt (FRA) to Newark (EWR), DL738 JFK to LAX), airline and Google confirmations, or city names \
            (Flug München – Toulouse). Each flight gives two signals: the departure at the origin airport on its \
            local day and the arrival at the destination on its local day; a multi-leg event (LHR → ZRH → GVA) \
            gives every leg. A city written with its country code (Von FRANKFURT DE Nach LISBOA PT) is looked up \
            in that country only; when no airport or several fit, the event gives a warning and no flight. Trains, \
            cancelled events (STATUS, a status line or X-…STATUS property, or a title such as "Canceled:", \
            "Annulé", "Storniert") and events that are not flights are ignored. Apple Wallet boarding passes \
            (.pkpass, at most 10 MB) and text files of IATA BCBP barcode strings (M1…, one per line) give one \
            flight per leg; a bad line is reported as `path: line N: reason`. Boarding-pass PDFs and PNG or JPEG \
            images are searched for their PDF417, Aztec and QR codes (the first 16 pages of a PDF), each read like \
            a line of BCBP text; one without a boarding-pass barcode is a warning. Folders are searched for .ics, \
            .pkpass, .bcbp, .pdf, .png, .jpg and .jpeg files; files unchanged since the last \
            import (same path, size and modification time) are not read again. Broken files are listed on stderr \
            as `path: reason` and counted; exit status 2 when any file or event was rejected. Needs the geo index \
            for the airport table.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the flights found, one JSON object per line (flight, from, to, departure, arrival, uid, departureDay, arrivalDay, flags, source), and write nothing to the store.")
    var dryRun = false

    @OptionGroup var index: GeoIndexOptions

    @Argument(help: "Calendar files (.ics), boarding passes (.pkpass, PDF, PNG, JPEG), text files of BCBP barcodes, or folders holding them.")
    var paths: [String] = []

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one calendar file or folder.") }
    }

    public mutating func run() throws {
        let options = CalendarImportOptions(paths: paths)
        let (context, _) = global.context(geo: index.geo)
        let summary: CalendarImportSummary
        if dryRun {
            summary = try Stages.importCalendar(options, into: nil, context: context)
            for found in summary.found { try Console.jsonLine(FlightLine(found.flight, source: found.source)) }
        } else {
            summary = try global.importForEachPerson(.calendar) { store, _ in
                try Stages.importCalendar(options, into: store, context: context)
            }
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}
