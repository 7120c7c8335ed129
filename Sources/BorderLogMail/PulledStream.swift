import BorderLogFiles
import CGMime

/// A GMime stream whose bytes are pulled from a ``ByteStream`` (a zip member, inflated as it is read). GMime has
/// streams over files and memory but none over a callback, so this registers one, a subclass of `GMimeStream`,
/// once per process.
///
/// It seeks back only over its last ``window`` bytes (enough for a parser to start again from where it stopped, as
/// `MessageParser` does after a message GMime gives up on), so a parser over it must not keep parts on the stream
/// (`persist_stream` off): it copies the parts of the message it is parsing into memory, and they go with the
/// message.
final class PulledStream {
    /// How far back the stream can seek: GMime's parser reads ahead 4 KB at a time.
    static let window = 64 << 10
    /// The GMime object; this value owns one reference to it.
    let stream: UnsafeMutablePointer<GMimeStream>
    private let source: ByteStream
    /// Why the source stopped early, when it did (an inflate error): the stream then ends.
    private(set) var error: (any Error)?
    private var ended = false
    /// The last bytes pulled (up to twice ``window``) and the stream offset of the first of them.
    private var history: [UInt8] = []
    private var historyStart = 0
    /// The offset of the next byte pulled from the source (past the history's end).
    private var pulled = 0

    init(_ source: ByteStream) {
        self.source = source
        let object = g_object_new_with_properties(Self.type, 0, nil, nil)!
        stream = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GMimeStream.self)
        g_mime_stream_construct(stream, 0, -1)
        Self.owner(of: stream).pointee = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        // A parser may still hold the GMime object: it must find no owner rather than a freed one.
        Self.owner(of: stream).pointee = nil
        g_object_unref(stream)
    }

    private func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
        let position = stream.pointee.position
        if position < pulled {
            // After a seek back: replay what was pulled before.
            let start = Int(position - historyStart)
            let replayed = min(count, history.count - start)
            history.withUnsafeBytes { UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress! + start, byteCount: replayed) }
            stream.pointee.position += replayed
            return replayed
        }
        guard !ended else { return 0 }
        do {
            let read = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
            ended = read == 0
            remember(UnsafeRawBufferPointer(start: buffer, count: read))
            stream.pointee.position += read
            return read
        } catch {
            self.error = error
            ended = true
            return -1
        }
    }

    private func remember(_ bytes: UnsafeRawBufferPointer) {
        history.append(contentsOf: bytes)
        pulled += bytes.count
        if history.count > 2 * Self.window {
            let drop = history.count - Self.window
            history.removeFirst(drop)
            historyStart += drop
        }
    }

    /// Moves to `offset` when it is within the window behind the bytes pulled; -1 otherwise.
    private func seek(to offset: Int) -> Int {
        guard offset >= historyStart, offset <= pulled else { return -1 }
        stream.pointee.position = offset
        return offset
    }

    /// Whether no byte is left: none pulled and not replayed, and the source at its end.
    private var isAtEnd: Bool { ended && stream.pointee.position >= pulled }

    // MARK: - The GObject subclass

    /// Where an instance keeps its owner: a pointer slot after the `GMimeStream` fields (GObject zero-fills it).
    private static let ownerOffset = MemoryLayout<GMimeStream>.stride

    private static func owner(of stream: UnsafeMutablePointer<GMimeStream>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (UnsafeMutableRawPointer(stream) + ownerOffset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    private static func owner(_ stream: UnsafeMutablePointer<GMimeStream>?) -> PulledStream? {
        guard let stream, let pointer = owner(of: stream).pointee else { return nil }
        return Unmanaged<PulledStream>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The registered type: reads pull from the owner; it tells its position (so the parser can report offsets),
    /// seeks back within the window, and neither resets, writes nor makes substreams.
    private static let type: GType = {
        GMime.initialise()
        return g_type_register_static_simple(
            g_mime_stream_get_type(), "BorderLogPulledStream", guint(MemoryLayout<GMimeStreamClass>.size),
            { typeClass, _ in
                let methods = typeClass!.assumingMemoryBound(to: GMimeStreamClass.self)
                methods.pointee.read = { stream, buffer, count in
                    guard let owner = PulledStream.owner(stream), let buffer else { return -1 }
                    return owner.read(into: buffer, count: count)
                }
                methods.pointee.write = { _, _, _ in -1 }
                methods.pointee.flush = { _ in 0 }
                methods.pointee.close = { _ in 0 }
                methods.pointee.eos = { stream in PulledStream.owner(stream)?.isAtEnd ?? true ? 1 : 0 }
                methods.pointee.reset = { _ in -1 }
                methods.pointee.seek = { stream, offset, whence in
                    guard let owner = PulledStream.owner(stream), whence == GMIME_STREAM_SEEK_SET else { return -1 }
                    return owner.seek(to: offset)
                }
                methods.pointee.tell = { stream in stream!.pointee.position }
                methods.pointee.length = { _ in -1 }
                methods.pointee.substream = { _, _, _ in nil }
            },
            guint(ownerOffset + MemoryLayout<UnsafeMutableRawPointer?>.stride), nil, GTypeFlags(rawValue: 0))
    }()
}
