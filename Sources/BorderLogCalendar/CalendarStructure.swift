/// The BEGIN/END skeleton of an iCalendar text, checked before libical sees it: libical quietly
/// accepts a file cut short in the middle of an event, and a reader must say so instead.
enum CalendarStructure {
    /// Deeper nesting than any real calendar uses (VCALENDAR › VEVENT › VALARM is three).
    static let maximumDepth = 16

    /// Components a calendar holds, which some tools write to a file without their VCALENDAR.
    static let calendarContent: Set<String> = ["VEVENT", "VTIMEZONE", "VTODO", "VJOURNAL", "VFREEBUSY", "VAVAILABILITY"]

    /// What the skeleton says about the text.
    enum Shape {
        /// One or more VCALENDARs.
        case calendars
        /// Events (and zones) at the top level with no VCALENDAR around them: read as one calendar.
        case bareComponents
    }

    /// Throws when the text is not iCalendar or its components do not nest and close.
    @discardableResult
    static func check(_ text: String) throws(CalendarReadError) -> Shape {
        var stack: [(name: String, line: Int)] = []
        var calendars = 0
        var bare = 0
        var lineNumber = 0
        // "\r\n" is one Character in Swift: split on both forms.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            guard let first = rawLine.first, first != " ", first != "\t" else { continue }
            var line = Substring(rawLine)
            if line.last == "\r" { line = line.dropLast() }
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            let upper = line.prefix(6).uppercased()
            if upper == "BEGIN:" {
                let name = line.dropFirst(6).trimmingTrailingSpaces().uppercased()
                if stack.isEmpty {
                    if name == "VCALENDAR" {
                        calendars += 1
                    } else if calendarContent.contains(name) {
                        bare += 1
                    } else if name == "VCARD" {
                        throw .notACalendar("line \(lineNumber): BEGIN:VCARD, a contact (vCard), not a calendar")
                    } else {
                        throw .corrupt("line \(lineNumber): BEGIN:\(name) outside any VCALENDAR")
                    }
                    if calendars > 0, bare > 0 {
                        throw .corrupt("line \(lineNumber): BEGIN:\(name) mixes bare components with VCALENDARs")
                    }
                }
                stack.append((name, lineNumber))
                if stack.count > maximumDepth { throw .corrupt("line \(lineNumber): components nested deeper than \(maximumDepth)") }
            } else if line.prefix(4).uppercased() == "END:" {
                let name = line.dropFirst(4).trimmingTrailingSpaces().uppercased()
                guard let open = stack.last else { throw .corrupt("line \(lineNumber): END:\(name) without BEGIN:\(name)") }
                guard open.name == name else {
                    throw .corrupt("line \(lineNumber): END:\(name) where BEGIN:\(open.name) from line \(open.line) is still open")
                }
                stack.removeLast()
            }
        }
        if let open = stack.last {
            throw .truncated("BEGIN:\(open.name) at line \(open.line) has no END:\(open.name) (the file ends at line \(lineNumber))")
        }
        if calendars > 0 { return .calendars }
        guard bare > 0 else { throw .notACalendar("no BEGIN:VCALENDAR line") }
        return .bareComponents
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
