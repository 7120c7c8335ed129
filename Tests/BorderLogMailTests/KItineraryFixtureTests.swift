import BorderLogModel
import Foundation
import Testing

@testable import BorderLogMail

/// KDE Itinerary's structured-data fixtures (HTML with JSON-LD and microdata, and the JSON it reads from each), read
/// in place from `../shared/realdata/mail/KDE_kitinerary` beside the checkout; skipped where that folder is absent.
/// The expected travel fields are read from each `.json` here with Foundation's JSON parser, independently of the
/// extractor; files whose JSON holds no travel reservation must give none.
struct KItineraryFixtureTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let html: URL
        let expected: URL
        var testDescription: String { html.deletingLastPathComponent().lastPathComponent + "/" + html.lastPathComponent }
    }

    static let folder: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/realdata/mail/KDE_kitinerary")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    static let fixtures: [Fixture] = {
        guard let folder else { return [] }
        func list(_ sub: String, expected: (URL) -> URL) -> [Fixture] {
            let directory = folder.appendingPathComponent(sub)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".html") }.sorted().map { directory.appendingPathComponent($0) }
                .map { Fixture(html: $0, expected: expected($0)) }
                .filter { FileManager.default.fileExists(atPath: $0.expected.path) }
        }
        return list("structureddata") { $0.deletingPathExtension().appendingPathExtension("json") }
            + list("extractordata/web") { $0.appendingPathExtension("json") }
    }()

    /// The travel fields one expected reservation states, read from KDE Itinerary's JSON.
    struct Expected: Equatable, CustomStringConvertible {
        var kind: Reservation.Kind
        var reservationNumber: String?
        var number: String?
        var from: String?
        var to: String?
        var start: Reservation.Time?
        var end: Reservation.Time?
        var name: String?
        var country: CountryCode?

        var description: String {
            "\(kind) \(reservationNumber ?? "-") \(number ?? "-") \(from ?? "-")→\(to ?? "-") \(start.map { "\($0)" } ?? "-") \(name ?? "-") \(country?.rawValue ?? "-")"
        }

        init(_ reservation: Reservation) {
            kind = reservation.kind
            reservationNumber = reservation.reservationNumber
            number = reservation.number
            from = reservation.kind == .lodging ? nil : reservation.from?.iata ?? reservation.from?.name
            to = reservation.kind == .lodging ? nil : reservation.to?.iata ?? reservation.to?.name
            start = reservation.start
            end = reservation.end
            name = reservation.name
            country = reservation.kind == .lodging ? reservation.from?.country : nil
        }

        /// The reservations of one JSON-LD object: one per leg of `reservationFor`; none for other types.
        static func read(_ object: [String: Any]) -> [Expected] {
            let type = (object["@type"] as? String)?.split(separator: "/").last.map(String.init) ?? ""
            guard let kind = Reservation.Kind(schemaType: type) else { return [] }
            let legs: [[String: Any]] = (object["reservationFor"] as? [[String: Any]]) ?? [object["reservationFor"] as? [String: Any] ?? [:]]
            return legs.map { leg in
                var expected = Expected(kind: kind)
                expected.reservationNumber = object["reservationNumber"] as? String
                switch kind {
                case .flight:
                    let airline = (leg["airline"] as? [String: Any])?["iataCode"] as? String ?? ""
                    expected.number = (leg["flightNumber"] as? String).map { airline + $0 }
                    expected.from = (leg["departureAirport"] as? [String: Any])?["iataCode"] as? String
                    expected.to = (leg["arrivalAirport"] as? [String: Any])?["iataCode"] as? String
                    expected.start = (leg["departureTime"] as? String).flatMap(Self.time)
                    expected.end = (leg["arrivalTime"] as? String).flatMap(Self.time)
                case .lodging:
                    expected.name = leg["name"] as? String
                    expected.country = ((leg["address"] as? [String: Any])?["addressCountry"] as? String).flatMap(CountryCode.init)
                    expected.start = ((object["checkinTime"] ?? object["checkinDate"]) as? String).flatMap(Self.time)
                    expected.end = ((object["checkoutTime"] ?? object["checkoutDate"]) as? String).flatMap(Self.time)
                case .train, .bus, .boat, .rentalCar:
                    Issue.record("no \(kind) fixture was expected; extend this reader")
                }
                return expected
            }
        }

        private init(kind: Reservation.Kind) { self.kind = kind }

        /// A time as the fixture's JSON writes it. Eurowings' fixture keeps its numeric dates (`02-04-2018 20:40`),
        /// month first, as its ticket numbers (`20180204 EW8103`) show.
        static func time(_ text: String) -> Reservation.Time? {
            Reservation.Time(schemaText: text) ?? NumericDate(text).flatMap { $0.time($0.order ?? .monthFirst) }
        }
    }

    @Test(.enabled(if: folder != nil, "KDE Itinerary's fixtures are not beside the checkout"), arguments: fixtures)
    func agreesWithKItinerary(fixture: Fixture) throws {
        let html = String(decoding: try Data(contentsOf: fixture.html), as: UTF8.self)
        let objects = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.expected)) as? [[String: Any]] ?? []
        let expected = objects.flatMap(Expected.read)
        let found = ReservationExtractor.reservations(inHTML: html).map(Expected.init)
        #expect(found == expected)
    }

    @Test(.enabled(if: folder != nil, "KDE Itinerary's fixtures are not beside the checkout"))
    func theFixturesHoldTravelReservationsOfBothForms() {
        #expect(Self.fixtures.count >= 20)
    }
}
