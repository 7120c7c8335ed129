import Synchronization

/// What a location point says besides place and time (`format`, `element`, `source`, `activity`).
///
/// An export has a handful of distinct details, so points carry an index into one process-wide table
/// rather than a dictionary: millions of points cross from the reading thread to the worker, and a
/// dictionary shared by all of them would have its reference count bounce between the two cores.
/// Past `LocationDetail.tableLimit` distinct details (never seen in a real export) they are kept inline.
public struct LocationDetail: Sendable, Equatable {
    private enum Storage: Sendable {
        case interned(UInt32)
        case inline([String: String])
    }

    private let storage: Storage

    static let tableLimit = 4_096

    /// The detail with these fields; equal fields give equal details.
    public init(_ fields: [String: String]) {
        storage = table.withLock { state in
            if let index = state.indices[fields] { return .interned(index) }
            guard state.fields.count < Self.tableLimit else { return .inline(fields) }
            let index = UInt32(state.fields.count)
            state.fields.append(fields)
            state.indices[fields] = index
            return .interned(index)
        }
    }

    public static let none = LocationDetail([:])

    public var fields: [String: String] {
        switch storage {
        case .interned(let index): table.withLock { $0.fields[Int(index)] }
        case .inline(let fields): fields
        }
    }

    public static func == (lhs: LocationDetail, rhs: LocationDetail) -> Bool {
        if case .interned(let a) = lhs.storage, case .interned(let b) = rhs.storage { return a == b }
        return lhs.fields == rhs.fields
    }
}

private struct DetailTable: ~Copyable {
    var fields: [[String: String]] = []
    var indices: [[String: String]: UInt32] = [:]
}

private let table = Mutex(DetailTable())
