import Foundation

extension MailAttachment.Kind {
    /// The kind of a part by its content type (`type/subtype`, lower case), or nil when the type names none of
    /// them.
    init?(contentType: String) {
        switch contentType {
        case "application/vnd.apple.pkpass", "application/vnd-com.apple.pkpass", "application/x-pkpass": self = .pass
        case "text/calendar", "application/ics", "text/x-vcalendar", "application/x-ical": self = .calendar
        case "application/pdf", "application/x-pdf": self = .pdf
        case "image/png", "image/jpeg", "image/jpg", "image/pjpeg": self = .image
        default: return nil
        }
    }

    /// The kind of a part by its file name's extension, for parts sent with a type that says nothing
    /// (`application/octet-stream`, or an `.ics` as `text/plain`), or nil.
    init?(filename: String) {
        switch (filename as NSString).pathExtension.lowercased() {
        case "pkpass": self = .pass
        case "ics", "ical", "icalendar", "vcs": self = .calendar
        case "pdf": self = .pdf
        case "png", "jpg", "jpeg": self = .image
        default: return nil
        }
    }
}
