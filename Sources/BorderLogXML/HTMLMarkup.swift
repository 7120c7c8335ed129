/// The structured data an HTML document carries: the texts of its JSON-LD scripts and its microdata items, read the
/// way mail readers (Gmail, KDE Itinerary) read booking emails, including markup no validator would pass.
public struct HTMLMarkup: Sendable, Equatable {
    /// The text of every `<script type="application/ld+json">`, in document order, as written (not yet JSON).
    public var jsonLD: [String]
    /// The top-level microdata items: items without `itemprop` (also when nested inside another item), and items
    /// with an `itemprop` but no enclosing item, which senders write by mistake.
    public var items: [MicrodataItem]

    public init(jsonLD: [String] = [], items: [MicrodataItem] = []) {
        self.jsonLD = jsonLD
        self.items = items
    }

    // MARK: - Limits

    /// Documents larger than this are not read (a booking email's HTML is tens of kilobytes).
    public static let maximumBytes = 4 << 20
    /// Scripts, items and properties read from one document, at most.
    public static let maximumScripts = 32
    public static let maximumItems = 256
    public static let maximumProperties = 4096
    /// A script, attribute or text value longer than this is left out rather than cut.
    public static let maximumScriptBytes = 1 << 20
    public static let maximumValueBytes = 16 * 1024
    /// Elements deeper than this are not looked into; items nest at most `maximumItemDepth` deep.
    public static let maximumDepth = 256
    public static let maximumItemDepth = 16

    // MARK: - Reading

    /// Whether `html` may hold JSON-LD or microdata at all: one pass over its bytes looking for `ld+json` and
    /// `itemscope` in any letter case. Most mail holds neither and costs no parse.
    public static func mayHoldMarkup(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                switch bytes[index] | 0x20 {
                case UInt8(ascii: "l") where matches(bytes, at: index, "ld+json"): return true
                case UInt8(ascii: "i") where matches(bytes, at: index, "itemscope"): return true
                default: index += 1
                }
            }
            return false
        }
    }

    /// The markup of `html` (its text, already decoded from the message's charset). Documents without markup,
    /// larger than `maximumBytes` or that libxml2 cannot make a tree of give an empty value.
    public static func read(_ html: String) -> HTMLMarkup {
        guard html.utf8.count <= maximumBytes, mayHoldMarkup(html) else { return HTMLMarkup() }
        var html = html
        return html.withUTF8 { bytes in
            guard let document = HTMLDocument(UnsafeRawBufferPointer(bytes)), let root = document.root else { return HTMLMarkup() }
            var crawler = MicrodataCrawler(root: root)
            return withExtendedLifetime(document) { crawler.markup() }
        }
    }

    /// Whether `needle` (lower case ASCII) is at `index`, in any letter case.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0..<length {
            let byte = bytes[index + offset]
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if folded != needle.utf8Start[offset] { return false }
        }
        return true
    }
}
