import BorderLogModel

/// Checks a set of stays for overlaps (errors) and uncovered gaps (warnings).
public enum StayValidator {
    /// A stay with a human label saying where it came from ("stays.csv:4", "stay #12").
    public struct Labeled: Sendable {
        public let stay: Stay
        public let label: String
        public let line: Int?

        public init(stay: Stay, label: String, line: Int? = nil) {
            self.stay = stay
            self.label = label
            self.line = line
        }
    }

    /// Every pair of overlapping stays where at least one is new, reported at the new stay's line.
    public static func overlaps(new: [Labeled], existing: [Labeled], path: String) -> [InputIssue] {
        let all = (new.map { ($0, true) } + existing.map { ($0, false) }).sorted { $0.0.stay.entry < $1.0.stay.entry }
        var issues: [InputIssue] = []
        for (index, (first, firstIsNew)) in all.enumerated() {
            for (second, secondIsNew) in all[(index + 1)...] {
                if let exit = first.stay.exit, second.stay.entry > exit { break }
                guard firstIsNew || secondIsNew, first.stay.overlaps(second.stay) else { continue }
                let (reported, other) = secondIsNew ? (second, first) : (first, second)
                issues.append(InputIssue(
                    path: path, line: reported.line,
                    message: "stay \(reported.stay.rangeDescription) overlaps \(other.stay.rangeDescription) (\(other.label)); "
                        + "stays may share only a border-crossing day — fix the dates, split the stay, or pass --allow-overlap"))
            }
        }
        return issues.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// Runs of days between the first entry and the last exit that no stay covers.
    public static func gaps(in stays: [Stay]) -> [DayRange] {
        var gaps: [DayRange] = []
        var coveredThrough: LocalDay?
        for stay in stays.sorted(by: { $0.entry < $1.entry }) {
            if let end = coveredThrough, let gap = DayRange(end.adding(days: 1), stay.entry.adding(days: -1)) {
                gaps.append(gap)
            }
            guard let exit = stay.exit else { return gaps }
            coveredThrough = max(coveredThrough ?? exit, exit)
        }
        return gaps
    }
}
