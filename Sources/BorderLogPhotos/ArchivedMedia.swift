import BorderLogArchive
import BorderLogFiles
import Foundation

/// Reads photos, videos and sidecars wherever ``MediaLocation`` puts them, for ``PhotoBatchReader``'s threads: files
/// directly, zip members (a Google Photos Takeout) without unpacking the archive.
///
/// The photo readers need random access and a zip member is a stream, so a member's bytes are kept as it inflates
/// (only as far as the readers go, ``InflatingMember``); ``staging(of:)`` decides where, in one place. Members are
/// held to ``ArchiveLimits/photos`` (4 GB each, no zip bombs) and never inflate past the size they declare.
///
/// libzip handles are not thread-safe: a thread borrows a handle for the member it reads and gives it back, so an
/// archive is open at most once per reading thread, and its directory is parsed once per handle, not per member.
public final class ArchivedMedia: @unchecked Sendable {
    /// Where a member is inflated before the readers see it.
    enum Staging: Equatable {
        /// Into memory: every member up to ``memoryLimit`` (all but long videos).
        case memory
        /// Into a temporary file private to this process: mode 0600 in a 0700 folder made on first need, unlinked as
        /// soon as it is open (only its descriptor holds it), the folder removed when this value is released. Large
        /// videos, whose metadata may sit at the end, go here rather than into memory on every reading thread.
        case temporaryFile
    }

    /// The largest member inflated into memory.
    static let memoryLimit: Int64 = 64 << 20

    /// The one decision: memory up to ``memoryLimit``, else a temporary file.
    static func staging(of member: ZipArchive.Member) -> Staging {
        member.size <= memoryLimit ? .memory : .temporaryFile
    }

    private let lock = NSLock()
    /// Open handles no thread is using, by archive path.
    private var idle: [String: [ZipArchive]] = [:]
    private var folder: String?

    public init() {}

    deinit {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// The private folder temporary files are made in, if one was needed.
    var temporaryFolder: String? { lock.withLock { folder } }

    // MARK: - Reading

    /// The metadata of the photo or video at `location` (see `PhotoMetadataReader.read` for `allowingBare`).
    public func extraction(of location: MediaLocation, allowingBare: Bool = false) throws(PhotoReadError) -> PhotoMetadataReader.Extraction {
        switch location {
        case .file(let path):
            return try PhotoMetadataReader.read(path: path, allowingBare: allowingBare)
        case .member(let archive, let member):
            return try PhotoMetadataReader.read(try reading(member, of: archive), allowingBare: allowingBare)
        }
    }

    /// The Takeout sidecar at `location`.
    public func sidecar(at location: MediaLocation) throws(TakeoutSidecarError) -> TakeoutSidecar {
        switch location {
        case .file(let path):
            return try TakeoutSidecar.read(path: path)
        case .member(let archive, let member):
            let bytes: Data
            do {
                let handle = try borrow(archive)
                defer { giveBack(handle) }
                bytes = try handle.contents(of: member, maximumBytes: TakeoutSidecar.maximumBytes)
            } catch {
                throw TakeoutSidecarError(name: member.name, reason: error.reason)
            }
            return try TakeoutSidecar.parse(Array(bytes), name: member.name)
        }
    }

    /// The members of the archive at `path`, as its directory lists them (the handle is kept for reading them).
    public func members(of path: String) throws(ArchiveError) -> [ZipArchive.Member] {
        let handle = try borrow(path)
        defer { giveBack(handle) }
        return handle.members
    }

    // MARK: - Inflating

    /// A member opened for the readers, inflated as far as they read (``InflatingMember``); its archive handle stays
    /// borrowed until the member is released.
    private func reading(_ member: ZipArchive.Member, of archive: String) throws(PhotoReadError) -> MediaFile {
        let handle: ZipArchive
        let stream: ZipMemberStream
        do {
            handle = try borrow(archive)
        } catch {
            throw .unreadable(error.reason)
        }
        do {
            stream = try handle.stream(member)
        } catch {
            giveBack(handle)
            throw .unreadable(error.reason)
        }
        var descriptor: Int32?
        if Self.staging(of: member) == .temporaryFile {
            do throws(PhotoReadError) {
                descriptor = try temporaryFile()
            } catch {
                stream.close()
                giveBack(handle)
                throw error
            }
        }
        return MediaFile(member: InflatingMember(stream, into: descriptor) { self.giveBack(handle) })
    }

    /// A new file (0600) in the private folder, already unlinked: only the returned descriptor holds it.
    private func temporaryFile() throws(PhotoReadError) -> Int32 {
        let path = try privateFolder() + "/member-" + UUID().uuidString
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unreadable("cannot make a temporary file \(path): \(String(cString: strerror(errno)))") }
        unlink(path)
        return descriptor
    }

    /// The 0700 folder under the system's temporary folder, made once.
    private func privateFolder() throws(PhotoReadError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let folder { return folder }
        switch PrivateTemporaryFolder.make(prefix: "borderlog-photos") {
        case .success(let made): folder = made
        case .failure(let error): throw .unreadable(error.description)
        }
        return folder!
    }

    // MARK: - Handles

    private func borrow(_ path: String) throws(ArchiveError) -> ZipArchive {
        if let handle = lock.withLock({ idle[path]?.popLast() }) { return handle }
        return try ZipArchive(path: path, limits: .photos)
    }

    private func giveBack(_ handle: ZipArchive) {
        lock.withLock { idle[handle.name, default: []].append(handle) }
    }
}
