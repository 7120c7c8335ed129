import BorderLogXML
import Testing

@testable import BorderLogMail

/// Hostile markup is read within bounds: nothing runs away, nothing is cut short and read as whole.
struct MarkupLimitsTests {
    @Test func documentsOverTheSizeLimitAreNotRead() {
        let json = SchemaExamples.flightReservation(SchemaExamples.flight()).json
        let padding = String(repeating: " ", count: HTMLMarkup.maximumBytes)
        #expect(ReservationExtractor.reservations(inHTML: SchemaNode.html(jsonLD: json) + padding).isEmpty)
        #expect(ReservationExtractor.reservations(inHTML: SchemaNode.html(jsonLD: json)).count == 1)
    }

    @Test func itemsNestedThousandsDeepStopAtTheirLimit() throws {
        let depth = 5000
        let html = String(repeating: "<div itemprop=\"p\" itemscope itemtype=\"http://schema.org/Thing\">", count: depth) + "x"
            + String(repeating: "</div>", count: depth)
        let items = HTMLMarkup.read(html).items
        var nesting = 0
        var item = try #require(items.first)
        while case let .item(inner)? = item.properties.first?.value {
            nesting += 1
            item = inner
        }
        #expect(nesting <= HTMLMarkup.maximumItemDepth)
    }

    @Test func manyItemsStopAtTheirLimit() {
        let html = String(repeating: "<span itemscope itemtype=\"http://schema.org/Thing\"><b itemprop=\"n\">1</b></span>", count: 1000)
        #expect(HTMLMarkup.read(html).items.count == HTMLMarkup.maximumItems)
    }

    @Test func aValueLongerThanTheLimitIsLeftOutNotCut() throws {
        let long = String(repeating: "a", count: HTMLMarkup.maximumValueBytes + 1)
        let html = "<div itemscope itemtype=\"http://schema.org/Thing\"><span itemprop=\"long\">\(long)</span><span itemprop=\"short\">b</span></div>"
        #expect(try #require(HTMLMarkup.read(html).items.first).properties.map(\.name) == ["short"])
    }

    @Test func scriptsNestedTooDeepGiveNothing() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(ReservationExtractor.reservations(inJSONLD: deep).isEmpty)
    }
}

extension MarkupLimitsTests {
    @Test func aMessageGivesAtMostItsLimitOfReservations() {
        let legs = (0..<1000).map { SchemaExamples.flight(number: String($0)) }
        let booking: SchemaNode = .object("FlightReservation", ("reservationFor", .list(legs)))
        #expect(ReservationExtractor.reservations(inJSONLD: booking.json).count == ReservationMapper.maximumReservations)
    }
}
