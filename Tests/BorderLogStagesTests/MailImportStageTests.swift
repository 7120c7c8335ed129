import BorderLogBarcodeSamples
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog mail` in process on store files: mailboxes of the project's own messages, their reservations kept once
/// per booking, what the ledger makes of them, and broken messages that cost nothing but themselves.
@Suite struct MailImportStageTests {
    let folder = TemporaryDirectory()

    // MARK: - Messages

    private static func jsonLD(_ json: String) -> String {
        "<html><head><script type=\"application/ld+json\">\(json)</script></head><body><p>Thank you for booking.</p></body></html>"
    }

    private static func flight(
        _ number: String, _ flight: String, _ from: String, _ to: String, _ departure: String, _ arrival: String,
        status: String = "http://schema.org/ReservationConfirmed"
    ) -> String {
        let airline = String(flight.prefix(2)), digits = String(flight.dropFirst(2))
        return """
            {"@context": "http://schema.org", "@type": "FlightReservation", "reservationNumber": "\(number)",
             "reservationStatus": "\(status)",
             "reservationFor": {"@type": "Flight", "flightNumber": "\(digits)", "airline": {"@type": "Airline", "iataCode": "\(airline)", "name": "Air \(airline)"},
               "departureAirport": {"@type": "Airport", "iataCode": "\(from)"}, "departureTime": "\(departure)",
               "arrivalAirport": {"@type": "Airport", "iataCode": "\(to)"}, "arrivalTime": "\(arrival)"}}
            """
    }

    private static func hotel(_ number: String, _ name: String, country: String, _ checkin: String, _ checkout: String) -> String {
        """
        {"@context": "http://schema.org", "@type": "LodgingReservation", "reservationNumber": "\(number)",
         "reservationStatus": "http://schema.org/Confirmed", "checkinTime": "\(checkin)", "checkoutTime": "\(checkout)",
         "reservationFor": {"@type": "LodgingBusiness", "name": "\(name)",
           "address": {"@type": "PostalAddress", "addressLocality": "Lisboa", "addressCountry": "\(country)"}}}
        """
    }

    private static func message(_ id: Int, subject: String, date: String, html: String?, text: String = "See the details below.") -> [UInt8] {
        let body: MailPart = html.map { .alternative(.text(text), .html($0)) } ?? .text(text)
        return MailBuilder(subject: subject, date: date, messageID: "<m\(id)@travel.example>", body: body).bytes
    }

    private static let newsletter = message(
        90, subject: "Fly to Lisbon from 39 €!", date: "Mon, 01 Mar 2027 08:00:00 +0000",
        html: "<html><body><h1>Flights LH1234 FRA → LIS from 39 €</h1><p>Booking reference? Not needed.</p></body></html>")

    /// A mailbox of one trip: a flight out and back, a hotel, then a schedule change to the return and a newsletter.
    private func tripMailbox(_ name: String = "mail/All mail Including Spam and Trash.mbox") -> String {
        let out = Self.flight("RXJ34P", "TP1351", "LHR", "LIS", "2027-05-01T09:00:00+01:00", "2027-05-01T11:45:00+01:00")
        let back = Self.flight("RXJ34P", "TP1350", "LIS", "LHR", "2027-05-05T18:00:00+01:00", "2027-05-05T20:40:00+01:00")
        let moved = Self.flight("RXJ34P", "TP1350", "LIS", "LHR", "2027-05-05T19:30:00+01:00", "2027-05-05T22:10:00+01:00")
        let messages = [
            Self.message(1, subject: "Your booking RXJ34P", date: "Mon, 01 Mar 2027 10:00:00 +0000", html: Self.jsonLD("[\(out), \(back)]")),
            Self.message(2, subject: "Your stay in Lisbon", date: "Mon, 01 Mar 2027 11:00:00 +0000",
                         html: Self.jsonLD(Self.hotel("H-4711", "Hotel Avenida", country: "Portugal", "2027-05-01", "2027-05-05"))),
            Self.message(3, subject: "Schedule change", date: "Mon, 12 Apr 2027 09:00:00 +0000", html: Self.jsonLD(moved)),
            Self.newsletter,
        ]
        return folder.write(name, bytes: MboxWriter.mbox(messages))
    }

    // MARK: - Tests

    /// `messages` as one mbox named `name`, imported into a fresh store: the store, the summary and the issues.
    private func imported(_ messages: [MailBuilder], as name: String) throws -> (Store, MailImportSummary, [InputIssue]) {
        let mbox = folder.write(name, bytes: MboxWriter.mbox(messages.map(\.bytes)))
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext()
        let summary = try Stages.importMail(MailImportOptions(paths: [mbox]), into: store, context: context)
        return (store, summary, observer.issues)
    }

    @Test func aMailboxGivesOneReservationPerBookingAndItsSignals() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext()
        let mbox = tripMailbox()
        let summary = try Stages.importMail(MailImportOptions(paths: [mbox]), into: store, context: context)
        #expect(observer.issues.isEmpty, "\(observer.issues)")
        #expect(summary.messages == 4 && summary.withMarkup == 3)
        #expect(summary.newReservations == 2 && summary.updatedReservations == 1 && summary.cancelledReservations == 0)
        let bookings = try store.signals(kind: .booking)
        // Two flights of two ends each, four nights in Lisbon.
        #expect(bookings.count == 8)
        #expect(bookings.allSatisfy { $0.source == mbox })
        let returnArrival = try #require(bookings.first { $0.signal.flight?.role == .arrival && $0.signal.flight?.flight == "TP1350" })
        #expect(returnArrival.signal.flight?.arrival == "2027-05-05T22:10:00+01:00")
        let nights = bookings.filter { $0.signal.flight == nil }
        #expect(nights.map(\.signal.day.description) == ["2027-05-01", "2027-05-02", "2027-05-03", "2027-05-04"])
        #expect(nights.allSatisfy { $0.signal.country == CountryCode("PT") })

        let again = try Stages.importMail(MailImportOptions(paths: [mbox]), into: store, context: context)
        #expect(again.unchanged == 1 && again.messages == 0 && again.added == 0)
    }

    @Test func theDryRunPrintsEveryReservationWithItsMessageAndWritesNothing() throws {
        let (context, _) = collectingContext()
        let summary = try Stages.importMail(MailImportOptions(paths: [tripMailbox()]), into: nil, context: context)
        #expect(summary.dryRun && summary.found.count == 3)
        let lines = try summary.found.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let back = try #require(lines.first { $0.contains("TP1350") })
        #expect(back.contains(#""departure":"2027-05-05T19:30:00+01:00""#) && back.contains(#""message":"m3@travel.example""#))
        let hotel = try #require(lines.first { $0.contains("lodging") })
        #expect(hotel.contains(#""country":"PT""#) && hotel.contains(#""checkin":"2027-05-01""#) && hotel.contains(#""checkout":"2027-05-05""#))
        #expect(!hotel.contains(#""flight""#))
    }

    @Test func aCancellationInALaterMailboxRemovesTheBooking() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext()
        _ = try Stages.importMail(MailImportOptions(paths: [tripMailbox()]), into: store, context: context)
        #expect(try store.signals(kind: .booking).count == 8)
        // A Maildir fetched later holds the hotel's cancellation, as a notice with no markup.
        let notice = Self.message(
            4, subject: "Booking cancelled", date: "Tue, 20 Apr 2027 09:00:00 +0000", html: nil,
            text: "Your reservation H-4711 at Hotel Avenida has been cancelled free of charge.")
        _ = try MaildirWriter.write([(.new, notice)], to: folder.path("Maildir"))
        // A notice names a number only the first mailbox stated: read both, as a nightly run over the mail folder does.
        let summary = try Stages.importMail(MailImportOptions(paths: [folder.path("Maildir"), folder.path("mail")]), into: store, context: context)
        #expect(summary.files == 2 && summary.unchanged == 1)
        // The first mailbox was not read again, so the notice could not name its number: nothing changes yet.
        #expect(try store.signals(kind: .booking).count == 8)

        // The cancellation with markup does not need the earlier messages.
        let cancelled = Self.message(
            5, subject: "Your booking has been cancelled", date: "Wed, 21 Apr 2027 09:00:00 +0000",
            html: Self.jsonLD(Self.hotel("H-4711", "Hotel Avenida", country: "PT", "2027-05-01", "2027-05-05")))
        let later = folder.write("later.eml", bytes: cancelled)
        let third = try Stages.importMail(MailImportOptions(paths: [later]), into: store, context: context)
        #expect(third.cancelledReservations == 1)
        let left = try store.signals(kind: .booking)
        #expect(left.count == 4 && left.allSatisfy { $0.signal.flight != nil })
    }

    @Test func bookingsDecideDaysNothingElseCoversAndGiveWayToWhatWasObserved() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext()
        _ = try Stages.importMail(MailImportOptions(paths: [tripMailbox()]), into: store, context: context)
        // A photo on 3 May puts the person in Madrid, not at the hotel in Lisbon.
        let photo = Signal(
            kind: .photo, identity: "photo:madrid", local: WallTime("2027-05-03T12:00:00"), day: LocalDay("2027-05-03")!,
            timeZone: "Europe/Madrid", coordinate: Coordinate(latitude: 40.4168, longitude: -3.7038), country: CountryCode("ES"))
        try store.importSignals([photo], from: SourceRecord(path: "/photos/madrid.jpg", format: .photo, size: 1, mtime: 0, contentHash: "m"))
        _ = try Stages.infer(InferOptions(to: LocalDay("2027-05-06"), rules: try RuleBook.bundled()), in: store, context: context)
        let (ledger, _, _) = try store.currentLedger(in: DayRange(LocalDay("2027-05-01")!, LocalDay("2027-05-06")!))
        let byDay = Dictionary(uniqueKeysWithValues: ledger.days.map { ($0.date.description, $0) })
        #expect(byDay["2027-05-01"]?.countries.map(\.rawValue) == ["GB", "PT"])
        #expect(byDay["2027-05-02"]?.country == CountryCode("PT"))
        #expect(byDay["2027-05-02"]?.evidence[.booking] == ["PT": 1])
        #expect(byDay["2027-05-03"]?.countries.map(\.rawValue) == ["ES"])
        #expect(byDay["2027-05-05"]?.countries.map(\.rawValue) == ["PT", "GB"])
        #expect(byDay["2027-05-02"]?.zones.contains("schengen") == true)
    }

    @Test func explainNamesTheMessageABookingCameFrom() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext()
        _ = try Stages.importMail(MailImportOptions(paths: [tripMailbox()]), into: store, context: context)
        _ = try Stages.infer(InferOptions(to: LocalDay("2027-05-06"), rules: try RuleBook.bundled()), in: store, context: context)
        let (explanation, _) = try Stages.explain(LocalDay("2027-05-02")!, in: store)
        let night = try #require(explanation.evidence.first { $0.kind == .booking })
        #expect(night.note?.contains("lodging booking H-4711") == true)
        #expect(night.note?.contains("\"Your stay in Lisbon\"") == true)
        #expect(night.note?.contains("m2@travel.example") == true)
    }

    @Test func aBrokenMessageIsReportedAndTheRestOfTheMailboxImported() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let good = Self.message(
            1, subject: "Your flight", date: "Mon, 01 Mar 2027 10:00:00 +0000",
            html: Self.jsonLD(Self.flight("ZZ9ZZ9", "LH400", "FRA", "JFK", "2027-06-01T10:00:00+02:00", "2027-06-01T12:45:00-04:00")))
        // A multipart whose boundary never comes, then a message cut off by the end of the file.
        let broken = Array("Subject: broken\r\nMessage-ID: <broken@x.example>\r\nContent-Type: multipart/mixed; boundary=\"zz\"\r\n\r\nno parts here\r\n".utf8)
        let cut = Array(good.prefix(good.count / 2))
        let mbox = folder.write("broken.mbox", bytes: MboxWriter.mbox([broken, good, cut]))
        let (context, observer) = collectingContext()
        let summary = try Stages.importMail(MailImportOptions(paths: [mbox]), into: store, context: context)
        #expect(summary.rejected >= 1)
        #expect(observer.issues.contains { $0.description.hasPrefix("\(mbox): message 1 (broken@x.example): ") }, "\(observer.issues)")
        #expect(try store.signals(kind: .booking).count == 2)
    }

    @Test func nonTravelMarkupAndNewslettersGiveNothing() throws {
        let order = """
            {"@context": "http://schema.org", "@type": "Order", "orderNumber": "123-456", "merchant": {"@type": "Organization", "name": "Shop"},
             "acceptedOffer": {"@type": "Offer", "itemOffered": {"@type": "Product", "name": "Suitcase"}}}
            """
        let event = """
            {"@context": "http://schema.org", "@type": "EventReservation", "reservationNumber": "E1",
             "reservationFor": {"@type": "Event", "name": "Concert", "startDate": "2027-07-01T20:00:00+02:00",
               "location": {"@type": "Place", "name": "Arena", "address": {"@type": "PostalAddress", "addressCountry": "DE"}}}}
            """
        let mbox = folder.write("other.mbox", bytes: MboxWriter.mbox([
            Self.newsletter,
            Self.message(2, subject: "Your order", date: "Mon, 01 Mar 2027 10:00:00 +0000", html: Self.jsonLD(order)),
            Self.message(3, subject: "Your tickets", date: "Mon, 01 Mar 2027 10:00:00 +0000", html: Self.jsonLD(event)),
            Self.message(4, subject: "Fwd: your flight", date: "Mon, 01 Mar 2027 10:00:00 +0000", html: nil,
                         text: "Booking RXJ34P: TP1351 LHR-LIS 1 May 09:00, TP1350 LIS-LHR 5 May 18:00"),
        ]))
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext()
        let summary = try Stages.importMail(MailImportOptions(paths: [mbox]), into: store, context: context)
        #expect(summary.messages == 4 && summary.withMarkup == 0 && summary.reservations == 0 && summary.rejected == 0)
        #expect(try store.signals(kind: .booking).isEmpty)
    }

    @Test func aWalletPassAttachedToAMessageGivesItsFlights() throws {
        let pass = try WalletPass.archive(json: WalletPass.boardingPassJSON(
            barcode: "M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 100"))
        let message = MailBuilder(
            subject: "Your boarding pass", date: "Fri, 01 Mar 2024 07:00:00 +0000", messageID: "<pass@tap.example>",
            body: .mixed(.text("Have a good flight."), .attachment([UInt8](pass), contentType: "application/vnd.apple.pkpass", filename: "pass.pkpass")))
        let (store, summary, issues) = try imported([message], as: "pass.mbox")
        #expect(issues.isEmpty, "\(issues)")
        #expect(summary.attachmentsDecoded == 1)
        let flights = try store.signals(kind: .calendar)
        #expect(flights.map { $0.signal.flight?.flight } == ["TP1350", "TP1350"])
        #expect(flights.allSatisfy { $0.source == folder.path("pass.mbox") })
    }

    @Test func aBoardingPassPDFAttachedToACheckInMessageGivesItsFlightsAndInvoicesAreNotSearched() throws {
        let pass = SamplePDF(pages: [[.image(GrayBitmap.barcode(BCBPSamples.montrealFrankfurt, .aztec), x: 60, y: 80, width: 150, height: 150)]]).data
        let checkIn = MailBuilder(
            subject: "Your boarding pass", date: "Sun, 22 Nov 2026 08:00:00 +0000", messageID: "<bp@air.example>",
            body: .mixed(.text("Have a good flight."), .attachment([UInt8](pass), contentType: "application/pdf", filename: "pass.pdf")))
        // The same pass attached to a message that does not speak of travel (a receipt) is not searched.
        let receipt = MailBuilder(
            subject: "Receipt 42", date: "Sun, 22 Nov 2026 09:00:00 +0000", messageID: "<receipt@shop.example>",
            body: .mixed(.text("Thank you."), .attachment([UInt8](pass), contentType: "application/pdf", filename: "receipt.pdf")))
        let (store, summary, issues) = try imported([checkIn, receipt], as: "passes.mbox")
        #expect(issues.isEmpty, "\(issues)")
        #expect(summary.attachmentsDecoded == 1)
        let flights = try store.signals(kind: .calendar)
        #expect(flights.count == 2 && flights.allSatisfy { $0.signal.flight?.from == "YUL" && $0.signal.flight?.to == "FRA" })
    }

    @Test func kItinerarysBoardingPassPDFIsReadFromAMessage() throws {
        let pdf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../shared/realdata/mail/KDE_kitinerary/extractordata/synthetic/iata-bcbp-demo.pdf").standardizedFileURL.path
        guard let data = FileManager.default.contents(atPath: pdf) else { return }
        let message = MailBuilder(
            subject: "Bordkarte / boarding pass", date: "Thu, 05 Sep 2019 18:00:00 +0200", messageID: "<kde@example>",
            body: .mixed(.text("Gute Reise"), .attachment([UInt8](data), contentType: "application/octet-stream", filename: "iata-bcbp-demo.pdf")))
        let (context, _) = collectingContext()
        let store = try Store(path: folder.path("store.sqlite"))
        _ = try Stages.importMail(MailImportOptions(paths: [folder.write("kde.eml", bytes: message.bytes)]), into: store, context: context)
        let flights = try store.signals(kind: .calendar)
        #expect(flights.map { "\($0.signal.flight?.flight ?? "") \($0.signal.flight?.from ?? "")-\($0.signal.flight?.to ?? "") \($0.signal.day)" }
            == ["AK1996 VIE-MXP 2019-09-06", "AK1996 VIE-MXP 2019-09-06"])
    }
}
