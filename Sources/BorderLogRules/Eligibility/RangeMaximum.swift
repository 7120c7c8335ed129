/// The largest of any stretch of values in constant time (a sparse table): for the worst twelve months or the longest
/// absence of each of the thousands of dates an earliest-date search tries.
struct RangeMaximum: Sendable {
    private let values: [Int]
    /// `levels[k][i]`: the index of the largest value in `i ..< i + 2^k`, the later one on ties.
    private let levels: [[Int]]

    init(_ values: [Int]) {
        self.values = values
        var levels = [Array(values.indices)]
        var width = 1
        while width * 2 <= values.count {
            let previous = levels.last!
            levels.append((0...(values.count - width * 2)).map { start in
                RangeMaximum.later(previous[start], previous[start + width], in: values)
            })
            width *= 2
        }
        self.levels = levels
    }

    /// The index of the largest value in `range` (the latest of equal ones); `range` must not be empty.
    func index(in range: ClosedRange<Int>) -> Int {
        let length = range.count
        var level = 0
        while 1 << (level + 1) <= length { level += 1 }
        return RangeMaximum.later(levels[level][range.lowerBound], levels[level][range.upperBound - (1 << level) + 1], in: values)
    }

    private static func later(_ a: Int, _ b: Int, in values: [Int]) -> Int {
        values[a] > values[b] ? a : values[b] > values[a] ? b : max(a, b)
    }
}
