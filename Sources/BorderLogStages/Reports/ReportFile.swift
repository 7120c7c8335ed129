import Foundation

/// Writes a report file whole or not at all: to a temporary file beside it, then renamed over it, so a reader or a
/// killed run never sees half a report.
public enum ReportFile {
    public static func write(_ data: Data, to path: String) throws(ReportFileError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ReportFileError(path: path, reason: "the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw ReportFileError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch let error as ReportFileError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ReportFileError(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}

/// A report could not be written.
public struct ReportFileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public var description: String { "cannot write the report to \(path): \(reason). Choose a writable path with --out." }
}
