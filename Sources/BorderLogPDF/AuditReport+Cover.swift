import BorderLogModel
import BorderLogStages

extension AuditReport {
    /// The first page: what the report covers, when and from what it was made, the input fingerprint, and the contents.
    /// It names no one: the store holds no personal details beyond the evidence. `contents` is where each section
    /// starts; nil on the first pass, which lists every section that may be drawn so the cover takes the same room.
    func cover(_ flow: PageFlow, contents: [Section: Int]?) {
        let canvas = flow.canvas
        flow.y += 40
        flow.y += canvas.text("Presence audit report", x: flow.left, y: flow.y, style: .bold(26), colour: .accent) + 6
        flow.y += canvas.text(
            "Days by country, and what they mean for visa, residence and tax day-count rules, from the evidence in one BorderLog store.",
            x: flow.left, y: flow.y, width: flow.width, style: .body(11), colour: .muted, lineSpacing: 1.15) + 22

        let known = data.ledger.days.filter { !$0.isUnknown }.count
        let zoneOnly = data.ledger.days.filter(\.isZoneOnly).count
        let unknown = data.ledger.days.count - known - zoneOnly
        var facts: [(String, String, PDFCanvas.Style)] = []
        if let range = data.range {
            let inZone = zoneOnly == 0 ? "" : ", \(zoneOnly) zone-only"
            facts.append(("Period", "\(range.first) to \(range.last): \(Self.plural(range.count, "day")), \(known) known\(inZone), \(unknown) unknown", .body(9.5)))
            if zoneOnly > 0 {
                facts.append(("Zone-only days", "in the \(data.schengenName) by the record of border crossings, country unknown", .body(9.5)))
            }
            facts.append(("Figures as of", "\(data.on), the period's last day", .body(9.5)))
        } else {
            facts.append(("Period", "the ledger has no days in the range asked for", .body(9.5)))
        }
        facts.append(("Generated", Self.utc(data.generatedAt), .body(9.5)))
        facts.append(("Ledger", "snapshot #\(inputs.snapshotId), computed \(Self.utc(data.snapshot.createdAt))", .body(9.5)))
        facts.append(("Ledger head", inputs.ledgerHead, .mono(8.5)))
        facts.append(("Rule set", "version \(inputs.rules.version)" + (inputs.rules.isCustom ? " (the bundled rules changed by a rules file)" : " (the rules bundled with BorderLog)"), .body(9.5)))
        facts.append(("Rule set SHA-256", inputs.rules.sha256, .mono(8.5)))
        facts.append(("Made with", "BorderLog \(version), offline, from the evidence in the store", .body(9.5)))
        for (label, value, style) in facts {
            canvas.text(label, x: flow.left, y: flow.y + 0.5, style: .bold(8.5), colour: .muted)
            flow.y += canvas.text(value, x: flow.left + 110, y: flow.y, width: flow.width - 110, style: style) + 6
        }

        flow.y += 10
        canvas.fill(x: flow.left, y: flow.y, width: flow.width, height: 58, colour: PDFColour.accent.lightened(0.9), radius: 4)
        canvas.text("Input fingerprint (SHA-256)", x: flow.left + 12, y: flow.y + 9, style: .bold(9), colour: .accent)
        canvas.text(inputs.fingerprint, x: flow.left + 12, y: flow.y + 26, style: .mono(10.2), colour: .text)
        flow.y += 66
        flow.paragraph(
            "The input fingerprint is the SHA-256 of three lines: borderlog-input-v1, the ledger head and the rule set's SHA-256. "
                + "The ledger head is the hash of the newest snapshot in the store's hash chain, in which every snapshot's hash covers "
                + "its days and the snapshot before it: the command borderlog ledger verify recomputes the chain, and borderlog verify checks "
                + "a signed bundle that contains this report. The same fingerprint is printed at the top of every page.",
            style: .body(8), colour: .muted)
        if data.isStale {
            flow.y += 4
            flow.paragraph(
                "Evidence was added or changed after this snapshot was computed: the report shows the ledger as it was then. Run borderlog infer and make the report again for current answers.",
                style: .bold(8.5), colour: .breach)
        }

        flow.y += 14
        flow.subheading("Contents")
        for section in Section.allCases {
            let page = contents?[section]
            guard contents == nil || page != nil else { continue }
            canvas.text(section.rawValue, x: flow.left, y: flow.y, style: .body(9.5))
            canvas.text(page.map(String.init) ?? "", x: flow.right, y: flow.y, style: .body(9.5), alignment: .right)
            canvas.line(x1: flow.left, y1: flow.y + 14, x2: flow.right, y2: flow.y + 14, colour: .rule, width: 0.3, dash: [1, 2])
            flow.y += 18
        }
        flow.y += 12
        flow.paragraph(
            "BorderLog counts days from evidence the person supplied (photos, location history, calendars, their own record of stays "
                + "and corrections). The counts are a record, not legal advice; the method page says how each day was decided and what "
                + "each rule counts.",
            style: .body(8), colour: .muted)
    }
}
