import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Logbooks as people's exports really are, each written here in the layout AirTrail's importers read: OpenFlights'
/// header with spaces, myFlightradar24's rows with no times, App in the Air's times in UTC.
struct LogbookExportsTests {
    private func contents(_ text: String) throws -> LogbookContents {
        try LogbookReader.read(Data(text.utf8))
    }

    private func mapped(_ text: String) throws -> (flights: [Flight], rejected: [(line: Int, reason: String)]) {
        LogbookFlights(airports: AirportLookup(index: try FlightsFixtures.index.get())).flights(try contents(text))
    }

    @Test(arguments: [
        "Date,From,To,Flight Number,Airline,Distance,Duration,Seat,Seat Type,Class,Reason,Plane,Registration,Trip,Note,From OID,To OID,Airline OID,Plane OID",
        "date,from,to,flight_number,airline,distance,duration,seat,seat_type,class,reason,plane,registration,trip,note,from_oid,to_oid,airline_oid,plane_oid",
    ])
    func openFlightsIsFoundByItsHeaderWithSpacesOrUnderscores(_ header: String) throws {
        let text = header + "\n2018-06-01 08:30:00,ZRH,LIS,LX2084,Swiss,1693,02:55,,,Y,L,,,,,1,2,3,4\n"
        #expect(LogbookFormat.detect(text) == .openflights)
        let read = try contents(text)
        #expect(read.flights.map { "\($0.number ?? "-") \($0.from)-\($0.to)" } == ["LX2084 ZRH-LIS"] && read.rejected.isEmpty)
    }

    static let flightradarWithoutTimes = """
        Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id
        2025-02-14,TP209,Lisbon / Humberto Delgado (LIS/LPPT),Newark / Liberty International (EWR/KEWR),00:00:00,00:00:00,00:00:00,TAP Air Portugal (TP/TAP),,,,,,,,,,,
        2025-02-16,TP210,Newark / Liberty International (EWR/KEWR),Lisbon / Humberto Delgado (LIS/LPPT),00:00:00,07:10:00,,TAP Air Portugal (TP/TAP),,,,,,,,,,,

        """

    @Test func aFlightradarRowWithMidnightAtBothEndsIsADateAlone() throws {
        let read = try contents(Self.flightradarWithoutTimes)
        #expect(read.flights[0].departure == .date(day("2025-02-14")) && read.flights[0].arrival == nil)
        // Midnight at one end only is a time the row gives.
        #expect(read.flights[1].departure == .local(WallTime("2025-02-16T00:00:00")!))
        let (flights, _) = try mapped(Self.flightradarWithoutTimes)
        #expect(flights[0].departure == "2025-02-14" && flights[0].arrival == "2025-02-14" && flights[0].flags.contains(.dateOnly))
    }

    @Test func appInTheAirReadsItsFirstPairOfTimesAsUTC() throws {
        let text = """
            Ownership.MINE;trip-3;Tokyo;flights:
            ECONOMY;34K;x;LH;710;0;FRA;NRT;2024-11-03T12:05;2024-11-03T23:55;2024-11-03T13:05;2024-11-04T08:55;
            hotels:

            """
        let (flights, rejected) = try mapped(text)
        let lh710 = try #require(flights.first)
        #expect(rejected.isEmpty && lh710.flight == "LH710")
        #expect(lh710.departure == "2024-11-03T13:05:00+01:00" && lh710.departureSignal.day == day("2024-11-03"))
        #expect(lh710.arrival == "2024-11-04T08:55:00+09:00" && lh710.arrivalSignal.day == day("2024-11-04"))
    }

    /// LH1167 in App in the Air (UTC clocks) and in a Miles & More statement (Frankfurt's and Lisbon's clocks): one
    /// flight, whichever way each logbook writes its times and its number.
    @Test func oneFlightInTwoLogbooksHasOneIdentityHoweverItIsWritten() throws {
        let appInTheAir = try mapped("""
            Ownership.MINE;trip-4;Lisbon;flights:
            ECONOMY;21C;x;LH;1167;0;FRA;LIS;2025-01-10T22:40;2025-01-11T01:50;2025-01-10T23:40;2025-01-11T01:50;
            hotels:

            """).flights
        let statement = try mapped("""
            {"SegmentListResponses":[{"DepartureDate":"2025-01-10","ArrivalDate":"2025-01-11","OriginAirportCode":"FRA","DestinationAirportCode":"LIS","AirlineDesignatorCode":"LH","FlightNumber":1167,"DepartureTime":"23:40","ArrivalTime":"01:50"}]}
            """).flights
        #expect(appInTheAir.count == 1 && statement.count == 1)
        #expect(appInTheAir[0].departureSignal.identity == statement[0].departureSignal.identity)
        #expect(appInTheAir[0].arrivalSignal.identity == statement[0].arrivalSignal.identity)
        let flighty = try mapped("""
            Date,Airline,Flight,From,To,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual)
            2025-02-14,TAP,209,LIS,EWR,false,,2025-02-14T10:35,2025-02-14T10:41,2025-02-14T13:45,2025-02-14T13:40

            """).flights
        let flightradar = try mapped("""
            Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id
            2025-02-14,TP209,Lisbon / Humberto Delgado (LIS/LPPT),Newark / Liberty International (EWR/KEWR),10:40:00,13:42:00,08:02:00,TAP Air Portugal (TP/TAP),,,,,,,,,,,

            """).flights
        #expect(flighty[0].flight == "TAP209" && flightradar[0].flight == "TP209")
        #expect(flighty[0].departureSignal.identity == flightradar[0].departureSignal.identity)
    }

