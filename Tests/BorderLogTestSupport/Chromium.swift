import Foundation

/// Debian's chromium, headless, as a person's browser: the DOM after scripts ran, and screenshots.
public enum Chromium {
    /// The browser, or nil when it is not installed (`make test` installs it).
    public static var executable: URL? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].map(URL.init(fileURLWithPath:)).first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// The page's DOM once its scripts have run, and what the browser logged (console messages, refused loads).
    /// `file` may end in a fragment (`page.html#day=2026-04-05`).
    public static func dumpDOM(_ file: String) throws -> (dom: String, log: String) {
        let result = try run(["--dump-dom", "--virtual-time-budget=5000", "--enable-logging=stderr", "--v=0", url(file)])
        return (result.stdout, result.stderr)
    }

    /// A PNG of the page at `width`×`height` CSS pixels.
    public static func screenshot(_ file: String, to png: String, width: Int = 1280, height: Int = 2400) throws {
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png)", url(file)])
    }

    private static func url(_ file: String) -> String {
        let parts = file.split(separator: "#", maxSplits: 1)
        return URL(fileURLWithPath: String(parts[0])).absoluteString + (parts.count > 1 ? "#" + parts[1] : "")
    }

    private static func run(_ arguments: [String]) throws -> CommandResult {
        guard let executable else { throw ChromiumMissing() }
        // No sandbox: tests run as root in CI; no network: the page must not need it. A profile of its own for each run:
        // two chromiums on one profile (tests run in parallel) make the second one quit at once.
        let profile = NSTemporaryDirectory() + "borderlog-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                      "--proxy-server=127.0.0.1:9", "--user-data-dir=" + profile]
        return try BorderLogTestSupport.run(executableURL: executable, common + arguments)
    }
}

public struct ChromiumMissing: Error, CustomStringConvertible {
    public var description: String { "chromium is not installed: `make test` installs it (apt-get install chromium)" }
}
