import BorderLogModel
import Foundation

/// What a calendar knows about its own time zones; ``CalendarDocument`` answers from its VTIMEZONEs.
public protocol CalendarZones {
    func zoneLocation(tzid: String, calendar: Int) -> String?
    func instant(of wall: WallTime, tzid: String, calendar: Int) -> Date?
}

extension CalendarDocument: CalendarZones {}
