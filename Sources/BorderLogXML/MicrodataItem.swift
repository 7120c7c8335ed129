/// One HTML microdata item (`itemscope`), with its properties in document order.
///
/// Values follow the microdata spec: `content` on `meta`; `href` on `a`, `area` and `link` (else their `content`,
/// which senders write on `link` too); `src` on media; `data` on `object`; `value` on `data` and `meter`;
/// `datetime` on `time`; else the element's text with its blanks collapsed. An element whose `itemprop` names several
/// properties (`itemprop="name headline"`) gives each of them the value.
public struct MicrodataItem: Sendable, Equatable {
    /// A property's value: text, or an item nested with `itemprop` and `itemscope` on one element.
    public enum Value: Sendable, Equatable {
        case text(String)
        indirect case item(MicrodataItem)
    }

    public struct Property: Sendable, Equatable {
        public var name: String
        public var value: Value
    }

    /// The `itemtype` URLs, as written (`http://schema.org/FlightReservation`).
    public var types: [String]
    /// The `itemid`, when given.
    public var id: String?
    public var properties: [Property] = []
}
