extension PresenceArea {
    /// The area a crossing opens or closes: the Schengen Area when its country is a member on its date (there are no
    /// checks between members, so a record knows only that the person was inside), else the country itself; `schengen`
    /// is the zone whose dated membership decides (nil: every area is a country).
    public init(_ crossing: Crossing, schengen: Zone?) {
        if let schengen, schengen.contains(crossing.country, on: crossing.date) {
            self = .zone(schengen.id)
        } else {
            self = .country(crossing.country)
        }
    }
}

/// A stretch the record puts a person inside one area: from an entry to the next exit from that area, both days
/// included. `exit` is nil while the entry is still open; `entry` is nil when the record begins with the exit (it
/// may start mid-trip).
public struct CrossingInterval: Sendable, Equatable {
    public var area: PresenceArea
    public var entry: Crossing?
    public var exit: Crossing?

    /// The days inside, an open entry running to `openEnd`; nil when the interval has no entry or ends before it starts.
    public func days(openEnd: LocalDay) -> DayRange? {
        guard let entry else { return nil }
        return DayRange(entry.date, exit?.date ?? openEnd)
    }

    /// The record's intervals, area by area, in date order. Within one area an entry stays open through further
    /// entries (a stamp at each internal border) until the next exit; an exit with no entry before it (the record may
    /// start mid-trip) is an interval of its own without an entry. Records carry no times, so on a day with both an
    /// entry and an exit in one area, an open stay is left first (out and back), else entered first (in and out).
    public static func intervals(of crossings: [Crossing], schengen: Zone?) -> [CrossingInterval] {
        var open: [PresenceArea: Crossing] = [:]
        var intervals: [CrossingInterval] = []
        let byDay = Dictionary(grouping: crossings, by: \.date)
        for date in byDay.keys.sorted() {
            let day = byDay[date]!.map { (crossing: $0, area: PresenceArea($0, schengen: schengen)) }
            let wasOpen = Set(open.keys)
            let ordered = day.sorted { first, second in
                func rank(_ item: (crossing: Crossing, area: PresenceArea)) -> Int {
                    switch item.crossing.direction {
                    case .exit: wasOpen.contains(item.area) ? 0 : 2
                    case .entry: 1
                    }
                }
                return (rank(first), first.area.description) < (rank(second), second.area.description)
            }
            for (crossing, area) in ordered {
                switch crossing.direction {
                case .entry:
                    if open[area] == nil { open[area] = crossing }
                case .exit:
                    intervals.append(CrossingInterval(area: area, entry: open.removeValue(forKey: area), exit: crossing))
                }
            }
        }
        intervals += open.map { CrossingInterval(area: $0.key, entry: $0.value, exit: nil) }
        return intervals.sorted { ($0.start, $0.area.description) < ($1.start, $1.area.description) }
    }

    /// The first day the interval speaks of: its entry's, else its exit's.
    public var start: LocalDay { entry?.date ?? exit!.date }
}
