import Foundation

/// A new folder of mode 0700 under the system's temporary folder, for copies of private data (archive members, a
/// Photos library's database): `mkdtemp` makes it with a name nobody can guess or take first.
public enum PrivateTemporaryFolder {
    /// The new folder's path, or why it could not be made (the parent folder and the system's reason).
    public static func make(prefix: String) -> Result<String, PrivateTemporaryFolderError> {
        let parent = FileManager.default.temporaryDirectory.path
        var template = Array((parent + "/" + prefix + "-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            return .failure(PrivateTemporaryFolderError(description: "cannot make a private temporary folder in \(parent): \(String(cString: strerror(errno)))"))
        }
        return .success(String(cString: made))
    }
}

public struct PrivateTemporaryFolderError: Error, Sendable, CustomStringConvertible {
    public let description: String
}
