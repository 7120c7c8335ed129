import Crypto
import Foundation

/// A device's secret: 32 random bytes, written base64url without padding (43 characters that need no escaping in a
/// URL, a header or a QR code). Shown once by `devices add`; the store keeps only its SHA-256.
public struct DeviceSecret: Sendable {
    public let text: String

    /// A new secret from the system's random source.
    public static func generate() -> DeviceSecret {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return DeviceSecret(text: text)
    }

    public var hash: Data { Self.hash(text) }

    /// The SHA-256 of what a request presented as a secret.
    public static func hash(_ presented: some StringProtocol) -> Data {
        Data(SHA256.hash(data: Data(presented.utf8)))
    }

    /// Whether `presented` is the secret whose hash is `stored`, in time that does not depend on where they differ.
    public static func matches(_ presented: some StringProtocol, hash stored: Data) -> Bool {
        let candidate = hash(presented)
        guard candidate.count == stored.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(candidate, stored) { difference |= a ^ b }
        return difference == 0
    }
}
