import BorderLogInference
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `infer` after a change reads again only the signals of the days from the earliest changed one and reuses what it
/// kept for the others, and its snapshot is the one a full recompute gives, whatever the changes were.
@Suite struct IncrementalInferTests {
    /// Random evidence over two years and random edits of every kind a store takes, each followed (now and then) by
    /// an `infer` whose ledger and fingerprint must be those of a recompute from every signal.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func incrementalInferEqualsAFullRecomputeOnRandomChanges(seed: UInt64) throws {
        var world = RandomEvidence(seed: seed)
        let store = try Store()
        let rules = try RuleBook.bundled()
        let (context, _) = collectingContext()
        for step in 0..<60 {
            try world.change(store)
            guard world.coin(0.6) || step == 59 else { continue }
            let expected = world.expectedRead(kept: try store.latestSnapshot() != nil)
            #expect(try store.ledgerInputs().read == expected, "step \(step) after \(world.log.suffix(3))")
            // The last step asks for the ledger the closing `infer --full` asks for (through today).
            let options = InferOptions(to: step < 59 && world.coin(0.2) ? world.randomDay() : nil, rules: rules, today: world.today)
            let update = try Stages.infer(options, in: store, context: context)
            // The reference: every signal read again, nothing kept.
            let builder = LedgerBuilder(rules: rules)
            let inputs = try store.ledgerInputs(full: true)
            let range = LedgerBuilder.range(
                stays: inputs.stays, overrides: inputs.overrides, firstObserved: inputs.observations.span?.first, to: options.to,
                today: options.today)
            let full = builder.build(stays: inputs.stays, overrides: inputs.overrides, observations: inputs.observations, range: range)
            let ledger = try update.ledger ?? store.ledger(snapshotId: try #require(update.snapshot.id))
            #expect(ledger == full, "step \(step) after \(world.log.suffix(3))")
            #expect(update.snapshot.fingerprint == builder.fingerprint(
                stays: inputs.stays, overrides: inputs.overrides, observations: inputs.observations, range: range))
            #expect(try store.ledgerInputs().observations == inputs.observations, "kept observations differ after step \(step)")
            #expect(try store.ledgerInputs().read == .none)
        }
        // `infer --full` finds the same ledger: no new snapshot, and the hash chain is intact.
        let last = try #require(try store.latestSnapshot())
        let full = try Stages.infer(InferOptions(rules: rules, today: world.today, full: true), in: store, context: context)
        #expect(!full.created && full.snapshot.hash == last.hash)
        #expect(try store.verifySnapshotChain() == nil)
    }

    /// A full read over a file store reads its later half on a second connection; the observations are exactly those
    /// of a read on one connection (each day's weights added in the same row order), whatever the evidence.
    @Test(arguments: [5, 6] as [UInt64])
    func aReadSplitAcrossTwoConnectionsGivesTheSameObservations(seed: UInt64) throws {
        var world = RandomEvidence(seed: seed)
        let directory = TemporaryDirectory()
        let store = try Store(path: directory.path("store.sqlite"))
        for _ in 0..<40 { try world.change(store) }
        let single = try store.ledgerInputs(full: true, splitRows: .max).observations
        #expect(single.span != nil)
        for split in [1, 7, 100] as [Int64] {
            #expect(try store.ledgerInputs(full: true, splitRows: split).observations == single, "split from \(split) rows")
        }
    }

    /// An override, a stay or a plan changes no located signal: nothing is read again, yet the ledger follows.
    @Test func anOverrideReadsNoSignalAndStillChangesTheLedger() throws {
        var world = RandomEvidence(seed: 9)
        let store = try Store()
        for _ in 0..<5 { _ = try world.importSource(store) }
        let rules = try RuleBook.bundled()
        let (context, _) = collectingContext()
        _ = try Stages.infer(InferOptions(rules: rules, today: world.today), in: store, context: context)
        let date = day("2025-06-15")
        try store.setOverride(DayOverride(date: date, countries: [country("JP")]))
        #expect(try store.ledgerInputs().read == .none)
        let update = try Stages.infer(InferOptions(rules: rules, today: world.today), in: store, context: context)
        #expect(update.created && update.ledger?.days.first { $0.date == date }?.country == country("JP"))
    }

    /// The first `infer` after the upgrade, or under another policy, reads everything; the next reads nothing.
    @Test func aNewPolicyReadsEverySignalAgain() throws {
        var world = RandomEvidence(seed: 5)
        let store = try Store()
        for _ in 0..<3 { _ = try world.importSource(store) }
        #expect(try store.ledgerInputs().read == .all)
        let (context, _) = collectingContext()
        _ = try Stages.infer(InferOptions(rules: try RuleBook.bundled(), today: world.today), in: store, context: context)
        #expect(try store.ledgerInputs().read == .none)
        var policy = InferencePolicy.standard
        policy.photoWeight = 2
        #expect(try store.ledgerInputs(policy: policy).read == .all)
        #expect(try store.ledgerInputs(full: true).read == .all)
    }
}

