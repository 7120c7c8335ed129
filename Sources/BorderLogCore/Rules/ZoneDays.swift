/// The set of days that count for one zone, with fast counts over any window.
public struct ZoneDays: Sendable, Equatable {
    /// Day ordinals, sorted and unique.
    private let ordinals: [Int]

    public init(_ days: some Sequence<LocalDay>) {
        ordinals = Array(Set(days.map(\.ordinal))).sorted()
    }

    public var isEmpty: Bool { ordinals.isEmpty }
    public var count: Int { ordinals.count }
    public var last: LocalDay? { ordinals.last.map(LocalDay.init(ordinal:)) }

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
