/// Why a calendar file gave nothing. The description is the reason printed after the path.
public enum CalendarReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Larger than the reader accepts.
    case tooLarge(String)
    /// No `BEGIN:VCALENDAR`: a different format, whatever the file's name says.
    case notACalendar(String)
    /// A component is opened and never closed: the file was cut short.
    case truncated(String)
    /// The structure is inconsistent or libical could not parse it.
    case corrupt(String)

    public var description: String {
        switch self {
        case .tooLarge(let why): "too large: \(why)"
        case .notACalendar(let why): "not an iCalendar file: \(why)"
        case .truncated(let why): "truncated: \(why)"
        case .corrupt(let why): "corrupt: \(why)"
        }
    }
}
