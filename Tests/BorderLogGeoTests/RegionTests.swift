import BorderLogGeo
import BorderLogModel
import Testing

/// The region layer (docs/regions.md): points 1 km or more from a state or province border resolve to their one
/// region, points within the tolerance give both, and a region always belongs to the point's country.
@Suite("Regions")
struct RegionTests {
    /// Hand-checked places at least 1 km from the nearest region border, on both sides of the borders that matter.
    static let sides: [(name: String, latitude: Double, longitude: Double, region: String)] = [
        ("Midtown Manhattan", 40.7580, -73.9855, "US-NY"), ("Hoboken", 40.7440, -74.0324, "US-NJ"),
        ("Weehawken", 40.7696, -74.0204, "US-NJ"), ("Upper West Side", 40.7870, -73.9754, "US-NY"),
        ("White House", 38.8977, -77.0365, "US-DC"), ("Arlington", 38.8816, -77.0910, "US-VA"),
        ("Georgetown", 38.9097, -77.0654, "US-DC"), ("Bethesda", 38.9847, -77.0947, "US-MD"),
        ("Kansas City, Kansas", 39.0500, -94.6200, "US-KS"), ("Kansas City, Missouri", 39.0500, -94.5950, "US-MO"),
        ("South Lake Tahoe", 38.9330, -119.9840, "US-CA"), ("Zephyr Cove", 39.0066, -119.9494, "US-NV"),
        ("Ottawa", 45.4215, -75.6972, "CA-ON"), ("Gatineau", 45.4765, -75.7013, "CA-QC"),
        ("Albury", -36.0737, 146.9135, "AU-NSW"), ("Wodonga", -36.1218, 146.8880, "AU-VIC"),
        ("Canberra", -35.2809, 149.1300, "AU-ACT"), ("Queanbeyan", -35.3533, 149.2320, "AU-NSW"),
        ("Honolulu", 21.3069, -157.8583, "US-HI"), ("Anchorage", 61.2181, -149.9003, "US-AK"),
        ("Vancouver", 49.2827, -123.1207, "CA-BC"), ("Hobart", -42.8821, 147.3272, "AU-TAS"),
    ]

    @Test("each side of a border resolves to its region", arguments: sides)
    func sideOfBorder(place: (name: String, latitude: Double, longitude: Double, region: String)) throws {
        let resolved = try TestIndex.load().resolve(latitude: place.latitude, longitude: place.longitude)
        #expect(resolved.region?.rawValue == place.region, "\(place.name)")
        #expect(resolved.region?.country == resolved.country, "\(place.name)")
    }

    @Test("a point in the middle of the Hudson gives both states, the one it is in first")
    func withinTolerance() throws {
        let resolved = try TestIndex.load().resolve(latitude: 40.7500, longitude: -74.0130)
        #expect(Set([resolved.region, resolved.nearbyRegion].compactMap { $0?.rawValue }) == ["US-NY", "US-NJ"])
        #expect(resolved.regionText?.contains("|") == true)
    }

    @Test("a point well inside a state has no neighbour")
    func noNeighbour() throws {
        let resolved = try TestIndex.load().resolve(latitude: 42.6526, longitude: -73.7562)  // Albany
        #expect(resolved.region?.rawValue == "US-NY")
        #expect(resolved.nearbyRegion == nil)
        #expect(resolved.regionText == "US-NY")
    }

    @Test("countries without a region layer and the open sea have no region")
    func noRegion() throws {
        let index = try TestIndex.load()
        for (latitude, longitude) in [(48.8584, 2.2945), (51.5007, -0.1246), (0.0, -30.0), (35.6762, 139.6503)] {
            #expect(index.resolve(latitude: latitude, longitude: longitude).region == nil)
        }
    }

    @Test("harbours and airports on reclaimed land take the nearest region of their own country")
    func coastalWaters() throws {
        let index = try TestIndex.load()
        #expect(index.resolve(latitude: 40.6413, longitude: -73.7781).region?.rawValue == "US-NY")  // JFK
        #expect(index.resolve(latitude: 37.6213, longitude: -122.3790).region?.rawValue == "US-CA")  // SFO
        #expect(index.resolve(latitude: -33.8568, longitude: 151.2153).region?.rawValue == "AU-NSW")  // Sydney Opera House
        #expect(index.airport("YUL")?.region?.rawValue == "CA-QC")
        #expect(index.airport("CDG")?.region == nil)
    }

    @Test("across an international border the region follows the country layer")
    func regionBelongsToCountry() throws {
        let index = try TestIndex.load()
        // Windsor, Ontario, across the river from Detroit; Stanstead, Quebec, on the Vermont line.
        for (latitude, longitude) in [(42.3149, -83.0364), (42.3314, -83.0458), (45.0057, -72.0990), (49.0020, -122.7560)] {
            let resolved = index.resolve(latitude: latitude, longitude: longitude)
            if let region = resolved.region { #expect(region.country == resolved.country) }
            if let nearby = resolved.nearbyRegion { #expect(nearby.country == resolved.country) }
        }
        #expect(index.resolve(latitude: 42.3149, longitude: -83.0364).region?.rawValue == "CA-ON")
        #expect(index.resolve(latitude: 42.3314, longitude: -83.0458).region?.rawValue == "US-MI")
    }

    @Test("the index has the region layer")
    func layerPresent() throws {
        #expect(try TestIndex.load().hasRegions)
    }
}
