/// The structured data an HTML document carries: the texts of its JSON-LD scripts and its microdata items, read the
/// way mail readers (Gmail, KDE Itinerary) read booking emails, including markup no validator would pass.
public struct HTMLMarkup: Sendable, Equatable {
    /// The text of every `<script type="application/ld+json">`, in document order, as written (not yet JSON).
    public var jsonLD: [String]
    /// The top-level microdata items: items without `itemprop` (also when nested inside another item), and items
    /// with an `itemprop` but no enclosing item, which senders write by mistake.
    public var items: [MicrodataItem]
    /// JSON-LD scripts left out because they are longer than `maximumScriptBytes`: markup that was there and is not
    /// read, which a reader should say.
    public var oversizedScripts: Int

    public init(jsonLD: [String] = [], items: [MicrodataItem] = [], oversizedScripts: Int = 0) {
        self.jsonLD = jsonLD
        self.items = items
        self.oversizedScripts = oversizedScripts
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

    /// Whether `html` may hold JSON-LD or microdata at all: `ld+json` or `itemscope` somewhere, in any letter case.
    /// Most mail holds neither and must cost no parse, so the bytes are scanned eight at a time for the rare pairs
    /// `d+` and `ms` (a 50 KB newsletter in tens of microseconds); only where one is found are the words compared.
    public static func mayHoldMarkup(_ html: String) -> Bool {
        var html = html
        return html.withUTF8(mayHoldMarkup(bytes:))
    }

    /// `mayHoldMarkup` of HTML not yet made text: its bytes in any charset that writes ASCII as ASCII (every charset
    /// mail uses but UTF-16 and UTF-32).
    public static func mayHoldMarkup(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 9 <= bytes.count {
            // `| 0x20` folds ASCII letters to lower case and leaves `+` as it is; a pair is where both of its
            // bytes match, so where a byte of `(here ^ first) | (next ^ second)` is zero.
            let here = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | lanes(0x20)
            let next = raw.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self) | lanes(0x20)
            if hasZeroByte((here ^ lanes(UInt8(ascii: "m"))) | (next ^ lanes(UInt8(ascii: "s"))))
                || hasZeroByte((here ^ lanes(UInt8(ascii: "d"))) | (next ^ lanes(UInt8(ascii: "+")))) {
                for lane in index..<(index + 8) where isNeedle(bytes, around: lane) { return true }
            }
            index += 8
        }
        for lane in index..<bytes.count where isNeedle(bytes, around: lane) { return true }
        return false
    }

    /// `byte` in each of a word's eight bytes.
    @inline(__always) private static func lanes(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// Whether any of the word's bytes is zero (exact: the borrow only spreads above a zero byte).
    @inline(__always) private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- lanes(1)) & ~word & lanes(0x80) != 0
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

    /// Whether `itemscope` (whose `m` is at `index`) or `ld+json` (whose `d` is) is there, in any letter case.
    private static func isNeedle(_ bytes: UnsafeBufferPointer<UInt8>, around index: Int) -> Bool {
        matches(bytes, at: index - 3, "itemscope") || matches(bytes, at: index - 1, "ld+json")
    }

    /// Whether `needle` (lower case ASCII) is at `index`, in any letter case.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard index >= 0, index + length <= bytes.count else { return false }
        for offset in 0..<length {
            let byte = bytes[index + offset]
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if folded != needle.utf8Start[offset] { return false }
        }
        return true
    }
}
