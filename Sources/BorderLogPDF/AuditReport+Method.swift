import BorderLogModel
import BorderLogStages

extension AuditReport {
    /// How a day is defined, which evidence counts and in what order, what unknown means, and how each rule counts.
    func method(_ flow: PageFlow) {
        flow.section(Section.method.rawValue)
        flow.subheading("What a day is")
        flow.paragraph(
            "A day is a calendar date at the place where the evidence was made. A photo's day is the local date it was taken "
                + "(its time zone from the camera's offset, its GPS time or its position); a location sample's day is its instant in "
                + "the time zone at that position; a flight gives its departure date at the origin and its arrival date at the "
                + "destination. Stays and overrides are dates already. The ledger has one entry for every day from the first "
                + "evidence to its last day; no day is left out.")
        flow.subheading("Sources and their precedence")
        flow.bullet("1. Overrides: a day the person fixed by hand, with its countries in visiting order. It wins over all other evidence.", marker: "")
        flow.bullet("2. Stays: the person's own record of where they stayed. Entry and exit days both count as days in the country.", marker: "")
        flow.bullet(
            "3. Border crossings: the official record of entries and exits (the EU Entry/Exit System, the US I-94, a Home Office or "
                + "Australian movement record, passport stamps). A crossing is presence in its country on its date. Between an entry into "
                + "the \(data.schengenName) and the next exit from it, a day nothing else places is zone-only: in the \(data.schengenName), "
                + "country unknown.", marker: "")
        flow.bullet(
            "4. Observed evidence: location samples (weighted by their accuracy), photos, and calendar flights (the strongest), each "
                + "weighted half near a border. A lone location sample between samples in one other country is an outlier. A country "
                + "reached and left by air the same day with nothing on the ground is a layover (transit), not presence.", marker: "")
        flow.bullet(
            "5. Filling gaps: days without evidence between a flight's arrival and the next departure from that country, or a short "
                + "gap bounded by the same country, take that country at lower confidence (gap-filled); never between two of the "
                + "person's own stays.", marker: "")
        flow.paragraph(
            "A day spent in two or more countries is a travel day: it counts for each of them, and it ended in the last one. "
                + "Confidence runs from 0 to 1 and is labelled high, medium or low; a day whose strong evidence names countries that "
                + "no travel explains is marked disputed.")
        flow.subheading("What unknown means")
        flow.paragraph(
            "A day is unknown when no evidence places the person in any country and no gap can be filled. Unknown days are listed "
                + "(in the daily log and under Unknown days), counted in no country and by no rule. Any of them could have been "
                + "spent in a zone, so a maximum rule's true count could be higher by up to the number of unknown days in its period, "
                + "and a minimum rule's could be lower.")
        flow.paragraph(
            "A zone-only day is not unknown in this sense: the record of border crossings puts the person inside the "
                + "\(data.schengenName) while no evidence names the country. It counts for the \(data.schengenName)'s rules and for no "
                + "country's, and is listed apart from unknown days.")

        flow.subheading("How a day counts for each rule")
        let rules = data.ruleBook.enabledRules
        if rules.isEmpty {
            flow.paragraph("No rule is turned on.")
        }
        for rule in rules {
            let zone = data.ruleBook.zone(rule.zone)
            let limit = [rule.maxDays.map { "at most \($0) days" }, rule.minDays.map { "at least \($0) days" }].compactMap { $0 }.joined(separator: " and ")
            flow.need(60)
            flow.y += flow.canvas.text("\(rule.name)", x: flow.left, y: flow.y, width: flow.width, style: .bold(9)) + 2
            var lines = ["\(limit.prefix(1).uppercased() + limit.dropFirst()) in \(rule.period.text), in \(zone?.name ?? rule.zone.rawValue) (rule \(rule.id))."]
            lines.append("A day counts when " + Self.countingText(rule) + ".")
            if let reasons = rule.exemptReasons, !reasons.isEmpty {
                lines.append("Days exempt for \(reasons.map(\.rawValue).joined(separator: ", ")) are left out.")
            }
            if let zone { lines.append("Members: " + Self.membersText(zone, from: data.range?.first) + ".") }
            lines += rule.testsText(zoneName: data.ruleBook.name(of:))
            if let source = rule.source { lines.append("Source: \(source)") }
            if let notModelled = rule.notModelled { lines.append("Not modelled: \(notModelled)") }
            for line in lines { flow.paragraph(line, style: .body(8.5), indent: 10, after: 2) }
            flow.y += 6
        }
        flow.subheading("Rule set")
        let off = data.ruleBook.rules.filter { !$0.isEnabled }.map(\.id)
        flow.paragraph(
            "Version \(inputs.rules.version), SHA-256 \(inputs.rules.sha256): "
                + (inputs.rules.isCustom ? "the rules bundled with BorderLog \(version), changed by the person's rules file. " : "the rules bundled with BorderLog \(version). ")
                + (off.isEmpty ? "Every rule in it is turned on." : "Rules in it that are turned off and not evaluated: \(off.joined(separator: ", ")).")
                + " Rules count days; they are not legal advice.")
    }

    /// The sentence end that says which days count under a rule's counting mode.
    static func countingText(_ rule: Rule) -> String {
        let transit = rule.countTransit == true ? "an airside layover counts" : "an airside layover does not count"
        switch rule.counting {
        case .anyPresence:
            return "any part of it was spent in the zone, so entry and exit days both count (\(transit))"
        case .midnight:
            return "it ended in the zone (where the person was at midnight)"
                + (rule.countTransit == true ? "" : "; a day arrived on from abroad does not count when the next day ends abroad (transit)")
        case .arrivalNotDeparture:
            return "the person arrived in the zone or stayed there all day; the departure day does not count; in and out the same day counts, out and back does not"
        case .absence:
            return "it is known and was spent wholly outside the zone; unknown days never count"
        case .fullDayAbroad:
            return "it was spent wholly outside the zone from midnight to midnight: no layover or flight there, not the day of a night flight to or from it; unknown days never count"
        }
    }

    /// "AT, BE, BG (from 2024-03-31), …": members, with the date membership began when that is within the period or
    /// the 10 years before it.
    static func membersText(_ zone: Zone, from first: LocalDay?) -> String {
        let recent = first.map { $0.adding(days: -3653) }
        return zone.members.map { member in
            var text = member.country.rawValue
            if let from = member.from, let recent, from > recent { text += " (from \(from))" }
            if let until = member.until { text += " (until \(until))" }
            if member.deFacto == true { text += " (de facto)" }
            return text
        }.joined(separator: ", ")
    }
}
