import BorderLogModel
import Foundation

/// An alert as a webhook's POST: style `json` sends the event object; style `ntfy` sends the text with ntfy's `Title`,
/// `Priority` (`high` for a breach, else `default`) and `Tags` headers.
public struct WebhookRequest: Sendable, Equatable {
    public let body: Data
    public let headers: [(name: String, value: String)]

    public init(event: AlertEvent, style: AlertChannel.Style) {
        switch style {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            body = (try? encoder.encode(event)) ?? Data("{}".utf8)
            headers = [("Content-Type", "application/json")]
        case .ntfy:
            body = Data(event.text.utf8)
            headers = [
                ("Content-Type", "text/plain; charset=utf-8"),
                ("Title", EmailMessage.encodedWord("BorderLog: \(event.title)")),
                ("Priority", event.isUrgent ? "high" : "default"),
                ("Tags", (event.isUrgent ? ["rotating_light"] : ["warning"]).joined(separator: ",") + ",borderlog,\(event.kind.rawValue)"),
            ]
        }
    }

    public static func == (lhs: WebhookRequest, rhs: WebhookRequest) -> Bool {
        lhs.body == rhs.body && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
