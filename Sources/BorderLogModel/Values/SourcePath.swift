/// How a source is named in the store, in reports and in messages: a file's path, or a member of an archive (a
/// Takeout zip, a KMZ) as `ARCHIVE!/MEMBER`. The one place that spelling is made and read.
public enum SourcePath {
    /// Between an archive's path and a member's path inside it.
    public static let memberSeparator = "!/"

    /// `ARCHIVE!/MEMBER`.
    public static func member(_ member: String, of archive: String) -> String {
        archive + memberSeparator + member
    }

    /// The prefix every member of the archive at `path` starts with.
    public static func membersPrefix(of archive: String) -> String {
        archive + memberSeparator
    }
}
