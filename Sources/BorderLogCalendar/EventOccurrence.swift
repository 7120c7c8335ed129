/// One dated occurrence of an event: the event itself, or one instance of a recurring one with
/// its start and end moved to that instance.
public struct EventOccurrence: Sendable, Equatable {
    public var event: CalendarEvent
    /// The occurrence's original start (`RECURRENCE-ID` for an override), part of its identity.
    public var instance: CalendarTime
}
