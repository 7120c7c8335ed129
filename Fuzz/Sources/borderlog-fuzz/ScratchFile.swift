import Foundation

/// One file per process that path-based readers are pointed at: each input is written over it. Kept in
/// `/dev/shm` when there is one, so no input touches the disk.
enum ScratchFile {
    static let path: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = (folder as NSString).appendingPathComponent("borderlog-fuzz-\(getpid())")
        // Removed when libFuzzer ends the run normally; a crash leaves it behind for inspection.
        atexit { unlink(ScratchFile.path); unlink(ScratchFile.path + ".zip") }
        return path
    }()

    /// Writes `bytes` to the scratch file (replacing what it held) and returns its path.
    static func write(_ bytes: [UInt8], suffix: String = "") -> String {
        let target = path + suffix
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot write the scratch file \(target): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            guard n > 0 else { fatalError("cannot write the scratch file \(target): \(String(cString: strerror(errno)))") }
            done += n
        }
        return target
    }
}
