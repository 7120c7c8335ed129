import BorderLogFiles
import BorderLogFlights
import BorderLogGeo
import BorderLogMail
import BorderLogModel
import BorderLogStore
import Foundation
import Logging

/// What `importMail` is asked to do.
public struct MailImportOptions: Sendable {
    /// Mailboxes (mbox, `.eml`, Maildir folders, zips holding them) or folders holding them.
    public var paths: [String]
    /// Which reservations the store written to keeps, when there are several people; nil keeps them all.
    public var routing: ReservationRouting?

    public init(paths: [String], routing: ReservationRouting? = nil) {
        self.paths = paths
        self.routing = routing
    }
}

/// What a mail import did.
public struct MailImportSummary: Sendable {
    public var files = 0, unchanged = 0, messages = 0, withMarkup = 0
    /// Reservations after deduplication: first stated, stated again by a later message, cancelled.
    public var newReservations = 0, updatedReservations = 0, cancelledReservations = 0
    /// Attachments that gave a travel document (a pass, a calendar, a boarding-pass barcode).
    public var attachmentsDecoded = 0
    /// Messages (and files) rejected, and reservations that could not be placed.
    public var rejected = 0
    public var added = 0, alreadyKnown = 0
    /// Every reservation after deduplication, when the import was a dry run (nothing is stored then).
    public var found: [ReservationLine] = []
    public var dryRun = false

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: files, added: added, unchanged: unchanged + alreadyKnown, rejected: rejected)
    }

    public var reservations: Int { newReservations + updatedReservations + cancelledReservations }

    /// The one-line summary a person reads.
    public var line: String {
        var text = "mail: \(files) files, \(messages) messages read, \(withMarkup) with travel markup, "
            + "\(reservations) reservations (\(newReservations) new, \(updatedReservations) updated, \(cancelledReservations) cancelled), "
            + "\(attachmentsDecoded) attachments decoded, \(rejected) rejected"
        text += dryRun ? " (dry run: store not touched)" : ", \(added) signals added, \(unchanged) unchanged files"
        return text
    }
}

extension Stages {
    /// Booking emails (docs/evidence/mail.md): find the mailboxes, skip unchanged ones by `stat`, read every message of
    /// the rest once — schema.org reservations from its HTML, travel documents from its attachments — and keep one
    /// reservation per booking across all of them (`ReservationBook`); then write each mailbox's source row and signals
    /// in one transaction. A changed mailbox (a Takeout exported again) is read whole: what it says now replaces what
    /// it said. Without a store (a dry run) the reservations are returned and nothing is written. Needs the geo index
    /// (`context.geo`) for airports and places.
    public static func importMail(_ options: MailImportOptions, into store: Store?, context: StageContext) throws -> MailImportSummary {
        try MailImport(index: try context.geo.required(), imports: ImportRun(store: store, context: context), routing: options.routing).run(options.paths)
    }
}

extension MailImportSummary: ImportSummary, FileCounts {
    static let kind = ImportKind(stage: .mail, selection: .mail, format: .mail)
}

private struct MailImport {
    let imports: ImportRun<MailImportSummary>
    let bookings: BookingSignals
    let documents: MailAttachmentReader
    let routing: ReservationRouting?
    var context: StageContext { imports.context }

    init(index: GeoIndex, imports: ImportRun<MailImportSummary>, routing: ReservationRouting?) {
        let airports = AirportLookup(index: index)
        bookings = BookingSignals(airports: airports, index: index)
        documents = MailAttachmentReader(airports: airports)
        self.imports = imports
        self.routing = routing
    }

    /// How far the import has read, told to the observer in megabytes as it moves on.
    private struct Progress {
        let total: Int64
        let observer: any StageObserver
        private var finished: Int64 = 0
        private var shown = -1

        init(total: Int64, observer: any StageObserver) {
            self.total = total
            self.observer = observer
        }

        /// `offset` bytes into the file being read (into a zip's member: bounded by the total, as members inflate).
        mutating func reached(_ offset: Int64) {
            let done = Int(min(finished + offset, total) >> 20)
            guard done != shown else { return }
            shown = done
            observer.progress(done: done, total: Int(total >> 20), unit: .megabytes)
        }

        mutating func finish(_ entry: FileScan.Entry) {
            finished += entry.size
            reached(0)
        }
    }

    /// One mailbox read: its stamp and hash, and the flights its attachments gave.
    private struct ReadFile {
        var entry: FileScan.Entry
        var hash: String
        var messages = 0
        var attachmentSignals: [Signal] = []
    }

    func run(_ paths: [String]) throws -> MailImportSummary {
        try imports.run(arguments: paths) { summary in
            let walk = try imports.scan(paths, into: &summary)
            var book = ReservationBook()
            var files: [ReadFile] = []
            // The mailbox file each message's source (a file, or a zip member) is in.
            var fileOfSource: [String: String] = [:]
            // Progress in megabytes: one Takeout mbox is several gigabytes in one file.
            var progress = Progress(total: walk.entries.reduce(0) { $0 + $1.size }, observer: context.observer)
            for entry in walk.entries {
                if let file = read(entry, into: &book, files: &fileOfSource, summary: &summary, progress: &progress) { files.append(file) }
                progress.finish(entry)
            }
            let writes = bookingWrites(book, fileOfSource: fileOfSource, into: &summary)
            guard let store = imports.store else { return }
            for file in files {
                let source = SourceRecord(path: file.entry.path, format: .mail, size: file.entry.size, mtime: file.entry.mtime, contentHash: file.hash)
                // Attached documents name no one: they are the importer's.
                let attached = routing.map { $0.keepsUnnamed } ?? true ? file.attachmentSignals : []
                let (added, known) = try store.importMailbox(source: source, signals: attached, bookings: writes[file.entry.path] ?? [])
                summary.added += added
                summary.alreadyKnown += known
            }
        }
    }

