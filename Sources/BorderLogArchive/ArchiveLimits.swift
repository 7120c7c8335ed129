/// What one zip member may inflate to before it is refused: the limits on archives, in one place.
///
/// Members are streamed, never held whole, so these bound the time a hostile archive costs, not memory: a zip bomb
/// inflates a few kilobytes into gigabytes. Both are checked on the sizes the archive declares, before a member is
/// read, and again on the bytes actually inflated, since a declared size can lie.
public struct ArchiveLimits: Sendable {
    /// No member inflates to more than this.
    public var maximumMemberBytes: Int64
    /// No member inflates to more than this many times its compressed size.
    public var maximumRatio: Int64
    /// The ratio is judged only past this many inflated bytes: a small member of repeated bytes may compress far
    /// better than an export, and costs nothing to read.
    public var ratioFloor: Int64

    public init(maximumMemberBytes: Int64, maximumRatio: Int64, ratioFloor: Int64) {
        self.maximumMemberBytes = maximumMemberBytes
        self.maximumRatio = maximumRatio
        self.ratioFloor = ratioFloor
    }

    /// Location exports and photo libraries (a Takeout, a KMZ): a decade of location history is a few GB of JSON;
    /// exports compress 5 to 30 times, and deflate's own ceiling, which bombs approach, is about 1,030.
    public static let exports = ArchiveLimits(maximumMemberBytes: 8 << 30, maximumRatio: 200, ratioFloor: 1 << 20)

    /// Photo libraries (a Google Photos Takeout): a member is one photo or video, read whole, so none may inflate past
    /// 4 GB (a long 4K video; a camera's files stay below it); photos barely compress, sidecars are tiny.
    public static let photos = ArchiveLimits(maximumMemberBytes: 4 << 30, maximumRatio: 200, ratioFloor: 1 << 20)

    /// Why a member of `compressed` bytes that inflates to `inflated` (declared, or read so far) is refused, or nil.
    public func refusal(compressed: Int64, inflated: Int64) -> String? {
        if inflated > maximumMemberBytes {
            return "inflates to more than \(Self.describe(maximumMemberBytes)) (the most a member may hold); not read"
        }
        if inflated > ratioFloor, inflated / max(compressed, 1) > maximumRatio {
            return "inflates to more than \(maximumRatio) times its compressed size of \(compressed) bytes, as a zip bomb does; not read"
        }
        return nil
    }

    private static func describe(_ bytes: Int64) -> String {
        bytes >= 1 << 30 ? "\(bytes >> 30) GB" : bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }
}
