import BorderLogModel

/// The words of every alert: each names the rule (its name and id), states its numbers and dates, and ends with
/// `disclaimer`. No text holds a place finer than a country or zone.
enum AlertWording {
    /// The last sentence of every message.
    static let disclaimer = "These are BorderLog's counts from your own evidence, not legal advice; check with the authority or an adviser before you rely on them."

    static func days(_ count: Int) -> String { "\(count) day\(count == 1 ? "" : "s")" }

    private static func named(_ name: String, _ rule: String) -> String { "\(name) (\(rule))" }

    private static func message(_ sentences: String...) -> String {
        (sentences + [disclaimer]).joined(separator: "\n\n")
    }

    static func breach(_ status: RuleStatus) -> String {
        message(
            "\(named(status.name, status.rule)): \(days(status.days)) counted in \(status.periodStart)…\(status.periodEnd), over the limit of \(status.maxDays ?? 0) days, on \(status.on).",
            "Every further day there adds to the breach. `borderlog report rules --on \(status.on)` shows the count, `borderlog explain` each day behind it.")
    }

    static func approaching(_ status: RuleStatus, threshold: Int) -> String {
        message(
            "\(named(status.name, status.rule)): \(days(status.remaining ?? 0)) left of \(status.maxDays ?? 0) on \(status.on) (\(days(status.days)) counted in \(status.periodStart)…\(status.periodEnd)); at or below your warning at \(days(threshold)) left.",
            "`borderlog report forecast --rule \(status.rule) --enter DATE` shows how long a next stay may be.")
    }

    static func needed(name: String, rule: String, minDays: Int, needed: Int, lastStart: LocalDay, period: (LocalDay, LocalDay), on: LocalDay) -> String {
        let left = on.days(to: lastStart)
        return message(
            "\(named(name, rule)): \(days(needed)) still needed to reach the minimum of \(minDays) in \(period.0)…\(period.1).",
            "Being there every day from \(lastStart) on (in \(days(left)), counted from \(on)) is the last start that still reaches it.")
    }

    static func plan(_ plan: Plan, ruleName: String, rule: String, maxDays: Int, firstBreach: LocalDay, forecast: ForecastReport) -> String {
        let latest = forecast.latestExit.map { " The longest stay from \(plan.entry) keeps within it by leaving on \($0)." } ?? ""
        return message(
            "\(named(ruleName, rule)): the saved plan \(plan.text)\(plan.id.map { " (plan \($0))" } ?? "") would go over the limit of \(maxDays) days on \(firstBreach), with your other plans counted as planned.\(latest)",
            "`borderlog report forecast --rule \(rule) --enter \(plan.entry) --exit \(plan.exit) --with-plans` shows the forecast.")
    }

    static func eligible(_ report: EligibilityReport) -> String {
        message("\(named(report.name, report.rule)): every condition is met on \(report.on), by the days counted.", "`borderlog report eligibility \(report.rule) --on \(report.on)` lists the conditions.")
    }

    static func eligibleMoved(_ report: EligibilityReport, from: LocalDay, to: LocalDay) -> String {
        let later = from.days(to: to)
        return message(
            "\(named(report.name, report.rule)): the earliest date you are eligible moved from \(from) to \(to) (\(days(abs(later))) \(later > 0 ? "later" : "earlier")), as counted on \(report.on).",
            "`borderlog report eligibility \(report.rule) --on \(report.on)` shows the condition that holds it\(report.binding.map { " (now \($0))" } ?? "").")
    }

    static func available(name: String, rule: String, remaining: Int, from: LocalDay, back: Int, maxDays: Int, on: LocalDay) -> String {
        message(
            "\(named(name, rule)): \(days(remaining)) of \(maxDays) left on \(on).",
            "Staying outside from \(on.adding(days: 1)), \(days(back)) are available again from \(from), as earlier days leave the window.")
    }

    static func silent(device: String, lastSeen: LocalDay, activeDays: Int, window: DayRange, on: LocalDay) -> String {
        message(
            "The device \(device) sent points on \(activeDays) of the \(window.count) days \(window.first)…\(window.last), and none since \(lastSeen) (checked on \(on)).",
            "Evidence is missing while it is silent: days without evidence count neither way in every rule. Check the phone's tracking app (`borderlog devices list`).")
    }
}
