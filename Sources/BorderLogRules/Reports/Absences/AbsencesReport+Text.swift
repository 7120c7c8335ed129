import BorderLogModel

extension AbsencesReport {
    /// One row a trip under the form's own headings, dates as the form writes them, countries by name.
    public var csv: String {
        let columns = authority.columns
        var lines = [columns.map { CSVField.quoted(authority.heading($0)) }.joined(separator: ",")]
        for trip in trips {
            lines.append(columns.map { CSVField.quoted(cell($0, of: trip)) }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a person copies into the form: a heading, one line a trip naming both dates, the total against the limit,
    /// and what the table cannot see.
    public var text: String {
        let place = authority.countryPhrase
        var lines = [
            "Trips out of \(place) for \(authority.form), \(style(period.start)) to \(style(period.end)) (rule \(rule), on \(on)):"
        ]
        if trips.isEmpty {
            lines.append("  no trip out of \(place) in the period")
        }
        for trip in trips {
            let days = "\(trip.daysOutside) day\(trip.daysOutside == 1 ? "" : "s") outside"
            let open = trip.open ? " (not back yet)" : ""
            let unknown = trip.unknownDays > 0 ? " (\(trip.unknownDays) of them unknown)" : ""
            let reason = trip.reason.isEmpty ? "" : "  \(trip.reason)"
            lines.append("  \(style(trip.departure)) → \(style(trip.return))\(open)  \(days)\(unknown)  \(places(trip))\(reason)")
        }
        lines.append(totalSentence)
        lines += warnings.map { "warning: \($0)." }
        return lines.joined(separator: "\n")
    }

    /// "Total: 30 days outside the UK in 4 trips; the rule allows 180 (absence-any-12-months: …)." The text, the HTML
    /// and the PDF say it alike.
    public var totalSentence: String {
        let count = "\(trips.count) trip\(trips.count == 1 ? "" : "s")"
        var sentence = "Total: \(EligibilityReport.grouped(total)) day\(total == 1 ? "" : "s") outside \(authority.countryPhrase) in \(count)"
        if let limit {
            let condition = [limitCondition, limitDescription].compactMap { $0 }.joined(separator: ": ")
            sentence += "; the rule allows \(EligibilityReport.grouped(limit))" + (condition.isEmpty ? "" : " (\(condition))")
        }
        return sentence + "."
    }

    private func style(_ day: LocalDay) -> String { authority.dateStyle.format(day) }

    private func places(_ trip: Trip) -> String {
        trip.destinations.isEmpty ? "country unknown" : trip.destinations.map(\.name).joined(separator: ", ")
    }

    private func cell(_ column: AbsenceAuthority.Column, of trip: Trip) -> String {
        switch column {
        case .departure: style(trip.departure)
        case .return: style(trip.return)
        case .destinations: trip.destinations.map(\.name).joined(separator: "; ")
        case .reason: trip.reason
        case .daysOutside: String(trip.daysOutside)
        }
    }
}
