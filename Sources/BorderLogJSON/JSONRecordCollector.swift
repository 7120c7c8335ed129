import Foundation

/// Builds a `JSONValue` for each record of a streamed document, one at a time.
///
/// A record is an element of the top-level array, or an element of an array under a top-level
/// key (`locations[]`, `timelineObjects[]`, `features[]`), or any other top-level member value.
/// Records over `nodeLimit` values are skipped and reported, so memory stays bounded.
public final class JSONRecordCollector: JSONEventHandler {
    public enum Position: Equatable {
        /// Element `index` of the array under `key` (nil key: the top-level array).
        case element(key: String?, index: Int)
        /// The value of a top-level member that is not an array.
        case member(key: String)
    }

    public var nodeLimit = 2_000_000
    private let onRecord: (Position, JSONValue) -> Void
    private let onOversized: (Position) -> Void
    private var depth = 0
    private var rootIsArray = false
    private var inTopArray = false
    private var topArrayDepth = 0
    private var topKey = ""
    private var index = 0
    private var stack: [JSONContainerBuilder] = []
    private var nodes = 0
    private var skipping = false
    private var recordDepth = 0
    private var recordPosition = Position.member(key: "")
    /// The top-level keys seen, to name an unknown structure in an error.
    public private(set) var rootKeys: [String] = []
    public private(set) var sawRoot = false

    public init(onRecord: @escaping (Position, JSONValue) -> Void, onOversized: @escaping (Position) -> Void) {
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
        stack.append(JSONContainerBuilder(isArray: isArray))
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

    public override func startObject() { open(isArray: false) }
    public override func endObject() { close() }
    public override func startArray() { open(isArray: true) }
    public override func endArray() { close() }

    public override func key(_ bytes: UnsafeRawBufferPointer) {
        if depth == 1, !rootIsArray {
            topKey = String(decoding: bytes, as: UTF8.self)
            if rootKeys.count < 12 { rootKeys.append(topKey) }
            return
        }
        guard !skipping, let builder = stack.last else { return }
        builder.pendingKey = String(decoding: bytes, as: UTF8.self)
    }

    public override func string(_ bytes: UnsafeRawBufferPointer) { scalar(.string(String(decoding: bytes, as: UTF8.self))) }
    public override func number(_ bytes: UnsafeRawBufferPointer) { scalar(.number(JSONNumber.parse(bytes) ?? .nan)) }
    public override func bool(_ value: Bool) { scalar(.bool(value)) }
    public override func null() { scalar(.null) }
}
