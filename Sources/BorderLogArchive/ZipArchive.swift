import BorderLogFiles
import CZip
import Foundation

/// A zip archive (a Google Takeout, a KMZ, an Apple Wallet pass) read through libzip, member by member, without
/// unpacking it.
///
/// libzip checks each member's CRC and stops with an error where a deflate stream ends early or is corrupt, so a
/// damaged archive fails the member it damages rather than hanging the reader. Sizes are judged against
/// ``ArchiveLimits`` before a member is opened and again while it inflates. Not thread-safe: one reader at a time.
public final class ZipArchive {
    /// One file in the archive, as its central directory declares it.
    public struct Member: Sendable, Hashable {
        /// The member's index in libzip's table.
        let index: UInt64
        /// Its path inside the archive (`Takeout/Location History/Records.json`).
        public let path: String
        /// Its size inflated and compressed, as declared.
        public let size: Int64
        public let compressedSize: Int64

        /// The last path component.
        public var name: String { path.split(separator: "/").last.map(String.init) ?? path }
        /// Folder entries, and what macOS's archiver adds (`__MACOSX/`, `._name`), are not content.
        public var isContent: Bool { !path.hasSuffix("/") && !path.hasPrefix("__MACOSX/") && !name.hasPrefix(".") }
    }

    /// The archive's path, or what the bytes were (for messages).
    public let name: String
    public let limits: ArchiveLimits
    /// Every member, folders included, in the archive's order.
    public let members: [Member]
    private let handle: OpaquePointer

    /// Opens the archive at `path`.
    public convenience init(path: String, limits: ArchiveLimits = .exports) throws(ArchiveError) {
        var code: Int32 = 0
        guard let handle = zip_open(path, ZIP_RDONLY, &code) else {
            throw ArchiveError(archive: path, Self.message(code: code))
        }
        try self.init(handle: handle, name: path, limits: limits)
    }

    /// Opens an archive held in memory (a `.pkpass` of a few hundred kilobytes); the bytes are copied.
    public convenience init(data: Data, name: String, limits: ArchiveLimits) throws(ArchiveError) {
        // libzip takes no ownership of an empty buffer (it would leak the copy below), and no zip is empty.
        guard !data.isEmpty else { throw ArchiveError(archive: name, "not a zip archive (no bytes)") }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        // libzip frees the copy with the archive (freep = 1).
        let copy = malloc(data.count)!
        data.withUnsafeBytes { if let base = $0.baseAddress { copy.copyMemory(from: base, byteCount: data.count) } }
        guard let source = zip_source_buffer_create(copy, zip_uint64_t(data.count), 1, &error) else {
            free(copy)
            throw ArchiveError(archive: name, String(cString: zip_error_strerror(&error)))
        }
        guard let handle = zip_open_from_source(source, ZIP_RDONLY, &error) else {
            zip_source_free(source)
            throw ArchiveError(archive: name, Self.message(error: &error))
        }
        try self.init(handle: handle, name: name, limits: limits)
    }

