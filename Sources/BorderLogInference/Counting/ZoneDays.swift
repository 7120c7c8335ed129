import BorderLogModel

/// The set of days that count for one zone, with fast counts over any window.
public struct ZoneDays: Sendable, Equatable {
    /// Day ordinals, sorted and unique.
    private let ordinals: [Int]

    public init(_ days: some Sequence<LocalDay>) {
        ordinals = Array(Set(days.map(\.ordinal))).sorted()
    }

    private init(sortedOrdinals: [Int]) {
        ordinals = sortedOrdinals
    }

    public var isEmpty: Bool { ordinals.isEmpty }
    public var count: Int { ordinals.count }
    public var first: LocalDay? { ordinals.first.map(LocalDay.init(ordinal:)) }
    public var last: LocalDay? { ordinals.last.map(LocalDay.init(ordinal:)) }

    /// These days and `days` (planned days added to history, say).
    public func union(_ days: some Sequence<LocalDay>) -> ZoneDays {
        let added = Set(days.map(\.ordinal)).subtracting(ordinals)
        return added.isEmpty ? self : ZoneDays(sortedOrdinals: (ordinals + added).sorted())
    }

    /// Runs of days up to `last` in which at most `maxGap` consecutive days away separate a day from the one before
    /// (14 days away join two stays under a `maxGap` of 14, 15 do not; consecutive days always join), as first…last
    /// ranges in order.
    public func stays(maxGap: Int, through last: LocalDay) -> [DayRange] {
        let end = lowerBound(last.ordinal + 1)
        guard end > 0 else { return [] }
        var stays: [DayRange] = []
        var start = ordinals[0]
        for index in 1..<max(end, 1) where ordinals[index] - ordinals[index - 1] - 1 > maxGap {
            stays.append(DayRange(LocalDay(ordinal: start), LocalDay(ordinal: ordinals[index - 1]))!)
            start = ordinals[index]
        }
        stays.append(DayRange(LocalDay(ordinal: start), LocalDay(ordinal: ordinals[end - 1]))!)
        return stays
    }

    public func contains(_ day: LocalDay) -> Bool {
        let index = lowerBound(day.ordinal)
        return index < ordinals.count && ordinals[index] == day.ordinal
    }

    /// Zone days within `range`, both ends included.
    public func count(in range: DayRange) -> Int {
        lowerBound(range.last.ordinal + 1) - lowerBound(range.first.ordinal)
    }

    /// Zone days in `range`, in order.
    public func days(in range: DayRange) -> [LocalDay] {
        ordinals[lowerBound(range.first.ordinal)..<lowerBound(range.last.ordinal + 1)].map(LocalDay.init(ordinal:))
    }

    private func lowerBound(_ ordinal: Int) -> Int {
        var low = 0, high = ordinals.count
        while low < high {
            let mid = (low + high) / 2
            if ordinals[mid] < ordinal { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
