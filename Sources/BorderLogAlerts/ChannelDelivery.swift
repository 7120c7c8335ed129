import BorderLogModel
import Foundation

/// Sends alerts through the channels of `alerts.json` (docs/alerts.md, "Channels"): email through the system's
/// sendmail, webhooks by HTTP POST. Every attempt ends within `timeout` (10 s unless a test asks for less).
public struct ChannelDelivery: AlertDelivering {
    /// The sendmail program: `$BORDERLOG_SENDMAIL`, else the first of `/usr/sbin/sendmail`, `/usr/lib/sendmail`.
    public var sendmail: String
    public var timeout: Duration
    /// The environment sendmail runs with.
    public var environment: [String: String]

    public static let defaultTimeout = Duration.seconds(10)

    public init(sendmail: String? = nil, timeout: Duration = ChannelDelivery.defaultTimeout, environment: [String: String]) {
        self.sendmail = sendmail ?? Self.sendmailPath(environment: environment)
        self.timeout = timeout
        self.environment = environment
    }

    /// `$BORDERLOG_SENDMAIL`, else the usual places.
    public static func sendmailPath(environment: [String: String]) -> String {
        if let path = environment["BORDERLOG_SENDMAIL"], !path.isEmpty { return path }
        return ["/usr/sbin/sendmail", "/usr/lib/sendmail"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/sbin/sendmail"
    }

    public func deliver(_ event: AlertEvent, to channel: AlertChannel, at date: Date) throws(DeliveryError) {
        switch channel.target {
        case .email(let to):
            let message = EmailMessage(event: event, to: to, date: date)
            try Sendmail(path: sendmail, timeout: timeout, environment: environment).send(message.text, channel: channel.id)
        case .webhook(let url, let style):
            try Webhook(url: url, timeout: timeout).post(WebhookRequest(event: event, style: style), channel: channel)
        }
    }
}

/// What sends one alert through one channel; tests put a recorder in its place.
public protocol AlertDelivering: Sendable {
    func deliver(_ event: AlertEvent, to channel: AlertChannel, at date: Date) throws(DeliveryError)
}
