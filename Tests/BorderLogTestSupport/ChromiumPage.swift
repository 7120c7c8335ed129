import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's chromium, headless, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`): open a page,
/// click an element with the mouse, wait for the page the click leads to, read its DOM. For pages that change on a
/// click; `Chromium.dumpDOM` reads pages that do not.
public final class ChromiumPage {
    private let process: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private var received: [UInt8] = []
    private var pendingEvents: [[String: Any]] = []
    private var lastID = 0
    private var session = ""

    /// How long one answer or event may take before the page is given up on: a guard against a hung browser, never a
    /// wait for something to happen.
    private static let patience: Int32 = 60_000

    /// Starts the browser with one empty page of `width`×`height` CSS pixels.
    public init(width: Int = 1280, height: Int = 1800) throws {
        guard let executable = Chromium.executable else { throw ChromiumMissing() }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("borderlog-chromium-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw PageError("cannot create pipes: \(String(cString: strerror(errno)))") }
        // The browser reads commands on fd 3 and writes answers on fd 4; its ends are moved above 4 first, so that
        // placing one cannot close the other.
        let browserIn = fcntl(commands[0], F_DUPFD, 10), browserOut = fcntl(answers[1], F_DUPFD, 10)
        close(commands[0])
        close(answers[1])
        _ = fcntl(commands[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(answers[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, browserIn, 3)
        posix_spawn_file_actions_adddup2(&actions, browserOut, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // No sandbox: tests run as root in CI; the proxy leaves nothing but loopback reachable.
        let arguments = [
            executable.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--proxy-server=127.0.0.1:9", "--remote-debugging-pipe", "--user-data-dir=" + profile.path, "--window-size=\(width),\(height)",
            "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, nil, &argv, &environment)
        close(browserIn)
        close(browserOut)
        guard status == 0 else {
            close(commands[1])
            close(answers[0])
            throw PageError("cannot start \(executable.path): \(String(cString: strerror(status)))")
        }
        process = pid
        toBrowser = commands[1]
        fromBrowser = answers[0]
        let target = try call("Target.createTarget", ["url": "about:blank"], inPage: false)
        let attached = try call("Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true], inPage: false)
        session = attached["sessionId"] as? String ?? ""
        _ = try call("Page.enable")
        _ = try call("Runtime.enable")
    }

    deinit {
        _ = try? send("Browser.close", [:], inPage: false)
        close(toBrowser)
        close(fromBrowser)
        var status: Int32 = 0
        if waitpid(process, &status, WNOHANG) == 0 {
            kill(process, SIGTERM)
            waitpid(process, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` and returns once it has loaded (its scripts ran).
    public func open(_ url: String) throws {
        pendingEvents.removeAll()
        let navigated = try call("Page.navigate", ["url": url])
        if let error = navigated["errorText"] as? String { throw PageError("cannot open \(url): \(error)") }
        _ = try event("Page.loadEventFired")
    }

    /// Clicks the middle of the first element matching `selector` with the mouse, after scrolling it into view.
    public func click(_ selector: String) throws {
        let point = try evaluate("""
            (function(){var e=document.querySelector(\(Self.quoted(selector)));if(!e)return null;e.scrollIntoView({block:"center"});
            var r=e.getBoundingClientRect();return [r.left+r.width/2,r.top+r.height/2];})()
            """) as? [Double]
        guard let point, point.count == 2 else { throw PageError("no element matches \(selector)") }
        pendingEvents.removeAll()
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            _ = try call("Input.dispatchMouseEvent", ["type": type, "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
        }
    }

    /// Returns once the page has loaded again (after a click that reloads or leaves it).
    public func waitForLoad() throws {
        _ = try event("Page.loadEventFired")
    }

    /// The value of a JavaScript expression in the page (JSON values come back as Foundation values).
    public func evaluate(_ expression: String) throws -> Any? {
        let answer = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] as? [String: Any] { throw PageError("script failed: \(exception)") }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// How many elements match `selector`.
    public func count(_ selector: String) throws -> Int {
        try evaluate("document.querySelectorAll(\(Self.quoted(selector))).length") as? Int ?? 0
    }

    /// The attribute `name` of the first element matching `selector`; nil when there is no such element or attribute.
    public func attribute(_ name: String, of selector: String) throws -> String? {
        try evaluate("(function(){var e=document.querySelector(\(Self.quoted(selector)));return e?e.getAttribute(\(Self.quoted(name))):null;})()") as? String
    }

    /// A PNG of the whole page.
    public func screenshot(to path: String) throws {
        let shot = try call("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": true])
        guard let data = Data(base64Encoded: shot["data"] as? String ?? "") else { throw PageError("no screenshot data") }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// A string as a JavaScript literal.
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }

    // MARK: - The protocol

    private func send(_ method: String, _ params: [String: Any], inPage: Bool) throws -> Int {
        lastID += 1
        var message: [String: Any] = ["id": lastID, "method": method, "params": params]
        if inPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard written > 0 else { throw PageError("the browser stopped reading: \(String(cString: strerror(errno)))") }
            offset += written
        }
        return lastID
    }

    private func call(_ method: String, _ params: [String: Any] = [:], inPage: Bool = true) throws -> [String: Any] {
        let id = try send(method, params, inPage: inPage)
        while true {
            let message = try nextMessage()
            if message["id"] as? Int == id {
                if let error = message["error"] as? [String: Any] { throw PageError("\(method) failed: \(error["message"] ?? error)") }
                return message["result"] as? [String: Any] ?? [:]
            }
            if message["method"] != nil { pendingEvents.append(message) }
        }
    }

    private func event(_ method: String) throws -> [String: Any] {
        if let index = pendingEvents.firstIndex(where: { $0["method"] as? String == method }) { return pendingEvents.remove(at: index) }
        while true {
            let message = try nextMessage()
            if message["method"] as? String == method { return message }
            if message["method"] != nil { pendingEvents.append(message) }
        }
    }

    /// The next NUL-terminated JSON message from the browser.
    private func nextMessage() throws -> [String: Any] {
        while true {
            if let end = received.firstIndex(of: 0) {
                let message = Array(received[..<end])
                received.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message))) as? [String: Any] ?? [:]
            }
            var ready = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Self.patience) > 0 else { throw PageError("the browser did not answer within \(Self.patience / 1000) s") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw PageError("the browser closed its pipe") }
            received += chunk[..<count]
        }
    }
}

public struct PageError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
