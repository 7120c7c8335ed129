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

    @Test func aFileThatIsNoMailboxIsRejectedWithItsReason() async throws {
        let text = folder.write("notes.txt", "just some notes, no mail here\n")
        let result = await borderlog(["--store", store, "mail", text], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(text): not a mailbox"), "\(result.stderr)")
    }
}
