import Foundation

/// Every weight and threshold inference uses, in one place so they can be tuned and documented together.
///
/// Precedence (docs/ledger.md, "Inference"): an override wins outright; then manual stays; then observed evidence —
/// location samples weighted by accuracy and count, photos, calendar flights.
public struct InferencePolicy: Sendable, Equatable, CustomStringConvertible {
    // MARK: Statements

    /// Confidence of a day the user fixed with `override`.
    public var overrideConfidence = 1.0
    /// Confidence of a day covered by one of the user's stays.
    public var manualConfidence = 0.9
    /// …when observed evidence on that day agrees with the stay.
    public var manualConfirmedConfidence = 0.97
    /// Confidence when stays disagree with each other or with strong observed evidence.
    public var disputedConfidence = 0.5
    /// Observed weight for a country the stays do not mention that makes a manual day disputed.
    public var disputeWeight = 3.0

    // MARK: The official record (border crossings)

    /// Confidence of a day with a recorded border crossing.
    public var crossingConfidence = 0.95
    /// Confidence of a day nothing else places, inside a country by its record (from an entry to the next exit).
    public var recordInsideConfidence = 0.8
    /// Confidence of a zone-only day: inside the Schengen Area by the record, no country known. It speaks of the
    /// country, which is unknown: low, whatever the certainty of the zone.
    public var zoneOnlyConfidence = 0.4

    // MARK: Observed evidence weights

    /// A location sample with accuracy within `preciseAccuracy` metres (or none given).
    public var locationWeight = 1.0
    public var preciseAccuracy = 200.0
    /// A sample less precise than `preciseAccuracy` but within `coarseAccuracy`.
    public var coarseLocationWeight = 0.6
    public var coarseAccuracy = 1000.0
    /// A sample less precise than that: kept only when nothing better exists that day.
    public var vagueLocationWeight = 0.2
    public var photoWeight = 1.0
    /// A flight's departure or arrival: the strongest statement of a crossing.
    public var flightWeight = 3.0
    /// One end of a booked journey or one booked night: a plan, weighed only on days where nothing observed
    /// contradicts it (`ObservedDay.read`), and then like one photo.
    public var bookingWeight = 1.0
    /// How far observed evidence may lie past a booked departure (or before a booked arrival) in the same
    /// country and still agree with it: the clock of a phone or camera, a delay, a slow taxi.
    public var bookingSlackSeconds = 3 * 3600
    /// Multiplier for a point flagged near a border.
    public var nearBorderFactor = 0.5

    /// Confidence from observed weight: `base + perWeight × weight`, at most `observedCap`.
    public var observedBase = 0.5
    public var observedPerWeight = 0.1
    public var observedCap = 0.95

    // MARK: Gaps and transit
    // (A lone location sample between samples in one other country is an outlier: see ObservedDay.)

    /// Unknown days between two days ending and starting in the same country are filled up to this many.
    public var maxGapDays = 14
    /// Confidence of the first gap-filled day, decaying by `gapDecay` per further day, never below `gapFloor`.
    public var gapConfidence = 0.7
    public var gapDecay = 0.96
    public var gapFloor = 0.3
    /// Between an arrival and the next departure from the same country, days are filled up to this many.
    public var maxFlightBoundedDays = 366
    public var flightBoundedConfidence = 0.8
    /// A one-day flip between runs of at least this many days in one country is flagged transit-suspect
    /// when its own evidence weighs less than `transitMaxWeight`.
    public var transitRunDays = 3
    public var transitMaxWeight = 2.0
    /// An arrival in a country and the next departure from it at most this many seconds later, with no evidence
    /// there before the arrival or after the departure (give or take `connectionSlackSeconds`), is a connection:
    /// transit, not presence, whatever samples and photos the wait left at the airport or its hotel. Across midnight
    /// it is transit on both days (an overnight connection), and the two flights may use two airports of the city
    /// (LHR and LGW). 12 hours covers the long-haul banks that land in the evening and leave in the morning; a longer
    /// stop is more likely time in town, which the flights and a phone at the airport cannot tell apart, so it
    /// counts. (A same-day stop with nothing but the two flights is a layover however long it is.)
    public var connectionSeconds = 12 * 3600
    /// How far evidence in a connection's country may lie before its arrival or after its departure and still be the
    /// connection: a flight landing early (the phone's samples on the way in), a departure delayed, the climb out.
    /// Anything farther, such as a photo in the city the afternoon after, is a stay.
    public var connectionSlackSeconds = 2 * 3600
    /// A same-day stop that left samples or photos in the country is a layover only up to this long: in a longer
    /// daytime stop there is time to leave the airport for the city, which is presence (docs/ledger.md, "Inference":
    /// a layover has nothing on the ground). The night of an overnight connection is not a day in town, so it has the
    /// whole `connectionSeconds`.
    public var layoverSeconds = 6 * 3600

