import Foundation

/// The US I-94 "travel history" as a person copies it from the CBP website (i94.cbp.dhs.gov, "Get Travel History")
/// or saves its printed page as text: a table `Row  Date  Type  Location`, newest first, one crossing a row, e.g.
/// `1	2024-05-10	Departure	NYC`.
///
/// What copying does to it, all read here: cells separated by tabs or spaces, or each on a line of its own (a copy
/// from some browsers); the browser's print header and footer (`10/5/26, 10:21 AM I-94/I-95 Official Website`,
/// `https://i94.cbp.dhs.gov/… 1/2`) and the person's details around the table; dates as `2024-05-10` or
/// `05/10/2024`; `Arrival` and `Departure` in any case; rows repeated across a page break. `Location` is CBP's own
/// port code (`NYC`, `SFR`, `LOS`), not an airport code, so every crossing is the United States'.
public enum I94TravelHistory {
    /// Whether `text` reads as a travel history: it names the I-94 site or its table, and holds at least one row.
    public static func looksLikeOne(_ text: String) -> Bool {
        let lowered = text.lowercased()
        let named = lowered.contains("i-94") || lowered.contains("i94") || lowered.contains("travel history")
            || lowered.contains("row") && lowered.contains("type") && lowered.contains("location")
        return named && !rows(in: text).isEmpty
    }

    public static func parse(_ text: String, path: String) -> CrossingFile.Parsed {
        var parsed = CrossingFile.Parsed(path: path)
        for row in rows(in: text) {
            parsed.rows.append(CrossingFile.Row(line: row.line, crossing: Crossing(
                date: row.date, direction: row.direction, port: row.port, country: CountryCode("US")!, authority: .i94)))
        }
        return parsed
    }

    struct TableRow: Equatable {
        var line: Int
        var date: LocalDay
        var direction: Crossing.Direction
        var port: String
    }

    /// The table's rows, wherever they are in the text and however its cells were split.
    static func rows(in text: String) -> [TableRow] {
        // Cells in reading order with the line each is on: a cell is a tab- or line-separated piece, further split on
        // spaces, since a row copied as plain text keeps only single spaces between its cells.
        var cells: [(line: Int, text: String)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for piece in line.split(whereSeparator: { $0 == "\t" || $0 == " " || $0 == "\r" || $0 == "\u{00A0}" }) {
                cells.append((offset + 1, String(piece)))
            }
        }
        var rows: [TableRow] = []
        var index = 0
        while index + 2 < cells.count {
            guard let date = date(cells[index].text), let direction = direction(cells[index + 1].text) else {
                index += 1
                continue
            }
            // The location is the rest of the type's line (`Newark, NJ` is two cells), else the next cell; a row without
            // one ends where the next row starts (its number, or its date).
            let typeLine = cells[index + 1].line
            var end = index + 2
            while end < cells.count, cells[end].line == typeLine { end += 1 }
            var port = cells[(index + 2)..<end].map(\.text).joined(separator: " ")
            if end == index + 2 {
                let next = cells[index + 2].text
                let isNextRow = Self.date(next) != nil || Self.direction(next) != nil || next.allSatisfy(\.isNumber)
                port = isNextRow ? "" : next
                end = isNextRow ? index + 2 : index + 3
            }
            rows.append(TableRow(line: cells[index].line, date: date, direction: direction, port: port.uppercased()))
            index = end
        }
        if index + 1 < cells.count, let date = date(cells[index].text), let direction = direction(cells[index + 1].text) {
            rows.append(TableRow(line: cells[index].line, date: date, direction: direction, port: ""))
        }
        return rows
    }

    private static func direction(_ cell: String) -> Crossing.Direction? {
        switch cell.lowercased() {
        case "arrival": .entry
        case "departure": .exit
        default: nil
        }
    }

    /// `2024-05-10` or the US `05/10/2024`; a two-digit year (`10/5/26`, the print header's) is not a row's date.
    static func date(_ cell: String) -> LocalDay? {
        if let day = LocalDay(cell) { return day }
        let parts = cell.split(separator: "/")
        guard parts.count == 3, parts[2].count == 4, let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }
}
