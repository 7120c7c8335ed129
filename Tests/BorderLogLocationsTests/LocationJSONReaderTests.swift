@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct LocationJSONReaderTests {
    let folder = TemporaryDirectory()

    @Test func recordsJSONReadsE7TimestampsAndTimestampMsAndReportsBrokenRecords() {
        let read = LocationFixtures.read(LocationFixtures.records, name: "Chronologie.json", in: folder)
        #expect(read.format == .googleRecords)
        #expect(read.times == ["2024-07-01T06:00:00Z", "2024-07-01T16:00:00Z", "2024-07-01T16:00:00Z"])
        #expect(read.points[0].coordinate.latitude == 51.507222)
        #expect(read.points[0].coordinate.longitude == -0.127595)
        #expect(read.points[0].accuracy == 12)
        #expect(read.points[0].detail["source"] == "WIFI")
        #expect(read.points[2].offsetMinutes == 120)
        #expect(read.errors.count == 2)
        #expect(read.errors.map(\.field) == ["locations[2]", "locations[3]"])
        #expect(read.errors[1].message.contains("latitudeE7 missing"))
    }

    @Test func anE7ValueNoIntegerHoldsIsRejectedWithItsValueNotFatal() {
        // Found by fuzzing: a longitude of 25 digits stopped the import while its message was written.
        let text = """
            {"locations": [
              {"latitudeE7": 533690550, "longitudeE7": 8322222222222222269500010, "timestamp": "2012-12-15T14:12:29Z"},
              {"latitudeE7": 2147483647, "longitudeE7": -1e300, "timestamp": "2012-12-15T14:12:29Z"},
              {"latitudeE7": 533563380, "longitudeE7": 83761650, "timestamp": "2012-12-15T14:13:29Z"}
            ]}
            """
        let read = LocationFixtures.read(text, name: "Records.json", in: folder)
        #expect(read.points.count == 1)
        #expect(read.errors.map(\.message) == [
            "coordinate out of range: latitudeE7 533690550, longitudeE7 8.322222222222222e+24",
            "coordinate out of range: latitudeE7 2147483647, longitudeE7 -1e+300",
        ])
    }

    @Test func truncatedRecordsKeepsThePointsBeforeTheBreak() {
        let text = String(LocationFixtures.records.prefix(420))
        let read = LocationFixtures.read(text, name: "Records.json", in: folder)
        #expect(read.points.count == 2)
        #expect(read.errors.last?.message.contains("points before it were read") == true)
    }

    @Test func semanticHistoryReadsVisitsActivitiesAndCountsWaypointsWithoutTime() {
        let text = """
            {"timelineObjects": [
              {"placeVisit": {"location": {"latitudeE7": 387223000, "longitudeE7": -91393000},
                              "duration": {"startTimestamp": "2024-03-01T09:00:00Z", "endTimestamp": "2024-03-01T12:00:00Z"}}},
              {"activitySegment": {"startLocation": {"latitudeE7": 387223000, "longitudeE7": -91393000},
                                   "endLocation": {"latitudeE7": 387000000, "longitudeE7": -91000000},
                                   "duration": {"startTimestampMs": "1709290800000", "endTimestampMs": "1709294400000"},
                                   "activityType": "IN_TRAM",
                                   "waypointPath": {"waypoints": [{"latE7": 387100000, "lngE7": -91200000}]},
                                   "simplifiedRawPath": {"points": [{"latE7": 387150000, "lngE7": -91300000, "timestamp": "2024-03-01T11:30:00Z"}]}}},
              {"placeVisit": {"otherCandidateLocations": []}}
            ]}
            """
        let read = LocationFixtures.read(text, in: folder)
        #expect(read.format == .googleSemantic)
        #expect(read.sink.points == 5)
        #expect(read.sink.untimed == 1)
        #expect(read.times == ["2024-03-01T09:00:00Z", "2024-03-01T11:00:00Z", "2024-03-01T11:30:00Z", "2024-03-01T12:00:00Z"])
        #expect(read.points[1].detail["activity"] == "IN_TRAM")
        #expect(read.issues.contains { $0.severity == .warning && $0.field == "timelineObjects[2].placeVisit" })
    }

    @Test func androidTimelineReadsSegmentsAndRawSignalsWithTheirOffsets() {
        let text = """
            {"semanticSegments": [
              {"startTime": "2024-06-15T09:00:00.000+02:00", "endTime": "2024-06-15T10:00:00.000+02:00",
               "startTimeTimezoneUtcOffsetMinutes": 120,
               "visit": {"topCandidate": {"placeLocation": {"latLng": "48.8566°, 2.3522°"}}}},
              {"startTime": "2024-06-15T10:00:00.000+02:00", "endTime": "2024-06-15T10:30:00.000+02:00",
               "activity": {"start": {"latLng": "48.8566°, 2.3522°"}, "end": {"latLng": "48.8606°, 2.3376°"}, "topCandidate": {"type": "WALKING"}}},
              {"startTime": "2024-06-15T10:30:00.000+02:00", "endTime": "2024-06-15T11:00:00.000+02:00",
               "timelinePath": [{"point": "48.8606°, 2.3376°", "time": "2024-06-15T10:35:00.000+02:00"}, {"point": "somewhere", "time": "2024-06-15T10:40:00.000+02:00"}]}
            ],
            "rawSignals": [{"position": {"LatLng": "48.8566, 2.3522", "accuracyMeters": 15, "timestamp": "2024-06-15T09:05:00.000Z"}}, {"wifiScan": {}}],
            "userLocationProfile": {"frequentPlaces": [{"placeLocation": "48.8566, 2.3522", "label": "HOME"}]}}
            """
        let read = LocationFixtures.read(text, name: "Timeline.json", in: folder)
        #expect(read.format == .androidTimeline)
        #expect(read.times == ["2024-06-15T07:00:00Z", "2024-06-15T08:00:00Z", "2024-06-15T08:30:00Z", "2024-06-15T08:35:00Z", "2024-06-15T09:05:00Z"])
        #expect(read.points[0].offsetMinutes == 120)
        #expect(read.points[1].detail["activity"] == "WALKING")
        #expect(read.points[4].accuracy == 15)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].field == "semanticSegments[2].timelinePath[1]")
    }

    @Test func iosTimelineReadsGeoStringsAndMinuteOffsets() {
        let text = """
            [{"endTime": "2023-08-27T17:04:26.999-05:00", "startTime": "2023-08-27T15:48:56.000-05:00",
              "visit": {"topCandidate": {"placeLocation": "geo:27.720022,-97.347951"}}},
             {"endTime": "2023-08-27T22:00:00.000Z", "startTime": "2023-08-27T20:00:00.000Z",
              "activity": {"start": "geo:27.72,-97.34", "end": "geo:27.70,-97.36", "topCandidate": {"type": "in passenger vehicle"}},
              "timelinePath": [{"point": "geo:27.720007,-97.348044", "durationMinutesOffsetFromStartTime": "49"}]},
             {"startTime": "2023-08-27T14:48:56.000-06:00", "endTime": "2023-09-02T23:25:59.000-06:00", "timelineMemory": {"distanceFromOriginKms": "1594"}}]
            """
        let read = LocationFixtures.read(text, name: "location-history.json", in: folder)
        #expect(read.format == .iosTimeline)
        #expect(read.times == ["2023-08-27T20:48:56Z", "2023-08-27T20:00:00Z", "2023-08-27T22:00:00Z", "2023-08-27T20:49:00Z"])
        #expect(read.points[0].coordinate.latitude == 27.720022)
        #expect(read.errors.isEmpty)
    }

    @Test func geoJSONReadsCollectionsOverlandBatchesAndLineVertexTimes() {
        let collection = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.405, 52.52]}, "properties": {"timestamp": 1718444200, "accuracy": 8}},
              {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[13.4, 52.5], [13.5, 52.6]]},
               "properties": {"coordTimes": ["2024-06-15T10:00:00Z", "2024-06-15T10:05:00Z"]}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.405]}, "properties": {}}
            ]}
            """
        let read = LocationFixtures.read(collection, name: "export.geojson", in: folder)
        #expect(read.format == .geojson)
        #expect(read.times == ["2024-06-15T09:36:40Z", "2024-06-15T10:00:00Z", "2024-06-15T10:05:00Z"])
        #expect(read.points[0].accuracy == 8)
        #expect(read.errors.count == 1)

        let overland = """
            {"locations": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.030581, 37.3318]},
              "properties": {"timestamp": "2015-10-01T08:00:00-0700", "horizontal_accuracy": 30}}]}
            """
        let batch = LocationFixtures.read(overland, name: "batch.json", in: folder)
        #expect(batch.times == ["2015-10-01T15:00:00Z"])
        #expect(batch.points[0].accuracy == 30)

        let single = """
            {"type": "Feature", "properties": {"time": "2024-11-03T16:30:11+07:00"}, "geometry": {"type": "Point", "coordinates": [106.64, 10.75]}}
            """
        #expect(LocationFixtures.read(single, name: "one.json", in: folder).times == ["2024-11-03T09:30:11Z"])
    }

    @Test func unknownJSONIsRejectedWithItsKeys() {
        let read = LocationFixtures.read(#"{"deviceSettings": [], "createdTime": "2024-01-01"}"#, name: "Settings.json", in: folder)
        #expect(read.error?.message.contains("top-level keys: deviceSettings, createdTime") == true)
    }

    @Test func ownTracksRecordsReadLocationLinesOnly() {
        let text = """
            2024-03-01T09:03:09Z\t*                 \t{"_type":"location","lat":52.225,"lon":13.332,"tst":1709283789,"acc":10,"tid":"RO"}
            2024-03-01T18:26:55Z\t*                 \t{"_type":"transition","lat":52.227,"lon":13.334,"tst":1709317615}
            2024-03-01T18:30:00Z\t*                 \t{"_type":"location","lat":"x"
            2023-02-20T18:46:22Z  *                   {"_type":"location","lat":52.2,"lon":13.3,"tst":1676918782}
            """
        let read = LocationFixtures.read(text, name: "2024-03.rec", in: folder)
        #expect(read.format == .owntracks)
        #expect(read.times == ["2024-03-01T09:03:09Z", "2023-02-20T18:46:22Z"])
        #expect(read.points[0].accuracy == 10)
        #expect(read.errors.map(\.line) == [3])
    }
}
