import BorderLogInference
import BorderLogModel
import Foundation
import GRDB

/// The per-day reductions of the located signals (`DayObservation`) that `infer` keeps between runs (migration v7), so
/// that after a change it reads again only the signals of the days from the earliest changed one on.
///
/// The promise the tables keep: when `observationState.policy` is set, the rows of every day more than
/// `FlightWindows.reachDays` before `observationState.staleFrom` (of every day, when that is NULL) are exactly what the
/// signals of that day reduce to under that policy, a day without rows having no located signals. (A day's reduction
/// also depends on the flights filed up to that many days later, which may put its samples in the air.) Every write
/// that changes located signals lowers `staleFrom` to the earliest day it touched, in its own transaction
/// (`markStale`), so a kill between the two cannot happen; a purge that deletes whole days deletes their rows instead
/// (`remove`), and marks the days after them stale when a flight it deletes may have spanned them. Only `infer` raises
/// it again, after reading the stale days afresh, and only if no write came between its read and its save.
///
/// Stays, overrides (with their exempt reasons) and plans are not kept here: `infer` reads them whole every time
/// (they are a few hundred rows) and decides every day again from the observations, which costs milliseconds for ten
/// years. That is also why rolling windows, gap filling and one-day flips, which reach across days, need no record of
/// how far back a change reaches.
enum ObservationCache {
    struct State {
        /// The `InferencePolicy.description` the rows were weighed with; nil before the first `infer`.
        var policy: String?
        var staleFrom: LocalDay?
    }

    static func state(_ db: Database) throws -> State {
        let row = try Row.fetchOne(db, sql: "SELECT policy, staleFrom FROM observationState")
        return State(policy: row?["policy"], staleFrom: row?["staleFrom"])
    }

    /// Marks the observations of `day` and of every later day stale. Every write that adds, removes or changes located
    /// signals calls it in its own transaction, with the earliest day it touched (before and after the change).
    static func markStale(from day: LocalDay, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE observationState SET staleFrom = ? WHERE staleFrom IS NULL OR staleFrom > ?", arguments: [day, day])
    }

    /// The kept observations of the days before `day` (of all days when nil).
    static func load(_ db: Database, before day: LocalDay?) throws -> Observations {
        let filter = day == nil ? "" : " WHERE day < ?"
        var observations = Observations()
        var current: (day: LocalDay, observation: DayObservation)?
        let presences = try db.makeStatement(sql: """
            SELECT day, country, weight, photos, locations, calendar, firstSecond, lastSecond, allNearBorder, onTheGround, spike, airborne,
                   bookings, logbooks
            FROM dayObservation\(filter) ORDER BY day, country
            """)
        let flights = try db.makeStatement(
            sql: "SELECT day, second, role, country, airport, timed, booked, boardingPass FROM dayFlight\(filter) ORDER BY day, position")
        if let day {
            try presences.setArguments([day])
            try flights.setArguments([day])
        }
        var days = StoredDays()
        var countries = StoredCountries()
        try forEachRawRow(presences) { row in
            guard let date = days.day(row.bytes(0)), let country = countries.country(row.bytes(1)) else { return }
            if let open = current, open.day != date {
                observations.set(open.observation, on: open.day)
                current = nil
            }
            var observation = current?.observation ?? DayObservation()
            let (photos, locations, calendar, bookings, logbooks) = (row.int(3), row.int(4), row.int(5), row.int(12), row.int(13))
            if photos + locations + calendar + bookings + logbooks > 0 {
                observation.presences.append(DayObservation.Presence(
                    country: country, weight: row.double(2), photos: photos, locations: locations, calendar: calendar, bookings: bookings,
                    logbooks: logbooks, firstSecond: row.optionalInt(6), lastSecond: row.optionalInt(7), allNearBorder: row.int(8) != 0,
                    onTheGround: row.int(9) != 0, spike: row.int(10) != 0))
            }
            if row.int(11) > 0 { observation.airborne.append((country, row.int(11))) }
            current = (date, observation)
        }
        if let open = current { observations.set(open.observation, on: open.day) }
        let regions = try db.makeStatement(sql: "SELECT day, region, points, firstSecond, lastSecond, nearby FROM dayRegion\(filter) ORDER BY day, region")
        if let day { try regions.setArguments([day]) }
        var regionCodes = StoredRegions()
        try forEachRawRow(regions) { row in
            guard let date = days.day(row.bytes(0)), let region = regionCodes.region(row.bytes(1)) else { return }
            var observation = observations[date]
            observation.regions.append(DayObservation.RegionPresence(
                region: region, points: row.int(2), firstSecond: row.optionalInt(3), lastSecond: row.optionalInt(4),
                nearby: (row.string(5) ?? "").split(separator: ",").compactMap(RegionCode.init)))
            observations.set(observation, on: date)
        }
        try forEachRawRow(flights) { row in
            guard let date = days.day(row.bytes(0)), let role = row.string(2).flatMap(DayObservation.Flight.Role.init(rawValue:)),
                  let country = countries.country(row.bytes(3)), let airport = row.string(4) else { return }
            var observation = observations[date]
            observation.flights.append(DayObservation.Flight(
                second: row.int(1), role: role, country: country, airport: airport, timed: row.int(5) != 0, booked: row.int(6) != 0,
                boardingPass: row.int(7) != 0))
            observations.set(observation, on: date)
        }
        return observations
    }

