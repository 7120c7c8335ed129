/// What one zip member (a Takeout's `Records.json`, a KMZ's `doc.kml`) may inflate to before it is refused: the
/// limits on archives, in one place.
///
/// Members are streamed, never held whole, so these bound the time a hostile archive costs, not memory: a zip bomb
/// inflates a few kilobytes into gigabytes. Both are checked on the sizes the archive declares, before a member is
/// read, and again on the bytes actually inflated, since a declared size can lie.
enum ArchiveLimits {
    /// No member inflates to more than this. A decade of Takeout location history is a few GB of JSON.
    static let maximumMemberBytes: Int64 = 8 << 30

    /// No member inflates to more than this many times its compressed size. Exports compress 5 to 30 times;
    /// deflate's own ceiling, which bombs approach, is about 1,030.
    static let maximumRatio: Int64 = 200

    /// The ratio is judged only past this many inflated bytes: a small member of repeated bytes may compress far
    /// better than an export, and costs nothing to read.
    static let ratioFloor: Int64 = 1 << 20

    /// Why a member of `compressed` bytes that inflates to `inflated` (declared, or read so far) is refused, or nil.
    static func refusal(compressed: Int64, inflated: Int64) -> String? {
        if inflated > maximumMemberBytes {
            return "inflates to more than \(maximumMemberBytes >> 30) GB (the most a member may hold); not read"
        }
        if inflated > ratioFloor, inflated / max(compressed, 1) > maximumRatio {
            return "inflates to more than \(maximumRatio) times its compressed size of \(compressed) bytes, as a zip bomb does; not read"
        }
        return nil
    }
}
