import BorderLogModel

/// A row's times read column by column: a field that is no date or time is named (its column and text) in `warnings`
/// for the row's line, whether or not another column serves; nothing is allocated for a row whose times all read.
extension LogbookCSV.Row {
    /// The first of `columns` whose field is a date and time.
    func firstWall(_ columns: [String], warnings: inout [String]) -> WallTime? {
        var found: WallTime?
        for column in columns {
            guard let text = self(column) else { continue }
            if let wall = LogbookTimes.wall(text) {
                if found == nil { found = wall }
            } else {
                warnings.append("\(column) '\(text)' is not a date and time")
            }
        }
        return found
    }

    /// `day` at the time in `column`; nil when it is blank or no time.
    func wall(_ day: LocalDay, _ column: String, warnings: inout [String]) -> WallTime? {
        guard let text = self(column) else { return nil }
        if let wall = LogbookTimes.wall(day, text) { return wall }
        warnings.append("\(column) '\(text)' is not a time")
        return nil
    }

    /// The day in `column`; nil when it is blank or no `YYYY-MM-DD` date.
    func day(_ column: String, warnings: inout [String]) -> LocalDay? {
        guard let text = self(column) else { return nil }
        if let day = LocalDay(text) { return day }
        warnings.append("\(column) '\(text)' is not a date")
        return nil
    }
}
