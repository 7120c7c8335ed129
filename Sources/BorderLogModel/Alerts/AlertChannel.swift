import Foundation

/// Where an alert goes (docs/alerts.md, "Channels"): an email address, through the system's sendmail, or a webhook
/// URL in one of two styles. `id` names the channel in `alerts list`, `alerts test ID` and the store's deliveries.
public struct AlertChannel: Sendable, Equatable, Identifiable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case email, webhook
    }

    /// How a webhook's body is written: `json` posts the event object, `ntfy` posts its text with ntfy's `Title`,
    /// `Priority` and `Tags` headers.
    public enum Style: String, Codable, Sendable, CaseIterable {
        case json, ntfy
    }

    /// What a channel's kind needs.
    public enum Target: Sendable, Equatable {
        case email(to: String)
        case webhook(url: URL, style: Style)
    }

    public let id: String
    public let target: Target

    public init(id: String, target: Target) {
        self.id = id
        self.target = target
    }

    public var kind: Kind {
        switch target {
        case .email: .email
        case .webhook: .webhook
        }
    }

    /// Where it goes, for people: the address, or the URL's scheme and host (a URL's path and query may hold a topic
    /// or token, which no list or log shows).
    public var destination: String {
        switch target {
        case .email(let to): to
        case .webhook(let url, let style): "\(url.scheme ?? "http")://\(url.host ?? "?")\(url.port.map { ":\($0)" } ?? "")/… (\(style.rawValue))"
        }
    }
}

extension AlertChannel: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case id, kind, to, url, style }

    public init(from decoder: Decoder) throws {
        try AlertSettings.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.stringValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container, debugDescription: "'\(id)' is not a channel id (letters, digits, '-', '_' or '.')")
        }
        self.id = id
        switch try container.decode(Kind.self, forKey: .kind) {
        case .email:
            let to = try container.decode(String.self, forKey: .to)
            guard Self.isMailAddress(to) else {
                throw DecodingError.dataCorruptedError(forKey: .to, in: container, debugDescription: "'\(to)' is not one email address (name@domain)")
            }
            if container.contains(.url) || container.contains(.style) {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "an email channel takes `to`, not `url` or `style`")
            }
            target = .email(to: to)
        case .webhook:
            let text = try container.decode(String.self, forKey: .url)
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
                throw DecodingError.dataCorruptedError(forKey: .url, in: container, debugDescription: "not an http:// or https:// URL")
            }
            if container.contains(.to) {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "a webhook channel takes `url` and `style`, not `to`")
            }
            target = .webhook(url: url, style: try container.decodeIfPresent(Style.self, forKey: .style) ?? .json)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        switch target {
        case .email(let to): try container.encode(to, forKey: .to)
        case .webhook(let url, let style):
            try container.encode(url.absoluteString, forKey: .url)
            try container.encode(style, forKey: .style)
        }
    }

    /// One plain address: something before and after a single `@`, a dot in the domain, and nothing that could end a
    /// header line or start another address.
    static func isMailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        return text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"<>,;:\"()[]\\".unicodeScalars.contains($0) }
    }
}
