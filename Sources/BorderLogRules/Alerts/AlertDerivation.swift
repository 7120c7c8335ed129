import BorderLogInference
import BorderLogModel

/// The events of `alerts check` on one day (docs/alerts.md, "Events"), from values only: no file, no clock.
public struct AlertDerivation: Sendable {
    /// Every event that holds on `inputs.on`, in the order they are listed and sent.
    public let events: [AlertEvent]
    /// Each eligibility rule's `earliestEligible` to compare the next check with: the one told in a move, or the
    /// first one seen.
    public let toldEarliest: [String: LocalDay]

    /// The days before a minimum rule's last start at which `needed` holds.
    public static let neededWithin = [30, 14, 7]
    /// How far `earliestEligible` must move to be told again.
    public static let eligibleMoveDays = 7
    /// Schengen days left below which `available` says when they come back.
    public static let availableBelow = 7
    /// `silent`: no point for this many days, after points on at least `silentActiveDays` of the `silentWindow` days
    /// before.
    public static let silentDays = 3
    public static let silentWindow = 7
    public static let silentActiveDays = 4

    public init(_ inputs: AlertInputs) {
        var events: [AlertEvent] = []
        for status in inputs.statuses where status.applies {
            events += Self.limitEvents(status, rule: inputs.rules.rule(status.rule), thresholds: inputs.thresholds)
        }
        events += Self.neededEvents(inputs)
        events += Self.planEvents(inputs)
        let (eligible, told) = Self.eligibleEvents(inputs)
        events += eligible
        events += Self.availableEvents(inputs)
        events += inputs.devices.sorted { $0.name < $1.name }.compactMap { Self.silentEvent($0, on: inputs.on) }
        self.events = events
        toldEarliest = told
    }

    // MARK: - Maximum rules

    /// `breach`, or `approaching` for each threshold the days left are at or below.
    static func limitEvents(_ status: RuleStatus, rule: Rule?, thresholds: [Int]) -> [AlertEvent] {
        guard let rule, let maxDays = status.maxDays, let remaining = status.remaining else { return [] }
        if case .firstDayOf = rule.period { return [] }
        if case .absenceRuns = rule.period { return [] }
        let period = rule.movesDaily ? "" : ":\(status.periodStart)"
        if status.level == .breach {
            var event = AlertEvent(
                id: "breach:\(status.rule)\(period)", kind: .breach, rule: status.rule, on: status.on,
                title: "\(status.name): over the limit of \(maxDays) days",
                text: AlertWording.breach(status))
            event.days = status.days
            event.maxDays = maxDays
            event.remaining = remaining
            event.periodStart = status.periodStart
            event.periodEnd = status.periodEnd
            return [event]
        }
        return thresholds.sorted(by: >).filter { remaining <= $0 }.map { threshold in
            var event = AlertEvent(
                id: "approaching:\(status.rule)\(period):\(threshold)", kind: .approaching, rule: status.rule, on: status.on,
                title: "\(status.name): \(AlertWording.days(remaining)) left",
                text: AlertWording.approaching(status, threshold: threshold))
            event.threshold = threshold
            event.days = status.days
            event.maxDays = maxDays
            event.remaining = remaining
            event.periodStart = status.periodStart
            event.periodEnd = status.periodEnd
            return event
        }
    }

    // MARK: - Minimum rules

