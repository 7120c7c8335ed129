import BorderLogJSON
import Foundation

/// OwnTracks' HTTP mode (its JSON booklet): one message per request. A `_type: location` message is a point (`tst`
/// epoch seconds, `lat`, `lon`; `acc` m, `alt` m, `vel` km/h, `cog`, `vac`, `tid`, `t` when present); every other
/// type (`transition`, `waypoint`, `lwt`, `card`, …) and an empty body hold none and are answered all the same.
enum OwnTracksPayload {
    static func read(_ request: DeviceRequest, receivedAt: Date) throws(DevicePayloadError) -> DeviceBatch {
        if request.body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return DeviceBatch() }
        let message = try DevicePayload.document(request.body)
        guard case .object = message else { throw DevicePayloadError("an OwnTracks message is a JSON object with `_type`") }
        guard let type = message["_type"]?.string else { throw DevicePayloadError("the OwnTracks message has no `_type`") }
        guard type == "location" else { return DeviceBatch() }
        var batch = DeviceBatch()
        var detail = ["format": "owntracks"]
        if let tid = message["tid"]?.string { detail["tid"] = tid }
        if let trigger = message["t"]?.string { detail["trigger"] = trigger }
        if let course = message["cog"]?.double { detail["course"] = String(course) }
        if let vertical = message["vac"]?.double { detail["verticalAccuracy"] = String(vertical) }
        DevicePayload.add(
            DevicePointCheck.point(
                latitude: message["lat"]?.double, longitude: message["lon"]?.double, utc: DevicePointCheck.instant(message["tst"]),
                accuracy: message["acc"]?.double, altitude: message["alt"]?.double, speed: message["vel"]?.double.map { $0 / 3.6 },
                detail: detail, receivedAt: receivedAt),
            raw: message.text, to: &batch)
        return batch
    }
}
