import Foundation

/// One small JSON record (a timeline segment, a feature), built from parser events.
/// Objects keep their members in order as pairs: records are small, so lookups stay cheap.
enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Follows a path of keys: `value["duration", "startTimestamp"]`.
    subscript(path: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in path { current = current?[key] }
        return current
    }

    var string: String? { if case let .string(text) = self { text } else { nil } }
    var array: [JSONValue]? { if case let .array(items) = self { items } else { nil } }
    var keys: [String] { if case let .object(members) = self { members.map(\.key) } else { [] } }

    /// A number, or a string holding one (exports write both: `"accuracy": "10"`).
    var double: Double? {
        switch self {
        case let .number(value): value
        case let .string(text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }
}

/// Builds a `JSONValue` for each record of a streamed document, one at a time.
///
/// A record is an element of the top-level array, or an element of an array under a top-level
/// key (`locations[]`, `timelineObjects[]`, `features[]`), or any other top-level member value.
/// Records over `nodeLimit` values are skipped and reported, so memory stays bounded.
final class JSONRecordCollector: JSONEventHandler {
    enum Position: Equatable {
        /// Element `index` of the array under `key` (nil key: the top-level array).
        case element(key: String?, index: Int)
        /// The value of a top-level member that is not an array.
        case member(key: String)
    }

    /// A container being filled; a class so appends happen in place.
    private final class Builder {
        let isArray: Bool
        var members: [(key: String, value: JSONValue)] = []
        var items: [JSONValue] = []
        var pendingKey = ""
        init(isArray: Bool) { self.isArray = isArray }
        var value: JSONValue { isArray ? .array(items) : .object(members) }
        func add(_ value: JSONValue) {
            if isArray { items.append(value) } else { members.append((pendingKey, value)) }
        }
    }

    var nodeLimit = 2_000_000
    private let onRecord: (Position, JSONValue) -> Void
    private let onOversized: (Position) -> Void
    private var depth = 0
    private var rootIsArray = false
    private var inTopArray = false
    private var topArrayDepth = 0
    private var topKey = ""
    private var index = 0
    private var stack: [Builder] = []
    private var nodes = 0
    private var skipping = false
    private var recordDepth = 0
    private var recordPosition = Position.member(key: "")
    /// The top-level keys seen, to name an unknown structure in an error.
    private(set) var rootKeys: [String] = []
    private(set) var sawRoot = false

    init(onRecord: @escaping (Position, JSONValue) -> Void, onOversized: @escaping (Position) -> Void) {
        self.onRecord = onRecord
        self.onOversized = onOversized
    }

    private func isRecordLevel(_ level: Int) -> Bool {
        rootIsArray ? level == 1 : (level == 1 || (level == 2 && inTopArray))
    }

    private func position(_ level: Int) -> Position {
        if rootIsArray { return .element(key: nil, index: index) }
        if level == 2 && inTopArray { return .element(key: topKey, index: index) }
        return .member(key: topKey)
    }

    private func emit(_ value: JSONValue) {
        onRecord(recordPosition, value)
        if case .element = recordPosition { index += 1 }
    }

    private func add(_ value: JSONValue) {
        if let parent = stack.last { parent.add(value) } else { emit(value) }
    }

    private func oversize() {
        onOversized(recordPosition)
        stack.removeAll()
        skipping = true
    }

    private func open(isArray: Bool) {
        if depth == 0 {
            rootIsArray = isArray
            sawRoot = true
            depth = 1
            return
        }
        let level = depth
        depth += 1
        if skipping { return }
        if stack.isEmpty {
            if !rootIsArray, level == 1, isArray {
                inTopArray = true
                topArrayDepth = depth
                index = 0
                return
            }
            guard isRecordLevel(level) else { return }
            recordPosition = position(level)
            recordDepth = depth
            nodes = 0
        }
        nodes += 1
        if nodes > nodeLimit { return oversize() }
        stack.append(Builder(isArray: isArray))
    }

    private func close() {
        let closing = depth
        depth -= 1
        if skipping {
            if closing == recordDepth {
                skipping = false
                if case .element = recordPosition { index += 1 }
            }
            return
        }
        guard let builder = stack.popLast() else {
            if inTopArray, closing == topArrayDepth { inTopArray = false }
            return
        }
        add(builder.value)
    }

    private func scalar(_ value: @autoclosure () -> JSONValue) {
        if depth == 0 || skipping { return }
        if stack.isEmpty {
            guard isRecordLevel(depth) else { return }
            recordPosition = position(depth)
            nodes = 0
        }
        nodes += 1
        if nodes > nodeLimit { return oversize() }
        add(value())
    }

    override func startObject() { open(isArray: false) }
    override func endObject() { close() }
    override func startArray() { open(isArray: true) }
    override func endArray() { close() }

    override func key(_ bytes: UnsafeRawBufferPointer) {
        if depth == 1, !rootIsArray {
            topKey = String(decoding: bytes, as: UTF8.self)
            if rootKeys.count < 12 { rootKeys.append(topKey) }
            return
        }
        guard !skipping, let builder = stack.last else { return }
        builder.pendingKey = String(decoding: bytes, as: UTF8.self)
    }

    override func string(_ bytes: UnsafeRawBufferPointer) { scalar(.string(String(decoding: bytes, as: UTF8.self))) }
    override func number(_ bytes: UnsafeRawBufferPointer) { scalar(.number(JSONNumber.parse(bytes) ?? .nan)) }
    override func bool(_ value: Bool) { scalar(.bool(value)) }
    override func null() { scalar(.null) }
}

/// Number text to `Double` without allocating a `String` for every value.
enum JSONNumber {
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        guard bytes.count > 0, bytes.count < 64 else { return nil }
        // Plain integers (E7 coordinates, epochs) are exact and common: no strtod.
        var value: Int64 = 0, negative = false, i = 0
        if bytes[0] == UInt8(ascii: "-") { negative = true; i = 1 }
        var integer = i < bytes.count && bytes.count - i <= 18
        while integer, i < bytes.count {
            let byte = bytes[i]
            if byte < 0x30 || byte > 0x39 { integer = false; break }
            value = value * 10 + Int64(byte - 0x30)
            i += 1
        }
        if integer { return Double(negative ? -value : value) }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            for (k, byte) in bytes.enumerated() { buffer[k] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let result = strtod(buffer.baseAddress!, &end)
            return end == buffer.baseAddress! + bytes.count ? result : nil
        }
    }
}
