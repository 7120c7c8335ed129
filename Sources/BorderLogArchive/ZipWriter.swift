import CZip
import Foundation

/// Writes a zip archive from members held in memory (evidence bundles, and the archives tests build).
public enum ZipWriter {
    public enum Compression: Sendable {
        case stored, deflated
    }

    /// Writes `members` (path inside the archive, bytes) to `path`, replacing any file there.
    public static func write(_ members: [(path: String, contents: Data)], to path: String, compression: Compression = .deflated) throws(ArchiveError) {
        var code: Int32 = 0
        guard let handle = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
            throw ArchiveError(archive: path, ZipArchive.message(code: code))
        }
        for member in members {
            // libzip reads the bytes at zip_close and frees the copy then (freep = 1).
            let copy = malloc(max(member.contents.count, 1))!
            member.contents.withUnsafeBytes { if let base = $0.baseAddress { copy.copyMemory(from: base, byteCount: member.contents.count) } }
            guard let source = zip_source_buffer(handle, copy, zip_uint64_t(member.contents.count), 1) else {
                free(copy)
                defer { zip_discard(handle) }
                throw ArchiveError(archive: path, member: member.path, ZipArchive.message(error: zip_get_error(handle)))
            }
            let index = zip_file_add(handle, member.path, source, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
            guard index >= 0 else {
                zip_source_free(source)
                defer { zip_discard(handle) }
                throw ArchiveError(archive: path, member: member.path, ZipArchive.message(error: zip_get_error(handle)))
            }
            let method: Int32 = compression == .stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE
            zip_set_file_compression(handle, zip_uint64_t(index), method, 0)
        }
        guard zip_close(handle) == 0 else {
            defer { zip_discard(handle) }
            throw ArchiveError(archive: path, ZipArchive.message(error: zip_get_error(handle)))
        }
    }

    /// The archive's bytes, written through a temporary file.
    public static func data(_ members: [(path: String, contents: Data)], compression: Compression = .deflated) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString).zip").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(members, to: path, compression: compression)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
