import BorderLogCSV
import BorderLogModel
import Foundation

/// The CSV logbooks: Flighty, myFlightradar24, OpenFlights and JetLog, each row read by its column names.
struct LogbookCSV {
    let format: LogbookFormat

    /// One row, its fields read by lower-cased column name.
    struct Row {
        let line: Int
        let fields: [String]
        /// Column name → field index, from the header: the same for every row.
        let columns: [String: Int]

        /// The field of column `name`, unless it is blank.
        func callAsFunction(_ name: String) -> String? {
            guard let index = columns[name], case let value = LogbookTimes.trimmed(fields[index]), !value.isEmpty else { return nil }
            return value
        }
    }

    /// An outcome of one row: a flight (with what in the row could not be read although the flight could), a row left
    /// out on purpose, or one refused.
    enum Outcome {
        case flight(LogbookFlight, warnings: [String] = [])
        case skipped(String)
        case rejected(String)
    }

    /// Which of day and month comes first in a file's dates written with both before the year (OpenFlights').
    enum DayOrder: Equatable {
        /// Dates whose parts settle it agree on this order.
        case settled(LogbookTimes.DayMonthDate.Order)
        /// No date settles it.
        case unsettled
        /// Dates settle it both ways.
        case disagreeing
    }

    /// The rows of `text` after its header, read one at a time.
    func rows(_ text: String) -> Rows {
        Rows(self, CSVReader(text))
    }

    /// A CSV logbook's rows after its header, each read into what it says when asked for: a large file's first flights
    /// are stored while the rest is read.
    struct Rows {
        private let csv: LogbookCSV
        private var reader: CSVReader
        /// Fields in the header; nil when the file has none.
        private let width: Int?
        private let columns: [String: Int]
        private let dayOrder: DayOrder
        /// OpenFlights' records, read whole first: its dates may need the whole file to tell day from month.
        private let held: [CSVReader.Record]?
        private var heldIndex = 0

