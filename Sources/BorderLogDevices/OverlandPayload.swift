import BorderLogJSON
import Foundation

/// Overland (its README): `{"locations": [Feature…]}`, each a GeoJSON Point feature, `coordinates [lon, lat]`, with
/// `properties.timestamp` (ISO 8601) and optional `horizontal_accuracy`, `altitude`, `speed` (m/s) and `motion`. The
/// batch's other members (`current`, `trip`) are not points.
enum OverlandPayload {
    static func read(_ request: DeviceRequest, receivedAt: Date) throws(DevicePayloadError) -> DeviceBatch {
        let body = try DevicePayload.document(request.body)
        guard let locations = body["locations"]?.array else {
            throw DevicePayloadError("an Overland batch is a JSON object with a `locations` array")
        }
        var batch = DeviceBatch()
        for feature in locations {
            DevicePayload.add(point(feature, receivedAt: receivedAt), raw: feature.text, to: &batch)
        }
        return batch
    }

    private static func point(_ feature: JSONValue, receivedAt: Date) -> DevicePointCheck.Outcome {
        guard feature["geometry", "type"]?.string == "Point", let coordinates = feature["geometry", "coordinates"]?.array, coordinates.count >= 2 else {
            return .failure(.init("not a GeoJSON Point feature with `coordinates [lon, lat]`"))
        }
        let properties = feature["properties"]
        var detail = ["format": "overland"]
        if let motion = properties?["motion"]?.array?.compactMap(\.string), !motion.isEmpty { detail["motion"] = motion.joined(separator: ",") }
        return DevicePointCheck.point(
            latitude: coordinates[1].double, longitude: coordinates[0].double, utc: DevicePointCheck.instant(properties?["timestamp"]),
            accuracy: properties?["horizontal_accuracy"]?.double, altitude: properties?["altitude"]?.double, speed: properties?["speed"]?.double,
            detail: detail, receivedAt: receivedAt)
    }
}
