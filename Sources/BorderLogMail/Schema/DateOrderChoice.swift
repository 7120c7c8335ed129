import BorderLogModel
import Foundation

/// Decides the order of the numeric dates a message's markup leaves open (`02-04-2018`: 2 April or 4 February),
/// from what else the message says, strongest first:
///
/// 1. the message's other numeric dates, where a number above 12 shows the order (a sender writes one order);
/// 2. an order in which a reservation's dates run backwards (arrival before departure) is not it;
/// 3. the reservation's other dates, else the message's other reservations' dates: the reading nearer to them
///    (an outbound leg on `02-02-2018` puts a return written `02-04-2018` on 4 February rather than 2 April);
/// 4. the message's `Date`: a booking is mailed before the trip, so the reading nearest on or after it (from the
///    day before, for time zones), else the nearest before it.
///
/// When none of them decides, an open date is not read: a reservation without that date is better than one on a
/// guessed day.
struct DateOrderChoice {
    /// The order the message's numeric dates show; nil when none shows one or two disagree.
    let messageOrder: NumericDate.Order?
    let sent: Date?

    /// The choice for a message whose markup writes `times`, sent at `sent`.
    init(_ times: [MarkupTime], sent: Date?) {
        var shown = Set<NumericDate.Order>()
        for case .numeric(let date) in times {
            if let order = date.shownOrder { shown.insert(order) }
        }
        messageOrder = shown.count == 1 ? shown.first : nil
        self.sent = sent
    }

    /// A reservation's start and end, its open dates read in the order decided; `others` are the times of the
    /// message's other reservations.
    func times(start: MarkupTime?, end: MarkupTime?, others: [MarkupTime]) -> (start: Reservation.Time?, end: Reservation.Time?) {
        guard start?.open != nil || end?.open != nil else { return (start?.settled, end?.settled) }
        guard let order = order(start: start, end: end, others: others) else { return (start?.settled, end?.settled) }
        return (start?.time(order), end?.time(order))
    }

    private static let orders: [NumericDate.Order] = [.dayFirst, .monthFirst]

    private func order(start: MarkupTime?, end: MarkupTime?, others: [MarkupTime]) -> NumericDate.Order? {
        if let messageOrder { return messageOrder }
        // Orders in which every open date is a date and the reservation does not end before it starts.
        let readable = Self.orders.filter { order in
            let times = [start, end].compactMap { $0 }
            guard times.allSatisfy({ $0.time(order) != nil }) else { return false }
            guard let first = start?.time(order), let last = end?.time(order) else { return true }
            return first.day <= last.day
        }
        guard readable.count == 2 else { return readable.first }
        let openDays = { (order: NumericDate.Order) in [start, end].compactMap { $0?.open?.time(order)?.day } }
        // The reservation's own settled dates, else the rest of the message's.
        let own = [start, end].compactMap { $0?.settled?.day }
        let anchors = own.isEmpty ? others.compactMap { $0.settled?.day } : own
        if !anchors.isEmpty {
            let distance = { (order: NumericDate.Order) in
                openDays(order).map { day in anchors.map { abs(day.days(to: $0)) }.min() ?? 0 }.reduce(0, +)
            }
            let (dayFirst, monthFirst) = (distance(.dayFirst), distance(.monthFirst))
            if dayFirst != monthFirst { return dayFirst < monthFirst ? .dayFirst : .monthFirst }
        }
        guard let sent, let dayFirst = openDays(.dayFirst).first, let monthFirst = openDays(.monthFirst).first else { return nil }
        let sentDay = LocalDay(instant: sent, in: TimeZone(secondsFromGMT: 0)!).adding(days: -1)
        /// Days on or after the day before sending rank first, nearest first; then days before it, nearest first.
        func rank(_ day: LocalDay) -> (Int, Int) {
            day >= sentDay ? (0, sentDay.days(to: day)) : (1, day.days(to: sentDay))
        }
        let (first, second) = (rank(dayFirst), rank(monthFirst))
        guard first != second else { return nil }
        return first < second ? .dayFirst : .monthFirst
    }
}
