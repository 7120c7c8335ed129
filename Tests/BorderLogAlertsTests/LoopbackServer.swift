import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A helper server on loopback, run as a Python script that prints its port on its first line and writes each message
/// it receives as a file in `folder` before it answers: an SMTP server (aiosmtpd) or an HTTP server (http.server).
final class LoopbackServer: @unchecked Sendable {
    let port: Int
    let folder: URL
    private let process: Process

    init(script: String, in folder: URL) throws {
        self.folder = folder
        let scriptURL = folder.appendingPathComponent("server-\(UUID().uuidString).py")
        let inbox = folder.appendingPathComponent("received")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [scriptURL.path, inbox.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        // The first line is the port, printed once the server listens.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") { line.append(first) }
        port = try #require(Int(String(decoding: line, as: UTF8.self)))
    }

    deinit {
        // SIGKILL: a child of the test runner may start with SIGTERM blocked.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The messages received, in order of arrival.
    func received() throws -> [Data] {
        let inbox = folder.appendingPathComponent("received")
        let names = try FileManager.default.contentsOfDirectory(atPath: inbox.path).filter { $0.hasSuffix(".msg") }
        return try names.sorted { Int($0.dropLast(4))! < Int($1.dropLast(4))! }.map { try Data(contentsOf: inbox.appendingPathComponent($0)) }
    }

    static let smtp = #"""
        import os, socket, sys, threading
        from aiosmtpd.controller import Controller

        inbox = sys.argv[1]
        count = [0]
        lock = threading.Lock()

        class Handler:
            async def handle_DATA(self, server, session, envelope):
                with lock:
                    count[0] += 1
                    n = count[0]
                path = os.path.join(inbox, "%d.msg" % n)
                with open(path + ".tmp", "wb") as f:
                    f.write(("X-Envelope-To: " + ",".join(envelope.rcpt_tos) + "\r\n").encode())
                    f.write(envelope.original_content)
                os.rename(path + ".tmp", path)
                return "250 OK"

        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        probe.close()
        controller = Controller(Handler(), hostname="127.0.0.1", port=port)
        controller.start()
        print(port, flush=True)
        sys.stdin.read()
        controller.stop()
        """#

    static let http = #"""
        import os, json, sys, threading
        from http import server as http_server

        inbox = sys.argv[1]
        count = [0]
        lock = threading.Lock()

        class Handler(http_server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with lock:
                    count[0] += 1
                    n = count[0]
                record = {"method": self.command, "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body.decode("utf-8")}
                path = os.path.join(inbox, "%d.msg" % n)
                with open(path + ".tmp", "w") as f:
                    json.dump(record, f)
                os.rename(path + ".tmp", path)
                status = 503 if self.path.startswith("/down") else 200
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        server = http_server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#
}

/// The tools the delivery tests drive; CI installs them (`TEST_PACKAGES` in the Makefile).
enum DeliveryTools {
    static let msmtp = "/usr/bin/msmtp"
    static let hasMsmtp = FileManager.default.isExecutableFile(atPath: msmtp) && python(imports: "aiosmtpd")
    static let hasPython = python(imports: "http.server")

    private static func python(imports module: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import \(module)"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