    /// A scheduled departure no calendar has is named although the actual one serves; a row whose every departure is
    /// one, with no date, is refused naming it.
    @Test func everyImpossibleDateOrTimeIsNamedWithItsLine() throws {
        let read = try contents("""
            Date,Airline,Flight,From,To,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual)
            2025-02-14,TAP,209,LIS,EWR,false,,2025-02-30T25:61,2025-02-14T10:41,2025-02-14T13:45,2025-02-14T13:40
            ,TAP,211,LIS,EWR,false,,2025-02-30T25:61,,,

            """)
        #expect(read.flights.count == 1 && read.flights[0].departure == .local(WallTime("2025-02-14T10:41:00")!))
        #expect(read.warnings.map(\.line) == [2] && read.warnings[0].reason == "gate departure (scheduled) '2025-02-30T25:61' is not a date and time")
        #expect(read.rejected.map(\.line) == [3] && read.rejected[0].reason.contains("'2025-02-30T25:61' is not a date and time"))
        let jetLog = try contents("""
            date,origin,destination,departure_time,arrival_time,arrival_date,flight_number
            2023-04-10,SIN,LHR,23:15,05:40,2023-04-31,SQ322

            """)
        #expect(jetLog.flights.count == 1 && jetLog.warnings.map(\.reason) == ["arrival_date '2023-04-31' is not a date"])
        let statement = try contents("""
            {"SegmentListResponses":[{"DepartureDate":"2025-03-01","OriginAirportCode":"ZRH","DestinationAirportCode":"BER","DepartureTime":"25:61"}]}
            """)
        #expect(statement.flights.first?.departure == .date(day("2025-03-01")))
        #expect(statement.warnings.map(\.line) == [1] && statement.warnings[0].reason == "entry 1: DepartureTime '25:61' is not a time")
        let appInTheAir = try contents("""
            Ownership.MINE;trip-4;Tokyo;flights:
            ECONOMY;21C;x;LH;710;0;FRA;NRT;2024-11-03T12:05;2024-11-03T23:55;2024-11-03T13:05;2024-11-04T07:55;
            ECONOMY;21C;x;LH;711;0;NRT;FRA;2024-11-31T12:05;2024-11-10T23:55;;;
            ECONOMY;21C;x;LH;712;0;NRT;FRA;2024-11-12T12:05;2024-11-12T25:55;;;
            hotels:

            """)
        #expect(appInTheAir.flights.map(\.number) == ["LH710", "LH712"])
        #expect(appInTheAir.rejected.map(\.line) == [3] && appInTheAir.rejected[0].reason == "LH711 NRT→FRA: departure '2024-11-31T12:05' is not a date and time")
        #expect(appInTheAir.warnings.map(\.line) == [4] && appInTheAir.warnings[0].reason == "arrival '2024-11-12T25:55' is not a date and time")
        let trail = try contents("""
            {"flights":[{"date":"2022-08-01","from":{"code":"MAD"},"to":{"code":"BCN"},"departure":"2022-08-01T07:00:00+02:00","arrival":"2022-08-01T31:20:00+02:00"}]}
            """)
        #expect(trail.flights.first?.arrival == nil && trail.warnings.map(\.reason) == ["entry 1: arrival '2022-08-01T31:20:00+02:00' is no time"])
    }

    /// JetLog and AirTrail name airports by ICAO code; myFlightradar24 gives an airfield without an IATA code as `(/ICAO)`.
    @Test func airportsByICAOCodeAreTheAirportsTheirIATACodesName() throws {
        let jetLog = try mapped("""
            date,origin,destination,departure_time,arrival_time,arrival_date,flight_number
            2024-03-02,LPPT,EIDW,06:10,08:45,,TP1326
            2024-03-09,EIDW,KBOS,11:00,13:05,,EI137

            """)
        #expect(jetLog.rejected.isEmpty)
        #expect(jetLog.flights.map { "\($0.from.label)-\($0.to.label)" } == ["LIS-DUB", "DUB-BOS"])
        #expect(jetLog.flights.map { $0.to.country?.rawValue } == ["IE", "US"])
        let trail = try mapped("""
            {"flights":[{"date":"2024-05-01","from":{"code":"LPPT","iata":null,"icao":"LPPT"},"to":{"code":"EDAB","iata":"","icao":"EDAB"},"departure":"2024-05-01T09:00:00+01:00","arrival":"2024-05-01T13:00:00+02:00"}]}
            """)
        #expect(trail.rejected.isEmpty && trail.flights.map { "\($0.from.label)-\($0.to.label)" } == ["LIS-EDAB"])
        let radar = try contents("""
            Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id
            2024-06-01,,Frankfurt / Frankfurt Main (FRA/EDDF),Bautzen (/EDAB),10:00:00,11:10:00,,,,,,,,,,,,,

            """)
        #expect(radar.flights.map { "\($0.from)-\($0.to)" } == ["FRA-EDAB"] && radar.rejected.isEmpty)
        let unknown = try mapped("""
            date,origin,destination,departure_time,arrival_time,arrival_date,flight_number
            2024-03-02,LPPT,ZZZZ,06:10,08:45,,TP1326

            """)
        #expect(unknown.flights.isEmpty && unknown.rejected.map(\.reason) == ["LPPT→ZZZZ: airport ZZZZ is not in the airport table"])
    }
}
