/// A time as a message's markup writes it: ISO 8601 (`Reservation.Time(schemaText:)`), or a numeric date
/// (`NumericDate`) whose day and month order may still be open, decided for the whole message by
/// ``DateOrderChoice``.
enum MarkupTime: Equatable {
    case iso(Reservation.Time)
    case numeric(NumericDate)

    /// ISO 8601 text, else a numeric date; nil for anything else.
    init?(text: String) {
        if let time = Reservation.Time(schemaText: text) {
            self = .iso(time)
        } else if let date = NumericDate(text) {
            self = .numeric(date)
        } else {
            return nil
        }
    }

    /// The time when nothing else is needed to read it: ISO, or a numeric date its own numbers settle.
    var settled: Reservation.Time? {
        switch self {
        case .iso(let time): time
        case .numeric(let date): date.order.flatMap(date.time)
        }
    }

    /// The numeric date whose order is open.
    var open: NumericDate? {
        if case .numeric(let date) = self, date.order == nil { date } else { nil }
    }

    /// The time in `order`: a numeric date read that way, any other as it is.
    func time(_ order: NumericDate.Order) -> Reservation.Time? {
        switch self {
        case .iso(let time): time
        case .numeric(let date): date.time(date.order ?? order)
        }
    }
}