/// Random evidence and random edits of it, with what each edit should make `infer` read again.
struct RandomEvidence {
    private var generator: SplitMix64
    private var counter = 0
    private var paths: [String] = []
    private(set) var log: [String] = []
    /// The earliest day whose signals changed since the last check, as the store should have recorded it.
    private var earliest: LocalDay?
    let first = day("2024-01-01")
    let today = day("2025-12-31")

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func coin(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < probability }

    mutating func randomDay() -> LocalDay { first.adding(days: Int.random(in: 0..<first.days(to: today), using: &generator)) }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &generator)] }

    private mutating func randomCountry() -> CountryCode { country(pick(["FR", "DE", "GB", "CH", "ES", "IT"])) }

    private mutating func touch(_ day: LocalDay?) {
        guard let day else { return }
        earliest = min(earliest ?? day, day)
    }

    /// What the next `infer` should read: every signal before the first `infer` kept anything, else those of the days
    /// from the earliest changed since the last call (and of the days before it a flight may reach).
    mutating func expectedRead(kept: Bool) -> Store.ObservationRead {
        defer { earliest = nil }
        guard kept else { return .all }
        return earliest.map { .from($0.adding(days: -FlightWindows.reachDays)) } ?? .none
    }

    /// One random edit.
    mutating func change(_ store: Store) throws {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<35: try importSource(store)
        case 35..<45: try reimportChanged(store)
        case 45..<50: try purgeSource(store)
        case 50..<60: try resolveAgain(store)
        case 60..<70:
            let date = randomDay()
            try store.setOverride(DayOverride(date: date, countries: [randomCountry(), randomCountry()], exempt: coin(0.3) ? [.transit] : []))
            log.append("override \(date)")
        case 70..<74:
            if let date = try store.overrides().first?.date { try store.removeOverride(on: date) }
            log.append("override removed")
        case 74..<82:
            let entry = randomDay()
            _ = try store.addStay(
                Stay(country: randomCountry(), entry: entry, exit: coin(0.2) ? nil : entry.adding(days: Int.random(in: 0..<20, using: &generator)),
                     permit: coin(0.2)), allowOverlap: true)
            log.append("stay added")
        case 82..<86:
            if let record = try store.stays().first, let id = record.id {
                let entry = randomDay()
                _ = try store.updateStay(id: id, to: Stay(country: randomCountry(), entry: entry, exit: entry.adding(days: 3)), allowOverlap: true)
            }
            log.append("stay moved")
        case 86..<89:
            if let id = try store.stays().last?.id { _ = try store.removeStays(ids: [id]) }
            log.append("stay removed")
        case 89..<92:
            _ = try store.addPlan(Plan(country: randomCountry(), entry: today, exit: today.adding(days: 10))!)
            log.append("plan added")
        case 92..<95:
            _ = try store.dropCoordinates()
            log.append("coordinates dropped")
        default:
            // Purged days lose their kept observations along with their signals: nothing to read again for them. A flight
            // purged within a flight's reach of the days kept may have spanned their samples: those are read again.
            let date = first.adding(days: Int.random(in: 0..<120, using: &generator))
            let reach = DayRange(date.adding(days: -FlightWindows.reachDays), date.adding(days: -1))!
            if try store.signals().contains(where: { [.calendar, .booking, .logbook].contains($0.signal.kind) && reach.contains($0.signal.day) }) {
                touch(date)
            }
            _ = try store.purge(before: date)
            log.append("purge before \(date)")
        }
    }

    /// A new file of 1 to 40 signals of every kind on random days, some already stored from another file.
    @discardableResult
    mutating func importSource(_ store: Store) throws -> String {
        counter += 1
        let path = "/evidence/\(counter).json"
        paths.append(path)
        let signals = (0..<Int.random(in: 1...40, using: &generator)).map { _ in signal() }
        let result = try store.importSignals(signals, from: source(path, hash: "\(counter)"))
        if result.added > 0 { touch(signals.map(\.day).min()) }
        log.append("import \(path): \(signals.count)")
        return path
    }

    /// A file imported before, changed: what it says now replaces what it said.
    private mutating func reimportChanged(_ store: Store) throws {
        if paths.isEmpty {
            try importSource(store)
            return
        }
        let path = pick(paths)
        let before = try store.signals().filter { $0.source == path }.map(\.signal.day).min()
        counter += 1
        let signals = (0..<Int.random(in: 1...20, using: &generator)).map { _ in signal() }
        let result = try store.importSignals(signals, from: source(path, hash: "changed \(counter)"))
        touch(before)
        if result.added > 0 { touch(signals.map(\.day).min()) }
        log.append("reimport \(path)")
    }

    private mutating func purgeSource(_ store: Store) throws {
        guard !paths.isEmpty else { return }
        let path = paths.remove(at: Int.random(in: 0..<paths.count, using: &generator))
        touch(try store.signals().filter { $0.source == path }.map(\.signal.day).min())
        _ = try store.purge(sourcePath: path)
        log.append("purge \(path)")
    }

    /// Resolution again with other results: a new country, and now and then a new day.
    private mutating func resolveAgain(_ store: Store) throws {
        let all = try store.signalsToResolve(all: true)
        guard !all.isEmpty else { return }
        let start = Int.random(in: 0..<all.count, using: &generator)
        let chosen = Array(all[start..<min(all.count, start + 5)])
        let resolved = chosen.map { id, signal -> (id: Int64, signal: Signal) in
            var changed = signal
            changed.country = randomCountry()
            if coin(0.3) { changed.day = randomDay() }
            return (id, changed)
        }
        try store.saveResolutions(resolved)
        // The days they had and the days they have now.
        touch(chosen.map(\.signal.day).min())
        touch(resolved.map(\.signal.day).min())
        log.append("resolve \(chosen.count)")
    }

    private func source(_ path: String, hash: String) -> SourceRecord {
        SourceRecord(path: path, format: .location, size: 1, mtime: 0, contentHash: hash)
    }

    private mutating func signal() -> Signal {
        counter += 1
        let date = randomDay()
        let kind = pick([SignalKind.location, .location, .location, .photo, .calendar, .booking, .logbook])
        let local = coin(0.8) ? WallTime(day: date, hour: Int.random(in: 0..<24, using: &generator), minute: Int.random(in: 0..<60, using: &generator), second: 0) : nil
        var motion: MotionDetail?
        var flight: FlightDetail?
        let instant = local?.instant(in: paris)
        switch kind {
        case .calendar, .logbook:
            let (from, to) = (pick(["CDG", "FRA", "LHR", "ZRH"]), pick(["MAD", "FCO", "LHR"]))
            flight = randomFlight(coin(0.5) ? .departure : .arrival, from: from, to: to, at: instant, summary: "flight")
        case .booking:
            // A booked flight's end, or a booked night.
            if coin(0.5) { flight = randomFlight(coin(0.5) ? .departure : .arrival, from: "LHR", to: "ATH", at: instant, summary: "booking") }
        case .location:
            motion = MotionDetail(altitude: coin(0.1) ? 10_500 : nil, speedTenths: coin(0.1) ? 2205 : nil, trackSpeedTenths: nil)
        case .photo: break
        }
        // Some identities repeat an earlier one: stored once, counted unchanged.
        let identity = coin(0.05) && counter > 10 ? "signal:\(Int.random(in: 1..<counter, using: &generator))" : "signal:\(counter)"
        return Signal(
            kind: kind, identity: identity, utc: instant, local: local, day: date, timeZone: "Europe/Paris",
            coordinate: Coordinate(latitude: 48, longitude: 2), accuracy: pick([nil, 10, 300, 5000]), country: coin(0.95) ? randomCountry() : nil,
            nearBorder: coin(0.1), flight: flight, detail: SignalDetail(motion: motion))
    }

    private let paris = TimeZone(identifier: "Europe/Paris")!

    /// One end of a flight at `instant` lasting 1 to 14 hours (so that it may span midnight, and put samples of the day
    /// before an arrival in the air), or without times.
    private mutating func randomFlight(_ role: FlightDetail.Role, from: String, to: String, at instant: Date?, summary: String) -> FlightDetail {
        let hours = Double(Int.random(in: 1...14, using: &generator))
        let span = instant.map { role == .departure ? ($0, $0.addingTimeInterval(hours * 3600)) : ($0.addingTimeInterval(-hours * 3600), $0) }
        return FlightDetail(
            role: role, from: from, to: to, departure: span.map { RFC3339.utc($0.0) }, arrival: span.map { RFC3339.utc($0.1) }, summary: summary)
    }
}
