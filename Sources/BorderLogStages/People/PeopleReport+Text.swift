import BorderLogModel

extension PeopleReport {
    /// A block a person: Schengen, each rule, each eligibility answer, pending alerts.
    public var text: String {
        var lines = ["People on \(on)"]
        for row in people {
            lines.append("")
            lines.append(row.person.rawValue)
            if let problem = row.problem {
                lines.append("  \(problem)")
                continue
            }
            if let used = row.schengen.used, let remaining = row.schengen.remaining {
                lines.append("  schengen: \(used) used, \(remaining) remaining")
            }
            for rule in row.rules {
                lines.append("  \(rule.rule): \(rule.level.rawValue), \(rule.days) days" + (rule.remaining.map { ", \($0) remaining" } ?? ""))
            }
            for answer in row.eligibility {
                let earliest = answer.eligible ? "eligible" : answer.earliestEligible.map { "eligible from \($0)" } ?? "not eligible"
                lines.append("  \(answer.rule): \(earliest)")
            }
            lines.append("  alerts pending: \(row.alerts)")
        }
        return lines.joined(separator: "\n")
    }

    /// A line a person and rule (the person's Schengen numbers and alerts on each of their lines); a person with no
    /// rule on has one line with the rule empty; eligibility rules have their own lines, `kind` telling which.
    public var csv: String {
        var lines = ["person,schengen_used,schengen_remaining,alerts,kind,rule,level,days,remaining,eligible,earliest_eligible"]
        for row in people {
            let head = [
                CSVField.quoted(row.person.rawValue), row.schengen.used.map(String.init) ?? "", row.schengen.remaining.map(String.init) ?? "",
                String(row.alerts),
            ].joined(separator: ",")
            if row.rules.isEmpty && row.eligibility.isEmpty { lines.append(head + ",,,,,,,") }
            for rule in row.rules {
                lines.append(head + ",rule,\(CSVField.quoted(rule.rule)),\(rule.level.rawValue),\(rule.days),\(rule.remaining.map(String.init) ?? ""),,")
            }
            for answer in row.eligibility {
                lines.append(head + ",eligibility,\(CSVField.quoted(answer.rule)),,,,\(answer.eligible),\(answer.earliestEligible?.description ?? "")")
            }
        }
        return lines.joined(separator: "\n")
    }
}
