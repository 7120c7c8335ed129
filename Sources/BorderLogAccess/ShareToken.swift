import Crypto
import Foundation

/// A share link's secret: 32 random bytes written as 64 lowercase hex digits. Anything else is no token, refused
/// before any lookup (no path, no dot, no percent sign can ride in one).
public struct ShareToken: Sendable, Equatable, CustomStringConvertible {
    public let text: String

    public init?(_ text: some StringProtocol) {
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        self.text = String(text)
    }

    static func random() -> ShareToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return ShareToken(bytes.map { String(format: "%02x", $0) }.joined())!
    }

    /// What is kept of the token: its SHA-256.
    var digest: [UInt8] { Array(SHA256.hash(data: Data(text.utf8))) }

    /// The token is never printed by accident (a log line, an error): only `text` shows it.
    public var description: String { "ShareToken(…)" }

    /// Equal bytes, compared without an early exit.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = a.count ^ b.count
        for index in 0..<min(a.count, b.count) { difference |= Int(a[index] ^ b[index]) }
        return difference == 0
    }
}
