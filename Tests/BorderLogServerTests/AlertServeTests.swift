@testable import BorderLogServer
import BorderLogStore
import BorderLogTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// `serve` and alerts (docs/alerts.md, "From the server"): a check after a write, at most once an interval, and the
/// live page listing the events that hold.
@Suite struct AlertServeTests {
    let fixture = ServerFixture()

    /// Counts the checks a schedule runs.
    actor Checks {
        var count = 0
        func add() { count += 1 }
    }

    @Test func aChangeIsCheckedAtOnceThenAtMostOnceAnInterval() async throws {
        let checks = Checks()
        let schedule = AlertSchedule(interval: .milliseconds(300)) { await checks.add() }
        let started = ContinuousClock.now
        await schedule.ledgerChanged()
        await schedule.settle()
        #expect(await checks.count == 1)
        // Three changes within the interval: one check, when the interval is over.
        await schedule.ledgerChanged()
        await schedule.ledgerChanged()
        await schedule.ledgerChanged()
        await schedule.settle()
        #expect(await checks.count == 2 && ContinuousClock.now - started >= .milliseconds(300))
        #expect(await schedule.runs == 2)
    }

    @Test func theLivePageShowsTheEventsThatHold() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let seeded = try await client.execute(
                uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                body: ByteBuffer(json: #"{"country":"FR","entry":"2024-02-10","exit":"2024-04-20"}"#))
            #expect(seeded.status == .created)
            let link = try await client.execute(uri: "/?token=\(fixture.token)", method: .get)
            let session: HTTPFields = [.cookie: String(try #require(link.headers[.setCookie]).split(separator: ";")[0])]
            let before = try await client.execute(uri: "/", method: .get, headers: session)
            #expect(before.status == .ok && !before.text.contains("id=\"alerts\""))
            // 71 days in France on 20 April: 19 left, under the 30-day warning.
            let environment = ["BORDERLOG_TODAY": "2024-04-20"]
            await StoreGateway.checkAlerts(
                fixture.configuration, files: StoreGateway.Files(configuration: fixture.configuration, environment: environment), environment: environment,
                logger: Logger(label: "test"))
            let page = try await client.execute(uri: "/", method: .get, headers: session)
            #expect(page.text.contains("<section id=\"alerts\""))
            #expect(page.text.contains("data-alert=\"approaching:schengen-90-180:30\"><strong>Schengen"))
            #expect(page.text.contains("19 days left of 90 on 2024-04-20") && page.text.contains("not legal advice"))
            #expect(try Store(path: fixture.storePath).storedAlerts().map(\.event.id) == ["approaching:schengen-90-180:30"])
        }
    }
}
