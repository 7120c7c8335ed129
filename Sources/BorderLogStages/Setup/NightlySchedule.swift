import Foundation

/// The crontab line that runs `pipelines/nightly.sh` every night, found beside the running executable: installed
/// (`make install`, the Debian package) it is `../share/borderlog/nightly.sh` from the executable's folder; in a source
/// checkout, `pipelines/nightly.sh` above the build folder.
public struct NightlySchedule: Sendable, Equatable {
    /// The executable the script should run (`BORDERLOG_BIN`).
    public let executable: String
    /// The script, or nil when it is not where an installed or built copy keeps it.
    public let script: String?

    public init(executable: URL, fileManager: FileManager = .default) {
        let real = executable.resolvingSymlinksInPath()
        self.executable = real.path
        // From the folder above the executable's upwards: /usr for /usr/bin/borderlog, the checkout for .build/debug/borderlog.
        var folder = real.deletingLastPathComponent().deletingLastPathComponent()
        var found: String?
        while found == nil {
            found = ["share/borderlog/nightly.sh", "pipelines/nightly.sh"].map { folder.appendingPathComponent($0).path }
                .first { fileManager.isExecutableFile(atPath: $0) }
            if folder.path == "/" { break }
            folder.deleteLastPathComponent()
        }
        script = found
    }

    /// Every night at 03:17; cron mails what the script prints, which is nothing unless a day changed or a rule is near
    /// its limit.
    public var cronLine: String {
        "17 3 * * * BORDERLOG_BIN=\(executable) \(script ?? "/path/to/borderlog/pipelines/nightly.sh")"
    }
}
