import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Flight logbooks, one layout each as its app exports it (written here from the apps' public descriptions), with the
/// rows that trip a reader: cancelled, diverted, overnight, across the date line, a date alone, a year alone, someone
/// else's trip, a broken date, an airport nobody knows.
struct LogbookTests {
    static let flighty = """
        Date,Airline,Flight,From,To,Dep Terminal,Dep Gate,Arr Terminal,Arr Gate,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Take off (Scheduled),Take off (Actual),Landing (Scheduled),Landing (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual),Aircraft Type Name,Tail Number,PNR,Seat,Seat Type,Cabin Class,Flight Reason,Notes
        2025-03-01,SAS,1501,CPH,LHR,3,A12,5,,false,,2025-03-01T10:00,2025-03-01T10:12,,,,,2025-03-01T11:05,2025-03-01T11:20,Airbus A320neo,OY-RCA,ABC123,14C,Aisle,Economy,Business,
        2025-03-05,BAW,117,LHR,JFK,,,,,true,,2025-03-05T09:00,,,,,,2025-03-05T12:00,,,,,,,,,
        2025-03-09,DLH,400,FRA,JFK,,,,,false,EWR,2025-03-09T10:00,,,,,,2025-03-09T12:45,,,,,,,,,
        2025-03-20,EZY,8001,GVA,LGW,,,,,false,,,,,,,,,,,,,,,,,

        """
    static let flightradar = """
        Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note,Dep_id,Arr_id,Airline_id,Aircraft_id
        2024-11-02,LH400,Frankfurt / Frankfurt Main (FRA/EDDF),New York / John F. Kennedy International (JFK/KJFK),10:05:00,12:50:00,08:45:00,Lufthansa (LH/DLH),Boeing 747-8 (B748),D-ABYA,,,,,,,,,
        2024-11-20,NZ1,New York / John F. Kennedy International (JFK/KJFK),Auckland (AKL/NZAA),21:30:00,07:15:00,17:45:00, (/), (),,,,,,,,,,
        2019,,Paris (CDG/LFPG),Nice (NCE/LFMN),,,,,,,,,,,,,,,

        """
    static let appInTheAir = """
        profile:
        name;Traveller
        Ownership.MINE;trip-1;Summer;flights:
        ECONOMY;12A;x;LH;400;0;FRA;JFK;2024-07-01T10:05;2024-07-01T12:50;2024-07-01T08:05;2024-07-01T16:50;notes
        hotels:
        Ownership.FRIEND;trip-2;Theirs;flights:
        ECONOMY;None;x;BA;117;0;LHR;JFK;2024-07-10T09:00;2024-07-10T12:00;2024-07-10T08:00;2024-07-10T16:00;
        hotels:

        """
    static let openFlights = """
        Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
        2018-06-01 08:30:00,ZRH,LIS,LX2084,Swiss,1693,02:55,,,Y,L,,,,,1,2,3,4
        2016,ZRH,ATH,,,,,,,,,,,,,,,,
        2018-13-01,ZRH,ATH,,,,,,,,,,,,,,,,

        """
    static let jetLog = """
        date,origin,destination,departure_time,arrival_time,arrival_date,seat,ticket_class,purpose,duration,distance,airplane,airline,tail_number,flight_number,notes
        2023-04-10,SIN,LHR,23:15,05:40,2023-04-11,window,economy,leisure,,,,,,SQ322,
        2023-05-02,LHR,XQZ,,,,,,,,,,,,,

        """
    static let airTrail = """
        {"users":[{"id":"u1","username":"me","displayName":"Me Myself"}],"flights":[
        {"date":"2022-08-01","from":{"code":"MAD"},"to":{"iata":"BCN","icao":"LEBL"},"departure":"2022-08-01T07:00:00.000+02:00","arrival":"2022-08-01T08:20:00.000+02:00","flightNumber":"IB1234"},
        {"date":"2022-08-05","from":{"code":"BCN"},"to":{"code":"MAD"},"departure":null,"arrival":null,"flightNumber":null},
        {"date":"2022-08-09","from":{"code":"BCN"},"to":{"code":"MAD"},"departure":"yesterday","arrival":null}]}
        """
    static let milesAndMore = """
        {"SegmentListResponses":[{"DepartureDate":"2025-03-01","ArrivalDate":"2025-03-01","OriginAirportCode":"ZRH  ","DestinationAirportCode":"BER","AirlineDesignatorCode":"LX","FlightNumber":974,"DepartureTime":"07:05","ArrivalTime":"08:30","StatusPoints":20},
        {"DepartureDate":"2025-03-04","OriginAirportCode":"BER","DestinationAirportCode":"ZRH","AirlineDesignatorCode":"LX","FlightNumber":975}]}
        """

    private func contents(_ text: String) throws -> LogbookContents {
        try LogbookReader.read(Data(text.utf8))
    }

    private func mapped(_ text: String) throws -> (flights: [Flight], rejected: [(line: Int, reason: String)]) {
        LogbookFlights(airports: AirportLookup(index: try FlightsFixtures.index.get())).flights(try contents(text))
    }

    @Test(arguments: [
        (flighty, LogbookFormat.flighty), (flightradar, .myflightradar24), (appInTheAir, .appintheair), (openFlights, .openflights),
        (jetLog, .jetlog), (airTrail, .airtrail), (milesAndMore, .milesandmore),
    ])
    func eachLogbookIsFoundByItsContent(_ text: String, _ format: LogbookFormat) throws {
        #expect(LogbookFormat.detect(text) == format)
        #expect(try contents(text).format == format)
    }

    /// An import reads a large logbook a slice of rows at a time: the slices say what the whole file says.
    @Test(arguments: [flighty, flightradar, appInTheAir, openFlights, jetLog, airTrail, milesAndMore])
    func aLogbookReadASliceAtATimeSaysWhatItSaysWhole(_ text: String) throws {
        let whole = try contents(text)
        var stream = try LogbookStream(Data(text.utf8))
        var slices: [LogbookContents] = []
        while let slice = stream.next(rows: 1) { slices.append(slice) }
        #expect(stream.format == whole.format && stream.next(rows: 1) == nil)
        #expect(slices.flatMap(\.flights) == whole.flights)
        #expect(slices.flatMap(\.skipped).map { "\($0.line) \($0.reason)" } == whole.skipped.map { "\($0.line) \($0.reason)" })
        #expect(slices.flatMap(\.rejected).map { "\($0.line) \($0.reason)" } == whole.rejected.map { "\($0.line) \($0.reason)" })
        #expect(!whole.flights.isEmpty)
    }

    @Test(arguments: ["country,entry,exit,note\nFR,2024-01-01,2024-01-02,\n", "{\"type\": \"FeatureCollection\"}", "", "just some notes"])
    func otherFilesAreNoLogbook(_ text: String) {
        #expect(throws: LogbookReader.ReadError.unrecognised) { try LogbookReader.read(Data(text.utf8)) }
    }

    @Test func flightyTakesActualTimesSkipsCancelledRowsAndLandsDiversionsWhereTheyLanded() throws {
        let read = try contents(Self.flighty)
        #expect(read.flights.map { "\($0.number ?? "-") \($0.from)-\($0.to)" } == ["SAS1501 CPH-LHR", "DLH400 FRA-EWR", "EZY8001 GVA-LGW"])
        #expect(read.flights[0].departure == .local(WallTime("2025-03-01T10:12:00")!))
        #expect(read.flights[0].arrival == .local(WallTime("2025-03-01T11:20:00")!))
        #expect(read.flights[2].departure == .date(day("2025-03-20")) && read.flights[2].arrival == nil)
        #expect(read.skipped.map { $0.line } == [3] && read.skipped[0].reason == "cancelled" && read.rejected.isEmpty)
        let (flights, _) = try mapped(Self.flighty)
        // Each time at its own airport's clock.
        #expect(flights[0].departure == "2025-03-01T10:12:00+01:00" && flights[0].arrival == "2025-03-01T11:20:00+00:00")
        #expect(flights[1].arrivalSignal.country == country("US") && flights[1].to.label == "EWR")
        #expect(flights.allSatisfy { $0.departureSignal.kind == .logbook && $0.arrivalSignal.kind == .logbook })
        #expect(flights[2].flags.contains(.dateOnly) && flights[2].arrivalSignal.day == day("2025-03-20"))
    }

    @Test func aDateLineCrossingLandsOnTheDayNearestItsDuration() throws {
        let (flights, _) = try mapped(Self.flightradar)
        // JFK 21:30 on the 20th, 17 h 45 in the air: Auckland two calendar days later.
        let nz1 = try #require(flights.first { $0.flight == "NZ1" })
        #expect(nz1.arrival == "2024-11-22T07:15:00+13:00" && nz1.arrivalSignal.day == day("2024-11-22"))
        #expect(nz1.departureSignal.day == day("2024-11-20"))
        let read = try contents(Self.flightradar)
        #expect(read.skipped.map { $0.line } == [4] && read.skipped[0].reason.contains("has no day"))
    }

    @Test func anOvernightArrivalOnItsOwnDateStaysThere() throws {
        let (flights, rejected) = try mapped(Self.jetLog)
        #expect(flights.count == 1 && flights[0].arrivalSignal.day == day("2023-04-11") && flights[0].departureSignal.day == day("2023-04-10"))
        #expect(rejected.count == 1 && rejected[0].line == 3 && rejected[0].reason.contains("airport XQZ is not in the airport table"))
    }

    @Test func appInTheAirKeepsOnlyTheTripsThePersonOwns() throws {
        let read = try contents(Self.appInTheAir)
        #expect(read.flights.map { "\($0.number ?? "-") \($0.from)-\($0.to)" } == ["LH400 FRA-JFK"])
        #expect(read.skipped.count == 1 && read.skipped[0].line == 7 && read.skipped[0].reason.contains("FRIEND"))
    }

    @Test func openFlightsLeavesAYearAloneOutAndRefusesABrokenDate() throws {
        let read = try contents(Self.openFlights)
        #expect(read.flights.count == 1 && read.flights[0].duration == 2 * 3600 + 55 * 60)
        #expect(read.skipped.map { $0.line } == [3] && read.rejected.map { $0.line } == [4])
        #expect(read.rejected[0].reason == "date '2018-13-01' is not YYYY-MM-DD")
        let (flights, _) = try mapped(Self.openFlights)
        // No arrival logged: take-off plus the logged duration.
        #expect(flights[0].arrival == "2018-06-01T10:25:00+01:00" && flights[0].flags.contains(.arrivalEstimated))
    }

    /// OpenFlights' export writes `YYYY-MM-DD`, but its CSV import also takes `MM/DD/YYYY` and `DD.MM.YYYY`, and a file
    /// opened and saved again in a spreadsheet comes back in the spreadsheet's order.
    private func openFlightsLog(_ dates: String...) throws -> LogbookContents {
        let header = "Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID\n"
        return try contents(header + dates.map { "\($0),ZRH,LIS,LX2084,Swiss,1693,02:55,,,Y,L,,,,,1,2,3,4\n" }.joined())
    }

    private func departures(_ read: LogbookContents) -> [String] {
        read.flights.map {
            switch $0.departure {
            case .local(let wall): wall.description
            case .date(let day): day.description
            case .instant(let instant): "\(instant)"
            }
        }
    }

    @Test func openFlightsDatesWithDayAndMonthAreReadWhenADayOver12SettlesTheirOrder() throws {
        // A day over 12 settles the order of its own date and of the file's others.
        let dayFirst = try openFlightsLog("25/12/2019 08:30", "05/01/2020", "5/1/2020 7:05", "2020-01-07", "13-01-2020")
        #expect(departures(dayFirst) == ["2019-12-25T08:30:00", "2020-01-05", "2020-01-05T07:05:00", "2020-01-07", "2020-01-13"])
        #expect(dayFirst.rejected.isEmpty)
        let monthFirst = try openFlightsLog("05/01/2020 18:00:00", "12/25/2019")
        #expect(departures(monthFirst) == ["2020-05-01T18:00:00", "2019-12-25"])
        // Dots are day first, as OpenFlights reads them, unless the date itself says otherwise.
        #expect(departures(try openFlightsLog("05.01.2020", "01.13.2020")) == ["2020-01-05", "2020-01-13"])
    }

    @Test func anOpenFlightsDateNoOtherDateSettlesIsRefusedNeverGuessed() throws {
        let alone = try openFlightsLog("05/01/2020", "2020-01-07")
        #expect(departures(alone) == ["2020-01-07"])
        #expect(alone.rejected.map(\.line) == [2])
        #expect(alone.rejected.first?.reason == "date '05/01/2020' could be day/month or month/day and no other date in the file tells which; write it YYYY-MM-DD")
        let disagreeing = try openFlightsLog("25/12/2019", "12/25/2019", "05/01/2020")
        #expect(departures(disagreeing) == ["2019-12-25", "2019-12-25"])
        #expect(disagreeing.rejected.first?.reason == "date '05/01/2020' could be day/month or month/day and the file's dates disagree on which; write it YYYY-MM-DD")
        let broken = try openFlightsLog("31/31/2019", "29/02/2019", "1/2/19")
        #expect(broken.flights.isEmpty)
        #expect(broken.rejected.map(\.reason) == [
            "date '31/31/2019' is not a date", "date '29/02/2019' is not a date", "date '1/2/19' is not YYYY-MM-DD",
        ])
    }

    @Test func theJSONExportsReadTheirOwnShapes() throws {
        let trail = try contents(Self.airTrail)
        #expect(trail.flights.count == 2 && trail.rejected.map { $0.line } == [3])
        #expect(trail.flights[1].departure == .date(day("2022-08-05")))
        let statement = try contents(Self.milesAndMore)
        #expect(statement.flights.map { "\($0.number ?? "-") \($0.from)-\($0.to)" } == ["LX974 ZRH-BER", "LX975 BER-ZRH"])
        #expect(statement.flights[1].departure == .date(day("2025-03-04")))
        #expect(throws: LogbookReader.ReadError.self) { try LogbookReader.read(Data("{\"flights\": [".utf8)) }
    }

    @Test func oneFlightInTwoLogbooksHasOneIdentity() throws {
        let flighty = try mapped("""
            Date,Airline,Flight,From,To,Canceled,Diverted To,Gate Departure (Scheduled),Gate Departure (Actual),Gate Arrival (Scheduled),Gate Arrival (Actual)
            2024-07-01,LH,400,FRA,JFK,false,,2024-07-01T10:05,,2024-07-01T12:50,

            """).flights
        let kept = try mapped(Self.appInTheAir).flights
        #expect(flighty[0].departureSignal.identity == kept[0].departureSignal.identity)
        #expect(flighty[0].arrivalSignal.identity == kept[0].arrivalSignal.identity)
    }

    @Test(arguments: [
        "Date,Flight number,From,To,Dep time,Arr time\n\"unterminated", "\u{FEFF}\u{0}\u{0}\u{0}",
        "Date,From,To,Flight_Number,From_OID\n" + String(repeating: "9999-99-99 99:99:99,ZZZ,YYY,,\n", count: 50),
    ])
    func hostileInputNeverCrashes(_ text: String) {
        let read = try? LogbookReader.read(Data(text.utf8))
        #expect(read.map { $0.flights.isEmpty } ?? true)
    }
}
