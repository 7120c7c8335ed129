import BorderLogModel
import Foundation

/// The travel history a UK Home Office subject access request returns (the "entry and exit" records of Border
/// Force and the carriers' passenger lists), as the text of its PDF or as a person copied it: one movement a row,
/// `DD/MM/YYYY  voyage  Inbound|Outbound  ports`, e.g. `15/01/2024  BA0304  Outbound  LHR  0  CDG`.
///
/// `Inbound` is an entry into the United Kingdom and `Outbound` an exit from it, so every crossing is GB's. The port
/// kept is the British one: the first named on an outbound row (where the person embarked), the last on an inbound
/// one (where they landed); a lone port is that port. Ports are written as the record writes them, an IATA code
/// (`LHR`), a UN/LOCODE (`GBDOV`) or a name (`Heathrow`, `Eurotunnel`), and need not be airports BorderLog knows. A
/// `0` is the record's empty cell. The voyage (a flight or sailing number) is kept as the crossing's note.
///
/// Rows are found by their shape wherever they are, around the letter's own headings and page furniture; a row whose
/// cells were split one a line (date, voyage, direction, ports each on a line of its own) is read too.
enum HomeOfficeTravelHistory: TravelHistory {
    static let country = CountryCode("GB")!
    static let authority = Crossing.Authority.ukSAR
    static let directions: [String: Crossing.Direction] = ["inbound": .entry, "outbound": .exit]

    static func badDate(_ text: String) -> String { "'\(text)' is not a date; the record writes dates as DD/MM/YYYY" }

    /// A word of a line, and the column (tab-separated) it is in.
    private struct Word {
        var text: String
        var column: Int
    }

    static func rows(in text: String) -> (rows: [TravelHistoryRow], badDates: [(line: Int, text: String)]) {
        // `\r\n` is one Character, a newline like `\n`.
        let lines: [[Word]] = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).enumerated().flatMap { column, cell in
                cell.split(whereSeparator: { $0 == " " || $0 == "\r" || $0 == "\u{00A0}" || $0 == "\u{000C}" }).map { Word(text: String($0), column: column) }
            }
        }
        var rows: [TravelHistoryRow] = []
        var badDates: [(line: Int, text: String)] = []
        for (index, words) in lines.enumerated() {
            guard let at = words.firstIndex(where: { direction($0.text) != nil }), let direction = direction(words[at].text) else { continue }
            // The date: on the direction's line before it, else (cells one a line) a date alone on one of the lines above.
            var dateLine = index
            var before = Array(words[..<at])
            if !before.contains(where: { isDateShaped($0.text) }) {
                guard let above = (max(0, index - 3)..<index).reversed().first(where: { lines[$0].count == 1 && isDateShaped(lines[$0][0].text) }) else { continue }
                dateLine = above
                before = lines[above] + (above + 1..<index).flatMap { lines[$0] } + before
            }
            guard let dateAt = before.firstIndex(where: { isDateShaped($0.text) }) else { continue }
            guard let date = date(before[dateAt].text) else {
                badDates.append((dateLine + 1, before[dateAt].text))
                continue
            }
            var after = Array(words[(at + 1)...])
            if after.isEmpty {
                // Ports one a line below the direction, up to the next row or anything with figures in it (a page number).
                var next = index + 1
                while next < lines.count, next <= index + 3, !lines[next].isEmpty,
                      !lines[next].contains(where: { isDateShaped($0.text) || self.direction($0.text) != nil || $0.text != "0" && $0.text.contains(where: \.isNumber) }) {
                    after += lines[next].map { Word(text: $0.text, column: next) }
                    next += 1
                }
            }
            let named = ports(after)
            let port = (direction == .exit ? named.first : named.last) ?? ""
            let voyage = before[(dateAt + 1)...].map(\.text).joined(separator: " ")
            rows.append(TravelHistoryRow(line: dateLine + 1, date: date, direction: direction, port: port, note: voyage.isEmpty ? nil : "voyage \(voyage)"))
        }
        return (rows, badDates)
    }

    /// The ports named after the direction: columns apart, `0` (an empty cell) between them, or codes side by side.
    private static func ports(_ words: [Word]) -> [String] {
        var groups: [[String]] = []
        var column: Int?
        for word in words {
            if word.text == "0" {
                column = nil
                continue
            }
            if column == word.column, !groups.isEmpty { groups[groups.count - 1].append(word.text) } else { groups.append([word.text]) }
            column = word.column
        }
        return groups.flatMap { group in
            group.count > 1 && group.allSatisfy(isCode) ? group : [group.joined(separator: " ")]
        }
    }

    /// `LHR`, `GBDOV`: a code rather than a word of a name.
    private static func isCode(_ word: String) -> Bool {
        (3...5).contains(word.count) && word.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    }

    /// Figures in the shape of a date: `15/01/2024`, `15-01-2024` or `2024-01-15`.
    private static func isDateShaped(_ word: String) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        let dashed = word.split(separator: "-", omittingEmptySubsequences: false)
        let pieces = parts.count == 3 ? parts : dashed
        return pieces.count == 3 && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            && (pieces[2].count == 4 || pieces[0].count == 4)
    }

    /// The British day-first date (`15/01/2024`, `15-01-2024`), or ISO `2024-01-15`.
    static func date(_ word: String) -> LocalDay? {
        if let day = LocalDay(word) { return day }
        let pieces = word.split(whereSeparator: { $0 == "/" || $0 == "-" })
        guard pieces.count == 3, pieces[2].count == 4, let day = Int(pieces[0]), let month = Int(pieces[1]), let year = Int(pieces[2]) else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }
}
