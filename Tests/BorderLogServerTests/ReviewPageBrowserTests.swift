@testable import BorderLogServer
import BorderLogTestSupport
import Foundation
import HummingbirdTesting
import NIOCore
import Testing

/// The served page's "Needs review" section in a real browser: a click on a run's suggestion assigns it through the
/// API, and the page that reloads shows the run gone and the days placed.
///
/// One test at a time: a page waits for the browser on the thread it runs on, and the server under it answers on the
/// same few threads (two on two cores), so two pages waiting at once would leave the server none.
@Suite(.serialized) struct ReviewPageBrowserTests {
    let fixture = ServerFixture()

    @Test func assigningTheSuggestionPlacesTheRunOnThePage() async throws {
        try #require(Chromium.executable != nil, "chromium is needed: `make test` installs it")
        let fixture = fixture
        try await fixture.runLive { client in
            // FR from 1 to 5 March and from 10 March on: 6–9 March unknown, FR on both sides.
            let page = try await Self.page(fixture, client, before: "FR", after: "FR")
            let run = #"#review [data-review-from="2024-03-06"][data-review-to="2024-03-09"][data-review-reason="unknown"]"#
            let day = #"button.d[data-date="2024-03-07"]"#
            let frenchDays = #"[data-window="range"][data-country="FR"]"#
            #expect(try page.count("#review [data-review-from]") == 1)
            #expect(try page.attribute("data-country", of: "\(run) button[data-action=\"assign\"]") == "FR")
            #expect(try page.count("\(run) button[data-action=\"confirm\"]") == 1)
            #expect(try page.attribute("data-country", of: day) == "")
            let before = try #require(Int(try page.attribute("data-days", of: frenchDays) ?? ""))

            try page.click("\(run) button[data-action=\"assign\"]")
            try page.waitForLoad()

            #expect(try page.count("#review [data-review-from]") == 0)
            #expect(try page.attribute("data-country", of: day) == "FR" && page.attribute("data-flags", of: day) == "manual")
            #expect(try page.attribute("data-days", of: frenchDays) == String(before + 4))
        }
    }

    /// GB before the run, FR after it: a button for each side, the nearer evidence first, and a split at the day the
    /// person picks beside the split button.
    @Test func aRunBetweenTwoCountriesIsSplitAtThePickedDay() async throws {
        try #require(Chromium.executable != nil, "chromium is needed: `make test` installs it")
        let fixture = fixture
        try await fixture.runLive { client in
            let page = try await Self.page(fixture, client, before: "GB", after: "FR")
            let run = #"#review [data-review-from="2024-03-06"][data-review-to="2024-03-09"]"#
            let assigns = try page.evaluate(
                "Array.from(document.querySelectorAll('\(run) button[data-action=\"assign\"]')).map(function(b){return b.getAttribute('data-country');})")
            #expect(assigns as? [String] == ["GB", "FR"])
            let split = "\(run) button[data-action=\"split\"]"
            #expect(try page.attribute("data-country", of: split) == "GB" && page.attribute("data-then", of: split) == "FR")
            // The middle of the run to begin with; the person picks the 6th.
            #expect(try page.evaluate("document.querySelector('\(run) input[name=until]').value") as? String == "2024-03-07")
            #expect(try page.attribute("max", of: "\(run) input[name=until]") == "2024-03-08")
            _ = try page.evaluate("document.querySelector('\(run) input[name=until]').value='2024-03-06'")

            try page.click(split)
            try page.waitForLoad()

            #expect(try page.count("#review [data-review-from]") == 0)
            let countries = try page.evaluate(
                "['2024-03-05','2024-03-06','2024-03-07','2024-03-09','2024-03-10'].map(function(d){return document.querySelector('button.d[data-date=\"'+d+'\"]').getAttribute('data-country');})")
            #expect(countries as? [String] == ["GB", "GB", "FR", "FR", "FR"])
        }
    }

    /// The served page over a ledger in `before` from 1 to 5 March 2024 and in `after` from 10 March on: 6–9 March is
    /// a run to review.
    private static func page(_ fixture: ServerFixture, _ client: any TestClientProtocol, before: String, after: String) async throws -> ChromiumPage {
        for body in [#"{"country":"\#(before)","entry":"2024-03-01","exit":"2024-03-05"}"#, #"{"country":"\#(after)","entry":"2024-03-10"}"#] {
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json, body: ByteBuffer(json: body))
            #expect(response.status == .created, "\(response.text)")
        }
        let port = try #require(client.port)
        let page = try ChromiumPage()
        try page.open("http://127.0.0.1:\(port)/?token=\(fixture.token)")
        return page
    }
}
