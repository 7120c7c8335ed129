import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation

/// `borderlog mail` / `borderlog-mail`: booking emails become travel evidence.
public struct MailCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mail",
        abstract: "Import flights, hotels, trains, buses, ferries and rental cars from booking emails.",
        discussion: """
            Reads mailboxes — mbox files (Gmail Takeout's "All mail Including Spam and Trash.mbox", Thunderbird, \
            mutt), single .eml messages, Maildir folders, and zips holding them — recognised by content, in constant \
            memory. In each message it reads the schema.org reservations that airlines, hotel chains, booking \
            sites, rail, coach and ferry operators and car rental firms embed (JSON-LD and microdata: \
            FlightReservation, LodgingReservation, TrainReservation, BusReservation, BoatReservation, \
            RentalCarReservation), and the travel documents attached to it: Apple Wallet passes (.pkpass), \
            calendars (.ics), and PDFs or images holding a boarding-pass barcode (searched where the subject or the file \
            name speaks of a boarding pass or check-in). A booking is kept once per \
            reservation number and what it reserves: a later message updates it, a cancellation cancels it, and \
            a cancelled booking is evidence of nothing. Each booking gives signals of kind `booking` (a flight its \
            departure and arrival, a hotel one per night, a train, bus or boat its two ends, a car its pickup and \
            drop-off); a booking is a plan, so it decides a day only when nothing observed contradicts it. \
            Mailboxes unchanged since the last import (same path, size and modification time) are not read \
            again; one that changed is read again whole. A broken message is listed on stderr as \
            `source: message N (Message-ID): reason`, and a message whose markup cannot be read (a JSON-LD script \
            that is not JSON even mended) as `source: Message-ID: message N: reason`; each is counted, what could be \
            read of it and of the rest of the mailbox is imported, and the exit status is 2. Dates in markup \
            written day and month first (`02-04-2018`) are read when a day above 12, the reservation's other \
            dates or the message's Date settle the order. \
            Needs the geo index for airports and places.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the reservations found after deduplication, one JSON object per line (type, status, reservationNumber, provider, message, source, and the fields of its type), and write nothing to the store.")
    var dryRun = false

    @OptionGroup var progress: ProgressOptions

    @OptionGroup var index: GeoIndexOptions

    @Argument(help: "Mailboxes (mbox, .eml), Maildir folders, zips holding them, or folders holding any of these.")
    var paths: [String] = []

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one mailbox, message file or folder.") }
    }

    public mutating func run() throws {
        let options = MailImportOptions(paths: paths)
        let (context, observer) = global.context(progress: progress.shown, geo: index.geo)
        let summary: MailImportSummary
        if dryRun {
            summary = try Stages.importMail(options, into: nil, context: context)
            observer.finish()
            for line in summary.found { try Console.jsonLine(line) }
        } else {
            summary = try importForPeople(options, context: context)
            observer.finish()
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }

    /// Each reservation into the store of every person whose profile names are among its travellers, the rest into
    /// the importing people's (docs/people.md); with --store, everything into that one store.
    private func importForPeople(_ options: MailImportOptions, context: StageContext) throws -> MailImportSummary {
        guard global.store == nil else {
            let locked = try global.openForWriting(.mail)
            return try Stages.importMail(options, into: locked.store, context: context)
        }
        let people = People()
        let importers = Set(try global.eachPerson().map { try $0.personFiles().name })
        var profiles: [PersonName: Profile] = [:]
        for name in people.list() { profiles[name] = try Profile.load(from: people.person(name).profileFile) }
        let targets = ReservationRouting.targets(importers: importers, profiles: profiles)
        var last: MailImportSummary?
        for target in targets {
            if targets.count > 1 { Console.err("for \(target):") }
            var one = global
            one.person = [target.rawValue]
            var routed = options
            routed.routing = ReservationRouting(person: target, importers: importers, profiles: profiles)
            let locked = try one.openForWriting(.mail)
            last = try Stages.importMail(routed, into: locked.store, context: context)
            if targets.count > 1, let last { Console.err(last.line) }
        }
        return last!
    }
}
