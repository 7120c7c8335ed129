import BorderLogFiles
import Foundation

/// A small JSON document read whole into one `JSONValue` (a Wallet pass's `pass.json`, a logbook's JSON export),
/// through the streaming parser: its depth limit holds, and so does a limit on how many values the document may hold,
/// so a hostile file costs bounded memory. A UTF-8 byte-order mark before the document is skipped.
public enum JSONDocument {
    /// The document holds more values (scalars, arrays and objects) than the caller allows.
    public struct TooLarge: Error, CustomStringConvertible {
        public let maximumValues: Int
        public var description: String { "it holds more than \(maximumValues) values" }
    }

    /// The document's value. Throws `JSONEventParser.SyntaxError` (not JSON, or truncated), `JSONEventParser.NestingError`
    /// or `TooLarge`.
    public static func parse(_ data: Data, maximumValues: Int) throws -> JSONValue {
        let builder = Builder(maximumValues: maximumValues)
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        try JSONEventParser(handler: builder).parse(DataStream(bytes))
        if builder.overflowed { throw TooLarge(maximumValues: maximumValues) }
        // yajl refuses an empty document itself (a premature end); this does not lean on it.
        guard let root = builder.root else {
            throw JSONEventParser.SyntaxError(message: "the document holds no value", byteOffset: Int64(bytes.count))
        }
        return root
    }

    /// Builds the tree from the parser's events, counting values; past the limit it keeps nothing.
    private final class Builder: JSONEventHandler {
        let maximumValues: Int
        private(set) var root: JSONValue?
        private(set) var overflowed = false
        private var stack: [JSONContainerBuilder] = []
        private var values = 0

        init(maximumValues: Int) { self.maximumValues = maximumValues }

        /// Counts one value; false once the document holds too many.
        private func counted() -> Bool {
            guard !overflowed else { return false }
            values += 1
            guard values <= maximumValues else {
                overflowed = true
                stack.removeAll()
                return false
            }
            return true
        }

        private func add(_ value: JSONValue) {
            if let parent = stack.last { parent.add(value) } else { root = value }
        }

        private func open(isArray: Bool) {
            if counted() { stack.append(JSONContainerBuilder(isArray: isArray)) }
        }

        private func close() {
            if let builder = stack.popLast() { add(builder.value) }
        }

        private func scalar(_ value: @autoclosure () -> JSONValue) {
            if counted() { add(value()) }
        }

        override func startObject() { open(isArray: false) }
        override func endObject() { close() }
        override func startArray() { open(isArray: true) }
        override func endArray() { close() }
        override func key(_ bytes: UnsafeRawBufferPointer) {
            stack.last?.pendingKey = String(decoding: bytes, as: UTF8.self)
        }
        override func string(_ bytes: UnsafeRawBufferPointer) { scalar(.string(String(decoding: bytes, as: UTF8.self))) }
        override func number(_ bytes: UnsafeRawBufferPointer) { scalar(.number(JSONNumber.parse(bytes) ?? .nan)) }
        override func bool(_ value: Bool) { scalar(.bool(value)) }
        override func null() { scalar(.null) }
    }

    /// Bytes of a `Data` handed to the parser block by block, without a copy.
    private final class DataStream: ByteStream {
        private var rest: Data.SubSequence

        init(_ bytes: Data.SubSequence) { rest = bytes }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let count = min(buffer.count, rest.count)
            guard count > 0 else { return 0 }
            rest.prefix(count).withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: count) }
            rest = rest.dropFirst(count)
            return count
        }
    }
}
