import BorderLogFiles
import CZlib

/// A gzip file or member (RFC 1952) inflated as it is read: Strava's `activities/*.gpx.gz`, Arc's
/// `samples/*.json.gz`. Memory is two 64 KB buffers whatever the size.
///
/// Several members one after another (`cat a.gz b.gz`) read as one stream, as `gunzip` reads them; bytes after the
/// last member that are not another member (padding some writers leave) are ignored. A stream that ends inside a
/// member is truncated and throws, the bytes inflated before it having been delivered; so does a corrupt member.
/// Like a zip member, it may not inflate past `ArchiveLimits` (a gzip bomb).
public final class GzipStream: ByteStream {
    /// Whether `head` starts like a gzip member (magic 1F 8B, method 8 = deflate).
    public static func isGzip(head: some Collection<UInt8>) -> Bool {
        head.starts(with: [0x1F, 0x8B, 0x08])
    }

    private let source: ByteStream
    /// The file (or `ARCHIVE!/MEMBER`) named in errors.
    private let name: String
    private let limits: ArchiveLimits
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutableRawBufferPointer
    /// A member ended and no byte of another has been inflated yet: the end of the source is the end of the data.
    private var betweenMembers = false
    private var finished = false
    /// An error met after some bytes of the same read were inflated: those are returned first, the error next time.
    private var pending: ArchiveError?
    private var compressed: Int64 = 0
    private var inflated: Int64 = 0

    public init(_ source: ByteStream, name: String, limits: ArchiveLimits = .exports) throws(ArchiveError) {
        self.source = source
        self.name = name
        self.limits = limits
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(byteCount: 64 << 10, alignment: 8)
        guard borderlog_inflate_init_gzip(stream) == Z_OK else {
            stream.deallocate()
            input.deallocate()
            throw ArchiveError(archive: name, "zlib could not start inflating")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if let pending {
            self.pending = nil
            throw pending
        }
        guard !finished, buffer.count > 0 else { return 0 }
        stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = UInt32(clamping: buffer.count)
        let room = Int(stream.pointee.avail_out)
        while Int(stream.pointee.avail_out) == room {
            if stream.pointee.avail_in == 0 {
                let count = try source.read(into: input)
                if count == 0 {
                    finished = true
                    if betweenMembers { return 0 }
                    throw ArchiveError(archive: name, "truncated: the gzip data ends after \(compressed) bytes, inside a member (\(inflated) bytes inflated); the rest is lost")
                }
                compressed += Int64(count)
                stream.pointee.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_in = UInt32(count)
            }
            let before = stream.pointee.avail_in
            let code = inflate(stream, Z_NO_FLUSH)
            switch code {
            case Z_OK:
                if stream.pointee.avail_in != before { betweenMembers = false }
            case Z_BUF_ERROR where stream.pointee.avail_in == 0:
                // No input left to make progress with: the next turn of the loop reads more.
                break
            case Z_STREAM_END:
                betweenMembers = true
                // The next member, if any, is inflated from where this one ended.
                inflateReset(stream)
            case Z_DATA_ERROR where betweenMembers:
                // Not another member: trailing bytes after the last one, which gunzip also ignores.
                finished = true
                return 0
            default:
                finished = true
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(code)"
                let error = ArchiveError(archive: name, "corrupt gzip data after \(compressed - Int64(stream.pointee.avail_in)) bytes: \(message)")
                guard Int(stream.pointee.avail_out) != room else { throw error }
                pending = error
            }
        }
        let produced = room - Int(stream.pointee.avail_out)
        inflated += Int64(produced)
        if let refusal = limits.refusal(compressed: compressed, inflated: inflated) {
            finished = true
            throw ArchiveError(archive: name, refusal)
        }
        return produced
    }
}
