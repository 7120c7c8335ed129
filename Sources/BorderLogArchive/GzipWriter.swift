import CZlib

/// Writes bytes as one gzip member (RFC 1952): for tests and sample exports that stand for `.gz` files.
public enum GzipWriter {
    /// `bytes` compressed at zlib's `level` (0–9).
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        // zlib keeps a pointer back to the stream, so it lives at one address throughout.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard borderlog_deflate_init_gzip(stream, level) == Z_OK else { preconditionFailure("zlib could not start deflating") }
        defer { deflateEnd(stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, UInt(bytes.count))) + 64)
        var input = bytes
        let code = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.pointee.next_in = source.baseAddress
                stream.pointee.avail_in = UInt32(source.count)
                stream.pointee.next_out = target.baseAddress
                stream.pointee.avail_out = UInt32(target.count)
                return deflate(stream, Z_FINISH)
            }
        }
        precondition(code == Z_STREAM_END, "deflate did not finish: \(code)")
        return Array(output.prefix(Int(stream.pointee.total_out)))
    }
}
