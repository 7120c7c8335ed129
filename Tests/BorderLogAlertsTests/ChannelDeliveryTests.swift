import BorderLogAlerts
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Real delivery (docs/alerts.md, "Channels"): email through Debian's msmtp as sendmail to an SMTP server on loopback,
/// webhooks to an HTTP server on loopback, and channels that hang cut off by the timeout.
@Suite struct ChannelDeliveryTests {
    let folder = TemporaryDirectory()

    static func event(kind: AlertEvent.Kind = .approaching, title: String = "Schengen 90/180: 5 days left") -> AlertEvent {
        var event = AlertEvent(
            id: "\(kind.rawValue):schengen-90-180:7", kind: kind, rule: "schengen-90-180", on: day("2024-03-25"), title: title,
            text: "Schengen 90/180 (schengen-90-180): 5 days left of 90 on 2024-03-25.\n\n.\n\nThese are BorderLog's counts from your own evidence, not legal advice.")
        event.remaining = 5
        event.threshold = 7
        return event
    }

    /// A sendmail that is msmtp reading a config pointing at `port`.
    func msmtpSendmail(port: Int) throws -> String {
        let rc = folder.write("msmtprc", "defaults\nauth off\ntls off\nlogfile -\naccount default\nhost 127.0.0.1\nport \(port)\nfrom borderlog@example.org\n")
        chmod(rc, 0o600)
        let wrapper = folder.write("sendmail", "#!/bin/sh\nexec \(DeliveryTools.msmtp) -C '\(rc)' \"$@\"\n")
        chmod(wrapper, 0o755)
        return wrapper
    }

    /// Header fields and body of a received message.
    static func parse(_ data: Data) -> (headers: [String: String], body: String) {
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let parts = text.components(separatedBy: "\n\n")
        var headers: [String: String] = [:]
        for line in parts[0].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (headers, parts.dropFirst().joined(separator: "\n\n"))
    }

    @Test(.enabled(if: DeliveryTools.hasMsmtp, "needs msmtp and python3-aiosmtpd"))
    func anEmailGoesThroughMsmtpToTheSMTPServer() throws {
        let server = try LoopbackServer(script: LoopbackServer.smtp, in: URL(fileURLWithPath: folder.path("smtp")))
        let delivery = ChannelDelivery(sendmail: try msmtpSendmail(port: server.port), environment: ProcessInfo.processInfo.environment)
        let date = Date(timeIntervalSince1970: 1_711_360_800)  // 2024-03-25 10:00 UTC
        try delivery.deliver(Self.event(), to: AlertChannel(id: "me", target: .email(to: "ana@example.org")), at: date)
        try delivery.deliver(Self.event(title: "Plan 2024-03-10…2024-04-20 would breach"), to: AlertChannel(id: "me", target: .email(to: "ana@example.org")), at: date)
        let received = try server.received()
        try #require(received.count == 2)
        let (headers, body) = Self.parse(received[0])
        #expect(headers["x-envelope-to"] == "ana@example.org" && headers["to"] == "ana@example.org")
        #expect(headers["subject"] == "BorderLog: Schengen 90/180: 5 days left")
        #expect(headers["date"] == "Mon, 25 Mar 2024 10:00:00 +0000")
        #expect(headers["message-id"]?.hasPrefix("<borderlog.") == true && headers["message-id"]?.hasSuffix(">") == true)
        #expect(headers["content-type"] == "text/plain; charset=utf-8" && headers["from"]?.contains("borderlog@example.org") == true)
        // The body arrives whole: a line of one dot does not end it (`-i`).
        #expect(body.contains("5 days left of 90 on 2024-03-25.\n\n.\n\nThese are BorderLog's counts") && body.contains("not legal advice"))
        // Two messages, two identities; a subject beyond ASCII is one encoded word.
        let second = Self.parse(received[1]).headers
        #expect(second["message-id"] != headers["message-id"])
        #expect(second["subject"] == "=?UTF-8?B?\(Data("BorderLog: Plan 2024-03-10…2024-04-20 would breach".utf8).base64EncodedString())?=")
    }