    // MARK: In flight
    // A location sample in flight says the person crossed that country's airspace, not that they were there:
    // it is kept (evidence `airborne`) but counts for no country. Ground travel of any speed still counts.
    // Besides altitude and speed, a sample or photo taken during a known flight over a country neither of its ends
    // is in is in flight, however low or slow (`FlightWindows`).

    /// A sample higher than this many metres above sea level is airborne: higher than any summit on Earth
    /// (Everest, 8,849 m), so no ground track reaches it, and below jet cruise (10–12 km). Lower samples
    /// in flight (climb, descent, a turboprop) are told by their speed.
    public var airborneAltitude = 9_000.0
    /// A sample moving faster than this many metres per second (450 km/h) is airborne: faster than any
    /// train in service (high-speed lines run at up to 350 km/h, the Shanghai maglev at 431) or road
    /// vehicle, slower than airliners at cruise (turboprops about 500 km/h, jets 800–950 km/h over ground).
    public var airborneSpeed = 450.0 / 3.6

    // MARK: Labels

    /// Lowest confidence labelled high, and lowest labelled medium; anything below is low.
    public var highThreshold = 0.8
    public var mediumThreshold = 0.5

    public init() {}

    public static let standard = InferencePolicy()

    public func label(for confidence: Double) -> LedgerDay.ConfidenceLabel {
        confidence >= highThreshold ? .high : confidence >= mediumThreshold ? .medium : .low
    }

    /// The weight of one observed point.
    public func weight(of point: EvidencePoint) -> Double {
        switch point.kind {
        case .photo: nearBorder(photoWeight, point.nearBorder)
        case .calendar, .logbook: nearBorder(flightWeight, point.nearBorder)
        case .booking: bookingWeight
        case .location: locationWeight(accuracy: point.accuracy, nearBorder: point.nearBorder)
        }
    }

    /// The weight of a location sample with this accuracy (metres; none given counts as precise).
    public func locationWeight(accuracy: Double?, nearBorder near: Bool) -> Double {
        let base = switch accuracy ?? 0 {
        case ...preciseAccuracy: locationWeight
        case ...coarseAccuracy: coarseLocationWeight
        default: vagueLocationWeight
        }
        return nearBorder(base, near)
    }

    /// `weight` lowered by `nearBorderFactor` for a point flagged near a border.
    private func nearBorder(_ weight: Double, _ near: Bool) -> Double {
        near ? weight * nearBorderFactor : weight
    }

    /// Whether a location sample was recorded in flight (`airborneAltitude`, `airborneSpeed`).
    public func isAirborne(_ point: EvidencePoint) -> Bool {
        point.kind == .location && isAirborne(altitude: point.altitude, speed: point.speed)
    }

    /// Whether a location sample at this altitude (m) and speed (m/s) was recorded in flight.
    public func isAirborne(altitude: Double?, speed: Double?) -> Bool {
        (altitude ?? 0) > airborneAltitude || (speed ?? 0) > airborneSpeed
    }

    /// A country's observed weight on a day beyond which no decision changes: confidence has reached `observedCap`,
    /// and the dispute and transit thresholds are passed. Location thinning keeps at least this much of each
    /// day's weight per country (plus one precise sample, so that sums in another order cannot fall short).
    public var saturatingWeight: Double {
        max((observedCap - observedBase) / observedPerWeight, disputeWeight, transitMaxWeight) + locationWeight
    }

    public func observedConfidence(weight: Double) -> Double {
        min(observedCap, observedBase + observedPerWeight * weight)
    }

    public func gapFilledConfidence(dayInGap: Int) -> Double {
        max(gapFloor, gapConfidence * pow(gapDecay, Double(dayInGap)))
    }

    /// Names every value, and the version of what the values mean: the store keeps each day's reduction of its signals
    /// under this text (v4: samples and photos during a known flight over a third country are in the air).
    public var description: String {
        "policy v4 \(overrideConfidence) \(manualConfidence) \(manualConfirmedConfidence) \(disputedConfidence) \(disputeWeight) "
            + "\(locationWeight) \(preciseAccuracy) \(coarseLocationWeight) \(coarseAccuracy) \(vagueLocationWeight) \(photoWeight) "
            + "\(flightWeight) \(bookingWeight) \(bookingSlackSeconds) \(nearBorderFactor) \(observedBase) \(observedPerWeight) \(observedCap) "
            + "\(maxGapDays) \(gapConfidence) \(gapDecay) \(gapFloor) \(maxFlightBoundedDays) \(flightBoundedConfidence) "
            + "\(transitRunDays) \(transitMaxWeight) \(connectionSeconds) \(connectionSlackSeconds) \(layoverSeconds) \(airborneAltitude) \(airborneSpeed) "
            + "\(highThreshold) \(mediumThreshold) \(crossingConfidence) \(recordInsideConfidence) \(zoneOnlyConfidence)"
    }
}