        init(_ csv: LogbookCSV, _ reader: CSVReader) {
            var reader = reader
            self.csv = csv
            var names = reader.next()?.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if csv.format == .openflights {
                // `Flight Number` as well as `Flight_Number`: read by one name, once for the whole file.
                names = names?.map { $0.replacingOccurrences(of: " ", with: "_") }
            }
            width = names?.count
            columns = Dictionary((names ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            if csv.format == .openflights, let width {
                var records: [CSVReader.Record] = []
                while let record = reader.next() { records.append(record) }
                held = records
                dayOrder = LogbookCSV.dayOrder(records, column: columns["date"], width: width)
            } else {
                held = nil
                dayOrder = .unsettled
            }
            self.reader = reader
        }

        /// The next row's line and what it says; nil after the last.
        mutating func next() -> (line: Int, outcome: Outcome)? {
            guard let width, let record = nextRecord() else { return nil }
            guard record.fields.count == width else {
                return (record.line, .rejected("expected \(width) fields as in the header, found \(record.fields.count)"))
            }
            return (record.line, csv.flight(Row(line: record.line, fields: record.fields, columns: columns), dayOrder: dayOrder))
        }

        private mutating func nextRecord() -> CSVReader.Record? {
            guard let held else { return reader.next() }
            defer { heldIndex += 1 }
            return heldIndex < held.count ? held[heldIndex] : nil
        }
    }

    /// The order the dates of `records` (in `column`) settle, day first or month first.
    static func dayOrder(_ records: [CSVReader.Record], column: Int?, width: Int) -> DayOrder {
        guard let column else { return .unsettled }
        var found = Set<LogbookTimes.DayMonthDate.Order>()
        for record in records where record.fields.count == width {
            let date = LogbookTimes.trimmed(record.fields[column]).prefix { $0 != " " }
            guard let order = LogbookTimes.DayMonthDate(date)?.settled else { continue }
            found.insert(order)
        }
        switch found.count {
        case 0: return .unsettled
        case 1: return .settled(found.first!)
        default: return .disagreeing
        }
    }

    private func flight(_ row: Row, dayOrder: DayOrder) -> Outcome {
        switch format {
        case .flighty: flighty(row)
        case .myflightradar24: flightradar(row)
        case .openflights: openFlights(row, dayOrder: dayOrder)
        case .jetlog: jetLog(row)
        case .appintheair, .airtrail, .milesandmore: .rejected("not a CSV logbook")
        }
    }

    /// Flighty: times are the airports' wall clocks; actual times win over scheduled ones, the gate's over the runway's;
    /// `Canceled` rows are no flight; `Diverted To` is where it landed.
    private func flighty(_ row: Row) -> Outcome {
        if let canceled = row("canceled"), canceled.utf8.count == 4, canceled.lowercased() == "true" { return .skipped("cancelled") }
        guard let from = row("from"), let scheduledTo = row("to") else { return .rejected("no From or To airport") }
        let to = row("diverted to") ?? scheduledTo
        var warnings: [String] = []
        let departure: LogbookFlight.Time
        if let wall = row.firstWall(Self.flightyDepartures, warnings: &warnings) {
            departure = .local(wall)
        } else if let day = row.day("date", warnings: &warnings) {
            departure = .date(day)
        } else {
            return .rejected(warnings.isEmpty ? "no departure time and no date" : warnings.joined(separator: "; "))
        }
        let arrival = row.firstWall(Self.flightyArrivals, warnings: &warnings).map(LogbookFlight.Time.local)
        let number = row("flight").map { flight in flight.first?.isLetter == true ? flight : (row("airline") ?? "") + flight }
        return .flight(LogbookFlight(line: row.line, number: number, from: from, to: to, departure: departure, arrival: arrival), warnings: warnings)
    }

    /// Flighty's departure columns, the one read first first.
    private static let flightyDepartures = ["gate departure (actual)", "take off (actual)", "gate departure (scheduled)", "take off (scheduled)"]
    /// Flighty's arrival columns, the one read first first.
    private static let flightyArrivals = ["gate arrival (actual)", "landing (actual)", "gate arrival (scheduled)", "landing (scheduled)"]

    /// myFlightradar24: `From` is `City / Airport (FRA/EDDF)`; a date of a year or a month alone is no day to place.
    private func flightradar(_ row: Row) -> Outcome {
        guard let date = row("date") else { return .rejected("no date") }
        guard date.count == 10 else { return .skipped("date '\(date)' has no day") }
        guard let day = LocalDay(date) else { return .rejected("date '\(date)' is not YYYY-MM-DD") }
        guard let from = row("from").flatMap(Self.bracketedCode), let to = row("to").flatMap(Self.bracketedCode) else {
            return .rejected("no airport code in From or To")
        }
        let (departureText, arrivalText) = (row("dep time"), row("arr time"))
        if departureText == Self.noTime && arrivalText == Self.noTime {
            return .flight(LogbookFlight(line: row.line, number: row("flight number"), from: from, to: to, departure: .date(day), arrival: nil))
        }
        var warnings: [String] = []
        let departure = row.wall(day, "dep time", warnings: &warnings).map(LogbookFlight.Time.local) ?? .date(day)
        return .flight(LogbookFlight(
            line: row.line, number: row("flight number"), from: from, to: to, departure: departure,
            arrival: row.wall(day, "arr time", warnings: &warnings).map(LogbookFlight.Time.local),
            duration: row("duration").flatMap(LogbookTimes.duration)), warnings: warnings)
    }

    /// myFlightradar24 writes `00:00:00` as both departure and arrival time of a flight logged without times: a row with
    /// both is a date alone, never a flight that left and landed at midnight.
    static let noTime = "00:00:00"

    /// OpenFlights: `Date` is a date with an optional departure time; a year alone is left out with a warning. Its
    /// export writes `YYYY-MM-DD`; a date with day and month before the year (as its import takes them, and as a
    /// spreadsheet saves the file again) is read in the order its own parts settle (a part over 12 is the day), else
    /// day first when written with dots (as OpenFlights reads `DD.MM.YYYY`), else in the order the file's other dates
    /// settle. One that nothing settles is refused, never guessed.
    private func openFlights(_ row: Row, dayOrder: DayOrder) -> Outcome {
        guard let date = row("date") else { return .rejected("no date") }
        if date.count == 4, Int(date) != nil { return .skipped("only the year \(date) is known") }
        let parts = date.split(separator: " ", maxSplits: 1).map(String.init)
        let day: LocalDay
        if let iso = LocalDay(parts[0]) {
            day = iso
        } else if let written = LogbookTimes.DayMonthDate(parts[0]) {
            guard written.isDate else { return .rejected("date '\(date)' is not a date") }
            var order = written.settled ?? (written.separator == UInt8(ascii: ".") ? .dayFirst : nil)
            if order == nil, case .settled(let fileOrder) = dayOrder { order = fileOrder }
            guard let order else {
                let why = dayOrder == .disagreeing ? "the file's dates disagree on which" : "no other date in the file tells which"
                return .rejected("date '\(date)' could be day/month or month/day and \(why); write it YYYY-MM-DD")
            }
            guard let read = written.day(order) else { return .rejected("date '\(date)' is not a date") }
            day = read
        } else {
            return .rejected("date '\(date)' is not YYYY-MM-DD")
        }
        guard let from = row("from"), let to = row("to") else { return .rejected("no From or To airport") }
        var warnings: [String] = []
        var departure = LogbookFlight.Time.date(day)
        if parts.count > 1 {
            if let wall = LogbookTimes.wall(day, parts[1]) { departure = .local(wall) } else { warnings.append("date '\(date)' has no time of day that reads") }
        }
        return .flight(LogbookFlight(
            line: row.line, number: row("flight_number"), from: from, to: to, departure: departure,
            arrival: nil, duration: row("duration").flatMap(LogbookTimes.duration)), warnings: warnings)
    }

    /// JetLog: the departure date and time, the arrival's own date when it is another day.
    private func jetLog(_ row: Row) -> Outcome {
        guard let date = row("date"), let day = LocalDay(date) else { return .rejected("date '\(row("date") ?? "")' is not YYYY-MM-DD") }
        guard let from = row("origin"), let to = row("destination") else { return .rejected("no origin or destination airport") }
        var warnings: [String] = []
        let arrivalDay = row.day("arrival_date", warnings: &warnings) ?? day
        let departure = row.wall(day, "departure_time", warnings: &warnings).map(LogbookFlight.Time.local) ?? .date(day)
        return .flight(LogbookFlight(
            line: row.line, number: row("flight_number"), from: from, to: to, departure: departure,
            arrival: row.wall(arrivalDay, "arrival_time", warnings: &warnings).map(LogbookFlight.Time.local)), warnings: warnings)
    }

    /// `FRA` from `Frankfurt / Frankfurt Main (FRA/EDDF)`, the ICAO code of an airfield without an IATA code
    /// (`(/EDAB)`), or the text itself when it is a bare code of either kind.
    static func bracketedCode(_ text: String) -> String? {
        if let open = text.lastIndex(of: "("), let slash = text[open...].firstIndex(of: "/") {
            let iata = text[text.index(after: open)..<slash]
            let icao = text[text.index(after: slash)...].prefix { $0 != ")" }
            if isCode(iata, length: 3) { return String(iata) }
            return isCode(icao, length: 4) ? String(icao) : nil
        }
        return isCode(text[...], length: 3) || isCode(text[...], length: 4) ? text : nil
    }

    private static func isCode(_ text: Substring, length: Int) -> Bool {
        text.count == length && text.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
