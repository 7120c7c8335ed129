import BorderLogJSON
import Foundation

/// Traccar Client. Its OsmAnd protocol: query or form fields `id` (the device's identifier), `lat`, `lon`, `timestamp`
/// (epoch seconds or ISO 8601), `accuracy` (m), `altitude` (m), `speed` (knots, as Traccar reads OsmAnd's). Or the JSON
/// body of its newer releases: `{"device_id", "location": {"timestamp", "coords": {"latitude", "longitude",
/// "accuracy", "altitude", "speed" (m/s)}}}`, `location` also an array of them. The points are the device's whose
/// secret came with them, whatever `id` says.
enum TraccarPayload {
    static func read(_ request: DeviceRequest, receivedAt: Date) throws(DevicePayloadError) -> DeviceBatch {
        if request.method == .post, !request.body.isEmpty, request.bodyIsJSON { return try json(request, receivedAt: receivedAt) }
        let fields = request.fields
        guard fields["lat"] != nil, fields["lon"] != nil, fields["timestamp"] != nil else {
            throw DevicePayloadError("an OsmAnd request has the fields lat, lon and timestamp (query or form), or a JSON body with `location`")
        }
        var batch = DeviceBatch()
        DevicePayload.add(
            DevicePointCheck.point(
                latitude: GPSLoggerPayload.number(fields["lat"]), longitude: GPSLoggerPayload.number(fields["lon"]),
                utc: DevicePointCheck.instant(fields["timestamp"]), accuracy: GPSLoggerPayload.number(fields["accuracy"]),
                altitude: GPSLoggerPayload.number(fields["altitude"]), speed: GPSLoggerPayload.number(fields["speed"]).map { $0 * knot },
                detail: ["format": "traccar"], receivedAt: receivedAt),
            raw: fields.text, to: &batch)
        return batch
    }

    /// Metres per second in a knot.
    static let knot = 1852.0 / 3600

    private static func json(_ request: DeviceRequest, receivedAt: Date) throws(DevicePayloadError) -> DeviceBatch {
        let body = try DevicePayload.document(request.body)
        let locations: [JSONValue]
        switch body["location"] {
        case .object?: locations = [body["location"]!]
        case .array(let items)?: locations = items
        default: throw DevicePayloadError("a Traccar Client JSON body is an object with a `location` object")
        }
        var batch = DeviceBatch()
        for location in locations {
            let coords = location["coords"]
            DevicePayload.add(
                coords == nil
                    ? .failure(.init("the location has no `coords` object"))
                    : DevicePointCheck.point(
                        latitude: coords?["latitude"]?.double, longitude: coords?["longitude"]?.double,
                        utc: DevicePointCheck.instant(location["timestamp"]), accuracy: coords?["accuracy"]?.double,
                        altitude: coords?["altitude"]?.double, speed: coords?["speed"]?.double, detail: ["format": "traccar"], receivedAt: receivedAt),
                raw: location.text, to: &batch)
        }
        return batch
    }
}
