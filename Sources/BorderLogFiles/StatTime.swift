import Foundation

extension stat {
    /// Modification time, seconds since 1970 with nanoseconds: with the size, what tells an unchanged file.
    public var mtime: Double { Double(st_mtim.tv_sec) + Double(st_mtim.tv_nsec) / 1e9 }
}