    /// `needed` for each of 30, 14 and 7 days the last day to start is within.
    static func neededEvents(_ inputs: AlertInputs) -> [AlertEvent] {
        inputs.statuses.filter { $0.applies && $0.minDays != nil && $0.level == .below }.flatMap { status -> [AlertEvent] in
            guard let rule = inputs.rules.rule(status.rule), let zone = inputs.rules.zone(rule.zone) else { return [] }
            let forecast = ForecastReport(
                rule: rule.limits(for: inputs.profile.statuses, on: inputs.on), zone: zone, ledger: inputs.ledger, enter: inputs.on, exit: nil,
                length: nil, nationalities: inputs.profile.nationalities)
            guard let lastStart = forecast.lastStart, let needed = forecast.daysNeeded, let minDays = forecast.minDays, lastStart >= inputs.on,
                let periodStart = forecast.periodStart, let periodEnd = forecast.periodEnd
            else { return [] }
            let left = inputs.on.days(to: lastStart)
            return neededWithin.filter { left <= $0 }.map { within in
                var event = AlertEvent(
                    id: "needed:\(status.rule):\(periodStart):\(within)", kind: .needed, rule: status.rule, on: inputs.on,
                    title: "\(status.name): start by \(lastStart) to reach \(minDays) days",
                    text: AlertWording.needed(
                        name: status.name, rule: status.rule, minDays: minDays, needed: needed, lastStart: lastStart, period: (periodStart, periodEnd),
                        on: inputs.on))
                event.threshold = within
                event.days = status.days
                event.minDays = minDays
                event.daysNeeded = needed
                event.lastStart = lastStart
                event.periodStart = periodStart
                event.periodEnd = periodEnd
                return event
            }
        }
    }

    // MARK: - Plans

    /// `plan`: each saved plan not yet over that would breach a maximum rule turned on, with the other plans counted
    /// as planned (`report forecast --with-plans`). Keyed by the plan's content, so a changed plan is a new event.
    static func planEvents(_ inputs: AlertInputs) -> [AlertEvent] {
        var events: [AlertEvent] = []
        for plan in inputs.plans where plan.exit >= inputs.on {
            let others = inputs.plans.filter { $0 != plan }
            for rule in inputs.rules.enabledRules where rule.maxDays != nil {
                guard let zone = inputs.rules.zone(rule.zone), rule.exemption(for: inputs.profile.nationalities) == nil else { continue }
                if case .absenceRuns = rule.period { continue }
                if case .firstDayOf = rule.period { continue }
                let forecast = ForecastReport(
                    rule: rule.limits(for: inputs.profile.statuses, on: plan.entry), zone: zone, ledger: inputs.ledger, plans: others,
                    enter: plan.entry, exit: plan.exit, length: nil, nationalities: inputs.profile.nationalities)
                guard let firstBreach = forecast.firstBreach, let maxDays = forecast.maxDays else { continue }
                var event = AlertEvent(
                    id: "plan:\(rule.id):\(Self.identity(of: plan))", kind: .plan, rule: rule.id, on: inputs.on,
                    title: "\(rule.name): plan \(plan.entry)…\(plan.exit) would breach the limit on \(firstBreach)",
                    text: AlertWording.plan(plan, ruleName: rule.name, rule: rule.id, maxDays: maxDays, firstBreach: firstBreach, forecast: forecast))
                event.plan = plan.id
                event.planEntry = plan.entry
                event.planExit = plan.exit
                event.firstBreach = firstBreach
                event.maxDays = maxDays
                event.days = forecast.usedOnEntry
                events.append(event)
            }
        }
        return events
    }

