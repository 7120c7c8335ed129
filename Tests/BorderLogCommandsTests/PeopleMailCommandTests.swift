import BorderLogGeo
import BorderLogTestSupport
import Foundation
import Testing

/// `mail` with several people: a reservation goes to each person whose profile names are among its `underName`, the
/// rest to the person importing. Each test has its own data home; the geo index is the one `make geodata` built.
@Suite struct PeopleMailCommandTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] {
        ["XDG_DATA_HOME": directory.path("data"), "XDG_CONFIG_HOME": directory.path("config"), "BORDERLOG_TODAY": "2026-11-20"]
    }
    let index = GeoIndex.defaultPath(environment: ProcessInfo.processInfo.environment)

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(arguments, environment: environment)
    }

    /// One message holding a hotel booking in JSON-LD under `underName` (a JSON value, or nothing).
    private func message(_ number: String, hotel: String, country: String, checkin: String, checkout: String, underName: String?) -> String {
        let json = """
            {"@context": "http://schema.org", "@type": "LodgingReservation", "reservationNumber": "\(number)",
             "reservationStatus": "http://schema.org/ReservationConfirmed",\(underName.map { " \"underName\": \($0)," } ?? "")
             "reservationFor": {"@type": "LodgingBusiness", "name": "\(hotel)", "address": {"@type": "PostalAddress", "addressCountry": "\(country)"}},
             "checkinTime": "\(checkin)T15:00:00", "checkoutTime": "\(checkout)T11:00:00"}
            """
        return """
            From bookings@example.com Mon Jul  6 08:00:00 2026
            From: Hotels <bookings@hotels.example>
            To: Ana Ribeiro <ana@example.com>
            Subject: Booking \(number)
            Date: Wed, 01 Jul 2026 09:12:00 +0200
            Message-ID: <\(number)@hotels.example>
            MIME-Version: 1.0
            Content-Type: text/html; charset="utf-8"

            <html><head><script type="application/ld+json">\(json)</script></head><body>Booking \(number)</body></html>

            """
    }

    /// The reservations in `person`'s store, known by their hotel's country (each booking's in a country of its own).
    private func reservations(of person: String) async -> [String] {
        let result = await borderlog("--person", person, "signals", "--kind", "booking", "--format", "jsonl")
        let countries = Set(result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["country"] as? String
        })
        return [("LEO-1", "PT"), ("BOTH-2", "IT"), ("NONE-3", "ES"), ("MIA-4", "DE")].filter { countries.contains($0.1) }.map(\.0)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: GeoIndex.defaultPath(environment: ProcessInfo.processInfo.environment))))
    func eachReservationGoesToThePeopleItNames() async throws {
        for name in ["ana", "leo", "mia"] { #expect(await borderlog("people", "add", name).status == 0) }
        #expect(await borderlog("--person", "ana", "profile", "set", "--name", "Ana Ribeiro").status == 0)
        #expect(await borderlog("--person", "leo", "profile", "set", "--name", "Leo Ribeiro", "--name", "Leonardo Ribeiro").status == 0)
        let mbox = directory.write("trips.mbox", [
            message("LEO-1", hotel: "Hotel Lisboa", country: "PT", checkin: "2026-08-01", checkout: "2026-08-03",
                    underName: #"{"@type": "Person", "givenName": "Léo", "familyName": "RIBEIRO"}"#),
            message("BOTH-2", hotel: "Hotel Roma", country: "IT", checkin: "2026-08-10", checkout: "2026-08-12",
                    underName: #"[{"@type": "Person", "name": "Ribeiro/Ana Mrs"}, {"@type": "Person", "name": "Leonardo Ribeiro"}]"#),
            message("NONE-3", hotel: "Hotel Madrid", country: "ES", checkin: "2026-09-01", checkout: "2026-09-02", underName: nil),
            message("MIA-4", hotel: "Hotel Berlin", country: "DE", checkin: "2026-09-05", checkout: "2026-09-06",
                    underName: #"{"@type": "Person", "name": "Mia Ribeiro"}"#),
        ].joined())
        let imported = await borderlog("--person", "ana", "mail", "--index", index, mbox)
        #expect(imported.status == 0, "\(imported.stderr)")
        // Ana imports: what names her, and what names no one with a profile name (Mia has none).
        #expect(await reservations(of: "ana") == ["BOTH-2", "NONE-3", "MIA-4"])
        #expect(await reservations(of: "leo") == ["LEO-1", "BOTH-2"])
        #expect(await reservations(of: "mia") == [])
        #expect(!FileManager.default.fileExists(atPath: directory.path("data") + "/borderlog/borderlog.sqlite"))
    }
}