    private init(handle: OpaquePointer, name: String, limits: ArchiveLimits) throws(ArchiveError) {
        self.handle = handle
        self.name = name
        self.limits = limits
        let count = zip_get_num_entries(handle, 0)
        var members: [Member] = []
        members.reserveCapacity(Int(max(count, 0)))
        for index in 0..<UInt64(max(count, 0)) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(handle, index, 0, &stat) == 0, let path = stat.name else { continue }
            members.append(Member(
                index: index, path: String(cString: path), size: Int64(clamping: stat.size),
                compressedSize: Int64(clamping: stat.comp_size)))
        }
        self.members = members
    }

    deinit {
        zip_discard(handle)
    }

    /// Whether `head` (a file's first bytes) starts a zip archive: a local file header, or the end of the central
    /// directory of an empty archive. The one test of "is this a zip" by content, whatever the file's name.
    public static func isArchive(head: some Collection<UInt8>) -> Bool {
        let magic = Array(head.prefix(4))
        return magic == [0x50, 0x4B, 0x03, 0x04] || magic == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Whether the file at `path` starts a zip archive (false when it cannot be read).
    public static func isArchive(path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 4)
        return fread(&head, 1, 4, file) == 4 && isArchive(head: head)
    }

    /// The first member at exactly `path`.
    public func member(at path: String) -> Member? {
        members.first { $0.path == path }
    }

    /// Why the member's declared sizes alone refuse it (``ArchiveLimits``), or nil.
    public func refusal(of member: Member) -> String? {
        limits.refusal(compressed: member.compressedSize, inflated: member.size)
    }

    /// The member as a stream of inflated bytes. Throws when its declared sizes are refused or it cannot be opened
    /// (encrypted, an unknown compression method).
    public func stream(_ member: Member) throws(ArchiveError) -> ZipMemberStream {
        if let refusal = refusal(of: member) { throw ArchiveError(archive: name, member: member.path, refusal) }
        guard let file = zip_fopen_index(handle, member.index, 0) else {
            throw ArchiveError(archive: name, member: member.path, Self.message(error: zip_get_error(handle)))
        }
        return ZipMemberStream(archive: self, member: member, file: file)
    }

    /// The whole member in memory; for small members only (`maximumBytes` is checked on what is inflated).
    public func contents(of member: Member, maximumBytes: Int) throws(ArchiveError) -> Data {
        guard member.size <= Int64(maximumBytes) else {
            throw ArchiveError(archive: name, member: member.path, "\(member.size) bytes inflated is more than the \(maximumBytes) this member may hold")
        }
        let stream = try stream(member)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count: Int
            do {
                count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
            } catch let error as ArchiveError {
                throw error
            } catch {
                throw ArchiveError(archive: name, member: member.path, "\(error)")
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            if data.count > maximumBytes {
                throw ArchiveError(archive: name, member: member.path, "inflates beyond the \(maximumBytes) bytes this member may hold")
            }
        }
    }

    static func message(code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return message(error: &error)
    }

    static func message(error: UnsafeMutablePointer<zip_error_t>) -> String {
        let text = String(cString: zip_error_strerror(error))
        switch zip_error_code_zip(error) {
        case ZIP_ER_NOZIP: return "not a zip archive"
        case ZIP_ER_INCONS: return "not a readable zip archive: its directory is inconsistent (\(text))"
        // libzip capitalises its sentences ("CRC error", "Premature end of file"); ours continue a line.
        default: return text.count > 1 && text.dropFirst().first!.isLowercase ? text.prefix(1).lowercased() + text.dropFirst() : text
        }
    }
}

/// One member's inflated bytes, pulled a block at a time; libzip inflates as it is read.
public final class ZipMemberStream: ByteStream {
    /// Keeps the archive open while the member is read.
    private let archive: ZipArchive
    public let member: ZipArchive.Member
    private var file: OpaquePointer?
    private var inflated: Int64 = 0

    init(archive: ZipArchive, member: ZipArchive.Member, file: OpaquePointer) {
        self.archive = archive
        self.member = member
        self.file = file
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let file, let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let count = zip_fread(file, base, zip_uint64_t(buffer.count))
        guard count >= 0 else {
            let reason = ZipArchive.message(error: zip_file_get_error(file))
            close()
            throw ArchiveError(archive: archive.name, member: member.path, "cannot inflate: \(reason)")
        }
        inflated += count
        if let refusal = archive.limits.refusal(compressed: member.compressedSize, inflated: inflated) {
            close()
            throw ArchiveError(archive: archive.name, member: member.path, refusal)
        }
        if count == 0 {
            close()
            // libzip trusts a stream that ends early when its checksum matches what came: the declared size decides.
            guard inflated == member.size else {
                throw ArchiveError(archive: archive.name, member: member.path, "cannot inflate: the member ends after \(inflated) of the \(member.size) bytes it declares")
            }
        }
        return Int(count)
    }

    /// Lets go of the member early (a reader that stopped reading).
    public func close() {
        if let file { zip_fclose(file) }
        file = nil
    }

    deinit {
        close()
    }
}
