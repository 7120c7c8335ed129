import BorderLogArchive
import BorderLogGeo
import BorderLogJSON
import BorderLogModel
import Foundation

/// Reads travel documents into flights: Apple Wallet boarding passes (`.pkpass`) and text files of
/// bare BCBP strings (the `M1…` text of a boarding-pass barcode, one per line).
///
/// A `.pkpass` is a zip holding `pass.json` (and images, a manifest, a signature). BorderLog reads
/// `pass.json` only: `boardingPass.transitType` must be `PKTransitTypeAir`; the barcode message
/// (`barcodes[].message`, or the older `barcode.message`) in IATA BCBP format gives the legs, and
/// `relevantDate` (or `semantics.currentDepartureDate`/`originalDepartureDate`) the departure time and
/// the reference for the barcode's year-less date (``FlightDate``). Without a BCBP barcode, the
/// `origin`/`destination` fields (IATA codes as values) and `relevantDate` give one flight.
public struct TravelDocumentReader {
    /// A `.pkpass` is images and a small JSON file: a few hundred kilobytes. Larger files are refused.
    public static let maximumPassBytes = 10 << 20
    /// `pass.json` larger than this when inflated is refused.
    public static let maximumPassJSONBytes = 1 << 20
    /// Values `pass.json` may hold: a pass has a few hundred; more is no pass.
    static let maximumPassValues = 100_000
    /// Inflated size over stored size, above which an archive (or pass.json) is refused as a zip bomb.
    static let passLimits = ArchiveLimits(maximumMemberBytes: Int64(maximumPassJSONBytes), maximumRatio: 100, ratioFloor: 64 << 10)
    /// A text file of barcodes holds a few lines; larger ones are refused.
    public static let maximumTextBytes = 1 << 20

    /// What one document gave: flights, and reasons for the parts that gave none (`line N: …`).
    public struct Outcome: Sendable {
        public var flights: [Flight] = []
        public var rejected: [String] = []
        public var signals: [Signal] { flights.flatMap(\.signals) }
    }

    let passes: BoardingPassFlights

    public init(airports: AirportLookup) {
        passes = BoardingPassFlights(airports: airports)
    }

    // MARK: - Text files of BCBP strings

