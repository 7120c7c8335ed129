import ArgumentParser
import BorderLogAlerts
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Foundation

struct AlertsCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the alert events that hold, send what is new through every channel, and remember it.",
        discussion: """
            Run by pipelines/nightly.sh after infer. The events come from the same answers as `report rules`, \
            `report forecast --with-plans` and `report eligibility`. Exit status 1 when a channel failed (it is tried \
            again at the next check) or alerts.json is malformed (named by line and field).
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var evaluation: EvaluationDayOptions

    @Flag(help: "Show what would be sent; send nothing and remember nothing.")
    var dryRun = false

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let settings = try global.alertSettings()
        let options = AlertCheckOptions(on: evaluation.day, settings: settings, dryRun: dryRun)
        let delivery = ChannelDelivery(environment: ProcessEnvironment.current)
        let (context, _) = global.context()
        let summary: AlertCheckSummary
        do {
            summary = try check(options, delivery: delivery, context: context)
        } catch StoreError.noSnapshot {
            // A new store: nothing to warn about until the first infer.
            Console.err("alerts: no ledger yet (run `borderlog infer`); nothing to check")
            return
        }
        try output.write(summary, lines: Self.lines)
        if summary.events.isEmpty, !output.isJSON { Console.err("alerts: nothing holds on \(summary.on)") }
        if settings.channels.isEmpty, !summary.events.isEmpty {
            Console.err("alerts: no channel in \((try global.alertsFile()).path): nothing was sent (`borderlog init` writes a commented alerts.example.json beside it to start from)")
        }
        if summary.failures > 0 {
            Console.err("alerts: \(summary.failures) deliver\(summary.failures == 1 ? "y" : "ies") failed; it is tried again at the next check")
            throw ExitCode(1)
        }
    }

    /// The check itself: read-only for a dry run, else under the store's lock.
    private func check(_ options: AlertCheckOptions, delivery: ChannelDelivery, context: StageContext) throws -> AlertCheckSummary {
        let summary: AlertCheckSummary
        if dryRun {
            let store = try global.openForReading()
            summary = try Stages.checkAlerts(options, view: try global.ledgerView(), store: store, delivery: delivery, context: context)
        } else {
            let locked = try global.openForWriting(.alertsCheck)
            let view = try LedgerView(store: locked.store, rules: try global.ruleBook(), profile: try global.profile())
            if let warning = view.staleWarning { Console.err(warning) }
            summary = try Stages.checkAlerts(options, view: view, store: locked.store, delivery: delivery, context: context)
        }
        return summary
    }

    /// One line an event that holds, then one a delivery.
    static func lines(_ summary: AlertCheckSummary) -> [String] {
        let events = summary.events.map { "\($0.kind.rawValue)\t\($0.rule ?? $0.device ?? "")\t\($0.title)" }
        let deliveries = summary.deliveries.map { delivery in
            let outcome = delivery.outcome?.rawValue ?? "would send"
            return "\(outcome)\t\(delivery.channel)\t\(delivery.event)\(delivery.error.map { "\t\($0)" } ?? "")"
        }
        return events + deliveries
    }
}
