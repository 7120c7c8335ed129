import ArgumentParser
import BorderLogModel
import BorderLogPDF
import BorderLogStages
import Foundation

struct PDFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf",
        abstract: "Write the audit report as a PDF for an adviser: cover, method, summary, days per country, trips, calendars, daily log, unknown days, overrides.",
        discussion: """
            Without --from and --to it covers the whole latest snapshot. Every page carries the input fingerprint: the SHA-256 \
            over the ledger's chain head and the rule set (see README). The fonts (DejaVu Sans and Sans Mono, Debian's \
            fonts-dejavu-core) are embedded. The file is written whole or not at all; a broken snapshot hash chain is refused.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The file to write (replaced whole, never half-written).")
    var out: String

    @OptionGroup var range: DayRangeOptions


    mutating func run() throws {
        try AuditReport.checkFonts()
        let store = try global.openForReading()
        let view = try global.ledgerView()
        let inputs = try Stages.auditInputs(view, store: store)
        let data = try Stages.reportData(view, store: store, from: range.from, to: range.to)
        let started = Date()
        let pdf = try AuditReport(data, inputs: inputs, version: BorderLogVersion.current).render()
        try ReportFile.write(pdf, to: out)
        let days = data.ledger.days.count
        Console.err("""
            report pdf: \(out), \(days) day\(days == 1 ? "" : "s")\(data.range.map { " (\($0.first)…\($0.last))" } ?? ""), \
            \(pdf.count / 1024) KB in \(String(format: "%.2f", Date().timeIntervalSince(started))) s; input fingerprint \(inputs.fingerprint)
            """)
    }
}
