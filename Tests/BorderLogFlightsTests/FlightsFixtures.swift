import BorderLogGeo

/// What the flights tests share.
enum FlightsFixtures {
    /// The geo index the tests that look airports up need, loaded once; missing is a failure, never a skip.
    static let index: Result<GeoIndex, GeoError> = Result { () throws(GeoError) in try GeoIndex.load() }
}
