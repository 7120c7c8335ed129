import BorderLogModel

/// The states and provinces layer of the index (docs/regions.md): DCW-GMT's outlines on the same grid as the zones,
/// with each region's edges kept a margin around its cells, so that a lookup also finds a neighbouring region within
/// the tolerance.
struct RegionLayer: Sendable {
    let layer: GridLayer
    /// The region of each label; nil for a label this build of BorderLog does not know.
    let labels: [RegionCode?]
    let countries: Set<CountryCode>
    let toleranceMeters: Double

    init(layer: GridLayer, table: IndexMetadata.Regions) {
        self.layer = layer
        labels = table.labels.map { RegionCode($0) }
        countries = Set(table.countries.compactMap { CountryCode($0) })
        toleranceMeters = table.toleranceMeters
    }

    /// The region at a point the country layer put in `country`, and a neighbour of the same country within the
    /// tolerance. A region of another country (the outlines are coarser than the country layer) is no answer.
    func lookup(x: Double, y: Double, latitude: Double, in country: CountryCode) -> (region: RegionCode?, nearby: RegionCode?) {
        let (hit, near) = layer.lookup(x: x, y: y, nearbyWithin: toleranceMeters, latitude: latitude)
        let region = label(hit.label).flatMap { $0.country == country ? $0 : nil }
        let nearby = label(near).flatMap { $0.country == country && $0 != region ? $0 : nil }
        return region == nil ? (nearby, nil) : (region, nearby)
    }

    private func label(_ index: Int) -> RegionCode? {
        index >= 0 && index < labels.count ? labels[index] : nil
    }
}
