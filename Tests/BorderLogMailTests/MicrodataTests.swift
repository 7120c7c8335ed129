import BorderLogModel
import Testing

@testable import BorderLogMail
@testable import BorderLogXML

/// Microdata as senders write it: the spec's value rules, and the invalid-but-real patterns KDE Itinerary's fixtures
/// keep.
struct MicrodataTests {
    @Test func valuesComeFromTheAttributeEachElementCarries() throws {
        let html = """
            <div itemscope itemtype="http://schema.org/Thing">
              <meta itemprop="a" content=" meta ">
              <link itemprop="b" href="http://schema.org/Confirmed">
              <link itemprop="c" content="link content">
              <a itemprop="d" href="https://example.com/x">text</a>
              <img itemprop="e" src="logo.png">
              <time itemprop="f" datetime="2027-01-02T03:04:05Z">2 January</time>
              <h2 itemprop="g" content="ignored">  Spread
                over  lines&nbsp;here </h2>
              <span itemprop="name headline">Both</span>
              <data itemprop="h" value="42">forty-two</data>
            </div>
            """
        let item = try #require(HTMLMarkup.read(html).items.first)
        let values = item.properties.map { ($0.name, $0.value) }
        #expect(values.map(\.0) == ["a", "b", "c", "d", "e", "f", "g", "name", "headline", "h"])
        #expect(values.map(\.1) == [
            "meta", "http://schema.org/Confirmed", "link content", "https://example.com/x", "logo.png",
            "2027-01-02T03:04:05Z", "Spread over lines here", "Both", "Both", "42",
        ].map(MicrodataItem.Value.text))
    }

    @Test func nestedItemsAreValuesAndStandaloneItemsAreTheirOwn() throws {
        let html = """
            <html itemscope itemtype="http://schema.org/WebPage"><body>
            <div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Pizza</span>
              <span itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price">8</span></span>
            </div></body></html>
            """
        let items = HTMLMarkup.read(html).items
        #expect(items.map(\.types) == [["http://schema.org/WebPage"], ["http://schema.org/Product"]])
        #expect(items[0].properties.isEmpty)
        #expect(items[1].properties.map(\.name) == ["name", "offers"])
        guard case let .item(offer) = items[1].properties[1].value else { Issue.record("offers is not an item"); return }
        #expect(offer.properties == [MicrodataItem.Property(name: "price", value: .text("8"))])
    }

    @Test func itemrefAddsTheReferencedProperties() throws {
        let html = """
            <div itemscope itemtype="http://schema.org/Airport" itemref="code"><meta itemprop="name" content="Munich"></div>
            <p id="code"><span itemprop="iataCode">MUC</span></p>
            <div itemscope itemtype="http://schema.org/Thing" itemref="loop" id="loop"><b itemprop="x">1</b></div>
            """
        let items = HTMLMarkup.read(html).items
        #expect(items.first?.properties.map(\.name) == ["name", "iataCode"])
        #expect(items.count == 2)
    }

    @Test func metaTagsInTheHeadAndBrokenTagsStillGiveTheFlight() throws {
        // Lufthansa's shape: the item starts among the head's meta tags, in an HTML 4 document with stray end tags.
        let html = """
            <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd"><html>
            <head><META http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width">
            <div itemscope="" itemtype="http://schema.org/FlightReservation"><meta itemprop="reservationNumber" content="KDEKDE">
            <div itemprop="reservationFor" itemscope="" itemtype="http://schema.org/Flight"><meta itemprop="flightNumber" content="2029">
            <div itemprop="airline" itemscope="" itemtype="http://schema.org/Airline"><meta itemprop="iataCode" content="LH"></div>
            <div itemprop="departureAirport" itemscope="" itemtype="http://schema.org/Airport"><meta itemprop="iataCode" content="TXL"></div>
            <meta itemprop="departureTime" content="2017-04-07T08:30:00+02:00"></div></div></head><body><tag1></tag2></bod>
            """
        let flight = try #require(ReservationExtractor.reservations(inHTML: html).first)
        #expect(flight.number == "LH2029")
        #expect(flight.from?.iata == "TXL")
        #expect(flight.reservationNumber == "KDEKDE")
    }

    @Test func anItempropOutsideAnyItemIsItsOwnItem() throws {
        let html = """
            <div itemprop="reservation" itemscope itemtype="http://schema.org/LodgingReservation">
              <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Hotel"><span itemprop="name">Hotel Sacher</span>
                <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="addressCountry">Austria</span></div></div>
              <time itemprop="checkinDate" datetime="2027-02-01">1 Feb</time><time itemprop="checkoutDate" datetime="2027-02-03">3 Feb</time>
            </div>
            """
        let hotel = try #require(ReservationExtractor.reservations(inHTML: html).first)
        #expect(hotel.name == "Hotel Sacher")
        #expect(hotel.from?.country == CountryCode("AT"))
        #expect(hotel.start == .date(try #require(LocalDay("2027-02-01"))))
    }

    @Test func jsonLDInsideAMicrodataScopeIsRead() {
        let json = SchemaExamples.flightReservation(SchemaExamples.flight()).json
        let html = "<div itemscope itemtype=\"http://schema.org/WebPage\"><h1 itemprop=\"name\">Trip</h1>"
            + "<script type=\"application/ld+json\">\(json)</script></div>"
        let markup = HTMLMarkup.read(html)
        #expect(markup.jsonLD.count == 1)
        #expect(markup.items.first?.properties.map(\.name) == ["name"])
        #expect(ReservationExtractor.reservations(inHTML: html).map(\.number) == ["UA110"])
    }

    @Test func garbageGivesNothing() {
        for html in ["<", "itemscope", "<div itemscope", "<<<<ld+json>>>>", "\u{0}\u{1}itemscope\u{FFFD}", "<script type=application/ld+json>"] {
            #expect(ReservationExtractor.reservations(inHTML: html).isEmpty)
        }
    }

    @Test func markupIsSeenInAnyLetterCaseAndPlainTextIsNot() {
        #expect(HTMLMarkup.mayHoldMarkup("<script type=\"Application/LD+JSON\">"))
        #expect(HTMLMarkup.mayHoldMarkup("<div ItemScope>"))
        #expect(!HTMLMarkup.mayHoldMarkup("<p>Your flight LH1234 is confirmed (item scope, ld json)</p>"))
    }

    /// Items nested sixteen deep, each naming 200 properties at once: the tree the crawl keeps shares each item, but
    /// written out whole it would hold 200^16 values. Reading it stops at the budget, quickly.
    @Test func itemsSharedUnderManyPropertyNamesAreNotWrittenOutExponentially() throws {
        let names = (0..<200).map { "p\($0)" }.joined(separator: " ")
        let nested = String(repeating: "<div itemprop=\"\(names)\" itemscope itemtype=\"https://schema.org/Thing\">", count: 16)
            + "<span itemprop=\"name\">x</span>" + String(repeating: "</div>", count: 16)
        let html = "<html><body><div itemscope itemtype=\"https://schema.org/Thing\">\(nested)</div></body></html>"
        let items = HTMLMarkup.read(html).items
        #expect(!items.isEmpty)
        #expect(ReservationExtractor.reservations(inHTML: html).isEmpty)
    }
}
