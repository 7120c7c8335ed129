import BorderLogModel

/// A travel history an authority gives a person about its own border (the UK Home Office's, the US I-94), read from
/// its text as the person copied or printed it: the rows are found by their shape wherever they stand, and every
/// crossing is of the authority's country. A reader says how its rows look (`rows(in:)`) and how its record words a
/// direction; finding out whether a text is one and turning rows into crossings is the same for all.
protocol TravelHistory {
    /// The country whose border every row crosses.
    static var country: CountryCode { get }
    static var authority: Crossing.Authority { get }
    /// The record's words for entering and leaving (`Inbound`, `Arrival`), lower-cased.
    static var directions: [String: Crossing.Direction] { get }
    /// The rows found in `text`, and the date-shaped words that are no date, with their lines (named as errors).
    static func rows(in text: String) -> (rows: [TravelHistoryRow], badDates: [(line: Int, text: String)])
    /// The message for a word in the shape of a date that is no date.
    static func badDate(_ text: String) -> String
}

/// One movement of a travel history: the line it starts on, its day, its direction, the port as the record writes it,
/// and what else the record says of it (kept as the crossing's note).
struct TravelHistoryRow: Equatable {
    var line: Int
    var date: LocalDay
    var direction: Crossing.Direction
    var port: String
    var note: String?
}

extension TravelHistory {
    /// Whether `text` holds at least one row (or a row whose date is impossible, so that it is named as such rather
    /// than the file as no travel history). Rows alone decide, whatever headings the copy kept.
    static func looksLikeOne(_ text: String) -> Bool {
        let found = rows(in: text)
        return !found.rows.isEmpty || !found.badDates.isEmpty
    }

    /// The crossings of `text`, and an issue for each impossible date.
    static func parse(_ text: String, path: String) -> CrossingFile.Parsed {
        var parsed = CrossingFile.Parsed(path: path)
        let found = rows(in: text)
        for row in found.rows {
            parsed.rows.append(CrossingFile.Row(line: row.line, crossing: Crossing(
                date: row.date, direction: row.direction, port: row.port, country: country, authority: authority, note: row.note)))
        }
        for (line, date) in found.badDates {
            parsed.issues.append(InputIssue(path: path, line: line, field: "date", message: badDate(date)))
        }
        return parsed
    }

    /// The direction a word of the record names, in any case.
    static func direction(_ word: some StringProtocol) -> Crossing.Direction? {
        directions[word.lowercased()]
    }
}
