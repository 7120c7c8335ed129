import BorderLogCore
import CGMime

/// A GMime stream whose bytes are pulled from a ``ByteStream`` (a zip member, inflated as it is read). GMime has
/// streams over files and memory but none over a callback, so this registers one, a subclass of `GMimeStream`,
/// once per process.
///
/// It cannot seek back, so a parser over it must not keep parts on the stream (`persist_stream` off): it copies
/// the parts of the message it is parsing into memory, and they go with the message.
final class PulledStream {
    /// The GMime object; this value owns one reference to it.
    let stream: UnsafeMutablePointer<GMimeStream>
    private let source: ByteStream
    /// Why the source stopped early, when it did (an inflate error): the stream then ends.
    private(set) var error: (any Error)?
    private var ended = false

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
        guard !ended else { return 0 }
        do {
            let read = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
            ended = read == 0
            stream.pointee.position += read
            return read
        } catch {
            self.error = error
            ended = true
            return -1
        }
    }

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

    /// The registered type: reads pull from the owner; it tells its position (so the parser can report offsets)
    /// but neither seeks, resets, writes nor makes substreams.
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
                methods.pointee.eos = { stream in PulledStream.owner(stream)?.ended ?? true ? 1 : 0 }
                methods.pointee.reset = { _ in -1 }
                methods.pointee.seek = { _, _, _ in -1 }
                methods.pointee.tell = { stream in stream!.pointee.position }
                methods.pointee.length = { _ in -1 }
                methods.pointee.substream = { _, _, _ in nil }
            },
            guint(ownerOffset + MemoryLayout<UnsafeMutableRawPointer?>.stride), nil, GTypeFlags(rawValue: 0))
    }()
}
