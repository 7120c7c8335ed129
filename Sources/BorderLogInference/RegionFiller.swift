import BorderLogModel

/// The pass that names each day's states and provinces (docs/regions.md), once its countries are decided.
///
/// - The person's word first: an override's regions, else the regions of the stays covering the day.
/// - Else the day's located points: every region of one of the day's countries, in the order first seen (untimed
///   points last), and the day ends in the region of the day's country seen last.
/// - A run of days in one country that nothing places in a region takes the region of the days around it when the day
///   before ends and the day after begins in the same one (a week at home between two weekends of photos).
/// - A day is flagged `region-border` when one of its points lies within the layer's tolerance of a region of the day's
///   countries that the day is not in: the person may have been there too.
struct RegionFiller {
    private(set) var days: [LedgerDay]

    init(days: [LedgerDay]) {
        self.days = days
    }

    /// Regions from the person's statements and the observations (`observed[i]` is the observation of `days[i]`).
    mutating func name(observed: [DayObservation], overrides: [LocalDay: DayOverride], stays: StayIndex) {
        for index in days.indices {
            let date = days[index].date
            let countries = Set(days[index].countries)
            guard countries.contains(where: RegionCode.hasRegions) else { continue }
            let seen = observed[index].regions.filter { countries.contains($0.region.country) }
            if let override = overrides[date], !override.regions.isEmpty {
                set(index, regions: override.regions)
            } else if let stated = stays.stays(on: date)?.compactMap(\.region), !stated.isEmpty {
                set(index, regions: stated)
            } else if !seen.isEmpty {
                let ordered = seen.sorted { ($0.firstSecond ?? Int.max, $0.region) < ($1.firstSecond ?? Int.max, $1.region) }
                let ending = seen.filter { $0.region.country == days[index].country }
                    .max { ($0.lastSecond ?? -1, $0.region) < ($1.lastSecond ?? -1, $1.region) }
                days[index].regions = ordered.map(\.region)
                days[index].region = ending?.region
            }
            let near = Set(seen.flatMap(\.nearby)).filter { countries.contains($0.country) && !days[index].regions.contains($0) }
            if !near.isEmpty {
                days[index].flags.append(.regionBorder)
                days[index].flags.sort()
            }
        }
    }

    /// Runs of days in one region country without its region, bracketed by the same region on both sides.
    mutating func fillRuns() {
        var index = 0
        while index < days.count {
            guard let country = days[index].country, RegionCode.hasRegions(country), days[index].region == nil, index > 0,
                  let before = days[index - 1].region, before.country == country
            else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < days.count, days[end + 1].country == country, days[end + 1].region == nil { end += 1 }
            let after = end + 1 < days.count ? days[end + 1].regions.first { $0.country == country } : nil
            if after == before {
                for run in index...end {
                    days[run].regions.append(before)
                    days[run].region = before
                    days[run].reason += "; in \(before.name) (\(before.rawValue)) like the days around it"
                }
            }
            index = end + 1
        }
    }

    /// Keeps the stated regions of the day's countries, in the order given, repeats of consecutive ones dropped.
    private mutating func set(_ index: Int, regions: [RegionCode]) {
        let countries = days[index].countries
        var kept: [RegionCode] = []
        for region in regions where countries.contains(region.country) && kept.last != region { kept.append(region) }
        days[index].regions = kept
        days[index].region = kept.last { $0.country == days[index].country }
    }
}
