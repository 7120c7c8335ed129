import BorderLogModel
import Foundation

/// Every reservation a mailbox states, one per `ReservationKey` (docs/evidence/mail.md): a later message replaces an
/// earlier one (`BookingPrecedence`: by its `Date` header, else the markup's `modifiedTime`, else reading order),
/// filling in what it leaves out; a cancellation — `reservationStatus` cancelled, or a message whose subject says the
/// booking was cancelled and whose text names its reservation number — cancels it. A cancelled reservation is
/// evidence of nothing.
///
/// Holds only the reservations (a few hundred in a ten-year mailbox), never the messages.
public struct ReservationBook: Sendable {
    /// A reservation as the mailbox leaves it.
    public struct Entry: Sendable, Equatable {
        public var key: ReservationKey
        public var reservation: Reservation
        /// The message whose word stands: the latest confirmation, or the cancellation.
        public var message: MessageReference
        /// Messages that stated this reservation, cancellations included.
        public var messages: Int
    }

    /// One statement read from a message, kept until `entries` orders them.
    private struct Statement: Sendable {
        var reservation: Reservation
        var message: MessageReference
        var sequence: Int
        var when: Date? { message.date ?? reservation.modified }
    }

    /// A message without markup whose subject says a booking was cancelled, and its text (bounded).
    private struct Notice: Sendable {
        var text: String
        var message: MessageReference
        var sequence: Int
    }

    private var statements: [Statement] = []
    private var notices: [Notice] = []

    /// The longest text of a cancellation notice that is searched for reservation numbers.
    static let maximumNoticeCharacters = 64 * 1024

    public init() {}

    public mutating func add(_ reservation: Reservation, from message: MessageReference) {
        statements.append(Statement(reservation: reservation, message: message, sequence: statements.count + notices.count))
    }

    /// A message with no travel markup that says a booking was cancelled (`CancellationWording.isCancellation`):
    /// it cancels every reservation whose number its subject or text names.
    public mutating func addCancellationNotice(text: String, from message: MessageReference) {
        let bounded = String((message.subject + "\n" + text).prefix(Self.maximumNoticeCharacters))
        notices.append(Notice(text: bounded, message: message, sequence: statements.count + notices.count))
    }

    /// Every reservation, in the order first stated, after updates and cancellations.
    public var entries: [Entry] {
        var all = statements
        all += noticeCancellations()
        // Dated statements in date order; an undated one keeps its place after what was read before it.
        let ordered = all.sorted { BookingPrecedence.isApplied(($0.when, $0.sequence), before: ($1.when, $1.sequence)) }
        var byKey: [ReservationKey: Entry] = [:]
        var firstSeen: [ReservationKey: Int] = [:]
        for statement in ordered {
            let key = ReservationKey(statement.reservation)
            if statement.reservation.status == .cancelled {
                let cancelled = byKey.keys.filter { key.cancels($0) }
                for target in cancelled {
                    byKey[target]!.reservation.status = .cancelled
                    byKey[target]!.message = statement.message
                    byKey[target]!.messages += 1
                }
                if cancelled.isEmpty {
                    byKey[key] = Entry(key: key, reservation: statement.reservation, message: statement.message, messages: 1)
                    firstSeen[key] = firstSeen[key] ?? statement.sequence
                }
                continue
            }
            // A cancellation read before any booking it matched (a mailbox that starts mid-way) is replaced by a
            // booking stated after it.
            for placeholder in byKey.keys where placeholder != key && byKey[placeholder]!.reservation.status == .cancelled
                && byKey[placeholder]!.messages == 1 && placeholder.cancels(key) {
                byKey[placeholder] = nil
            }
            if let earlier = byKey[key] {
                byKey[key] = Entry(
                    key: key, reservation: statement.reservation.filling(from: earlier.reservation), message: statement.message,
                    messages: earlier.messages + 1)
            } else {
                byKey[key] = Entry(key: key, reservation: statement.reservation, message: statement.message, messages: 1)
                firstSeen[key] = firstSeen[key] ?? statement.sequence
            }
        }
        return byKey.values.sorted { (firstSeen[$0.key] ?? 0, $0.key.description) < (firstSeen[$1.key] ?? 0, $1.key.description) }
    }

    /// A cancellation statement for every stated reservation number a notice names as a whole word.
    private func noticeCancellations() -> [Statement] {
        guard !notices.isEmpty else { return [] }
        var numbers: [String: Reservation.Kind] = [:]
        for statement in statements {
            guard let number = statement.reservation.reservationNumber, number.count >= 5 else { continue }
            numbers[number] = statement.reservation.kind
        }
        var cancellations: [Statement] = []
        for notice in notices {
            let words = Set(notice.text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
            for (number, kind) in numbers.sorted(by: { $0.key < $1.key }) where words.contains(number) {
                let reservation = Reservation(kind: kind, status: .cancelled, reservationNumber: number)
                cancellations.append(Statement(reservation: reservation, message: notice.message, sequence: notice.sequence))
            }
        }
        return cancellations
    }
}

extension Reservation {
    /// This reservation with every field it leaves out taken from `earlier` (a reminder that repeats only the
    /// flight keeps the times the confirmation gave).
    func filling(from earlier: Reservation) -> Reservation {
        var merged = self
        merged.provider = provider ?? earlier.provider
        merged.modified = modified ?? earlier.modified
        merged.number = number ?? earlier.number
        merged.name = name ?? earlier.name
        merged.from = from?.filling(from: earlier.from) ?? earlier.from
        merged.to = to?.filling(from: earlier.to) ?? earlier.to
        merged.start = start ?? earlier.start
        merged.end = end ?? earlier.end
        return merged
    }
}

extension Reservation.Place {
    func filling(from earlier: Reservation.Place?) -> Reservation.Place {
        guard let earlier else { return self }
        return Reservation.Place(
            name: name ?? earlier.name, iata: iata ?? earlier.iata, country: country ?? earlier.country,
            locality: locality ?? earlier.locality, coordinate: coordinate ?? earlier.coordinate)
    }
}
