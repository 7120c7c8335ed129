import BorderLogCore
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

        /// The first of `names` whose field is not blank.
        func callAsFunction(_ names: String...) -> String? {
            for name in names {
                if let index = columns[name], case let value = LogbookTimes.trimmed(fields[index]), !value.isEmpty { return value }
            }
            return nil
        }
    }

    /// An outcome of one row: a flight, a row left out on purpose, or one refused.
    enum Outcome {
        case flight(LogbookFlight)
        case skipped(String)
        case rejected(String)
    }

    func read(_ text: String) -> LogbookContents {
        var contents = LogbookContents(format: format)
        var reader = CSVReader(text)
        guard let header = reader.next() else { return contents }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let columns = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        while let record = reader.next() {
            guard record.fields.count == names.count else {
                contents.rejected.append((record.line, "expected \(names.count) fields as in the header, found \(record.fields.count)"))
                continue
            }
            let row = Row(line: record.line, fields: record.fields, columns: columns)
            switch flight(row) {
            case .flight(let flight): contents.flights.append(flight)
            case .skipped(let reason): contents.skipped.append((row.line, reason))
            case .rejected(let reason): contents.rejected.append((row.line, reason))
            }
        }
        return contents
    }

    private func flight(_ row: Row) -> Outcome {
        switch format {
        case .flighty: flighty(row)
        case .myflightradar24: flightradar(row)
        case .openflights: openFlights(row)
        case .jetlog: jetLog(row)
        case .appintheair, .airtrail, .milesandmore: .rejected("not a CSV logbook")
        }
    }

    /// Flighty: times are the airports' wall clocks; actual times win over scheduled ones, the gate's over the runway's;
    /// `Canceled` rows are no flight; `Diverted To` is where it landed.
    private func flighty(_ row: Row) -> Outcome {
        if row("canceled")?.lowercased() == "true" { return .skipped("cancelled") }
        guard let from = row("from"), let scheduledTo = row("to") else { return .rejected("no From or To airport") }
        let to = row("diverted to") ?? scheduledTo
        let departureText = row("gate departure (actual)", "take off (actual)", "gate departure (scheduled)", "take off (scheduled)")
        let arrivalText = row("gate arrival (actual)", "landing (actual)", "gate arrival (scheduled)", "landing (scheduled)")
        let departure: LogbookFlight.Time
        if let departureText {
            guard let wall = LogbookTimes.wall(departureText) else { return .rejected("departure '\(departureText)' is not a date and time") }
            departure = .local(wall)
        } else if let date = row("date") {
            guard let day = LocalDay(date) else { return .rejected("date '\(date)' is not YYYY-MM-DD") }
            departure = .date(day)
        } else {
            return .rejected("no departure time and no date")
        }
        let arrival = arrivalText.flatMap(LogbookTimes.wall).map(LogbookFlight.Time.local)
        let number = row("flight").map { flight in flight.first?.isLetter == true ? flight : (row("airline") ?? "") + flight }
        return .flight(LogbookFlight(line: row.line, number: number, from: from, to: to, departure: departure, arrival: arrival))
    }

    /// myFlightradar24: `From` is `City / Airport (FRA/EDDF)`; a date of a year or a month alone is no day to place.
    private func flightradar(_ row: Row) -> Outcome {
        guard let date = row("date") else { return .rejected("no date") }
        guard date.count == 10 else { return .skipped("date '\(date)' has no day") }
        guard let day = LocalDay(date) else { return .rejected("date '\(date)' is not YYYY-MM-DD") }
        guard let from = row("from").flatMap(Self.bracketedCode), let to = row("to").flatMap(Self.bracketedCode) else {
            return .rejected("no airport code in From or To")
        }
        return .flight(LogbookFlight(
            line: row.line, number: row("flight number"), from: from, to: to, departure: time(day, row("dep time")),
            arrival: row("arr time").flatMap { LogbookTimes.wall(day, $0) }.map(LogbookFlight.Time.local),
            duration: row("duration").flatMap(LogbookTimes.duration)))
    }

    /// OpenFlights: `Date` is a date with an optional departure time; a year alone is left out with a warning.
    private func openFlights(_ row: Row) -> Outcome {
        guard let date = row("date") else { return .rejected("no date") }
        if date.count == 4, Int(date) != nil { return .skipped("only the year \(date) is known") }
        let parts = date.split(separator: " ", maxSplits: 1).map(String.init)
        guard let day = LocalDay(parts[0]) else { return .rejected("date '\(date)' is not YYYY-MM-DD") }
        guard let from = row("from"), let to = row("to") else { return .rejected("no From or To airport") }
        return .flight(LogbookFlight(
            line: row.line, number: row("flight_number"), from: from, to: to, departure: time(day, parts.count > 1 ? parts[1] : nil),
            arrival: nil, duration: row("duration").flatMap(LogbookTimes.duration)))
    }

    /// JetLog: the departure date and time, the arrival's own date when it is another day.
    private func jetLog(_ row: Row) -> Outcome {
        guard let date = row("date"), let day = LocalDay(date) else { return .rejected("date '\(row("date") ?? "")' is not YYYY-MM-DD") }
        guard let from = row("origin"), let to = row("destination") else { return .rejected("no origin or destination airport") }
        let arrivalDay = row("arrival_date").flatMap(LocalDay.init) ?? day
        return .flight(LogbookFlight(
            line: row.line, number: row("flight_number"), from: from, to: to, departure: time(day, row("departure_time")),
            arrival: row("arrival_time").flatMap { LogbookTimes.wall(arrivalDay, $0) }.map(LogbookFlight.Time.local)))
    }

    /// `day` at `time` when it is one, else the day alone.
    private func time(_ day: LocalDay, _ time: String?) -> LogbookFlight.Time {
        time.flatMap { LogbookTimes.wall(day, $0) }.map(LogbookFlight.Time.local) ?? .date(day)
    }

    /// `FRA` from `Frankfurt / Frankfurt Main (FRA/EDDF)`, or the text itself when it is a bare code.
    static func bracketedCode(_ text: String) -> String? {
        if let open = text.lastIndex(of: "("), let slash = text[open...].firstIndex(of: "/") {
            let code = text[text.index(after: open)..<slash]
            return code.count == 3 ? String(code) : nil
        }
        return text.count == 3 && text.allSatisfy(\.isLetter) ? text : nil
    }
}
