/// Every weight and threshold inference uses, in one place so they can be tuned and documented together.
public struct InferencePolicy: Sendable, Equatable {
    /// Confidence of a day the user fixed with `override`.
    public var overrideConfidence = 1.0
    /// Confidence of a day covered by one of the user's stays.
    public var manualConfidence = 0.9
    /// Confidence when stays the user allowed to overlap disagree about a whole day.
    public var disputedConfidence = 0.5
    /// Lowest confidence labelled high, and lowest labelled medium; anything below is low.
    public var highThreshold = 0.8
    public var mediumThreshold = 0.5

    public init() {}

    public static let standard = InferencePolicy()

    public func label(for confidence: Double) -> LedgerDay.ConfidenceLabel {
        confidence >= highThreshold ? .high : confidence >= mediumThreshold ? .medium : .low
    }
}