    /// Replaces the kept observations of the days from `day` on (all days when nil) by those of `observations`,
    /// weighed with `policy`, and marks every day current.
    static func replace(_ db: Database, from day: LocalDay?, with observations: Observations, policy: String) throws {
        try remove(db, where: day.map { ("day >= ?", $0) })
        let presence = try db.makeStatement(sql: """
            INSERT INTO dayObservation
                (day, country, weight, photos, locations, calendar, firstSecond, lastSecond, allNearBorder, onTheGround, spike, airborne,
                 bookings, logbooks)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let region = try db.makeStatement(
            sql: "INSERT INTO dayRegion (day, region, points, firstSecond, lastSecond, nearby) VALUES (?, ?, ?, ?, ?, ?)")
        let flight = try db.makeStatement(
            sql: "INSERT INTO dayFlight (day, position, second, role, country, airport, timed, booked, boardingPass) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for (date, observation) in observations.nonEmpty where day.map({ date >= $0 }) ?? true {
            let text = date.description
            var airborne = Dictionary(observation.airborne.map { ($0.country, $0.count) }, uniquingKeysWith: +)
            for item in observation.presences {
                try presence.execute(arguments: [
                    text, item.country.rawValue, item.weight, item.photos, item.locations, item.calendar, item.firstSecond, item.lastSecond,
                    item.allNearBorder, item.onTheGround, item.spike, airborne.removeValue(forKey: item.country) ?? 0, item.bookings,
                    item.logbooks,
                ])
            }
            for (country, count) in airborne.sorted(by: { $0.key < $1.key }) {
                try presence.execute(arguments: [text, country.rawValue, 0.0, 0, 0, 0, nil, nil, false, false, false, count, 0, 0])
            }
            for item in observation.regions {
                try region.execute(arguments: [
                    text, item.region.rawValue, item.points, item.firstSecond, item.lastSecond, item.nearby.map(\.rawValue).joined(separator: ","),
                ])
            }
            for (position, item) in observation.flights.enumerated() {
                try flight.execute(arguments: [
                    text, position, item.second, item.role.rawValue, item.country.rawValue, item.airport, item.timed, item.booked,
                    item.boardingPass,
                ])
            }
        }
        try db.execute(sql: "UPDATE observationState SET policy = ?, staleFrom = NULL", arguments: [policy])
    }

    /// Deletes the kept observations of the days before `day` (all, when nil): for purges, whose deleted days have no
    /// signals left, so that no derived evidence of them stays behind.
    static func remove(_ db: Database, before day: LocalDay?) throws {
        try remove(db, where: day.map { ("day < ?", $0) })
    }

    private static func remove(_ db: Database, where condition: (sql: String, day: LocalDay)?) throws {
        for table in ["dayObservation", "dayFlight", "dayRegion"] {
            if let condition {
                try db.execute(sql: "DELETE FROM \(table) WHERE \(condition.sql)", arguments: [condition.day])
            } else {
                try db.execute(sql: "DELETE FROM \(table)")
            }
        }
    }
}
