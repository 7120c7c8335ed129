import Foundation

/// A file's permission bits, for the checks that care who may read it.
struct FileMode: Sendable, Equatable, CustomStringConvertible {
    let bits: mode_t

    /// The mode of the file at `path`, or nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        bits = info.st_mode & 0o7777
    }

    /// Whether anyone but the owner may read, write or enter it.
    var isOpenToOthers: Bool { bits & 0o077 != 0 }

    var description: String { "0" + String(bits, radix: 8) }
}

/// A file that must stay its owner's alone (mode 0600), which may be absent: its mode, or the outcome already decided
/// (a missing one is fine, `absent` says what that means; one that others may read fails, with the chmod that fixes it).
enum OwnerOnlyFile {
    case mode(FileMode)
    case settled(CheckOutcome)

    /// `exposed` names what other users could read ("it", "your travel history").
    init(path: String, absent: String, exposed: String) {
        guard let mode = FileMode(path: path) else {
            self = .settled(.ok(absent))
            return
        }
        guard !mode.isOpenToOthers else {
            self = .settled(.failed(problem: "\(path) is mode \(mode): other users on this machine can read \(exposed)", fix: "chmod 600 \(path)"))
            return
        }
        self = .mode(mode)
    }
}
