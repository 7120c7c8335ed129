import Foundation

/// Whose word on a reservation stands when several messages state it: the later message (docs/evidence/mail.md).
/// The one rule the mailbox reader orders a mailbox's messages by and the store applies between mailboxes.
public enum BookingPrecedence {
    /// Whether a statement dated `new` replaces one dated `stood`. An undated statement never replaces a dated one; a
    /// dated one always replaces an undated one; two undated ones: the one read later stands (`new`).
    public static func replaces(_ new: Date?, _ stood: Date?) -> Bool {
        guard let stood else { return true }
        guard let new else { return false }
        return new >= stood
    }

    /// The order statements are applied in, the later word last: dated ones by date, an undated one before every
    /// dated one (it cannot be shown later), ties in reading order.
    public static func isApplied(_ lhs: (date: Date?, sequence: Int), before rhs: (date: Date?, sequence: Int)) -> Bool {
        (lhs.date ?? .distantPast, lhs.sequence) < (rhs.date ?? .distantPast, rhs.sequence)
    }
}
