import BorderLogFiles
import BorderLogModel
import BorderLogStore
import Foundation

/// A small text file a person wrote or saved (stays, crossings), read whole with its source row, or the one problem
/// that stopped it being read.
struct StatedFile {
    let text: String
    let source: SourceRecord

    /// Why `decode` could not turn a file's bytes into text.
    struct DecodeFailure: Error {
        let message: String
    }

    enum Read {
        case file(StatedFile)
        case unreadable(InputIssue)
    }

    /// Reads `path` as UTF-8 of at most `limit` bytes; `noun` names the file in messages ("a stays file").
    /// `decode` turns the bytes into text when they are not plain text (a PDF), or says why it cannot; nil leaves
    /// them to be read as UTF-8.
    static func read(
        _ path: String, format: SourceFormat, limit: Int64, noun: String, decode: (Data) -> Result<String, DecodeFailure>? = { _ in nil }
    ) -> Read {
        // Only plain files are opened: a named pipe would block the import forever.
        guard let stamp = FileScan.stamp(path: path) else {
            return .unreadable(InputIssue(path: path, message: "cannot read the file: no such file, or not a regular file"))
        }
        guard stamp.size <= limit else {
            return .unreadable(InputIssue(path: path, message: "\(stamp.size >> 20) MB is too large for \(noun) (limit \(limit >> 20) MB); not read"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .unreadable(InputIssue(path: path, message: "cannot read the file: \((error as NSError).localizedDescription)"))
        }
        let text: String
        switch decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let failure): return .unreadable(InputIssue(path: path, message: failure.message))
        case nil:
            guard let utf8 = String(data: data, encoding: .utf8) else {
                return .unreadable(InputIssue(path: path, message: "the file is not UTF-8 text; save it as UTF-8"))
            }
            text = utf8
        }
        var hasher = Fingerprint()
        data.withUnsafeBytes { hasher.combine($0) }
        let source = SourceRecord(
            path: URL(fileURLWithPath: path).standardizedFileURL.path, format: format, size: Int64(data.count), mtime: stamp.mtime,
            contentHash: hasher.hex)
        return .file(StatedFile(text: text, source: source))
    }
}