    @Test(.enabled(if: DeliveryTools.hasMsmtp, "needs msmtp"))
    func aSendmailThatFailsOrHangsIsAFailureNamingIt() throws {
        // Nothing listens on the port: msmtp exits with its error.
        let closed = try freePort()
        let refused = ChannelDelivery(sendmail: try msmtpSendmail(port: closed), environment: ProcessInfo.processInfo.environment)
        let error = try #require(throws: DeliveryError.self) {
            try refused.deliver(Self.event(), to: AlertChannel(id: "me", target: .email(to: "ana@example.org")), at: Date())
        }
        #expect(error.channel == "me" && error.reason.contains("exited with status"))
        // A sendmail that never finishes is stopped at the timeout.
        let hang = folder.write("hang", "#!/bin/sh\nexec /usr/bin/tail -f /dev/null\n")
        chmod(hang, 0o755)
        let hanging = ChannelDelivery(sendmail: hang, timeout: .milliseconds(500), environment: [:])
        let started = ContinuousClock.now
        let stopped = try #require(throws: DeliveryError.self) {
            try hanging.deliver(Self.event(), to: AlertChannel(id: "me", target: .email(to: "ana@example.org")), at: Date())
        }
        #expect(stopped.channel == "me" && stopped.reason.contains("\(hang) did not finish within") && stopped.reason.hasSuffix("and was stopped"))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test(.enabled(if: DeliveryTools.hasPython, "needs python3"))
    func webhooksPostTheEventObjectOrNtfysTextAndHeaders() throws {
        let server = try LoopbackServer(script: LoopbackServer.http, in: URL(fileURLWithPath: folder.path("http")))
        let delivery = ChannelDelivery(environment: [:])
        let base = "http://127.0.0.1:\(server.port)"
        try delivery.deliver(Self.event(), to: AlertChannel(id: "hook", target: .webhook(url: URL(string: "\(base)/json")!, style: .json)), at: Date())
        try delivery.deliver(Self.event(), to: AlertChannel(id: "phone", target: .webhook(url: URL(string: "\(base)/alerts-topic")!, style: .ntfy)), at: Date())
        try delivery.deliver(
            Self.event(kind: .breach, title: "Schengen 90/180: over the limit of 90 days"),
            to: AlertChannel(id: "phone", target: .webhook(url: URL(string: "\(base)/alerts-topic")!, style: .ntfy)), at: Date())
        let received = try server.received().map { try #require(try JSONSerialization.jsonObject(with: $0) as? [String: Any]) }
        try #require(received.count == 3)
        #expect(received.allSatisfy { $0["method"] as? String == "POST" })
        let json = received[0]
        #expect(json["path"] as? String == "/json")
        #expect((json["headers"] as? [String: String])?["content-type"] == "application/json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data((json["body"] as? String ?? "").utf8)) as? [String: Any])
        #expect(object["id"] as? String == "approaching:schengen-90-180:7" && object["kind"] as? String == "approaching" && object["remaining"] as? Int == 5)
        #expect(object["rule"] as? String == "schengen-90-180" && object["on"] as? String == "2024-03-25" && object["text"] as? String == Self.event().text)
        let ntfy = try #require(received[1]["headers"] as? [String: String])
        #expect(received[1]["path"] as? String == "/alerts-topic" && received[1]["body"] as? String == Self.event().text)
        #expect(ntfy["title"] == "BorderLog: Schengen 90/180: 5 days left" && ntfy["priority"] == "default" && ntfy["tags"] == "warning,borderlog,approaching")
        let urgent = try #require(received[2]["headers"] as? [String: String])
        #expect(urgent["priority"] == "high" && urgent["tags"] == "rotating_light,borderlog,breach")
    }

    @Test(.enabled(if: DeliveryTools.hasPython, "needs python3"))
    func aWebhookAnsweringAnErrorIsAFailureThatHidesTheURLsPath() throws {
        let server = try LoopbackServer(script: LoopbackServer.http, in: URL(fileURLWithPath: folder.path("http")))
        let channel = AlertChannel(id: "hook", target: .webhook(url: URL(string: "http://127.0.0.1:\(server.port)/down/secret-topic?token=abc")!, style: .json))
        let error = try #require(throws: DeliveryError.self) { try ChannelDelivery(environment: [:]).deliver(Self.event(), to: channel, at: Date()) }
        #expect(error.reason.contains("answered HTTP 503") && !error.description.contains("secret-topic") && !error.description.contains("abc"))
    }

    @Test func aWebhookThatNeverAnswersTimesOut() throws {
        // A socket that listens and never accepts: the connection is made, the request sent, and no answer comes.
        let (socket, port) = try listeningSocket()
        defer { close(socket) }
        let channel = AlertChannel(id: "hook", target: .webhook(url: URL(string: "http://127.0.0.1:\(port)/hook")!, style: .json))
        let started = ContinuousClock.now
        let error = try #require(throws: DeliveryError.self) {
            try ChannelDelivery(timeout: .seconds(1), environment: [:]).deliver(Self.event(), to: channel, at: Date())
        }
        #expect(error.reason.contains("did not answer within 1 s"), "\(error)")
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(ChannelDelivery.defaultTimeout == .seconds(10))
    }

    /// A TCP socket listening on loopback, never accepting.
    func listeningSocket() throws -> (Int32, Int) {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        try #require(bound == 0 && listen(fd, 8) == 0)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A loopback port nothing listens on (bound, read, closed).
    func freePort() throws -> Int {
        let (fd, port) = try listeningSocket()
        close(fd)
        return port
    }
}
