import BorderLogFiles
import CYajl
import Foundation

/// Receives the events of a streaming JSON parse; readers subclass it and override what they need.
/// A class rather than a protocol: the C callbacks then dispatch through a vtable without
/// retaining an existential for each of the millions of events. Buffers are valid only during the call.
open class JSONEventHandler {
    public init() {}
    open func startObject() {}
    open func key(_ bytes: UnsafeRawBufferPointer) {}
    open func endObject() {}
    open func startArray() {}
    open func endArray() {}
    open func string(_ bytes: UnsafeRawBufferPointer) {}
    /// The number's text exactly as written, so E7 integers and millisecond epochs stay exact.
    open func number(_ bytes: UnsafeRawBufferPointer) {}
    open func bool(_ value: Bool) {}
    open func null() {}
}

/// A streaming JSON parse over yajl: constant memory whatever the size of the input.
///
/// The only file that imports CYajl; Swift events come out, C types stay here.
public final class JSONEventParser {
    public struct SyntaxError: Error, CustomStringConvertible {
        public let message: String
        public let byteOffset: Int64
        public var description: String { "JSON syntax error near byte \(byteOffset): \(message)" }
    }

    /// Arrays and objects nest at most this deep; a document nested deeper is not read further. Exports nest a
    /// dozen levels at most. The records built from events (`JSONValue`) are trees that are built, compared and
    /// freed by recursion, one stack frame per level, so a file of `[[[[…` hundreds of thousands deep would
    /// overflow the stack and kill the whole import.
    public static let maximumDepth = 512

    /// The document nests arrays and objects deeper than `maximumDepth`.
    public struct NestingError: Error, CustomStringConvertible {
        public let byteOffset: Int64
        public var description: String {
            "JSON arrays and objects nested deeper than \(JSONEventParser.maximumDepth) levels near byte \(byteOffset); not read further"
        }
    }

    private let box: Box
    private let handle: yajl_handle
    private var callbacks: yajl_callbacks
    public private(set) var bytesParsed: Int64 = 0

    /// Holds the handler for the C callbacks. The parser keeps the handler alive, so the callbacks
    /// borrow it without retain/release: millions of events per second make that count.
    private final class Box {
        let handler: JSONEventHandler
        /// Arrays and objects open at the current event.
        var depth = 0
        /// The parse was stopped because `depth` passed `maximumDepth`.
        var tooDeep = false
        init(_ handler: JSONEventHandler) { self.handler = handler }
    }

    public init(handler: JSONEventHandler) {
        box = Box(handler)
        callbacks = yajl_callbacks(
            yajl_null: { ctx in JSONEventParser.with(ctx) { $0.null() } },
            yajl_boolean: { ctx, value in JSONEventParser.with(ctx) { $0.bool(value != 0) } },
            yajl_integer: nil,
            yajl_double: nil,
            yajl_number: { ctx, text, length in
                JSONEventParser.with(ctx) { $0.number(UnsafeRawBufferPointer(start: text, count: length)) }
            },
            yajl_string: { ctx, text, length in
                JSONEventParser.with(ctx) { $0.string(UnsafeRawBufferPointer(start: text, count: length)) }
            },
            yajl_start_map: { ctx in JSONEventParser.open(ctx) { $0.startObject() } },
            yajl_map_key: { ctx, text, length in
                JSONEventParser.with(ctx) { $0.key(UnsafeRawBufferPointer(start: text, count: length)) }
            },
            yajl_end_map: { ctx in JSONEventParser.close(ctx) { $0.endObject() } },
            yajl_start_array: { ctx in JSONEventParser.open(ctx) { $0.startArray() } },
            yajl_end_array: { ctx in JSONEventParser.close(ctx) { $0.endArray() } }
        )
        let context = Unmanaged.passUnretained(box).toOpaque()
        handle = withUnsafePointer(to: &callbacks) { yajl_alloc($0, nil, context) }
        // Strings are checked for UTF-8 where they are used; skipping yajl's check saves ~7%.
        _ = borderlog_yajl_config(handle, yajl_dont_validate_strings, 1)
    }

    deinit { yajl_free(handle) }

    /// Runs `body` with the handler borrowed, not retained.
    @inline(__always)
    private static func with(_ ctx: UnsafeMutableRawPointer?, _ body: (JSONEventHandler) -> Void) -> Int32 {
        Unmanaged<Box>.fromOpaque(ctx!)._withUnsafeGuaranteedRef { body($0.handler) }
        return 1
    }

    /// An array or object starts: one level deeper, or the parse stops (a callback returning 0 cancels it).
    @inline(__always)
    private static func open(_ ctx: UnsafeMutableRawPointer?, _ body: (JSONEventHandler) -> Void) -> Int32 {
        Unmanaged<Box>.fromOpaque(ctx!)._withUnsafeGuaranteedRef { box in
            box.depth += 1
            guard box.depth <= maximumDepth else {
                box.tooDeep = true
                return 0
            }
            body(box.handler)
            return 1
        }
    }

    @inline(__always)
    private static func close(_ ctx: UnsafeMutableRawPointer?, _ body: (JSONEventHandler) -> Void) -> Int32 {
        Unmanaged<Box>.fromOpaque(ctx!)._withUnsafeGuaranteedRef { box in
            box.depth -= 1
            body(box.handler)
            return 1
        }
    }


    /// Parses the whole source in 256 KB blocks. Throws `SyntaxError` at the first syntax error
    /// (events before it have been delivered) or a truncated document, `NestingError` where the nesting
    /// passes `maximumDepth`.
    public func parse(_ source: ByteStream, progress: ((Int64) -> Void)? = nil) throws {
        let size = 256 * 1024
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = try source.read(into: buffer)
            if count == 0 { break }
            let status = yajl_parse(handle, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
            if status != yajl_status_ok {
                if box.tooDeep { throw NestingError(byteOffset: bytesParsed + Int64(yajl_get_bytes_consumed(handle))) }
                throw syntaxError(buffer, count)
            }
            bytesParsed += Int64(count)
            progress?(bytesParsed)
        }
        let status = yajl_complete_parse(handle)
        if status != yajl_status_ok { throw syntaxError(nil, 0) }
    }

    private func syntaxError(_ buffer: UnsafeMutableRawBufferPointer?, _ count: Int) -> SyntaxError {
        let consumed = Int64(yajl_get_bytes_consumed(handle))
        let raw = yajl_get_error(handle, 0, buffer?.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
        defer { yajl_free_error(handle, raw) }
        let text = raw.map { String(cString: $0) } ?? "unreadable JSON"
        let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "parse error: ", with: "")
            .replacingOccurrences(of: "premature EOF", with: "the file ends in the middle of the document (truncated?)")
        return SyntaxError(message: message, byteOffset: bytesParsed + consumed)
    }
}
