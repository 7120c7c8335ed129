import BorderLogModel
import Foundation

/// The US I-94 "travel history" as a person copies it from the CBP website (i94.cbp.dhs.gov, "Get Travel History")
/// or saves its printed page as text: a table `Row  Date  Type  Location`, newest first, one crossing a row, e.g.
/// `1	2024-05-10	Departure	NYC`.
///
/// What copying does to it, all read here: cells separated by tabs or spaces, or each on a line of its own (a copy
/// from some browsers); the browser's print header and footer (`10/5/26, 10:21 AM I-94/I-95 Official Website`,
/// `https://i94.cbp.dhs.gov/… 1/2`) and the person's details around the table; dates as `2024-05-10` or
/// `05/10/2024`; `Arrival` and `Departure` in any case; rows repeated across a page break; a header that lost words
/// (`Date Type Location` without `Row`, each word on its own line, or no header and no `I-94` at all). `Location` is CBP's own
/// port code (`NYC`, `SFR`, `LOS`), not an airport code, so every crossing is the United States'.
enum I94TravelHistory: TravelHistory {
    static let country = CountryCode("US")!
    static let authority = Crossing.Authority.i94
    static let directions: [String: Crossing.Direction] = ["arrival": .entry, "departure": .exit]

    /// Never said: a date-shaped cell that is no date starts no row (the print header's `10/5/26` is one).
    static func badDate(_ text: String) -> String { "'\(text)' is not a date; the record writes dates as MM/DD/YYYY or YYYY-MM-DD" }

    /// A piece of the text between separators, with the line it is on and its place on that line.
    private struct Cell {
        var line: Int
        var position: Int
        var text: String
    }

    /// The table's rows, wherever they are in the text and however its cells were split.
    ///
    /// A row is a date that starts its line (or follows the row number that does), then `Arrival` or `Departure`,
    /// then the location: the rest of the type's line (`Newark, NJ` is two cells), else the whole next line unless
    /// that line starts the next row. A date inside a sentence is not a row.
    static func rows(in text: String) -> (rows: [TravelHistoryRow], badDates: [(line: Int, text: String)]) {
        // Cells in reading order: a cell is a tab- or line-separated piece, further split on spaces, since a row
        // copied as plain text keeps only single spaces between its cells.
        var cells: [Cell] = []
        // `\r\n` is one Character, a newline like `\n`.
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let pieces = line.split(whereSeparator: { $0 == "\t" || $0 == " " || $0 == "\r" || $0 == "\u{00A0}" })
            for (position, piece) in pieces.enumerated() { cells.append(Cell(line: offset + 1, position: position, text: String(piece))) }
        }
        func startsRow(_ index: Int) -> Bool {
            let cell = cells[index]
            return date(cell.text) != nil || direction(cell.text) != nil || cell.text.allSatisfy(\.isNumber)
        }
        func opensItsLine(_ index: Int) -> Bool {
            cells[index].position == 0 || cells[index].position == 1 && cells[index - 1].text.allSatisfy(\.isNumber)
        }
        var rows: [TravelHistoryRow] = []
        var index = 0
        while index + 1 < cells.count {
            guard opensItsLine(index), let date = date(cells[index].text), let direction = direction(cells[index + 1].text) else {
                index += 1
                continue
            }
            let typeLine = cells[index + 1].line
            var end = index + 2
            while end < cells.count, cells[end].line == typeLine { end += 1 }
            var port = cells[(index + 2)..<end].map(\.text).joined(separator: " ")
            if port.isEmpty, end < cells.count, !startsRow(end) {
                let nextLine = cells[end].line
                while end < cells.count, cells[end].line == nextLine { end += 1 }
                port = cells[(index + 2)..<end].map(\.text).joined(separator: " ")
            }
            rows.append(TravelHistoryRow(line: cells[index].line, date: date, direction: direction, port: port.uppercased()))
            index = end
        }
        return (rows, [])
    }

    /// `2024-05-10` or the US `05/10/2024`; a two-digit year (`10/5/26`, the print header's) is not a row's date.
    static func date(_ cell: String) -> LocalDay? {
        if let day = LocalDay(cell) { return day }
        let parts = cell.split(separator: "/")
        guard parts.count == 3, parts[2].count == 4, let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }
}
