/// Bounds on what `BarcodeReader` reads, against hostile or runaway files.
public struct BarcodeLimits: Sendable {
    /// Files larger than this are refused unread. A boarding-pass PDF is a few hundred kilobytes; a phone
    /// screenshot a few megabytes.
    public var maximumBytes: Int
    /// Only this many pages of a PDF are read, the first ones.
    public var maximumPages: Int
    /// Images with more pixels than this are refused before they are decoded (a few bytes of PNG or JPEG can
    /// declare gigapixels); PDF pages are rendered at a lower resolution to stay within it.
    public var maximumPixels: Int
    /// Only this many of the images placed on a PDF page are read one by one.
    public var maximumImagesPerPage: Int

    public init(maximumBytes: Int = 32 << 20, maximumPages: Int = 16, maximumPixels: Int = 40_000_000, maximumImagesPerPage: Int = 32) {
        self.maximumBytes = maximumBytes
        self.maximumPages = maximumPages
        self.maximumPixels = maximumPixels
        self.maximumImagesPerPage = maximumImagesPerPage
    }

    /// Room for a 600 dpi A4 scan, a 16-page PDF of passes, and a phone screenshot of any size made today.
    public static let standard = BarcodeLimits()
}
