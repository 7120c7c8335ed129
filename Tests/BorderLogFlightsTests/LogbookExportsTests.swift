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
}
