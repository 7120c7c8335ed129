import BorderLogModel

extension ReconcileReport {
    /// The report as an adviser's note: the counts side by side, then each kind of disagreement with its days; zones
    /// are named as `rules` names them.
    public func text(rules: RuleBook) -> String {
        let schengenName = rules.name(of: .schengen)
        let record = authority.map { "the \($0.recordName)" } ?? "the record of your crossings"
        guard let period else {
            return "No crossings\(authority.map { " from \($0.rawValue)" } ?? "") on or before \(on): nothing to reconcile. "
                + "Import a record with `borderlog crossings import FILE`."
                + (checkpoints ?? []).map { "\n" + $0.text }.joined()
        }
        var lines = ["Your ledger against \(record), \(period.start)…\(period.end)."]
        lines.append("\(schengenName) 90/180 on \(on): \(record) counts \(schengen.recordUsed) days used (\(schengen.recordRemaining) remaining); "
            + "your ledger counts \(schengen.ledgerUsed) (\(schengen.ledgerRemaining) remaining).")
        if days.isEmpty {
            lines.append("")
            lines.append("Your ledger and \(record) agree on every day of the period.")
        }
        func area(_ area: PresenceArea) -> String {
            if case .zone = area { "the \(area.name(in: rules))" } else { area.name(in: rules) }
        }
        for kind in Kind.allCases {
            let matching = days.filter { $0.kind == kind }
            guard !matching.isEmpty else { continue }
            let areas = Set(matching.map(\.area)).sorted().map(area).joined(separator: " or ")
            let count = "\(matching.count) day\(matching.count == 1 ? "" : "s")"
            let lead = switch kind {
            case .missingInLedger: "\(count) \(record) puts you inside \(areas) while your evidence says elsewhere:"
            case .unknownInLedger: "\(count) only \(record) places you inside \(areas); your evidence names no country for them:"
            case .extraInLedger: "\(count) your evidence puts you in \(areas) while \(record) says you were outside:"
            }
            lines.append("")
            lines.append(lead)
            lines += runs.filter { $0.kind == kind }.map { "  \(Self.line($0))" }
        }
        if let checkpoints, !checkpoints.isEmpty {
            lines.append("")
            lines += checkpoints.map(\.text)
        }
        if !notes.isEmpty {
            lines.append("")
            lines += notes.map { "Note: \($0)." }
        }
        return lines.joined(separator: "\n")
    }

    /// A run as one line: `2025-11-05…2025-11-07 (3 days): GB`.
    static func line(_ run: Run) -> String {
        let span = run.days.count == 1 ? "\(run.days.first)" : "\(run.days.first)…\(run.days.last) (\(run.days.count) days)"
        let ledger = switch (run.ledger.isEmpty, run.kind) {
        case (true, .extraInLedger): ": zone-only (another record places you inside, no country known)"
        case (true, .missingInLedger): ": zone-only (another record places you in a zone, no country known)"
        case (true, _): ""
        case (false, _): ": " + run.ledger.map(\.rawValue).joined(separator: ", ")
        }
        return span + ledger
    }
}