    /// One boarding pass per line; empty lines and `#` comments are skipped. A bad line is a reason
    /// `line N: …`; the good ones still count. `reference` is the file's date (see ``FlightDate``).
    public func readBarcodes(text: String, reference: LocalDay) throws(BoardingPassError) -> Outcome {
        guard text.utf8.count <= TravelDocumentReader.maximumTextBytes else {
            throw .pass("\(text.utf8.count >> 10) KB is more than a file of boarding-pass barcodes holds (limit \(TravelDocumentReader.maximumTextBytes >> 10) KB)")
        }
        var outcome = Outcome()
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var content = Substring(line)
            if number == 1, content.hasPrefix("\u{FEFF}") { content = content.dropFirst() }
            while let first = content.first, first == " " || first == "\t" { content = content.dropFirst() }
            guard !content.isEmpty, content != "\r", !content.hasPrefix("#") else { continue }
            let read = readBarcode(String(content), reference: reference)
            outcome.flights += read.flights
            outcome.rejected += read.rejected.map { "line \(number): \($0)" }
        }
        return outcome
    }

    /// One BCBP string, as a barcode holds it (a line of a text file, or the text decoded from a PDF's or an
    /// image's barcode): its flights, or the reason it gave none.
    public func readBarcode(_ bcbp: String, reference: LocalDay) -> Outcome {
        do {
            let pass = try BoardingPass(bcbp: bcbp)
            let (flights, rejected) = passes.flights(pass, reference: reference)
            return Outcome(flights: flights, rejected: rejected)
        } catch {
            return Outcome(rejected: ["\(error)"])
        }
    }

    /// Whether text looks like BCBP strings: its first non-empty line starts with `M` and a leg count.
    public static func looksLikeBarcodes(_ data: Data) -> Bool {
        var bytes = data.prefix(4096)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // Blank lines and `#` comments may come first, as `readBarcodes` allows them.
        while true {
            bytes = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            guard bytes.first == UInt8(ascii: "#") else { break }
            guard let end = bytes.firstIndex(of: 0x0A) else { return false }
            bytes = bytes[(end + 1)...]
        }
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "M") else { return false }
        return (UInt8(ascii: "1")...UInt8(ascii: "4")).contains(bytes[bytes.startIndex + 1])
    }

    /// Whether the bytes are a zip archive (a `.pkpass` whatever its name).
    public static func looksLikeZip(_ data: Data) -> Bool {
        ZipArchive.isArchive(head: data)
    }

    // MARK: - .pkpass

    /// The flights of one `.pkpass`; `modified` (the file's date) is the reference when the pass has no date.
    public func readPass(data: Data, modified: LocalDay) throws(BoardingPassError) -> Outcome {
        let pass = try TravelDocumentReader.passObject(TravelDocumentReader.passJSON(data))
        guard let boarding = pass["boardingPass"], case .object = boarding else {
            throw .pass("not a boarding pass (pass.json has no boardingPass section)")
        }
        let transit = boarding["transitType"]?.string ?? "none"
        guard transit == "PKTransitTypeAir" else { throw .pass("not an air boarding pass (transit type \(transit))") }

        let semantics = pass["semantics"]
        let departure = semantics?["currentDepartureDate"]?.string.flatMap(TravelDocumentReader.date)
            ?? semantics?["originalDepartureDate"]?.string.flatMap(TravelDocumentReader.date)
            ?? pass["relevantDate"]?.string.flatMap(TravelDocumentReader.date)
        let reference = departure.map { LocalDay(instant: $0, in: TimeZone(secondsFromGMT: 0) ?? .current) } ?? modified

        var barcodeIssue: String?
        for message in TravelDocumentReader.barcodeMessages(pass) {
            do {
                let parsed = try BoardingPass(bcbp: message)
                let (flights, rejected) = passes.flights(parsed, reference: reference, departure: departure)
                return Outcome(flights: flights, rejected: rejected)
            } catch {
                barcodeIssue = "\(error)"
            }
        }
        // No BCBP barcode (some airlines encode their own data): the pass's own fields.
        let fields = ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields", "backFields"]
            .flatMap { TravelDocumentReader.objects(boarding[$0]) }
        func code(_ keys: [String]) -> String? {
            for field in fields {
                guard let key = field["key"]?.string?.lowercased(), keys.contains(where: { key == $0 || ($0.count > 3 && key.contains($0)) }),
                      let value = field["value"]?.string?.uppercased().trimmingCharacters(in: .whitespaces),
                      value.utf8.count == 3, value.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { continue }
                return value
            }
            return nil
        }
        guard let from = code(["origin", "depart", "from"]), let to = code(["destination", "arriv", "to"]), let departure else {
            let why = barcodeIssue.map { "its barcode is \($0)" } ?? "it has no barcode"
            throw .pass("no flight in this pass: \(why), and its fields give no origin, destination and date")
        }
        let number = fields.lazy.compactMap { field -> FlightNumber? in
            guard let key = field["key"]?.string?.lowercased(), key.contains("flight"), let value = field["value"]?.string else { return nil }
            return FlightNumber(value)
        }.first
        // The pass's date is the day at the origin airport, as the barcode's would be.
        let originZone = passes.airports.airport(from)?.timeZone.flatMap(TimeZone.init(identifier:))
        let day = originZone.map { LocalDay(instant: departure, in: $0) } ?? reference
        let leg = BoardingPass.Leg(
            pnr: "", from: from, to: to, carrier: number?.airline ?? "", number: number?.number ?? 0,
            julianDay: day.ordinal - (LocalDay(year: day.year, month: 1, day: 1)?.ordinal ?? day.ordinal) + 1, compartment: "", seat: "")
        let (flights, rejected) = passes.flights(BoardingPass(passengerName: "", legs: [leg]), reference: day, departure: departure)
        return Outcome(flights: flights, rejected: rejected)
    }

    /// `pass.json` read through the project's JSON parser (its depth limit, at most `maximumPassValues` values): the
    /// object it must be.
    static func passObject(_ json: Data) throws(BoardingPassError) -> JSONValue {
        let pass: JSONValue
        do {
            pass = try JSONDocument.parse(json, maximumValues: maximumPassValues)
        } catch {
            throw .pass("pass.json is not JSON: \(error)")
        }
        guard case .object = pass else { throw .pass("pass.json is not a JSON object") }
        return pass
    }

    /// `pass.json` inflated, after checking the archive's size and compression ratio.
    static func passJSON(_ data: Data) throws(BoardingPassError) -> Data {
        guard data.count <= maximumPassBytes else {
            throw .pass("\(data.count >> 20) MB is more than a boarding pass holds (limit \(maximumPassBytes >> 20) MB); not read")
        }
        let archive: ZipArchive
        do {
            archive = try ZipArchive(data: data, name: "pass", limits: passLimits)
        } catch {
            throw .pass("not a .pkpass: \(error.reason)")
        }
        let declared = archive.members.reduce(Int64(0)) { $0 + $1.size }
        guard declared / Int64(max(1, data.count)) <= passLimits.maximumRatio else {
            throw .pass("the archive inflates \(declared / Int64(max(1, data.count)))-fold (limit \(passLimits.maximumRatio)): refused as a zip bomb")
        }
        guard let entry = archive.member(at: "pass.json") else { throw .pass("not a .pkpass: the archive has no pass.json") }
        let json: Data
        do {
            // Sizes in zip headers can lie: inflating stops at the limit whatever they say.
            json = try archive.contents(of: entry, maximumBytes: maximumPassJSONBytes)
        } catch {
            throw .pass("pass.json: \(error.reason)")
        }
        return json
    }

    /// Barcode messages, newest key first (`barcodes` replaced `barcode` in iOS 9).
    private static func barcodeMessages(_ pass: JSONValue) -> [String] {
        var messages = objects(pass["barcodes"]).compactMap { $0["message"]?.string }
        if let single = pass["barcode"]?["message"]?.string { messages.append(single) }
        return messages
    }

    /// The objects of a list of them; none when it is no list, or any of its items is not an object (a pass's lists
    /// are read whole or not at all).
    private static func objects(_ list: JSONValue?) -> [JSONValue] {
        guard let items = list?.array, items.allSatisfy({ if case .object = $0 { true } else { false } }) else { return [] }
        return items
    }

    /// A W3C date as pass.json writes it: `2024-03-01T09:10+01:00`, with or without seconds.
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        // Without seconds: add them.
        guard text.count >= 16 else { return nil }
        let cut = text.index(text.startIndex, offsetBy: 16)
        return formatter.date(from: String(text[..<cut]) + ":00" + text[cut...])
    }
}
