/// What a planned stay does to a zone's rolling limit (`report forecast`).
public struct ForecastReport: Sendable, Equatable, Codable {
    public let zone: String
    public let zoneName: String
    public let enter: LocalDay
    @Nullable public var exit: LocalDay?
    @Nullable public var length: Int?
    @Nullable public var addedDays: Int?
    @Nullable public var firstBreach: LocalDay?
    public let maxStay: Int
    /// Last day of the longest allowed stay from `enter`; nil when no stay is allowed.
    @Nullable public var latestExit: LocalDay?
    @Nullable public var earliestEntry: LocalDay?
    public let usedOnEntry: Int

    public init(zone: Zone, limit: RollingLimit, ledger: Ledger, enter: LocalDay, exit: LocalDay?, length: Int?) {
        let history = ledger.zoneDays(zone)
        let lastDay = exit ?? length.map { enter.adding(days: $0 - 1) }
        let forecast = limit.forecast(history: history, enter: enter, exit: lastDay, length: length)
        self.zone = zone.id
        zoneName = zone.name
        self.enter = enter
        self.exit = lastDay
        self.length = lastDay.map { enter.days(to: $0) + 1 }
        addedDays = forecast.addedDays
        firstBreach = forecast.firstBreach
        maxStay = forecast.maxStay
        latestExit = maxStay > 0 ? enter.adding(days: maxStay - 1) : nil
        earliestEntry = forecast.earliestEntry
        usedOnEntry = limit.status(of: history, on: enter.adding(days: -1)).used
    }

    public var text: String {
        var lines: [String] = []
        if let exit, let length, let addedDays {
            lines.append("Planned stay in the \(zoneName), \(enter)…\(exit) (\(length) day\(length == 1 ? "" : "s")) adds \(addedDays) new zone day\(addedDays == 1 ? "" : "s").")
            lines.append(firstBreach.map { "It breaches the limit on \($0)." } ?? "It stays within the limit.")
        }
        if let latestExit {
            lines.append("Longest stay entering \(enter): \(maxStay) day\(maxStay == 1 ? "" : "s"), leaving by \(latestExit).")
        } else {
            lines.append("No stay is possible entering \(enter): the limit is already reached.")
        }
        if let length {
            lines.append(earliestEntry.map { "Earliest entry for \(length) days: \($0)." } ?? "No entry allows a \(length)-day stay.")
        }
        return lines.joined(separator: "\n")
    }
}
