/// The audit report could not be drawn.
public enum PDFError: Error, CustomStringConvertible, Equatable {
    /// A font family the report embeds is not installed (fontconfig does not know it).
    case missingFont(family: String)
    /// cairo reported a failure while drawing or writing the document.
    case cairo(String)

    public var description: String {
        switch self {
        case .missingFont(let family):
            "the font '\(family)' is not installed, and the audit report embeds it; install it (Debian: apt-get install fonts-dejavu-core) and run the command again"
        case .cairo(let status):
            "cairo could not draw the PDF: \(status)"
        }
    }
}