    /// Every reservation of `book` counted and made signals, its dry-run line kept in a dry run: the writes of each
    /// mailbox file, by path.
    private func bookingWrites(
        _ book: ReservationBook, fileOfSource: [String: String], into summary: inout MailImportSummary
    ) -> [String: [Store.BookingWrite]] {
        var writes: [String: [Store.BookingWrite]] = [:]
        for entry in book.entries where routing?.keeps(entry.reservation.travellers) ?? true {
            switch entry.reservation.status {
            case .cancelled: summary.cancelledReservations += 1
            case .confirmed: if entry.messages > 1 { summary.updatedReservations += 1 } else { summary.newReservations += 1 }
            }
            let mapped = bookings.map(entry)
            if let problem = mapped.problem {
                context.observer.report(InputIssue(.warning, path: entry.message.source, message: "\(entry.message.label): \(problem)"))
            }
            if !imports.writes { summary.found.append(mapped.line) }
            writes[fileOfSource[entry.message.source] ?? entry.message.source, default: []].append(Store.BookingWrite(
                identity: BookingIdentity(reservationKey: entry.key), messageDate: entry.message.date, signals: mapped.signals))
        }
        return writes
    }

    /// Reads every message of one mailbox file into `book`; nil when the file is no mailbox (reported when it was
    /// named directly) or cannot be read at all.
    private func read(
        _ entry: FileScan.Entry, into book: inout ReservationBook, files: inout [String: String], summary: inout MailImportSummary,
        progress: inout Progress
    ) -> ReadFile? {
        let path = entry.path
        guard !Maildir.isDelivery(path) else { return nil }
        guard entry.isExplicit || MailFormat.sniff(path: path) != nil else {
            context.logger.debug("mail: \(path): not a mailbox; skipped")
            return nil
        }
        var file = ReadFile(entry: entry, hash: "")
        do {
            file.hash = try FileScan.contentHash(path, size: entry.size)
            let reader = try MailboxReader(path: path, limits: .travel)
            try reader.forEach { message in
                summary.messages += 1
                if let offset = message.offset { progress.reached(offset) }
                let reference = MessageReference(message, path: path)
                files[reference.source] = path
                if !message.issues.isEmpty {
                    summary.rejected += 1
                    for issue in message.issues { context.observer.report(InputIssue(path: reference.source, message: issue.description)) }
                }
                read(message, reference, sent: message.date ?? Date(timeIntervalSince1970: entry.mtime), into: &book, file: &file, summary: &summary)
            }
        } catch {
            context.observer.report(InputIssue(path: path, message: (error as? MailReadError)?.reason ?? "\(error)"))
            summary.rejected += 1
            return nil
        }
        context.logger.info("mail: \(path): \(file.messages) messages")
        return file
    }

    /// One message's reservations into `book`, and its attachments' flights into `file`.
    private func read(
        _ message: MailMessage, _ reference: MessageReference, sent: Date, into book: inout ReservationBook, file: inout ReadFile,
        summary: inout MailImportSummary
    ) {
        file.messages += 1
        let readings = message.htmlBodies.map { ReservationExtractor.read(html: $0, sent: message.date) }
        let problems = readings.flatMap(\.problems)
        if !problems.isEmpty {
            // Named by its Message-ID (`path: id: reason`); what the rest of its markup and its neighbours say is kept.
            if message.issues.isEmpty { summary.rejected += 1 }
            for problem in problems {
                let reason = "its schema.org markup cannot be read: \(problem)"
                context.observer.report(InputIssue(
                    path: reference.source, field: message.messageID ?? "message \(reference.index)",
                    message: message.messageID == nil ? reason : "message \(reference.index): \(reason)"))
            }
        }
        let reservations = readings.flatMap(\.reservations)
        let cancelling = CancellationWording.isCancellation(subject: message.subject)
        if !reservations.isEmpty {
            summary.withMarkup += 1
            for var reservation in reservations {
                // "Your booking has been cancelled" over the booking's markup, its status left as it was.
                if cancelling { reservation.status = .cancelled }
                book.add(reservation, from: reference)
            }
        } else if cancelling {
            book.addCancellationNotice(text: message.textBodies.joined(separator: "\n"), from: reference)
        }
        // The reader hands out PDFs and images only where the subject or the file name speaks of a boarding pass
        // (`MailLimits.travel`): a barcode search costs up to a second or two a page.
        for attachment in message.attachments {
            let outcome = documents.read(attachment, sent: sent)
            for reason in outcome.rejected {
                context.observer.report(InputIssue(.warning, path: reference.source, message: "\(reference.label): \(reason)"))
            }
            guard !outcome.flights.isEmpty else { continue }
            summary.attachmentsDecoded += 1
            file.attachmentSignals += outcome.flights.flatMap(\.signals)
        }
    }
}
