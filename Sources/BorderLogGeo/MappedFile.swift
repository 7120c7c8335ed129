#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory map of a whole file, unmapped when the last reference goes.
final class MappedFile: @unchecked Sendable {
    // Immutable after init; the mapping is read-only, so sharing it between threads is safe.
    let bytes: UnsafeRawBufferPointer

    init(path: String) throws(GeoError) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw .indexMissing(path: path) }
            throw .indexUnreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .indexUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let size = Int(info.st_size)
        guard size > 0 else { throw .indexInvalid(path: path, reason: "the file is empty") }
        #if os(Linux)
        // Fault the whole file in at once: the load validates every node anyway.
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let base = mmap(nil, size, PROT_READ, flags, fd, 0), base != MAP_FAILED else {
            throw .indexUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