    /// A plan's identity as a hash of what it says: its id, country, days and name.
    static func identity(of plan: Plan) -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(plan.id.map(String.init) ?? "")
        fingerprint.combine(plan.country.description)
        fingerprint.combine(plan.entry.description)
        fingerprint.combine(plan.exit.description)
        fingerprint.combine(plan.name ?? "")
        return fingerprint.hex
    }

    // MARK: - Eligibility

    /// `eligible` when met on the day, or when `earliestEligible` moved more than a week from the date last told.
    static func eligibleEvents(_ inputs: AlertInputs) -> ([AlertEvent], [String: LocalDay]) {
        var events: [AlertEvent] = []
        var told = inputs.toldEarliest
        for report in inputs.eligibility {
            if report.eligible {
                var event = AlertEvent(
                    id: "eligible:\(report.rule):met", kind: .eligible, rule: report.rule, on: report.on,
                    title: "\(report.name): eligible on \(report.on)", text: AlertWording.eligible(report))
                event.earliestEligible = report.on
                events.append(event)
                continue
            }
            guard let earliest = report.earliestEligible else { continue }
            guard let before = told[report.rule] else {
                told[report.rule] = earliest
                continue
            }
            guard abs(before.days(to: earliest)) > eligibleMoveDays else { continue }
            var event = AlertEvent(
                id: "eligible:\(report.rule):moved:\(before):\(earliest)", kind: .eligible, rule: report.rule, on: report.on,
                title: "\(report.name): earliest eligibility moved to \(earliest)",
                text: AlertWording.eligibleMoved(report, from: before, to: earliest))
            event.earliestEligible = earliest
            event.previousEarliestEligible = before
            events.append(event)
            told[report.rule] = earliest
        }
        return (events, told)
    }

    // MARK: - Schengen days back

    /// `available`: Schengen's days left are below 7 on the day; says from which date (staying outside until then)
    /// 7 or more are back, and how many. Keyed by the first day of the low spell, so one spell is told once.
    static func availableEvents(_ inputs: AlertInputs) -> [AlertEvent] {
        guard let rule = inputs.rules.rollingLimit(for: .schengen), rule.isEnabled, let zone = inputs.rules.zone(rule.zone),
            let status = inputs.statuses.first(where: { $0.rule == rule.id }), status.applies
        else { return [] }
        var past = inputs.ledger
        past.days.removeAll { $0.date > inputs.on }
        let counted = past.countedDays(for: rule, zone: zone)
        func left(_ day: LocalDay) -> Int { rule.remaining(after: rule.measure(counted, on: day)) ?? 0 }
        let today = left(inputs.on)
        guard today < availableBelow else { return [] }
        var since = inputs.on
        while inputs.on.days(to: since) > -RuleForecast.horizonDays, left(since.adding(days: -1)) < availableBelow { since = since.adding(days: -1) }
        guard let from = (1...RuleForecast.horizonDays).lazy.map({ inputs.on.adding(days: $0) }).first(where: { left($0) >= availableBelow }) else { return [] }
        let back = left(from)
        var event = AlertEvent(
            id: "available:\(rule.id):\(since)", kind: .available, rule: rule.id, on: inputs.on,
            title: "\(rule.name): \(back) days available again from \(from)",
            text: AlertWording.available(name: rule.name, rule: rule.id, remaining: today, from: from, back: back, maxDays: rule.maxDays ?? 0, on: inputs.on))
        event.remaining = today
        event.maxDays = rule.maxDays
        event.availableFrom = from
        event.availableDays = back
        return [event]
    }

    // MARK: - Devices

    /// `silent`: no point in the last three days (the day itself included) after points on most days of the week
    /// before. Keyed by the last day seen, so a device that comes back and falls silent again is told again.
    public static func silentEvent(_ device: DeviceActivity, on day: LocalDay) -> AlertEvent? {
        let quiet = DayRange(day.adding(days: -(silentDays - 1)), day)!
        guard !device.days.contains(where: quiet.contains) else { return nil }
        let window = DayRange(quiet.first.adding(days: -silentWindow), quiet.first.adding(days: -1))!
        let active = device.days.filter(window.contains)
        guard active.count >= silentActiveDays, let lastSeen = active.max() else { return nil }
        var event = AlertEvent(
            id: "silent:\(DeviceActivity.sourcePrefix)\(device.name):\(lastSeen)", kind: .silent, rule: nil, on: day,
            title: "Device \(device.name) has sent nothing since \(lastSeen)",
            text: AlertWording.silent(device: device.name, lastSeen: lastSeen, activeDays: active.count, window: window, on: day))
        event.device = device.name
        event.lastSeen = lastSeen
        event.days = active.count
        return event
    }
}

extension Rule {
    /// A window that moves with the day has no period to key its events by: they are keyed by the rule alone, and told
    /// again only after they stopped holding.
    var movesDaily: Bool {
        switch period {
        case .rolling, .rollingMonths, .anyTwelveMonths, .longestStay: true
        default: false
        }
    }
}
