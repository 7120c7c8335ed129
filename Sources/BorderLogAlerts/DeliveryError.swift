/// A channel could not take an alert: what failed, on which channel, and what to check. Never holds a URL's path or
/// query (a topic or token may be in them).
public struct DeliveryError: Error, CustomStringConvertible, Equatable, Sendable {
    public let channel: String
    public let reason: String

    public init(channel: String, reason: String) {
        self.channel = channel
        self.reason = reason
    }

    public var description: String { "channel '\(channel)': \(reason)" }
}
