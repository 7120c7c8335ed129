import BorderLogModel
import Foundation
import Testing

@testable import BorderLogMail

/// One reservation per booking: later messages update, cancellations cancel, notices without markup cancel by number.
struct ReservationBookTests {
    private func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    private func message(_ index: Int, _ sent: String?, subject: String = "Your booking") -> MessageReference {
        MessageReference(source: "mail.mbox", index: index, messageID: "m\(index)@example.com", subject: subject, from: "Air <a@air.example>", date: sent.map(date))
    }

    private func flight(_ number: String = "RXJ34P", flight: String = "UA110", day: String = "2027-03-04", status: Reservation.Status = .confirmed, departure: String? = "20:15:00") -> Reservation {
        Reservation(
            kind: .flight, status: status, reservationNumber: number, provider: "United", number: flight,
            from: .init(iata: "SFO"), to: .init(iata: "JFK"),
            start: departure.map { .wallTime(WallTime("\(day)T\($0)")!) } ?? .date(LocalDay(day)!))
    }

    @Test func theSameBookingFromSeveralMessagesIsOneReservation() {
        var book = ReservationBook()
        book.add(flight(), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight(), from: message(2, "2027-03-01T10:00:00Z", subject: "Check in now"))
        let entries = book.entries
        #expect(entries.count == 1)
        #expect(entries.first?.messages == 2)
        #expect(entries.first?.message.index == 2)
    }

    @Test func aLaterMessageUpdatesAndKeepsWhatItLeavesOut() {
        var book = ReservationBook()
        var confirmation = flight()
        confirmation.end = .wallTime(WallTime("2027-03-05T06:30:00")!)
        book.add(confirmation, from: message(1, "2027-01-10T10:00:00Z"))
        // The schedule change moves the departure and says nothing of the arrival.
        book.add(flight(departure: "21:05:00"), from: message(2, "2027-02-01T10:00:00Z"))
        let entry = book.entries.first
        #expect(entry?.reservation.start == .wallTime(WallTime("2027-03-04T21:05:00")!))
        #expect(entry?.reservation.end == .wallTime(WallTime("2027-03-05T06:30:00")!))
    }

    @Test func messagesAreOrderedByTheirDateNotByWhereTheyLieInTheMailbox() {
        var book = ReservationBook()
        // A mailbox exported newest first: the change comes before the confirmation.
        book.add(flight(departure: "21:05:00"), from: message(1, "2027-02-01T10:00:00Z"))
        book.add(flight(), from: message(2, "2027-01-10T10:00:00Z"))
        #expect(book.entries.first?.reservation.start == .wallTime(WallTime("2027-03-04T21:05:00")!))
    }

    @Test func aCancellationCancelsItsReservationButNotTheOtherLegs() {
        var book = ReservationBook()
        book.add(flight(), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight(flight: "UA111", day: "2027-03-12"), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight(status: .cancelled), from: message(2, "2027-02-01T10:00:00Z"))
        let entries = book.entries
        #expect(entries.count == 2)
        #expect(entries.first { $0.reservation.number == "UA110" }?.reservation.status == .cancelled)
        #expect(entries.first { $0.reservation.number == "UA111" }?.reservation.status == .confirmed)
    }

    @Test func aCancellationNamingOnlyTheNumberCancelsEveryReservationUnderIt() {
        var book = ReservationBook()
        book.add(flight(), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight(flight: "UA111", day: "2027-03-12"), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(Reservation(kind: .flight, status: .cancelled, reservationNumber: "rxj 34p"), from: message(2, "2027-02-01T10:00:00Z"))
        #expect(book.entries.allSatisfy { $0.reservation.status == .cancelled })
    }

    @Test func aCancellationNamingTheFlightButNotTheDateCancelsThatFlightOnly() {
        var book = ReservationBook()
        book.add(flight(), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight(flight: "UA111", day: "2027-03-12"), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(Reservation(kind: .flight, status: .cancelled, reservationNumber: "RXJ34P", number: "UA111"), from: message(2, "2027-02-01T10:00:00Z"))
        let entries = book.entries
        #expect(entries.first { $0.reservation.number == "UA111" }?.reservation.status == .cancelled)
        #expect(entries.first { $0.reservation.number == "UA110" }?.reservation.status == .confirmed)
    }

    @Test func aBookingMadeAgainAfterItsCancellationStands() {
        var book = ReservationBook()
        book.add(flight(), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight(status: .cancelled), from: message(2, "2027-01-11T10:00:00Z"))
        book.add(flight(), from: message(3, "2027-01-12T10:00:00Z"))
        #expect(book.entries.first?.reservation.status == .confirmed)
    }

    @Test func aCancellationNoticeWithoutMarkupCancelsTheNumberItNames() {
        var book = ReservationBook()
        book.add(flight(), from: message(1, "2027-01-10T10:00:00Z"))
        book.add(flight("QQ9ZZ1", flight: "UA5", day: "2027-04-01"), from: message(2, "2027-01-10T11:00:00Z"))
        book.addCancellationNotice(
            text: "Dear Eva, your reservation RXJ34P has been cancelled and refunded.",
            from: message(3, "2027-02-01T10:00:00Z", subject: "Booking cancelled"))
        let entries = book.entries
        #expect(entries.first { $0.reservation.reservationNumber == "RXJ34P" }?.reservation.status == .cancelled)
        #expect(entries.first { $0.reservation.reservationNumber == "QQ9ZZ1" }?.reservation.status == .confirmed)
    }

    @Test func aNoticeOlderThanTheBookingDoesNotCancelIt() {
        var book = ReservationBook()
        book.addCancellationNotice(text: "RXJ34P cancelled", from: message(1, "2026-12-01T10:00:00Z", subject: "Cancelled"))
        book.add(flight(), from: message(2, "2027-01-10T10:00:00Z"))
        #expect(book.entries.first?.reservation.status == .confirmed)
    }

    @Test func aCancellationOfABookingNeverConfirmedIsKeptAsCancelled() {
        var book = ReservationBook()
        book.add(flight(status: .cancelled), from: message(1, "2027-02-01T10:00:00Z"))
        #expect(book.entries.map(\.reservation.status) == [.cancelled])
    }

    @Test func hotelsAreKeyedByHotelAndCheckIn() {
        let adlon = Reservation(kind: .lodging, reservationNumber: "4711", name: "Hotel Adlon", start: .date(LocalDay("2027-05-01")!))
        var renamed = adlon
        renamed.name = "HOTEL  ADLON"
        var later = adlon
        later.start = .date(LocalDay("2027-06-01")!)
        #expect(ReservationKey(adlon) == ReservationKey(renamed))
        #expect(ReservationKey(adlon) != ReservationKey(later))
        #expect(ReservationKey(adlon).description == "lodging/4711/HOTELADLON@2027-05-01")
    }

    @Test(arguments: [
        ("Your booking has been cancelled", true),
        ("Stornierung Ihrer Buchung 4711", true),
        ("Réservation annulée", true),
        ("Cancellation confirmation – ABC123", true),
        ("Your booking is confirmed – free cancellation until 1 May", false),
        ("Cancel or change your booking", false),
        ("Your trip to Rome", false),
    ])
    func cancellationSubjects(subject: String, cancels: Bool) {
        #expect(CancellationWording.isCancellation(subject: subject) == cancels)
    }
}
