import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog mail` as a person runs it: the sample mailbox's dry run, an import that fills the weekend nobody noted,
/// a rerun that reads nothing, and the exit status of a mailbox with a broken message.
@Suite struct MailCommandTests {
    let folder = TemporaryDirectory()
    var store: String { folder.path("store.sqlite") }
    let environment = ["BORDERLOG_TODAY": "2026-11-20"]

    @Test func theDryRunPrintsOneLineOfTheContractPerReservation() async throws {
        let result = await borderlog(["--store", store, "mail", "--dry-run", samplesPath("mail")], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(lines.count == 4)
        let flight = try #require(lines.first { $0["type"] as? String == "flight" })
        #expect(flight["status"] as? String == "cancelled" && flight["flight"] as? String == "KL1008")
        #expect(flight["from"] as? String == "LHR" && flight["to"] as? String == "AMS")
        let hotel = try #require(lines.first { $0["type"] as? String == "lodging" })
        #expect(hotel["country"] as? String == "NL" && hotel["checkin"] as? String == "2026-08-14" && hotel["checkout"] as? String == "2026-08-18")
        let trains = lines.filter { $0["type"] as? String == "train" }
        #expect(trains.count == 2 && trains.allSatisfy { $0.keys.contains("fromCountry") && $0.keys.contains("toCountry") })
        for line in lines {
            for key in ["type", "status", "reservationNumber", "provider", "message", "source"] { #expect(line.keys.contains(key), "\(key)") }
        }
        #expect(result.stderr.contains("5 messages read, 4 with travel markup, 4 reservations (3 new, 0 updated, 1 cancelled)"))
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test func importedBookingsPlaceTheNightsAndARerunReadsNothing() async throws {
        let first = await borderlog(["--store", store, "mail", samplesPath("mail")], environment: environment)
        #expect(first.status == 0 && first.stderr.contains("8 signals added"), "\(first.stderr)")
        let again = await borderlog(["--store", store, "mail", samplesPath("mail")], environment: environment)
        #expect(again.stderr.contains("0 messages read") && again.stderr.contains("1 unchanged files"), "\(again.stderr)")
        #expect(await borderlog(["--store", store, "infer"], environment: environment).status == 0)
        let explained = await borderlog(["--store", store, "explain", "2026-08-16"], environment: environment)
        #expect(explained.stdout.contains("2026-08-16: NL Netherlands"), "\(explained.stdout)")
        #expect(explained.stdout.contains("lodging booking 4190 562 118") && explained.stdout.contains("booking-4190562118@booking.example"))
        let booking = await borderlog(["--store", store, "signals", "--kind", "booking", "--format", "jsonl"], environment: environment)
        #expect(booking.stdout.split(separator: "\n").count == 8)
    }

    @Test func aBrokenMessageIsNamedAndTheExitStatusIsTwo() async throws {
        let mbox = folder.write("broken.mbox", """
            From someone@example.com Mon Jan  1 00:00:00 2027
            Subject: cut
            Message-ID: <cut@example.com>
            Content-Type: multipart/mixed; boundary="never"

            --never
            Content-Type: text/plain

            the part that never closes

            """)
        let result = await borderlog(["--store", store, "mail", mbox], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(mbox): message 1 (cut@example.com): "), "\(result.stderr)")
    }

    /// One mbox message of `html`, sent on `date` (RFC 5322).
    static func message(id: String, date: String, subject: String, html: String) -> String {
        """
        From booking@eurowings.example \(date.dropFirst(5))
        From: Eurowings <booking@eurowings.example>
        To: traveller@example.com
        Subject: \(subject)
        Date: \(date)
        Message-ID: <\(id)>
        MIME-Version: 1.0
        Content-Type: text/html; charset=utf-8

        \(html)

        """
    }

    /// One Eurowings leg as JSON-LD, its times written as Eurowings writes them.
    static func leg(_ number: String, _ from: String, _ to: String, _ departure: String, _ arrival: String, pnr: String) -> String {
        #"{"@context": "http://schema.org", "@type": "FlightReservation", "reservationNumber": "\#(pnr)", "#
            + #""reservationFor": {"@type": "Flight", "flightNumber": "\#(number)", "#
            + #""airline": {"@type": "Airline", "name": "Eurowings", "iataCode": "EW"}, "#
            + #""departureAirport": {"@type": "Airport", "iataCode": "\#(from)"}, "departureTime": "\#(departure)", "#
            + #""arrivalAirport": {"@type": "Airport", "iataCode": "\#(to)"}, "arrivalTime": "\#(arrival)"}}"#
    }

    static func html(script: String) -> String {
        #"<html><body><script type="application/ld+json">\#(script)</script><p>Your booking</p></body></html>"#
    }

    @Test func aMessageWhoseMarkupCannotBeReadIsNamedAndItsNeighboursImported() async throws {
        let mbox = folder.write("bookings.mbox", [
            Self.message(id: "first@eurowings.example", date: "Sat, 20 Jan 2018 09:12:00 +0100", subject: "Your booking ABC111",
                         html: Self.html(script: Self.leg("8102", "TXL", "BRU", "2018-02-02T18:35:00", "2018-02-02T19:55:00", pnr: "ABC111"))),
            Self.message(id: "broken@eurowings.example", date: "Sun, 21 Jan 2018 09:12:00 +0100", subject: "Your booking ABC222",
                         html: Self.html(script: #"{"@type": "FlightReservation", "reservationNumber": "ABC222"#)),
            Self.message(id: "third@eurowings.example", date: "Mon, 22 Jan 2018 09:12:00 +0100", subject: "Your booking ABC333",
                         html: Self.html(script: Self.leg("8103", "BRU", "TXL", "2018-02-04T20:40:00", "2018-02-04T22:00:00", pnr: "ABC333"))),
        ].joined(separator: "\n"))
        let dry = await borderlog(["--store", store, "mail", "--dry-run", mbox], environment: environment)
        #expect(dry.status == 2, "\(dry.stderr)")
        #expect(dry.stderr.contains("\(mbox): broken@eurowings.example: message 2: its schema.org markup cannot be read: JSON-LD script 1: it is not JSON"), "\(dry.stderr)")
        #expect(dry.stdout.split(separator: "\n").count == 2 && dry.stdout.contains("EW8102") && dry.stdout.contains("EW8103"), "\(dry.stdout)")
        #expect(!dry.stdout.contains("ABC222"))

        let imported = await borderlog(["--store", store, "mail", mbox], environment: environment)
        #expect(imported.status == 2 && imported.stderr.contains("\(mbox): broken@eurowings.example: "), "\(imported.stderr)")
        #expect(imported.stderr.contains("3 messages read, 2 with travel markup") && imported.stderr.contains("1 rejected"), "\(imported.stderr)")
        let signals = await borderlog(["--store", store, "signals", "--kind", "booking", "--format", "jsonl"], environment: environment)
        #expect(signals.stdout.split(separator: "\n").count == 4, "\(signals.stdout)")
    }

    /// Eurowings writes `02-02-2018 18:35`: read as the one date it is, and the return's `02-04-2018` as the
    /// outbound leg two days earlier makes it (4 February), at each airport's offset.
    @Test func eurowingsNumericDatesAreRead() async throws {
        let booking = Self.html(script: "[" + Self.leg("8102", "TXL", "BRU", "02-02-2018 18:35", "02-02-2018 19:55", pnr: "XXX007")
            + ", " + Self.leg("8103", "BRU", "TXL", "02-04-2018 20:40", "02-04-2018 22:00", pnr: "XXX007") + "]")
        let mbox = folder.write("eurowings.mbox", Self.message(
            id: "xxx007@eurowings.example", date: "Sat, 20 Jan 2018 09:12:00 +0100", subject: "Ihre Buchung XXX007", html: booking))
        let result = await borderlog(["--store", store, "mail", "--dry-run", mbox], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let legs = lines.sorted { ($0["flight"] as? String ?? "") < ($1["flight"] as? String ?? "") }
        #expect(legs.map { $0["flight"] as? String } == ["EW8102", "EW8103"], "\(result.stdout)")
        #expect(legs.map { $0["departure"] as? String } == ["2018-02-02T18:35:00+01:00", "2018-02-04T20:40:00+01:00"], "\(result.stdout)")
        #expect(legs.map { $0["arrival"] as? String } == ["2018-02-02T19:55:00+01:00", "2018-02-04T22:00:00+01:00"])
    }

    @Test func aFileThatIsNoMailboxIsRejectedWithItsReason() async throws {
        let text = folder.write("notes.txt", "just some notes, no mail here\n")
        let result = await borderlog(["--store", store, "mail", text], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(text): not a mailbox"), "\(result.stderr)")
    }
}
