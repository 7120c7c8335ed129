import BorderLogModel
import Foundation
import Testing

/// A signal's stored detail is lifted into its typed parts and written back byte for byte: the store needs no
/// migration, and every part keeps the keys earlier versions wrote.
@Suite struct SignalDetailTests {
    /// Details as earlier versions stored them, one per kind (the text the store holds).
    @Test(arguments: [
        (SignalKind.photo, #"{"altitude":"412.30","container":"jpeg","dateSource":"original","gpsTime":"2025-12-24T19:29:58Z","make":"Test","model":"Cam","offset":"+01:00","subsec":"253"}"#),
        (.photo, #"{"cameraTime":"2026-03-01T23:30:00","clockSkew":"-3600","container":"heif","dateSource":"gps","dayBasis":"utc","placeSource":"takeout"}"#),
        (.photo, #"{"container":"photos-library","dateSource":"library","hidden":"true","media":"video","offset":"+09:00","originalName":"IMG_7.HEIC","placeSource":"library"}"#),
        (.location, #"{"altitude":"10900","element":"trkpt","format":"gpx","speed":"220.5","trackSpeed":"0.4"}"#),
        (.location, #"{"activity":"IN_PASSENGER_VEHICLE","format":"timeline"}"#),
        (.calendar, #"{"arrival":"2024-03-01T13:10:00-05:00","departure":"2024-03-01T10:00:00+00:00","flags":"route-from-names,multi-leg,arrival-estimated","flight":"BA117","from":"LHR","role":"departure","summary":"BA117 London to New York","to":"JFK","uid":"e1@x"}"#),
        (.calendar, #"{"from":"MUC","role":"arrival","summary":"Flug nach TOULOUSE FR","to":"TOULOUSE FR","uncertain":"arrival"}"#),
        (.booking, #"{"arrival":"2027-03-04T13:35:00+00:00","booked":"TP1350 LIS→LHR","booking":"flight","departure":"2027-03-04T11:00:00+00:00","flags":"booking,arrival-estimated","flight":"TP1350","from":"LIS","messageDate":"2027-02-01T10:00:00Z","messageId":"m1@tap","provider":"TAP","reservationNumber":"RXJ34P","role":"departure","sender":"TAP <no-reply@flytap.com>","subject":"Your booking","summary":"Your booking","to":"LHR"}"#),
        (.booking, #"{"booked":"Canal House","booking":"lodging","sender":"Booking.com","subject":"Your stay"}"#),
        (.logbook, #"{"arrival":"2024-11-22T07:15:00+13:00","departure":"2024-11-20T21:30:00-05:00","flight":"NZ1","from":"JFK","role":"arrival","summary":"Logbook (myflightradar24) NZ1 JFK→AKL","to":"AKL"}"#),
    ])
    func storedTextReadsBackTheSame(kind: SignalKind, text: String) throws {
        let detail = SignalDetail(storedJSON: text, kind: kind)
        #expect(detail.storedJSON == text)
        switch kind {
        case .photo: #expect(detail.photo != nil && detail.other.isEmpty)
        case .location: #expect(detail.photo == nil && detail.flight == nil)
        case .calendar, .logbook: #expect(detail.flight != nil && detail.other.isEmpty)
        case .booking: #expect(detail.booking != nil && detail.other.isEmpty)
        }
    }

    /// A flight's end alone is written from its entries in key order, without a dictionary: the same text as the
    /// dictionary's, whatever it holds.
    @Test(arguments: [
        FlightDetail(role: .departure, from: "LHR", to: "JFK"),
        FlightDetail(
            role: .arrival, flight: "BA117", from: "LHR", to: "JFK", departure: "2024-03-01T10:00:00+00:00", arrival: "2024-03-01",
            uid: "e1@x", summary: "Flug \"nach\" New York\n\tüber \\ London ✈︎", flags: [.multiLeg, .dateOnly], uncertainAirports: [.arrival, .departure]),
        FlightDetail(role: .departure, from: "MUC", to: "TOULOUSE FR", summary: "\u{1}", uncertainAirports: [.arrival]),
    ])
    func aFlightsEndIsWrittenAsItsDictionaryWouldBe(_ flight: FlightDetail) throws {
        let detail = SignalDetail(flight: flight)
        let text = try #require(detail.storedJSON)
        #expect(text == JSONText.object(detail.storedDetail))
        #expect(SignalDetail(storedJSON: text, kind: .logbook) == detail)
    }

    @Test func partsAreTyped() throws {
        let flight = try #require(SignalDetail(storedJSON: #"{"flags":"boarding-pass,arrival-estimated,date-only","from":"ZRH","role":"departure","summary":"","to":"LIS"}"#, kind: .calendar).flight)
        #expect(flight.flags == [.boardingPass, .arrivalEstimated, .dateOnly] && flight.isBoardingPass)
        let booking = try #require(SignalDetail(storedJSON: #"{"booking":"rentalCar","messageDate":"2027-02-01T10:00:00Z","sender":"","subject":""}"#, kind: .booking).booking)
        #expect(booking.kind == .rentalCar && booking.messageDate == RFC3339.instant("2027-02-01T10:00:00Z"))
        let photo = try #require(SignalDetail(storedJSON: #"{"container":"jpeg","dateSource":"takeout","placeSource":"takeout"}"#, kind: .photo).photo)
        #expect(photo.dateSource == .takeout && photo.placeSource == .takeout && photo.provenance == "GPS and time from Google Photos sidecar")
        let motion = try #require(SignalDetail(storedJSON: #"{"altitude":"10900","trackSpeed":"220.5"}"#, kind: .location).motion)
        #expect(motion.altitude == 10_900 && motion.speed == 220.5)
    }

    /// The kind decides which part owns a key: a photo's `altitude` is the camera's text, a sample's is whole metres.
    @Test func theKindDecidesWhichPartOwnsAKey() {
        let text = #"{"altitude":"45.00"}"#
        #expect(SignalDetail(storedJSON: text, kind: .photo).photo?.altitude == "45.00")
        #expect(SignalDetail(storedJSON: text, kind: .location).motion?.altitude == 45)
        // A calendar signal without a flight keeps what it holds as it was.
        #expect(SignalDetail(storedJSON: text, kind: .calendar).other == ["altitude": "45.00"])
    }

    @Test(arguments: [nil, "", "[]", "{", #"{"a":1}"#])
    func textThatIsNoDetailIsAnEmptyOne(_ text: String?) {
        let detail = SignalDetail(storedJSON: text, kind: .photo)
        #expect(detail.isEmpty && detail.storedJSON == nil)
    }

    @Test func keysAFutureVersionWritesAreKept() {
        let text = #"{"container":"jpeg","lens":"RF 24-70"}"#
        let detail = SignalDetail(storedJSON: text, kind: .photo)
        #expect(detail.other == ["lens": "RF 24-70"] && detail.storedJSON == text)
    }

    /// Flags are stored in one order whatever order a reader came to them, and words no reader writes are dropped.
    @Test func flightFlagsHaveOneStoredOrder() {
        let flags: Set<FlightFlag> = [.arrivalEstimated, .routeFromNames, .allDay, .airportZoneUnknown, .countryQualified, .multiLeg]
        #expect(flags.storedText == "route-from-names,country-qualified,multi-leg,airport-zone-unknown,all-day,arrival-estimated")
        #expect(Set(storedText: "all-day,teleported,arrival-estimated") == [.allDay, .arrivalEstimated])
        #expect(Set(storedText: FlightFlag.allCases.map(\.rawValue).joined(separator: ",")).count == FlightFlag.allCases.count)
    }
}

/// The one rule whose word on a reservation stands, as the mailbox reader orders messages and the store applies it
/// between mailboxes.
@Suite struct BookingPrecedenceTests {
    let early = Date(timeIntervalSince1970: 1_700_000_000), late = Date(timeIntervalSince1970: 1_700_086_400)

    @Test func theLaterMessageReplaces() {
        #expect(BookingPrecedence.replaces(late, early))
        #expect(!BookingPrecedence.replaces(early, late))
        #expect(BookingPrecedence.replaces(early, early))
    }

    @Test func anUndatedMessageNeverReplacesADatedOne() {
        #expect(!BookingPrecedence.replaces(nil, early))
        #expect(BookingPrecedence.replaces(early, nil))
        #expect(BookingPrecedence.replaces(nil, nil))
    }

    /// Applying statements in the order the rule sorts them leaves the one `replaces` would keep.
    @Test func theOrderAgreesWithTheRule() {
        let statements: [(date: Date?, sequence: Int)] = [(late, 0), (nil, 1), (early, 2), (nil, 3), (late, 4)]
        let ordered = statements.sorted { BookingPrecedence.isApplied($0, before: $1) }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
            #expect(BookingPrecedence.replaces(later.date, earlier.date), "\(earlier) then \(later)")
        }
        #expect(ordered.last?.sequence == 4)
    }

    @Test func oneReservationsSignalsShareItsIdentity() {
        let identity = BookingIdentity(reservationKey: "flight/RXJ34P/TP1350@2027-03-04")
        #expect(identity.description == "booking:flight/RXJ34P/TP1350@2027-03-04")
        #expect(identity.signal("night:2027-03-04").hasPrefix(identity.signalPrefix))
    }
}
