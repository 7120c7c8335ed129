import Foundation

/// GPSLogger's custom URL: one point a request, as query fields (GET) or the same fields in a form body (POST):
/// `lat`, `lon`, `time` (ISO 8601, `%TIME`) or `timestamp` (epoch seconds, `%TIMESTAMP`); optional `acc` (m), `alt`
/// (m), `spd` (m/s). Without `lat`, `lon` and a time the request is not a point at all.
enum GPSLoggerPayload {
    static func read(_ request: DeviceRequest, receivedAt: Date) throws(DevicePayloadError) -> DeviceBatch {
        let fields = request.fields
        guard fields["lat"] != nil, fields["lon"] != nil, fields["time"] != nil || fields["timestamp"] != nil else {
            throw DevicePayloadError("a GPSLogger request has the fields lat, lon and time or timestamp (query or form)")
        }
        var batch = DeviceBatch()
        DevicePayload.add(
            DevicePointCheck.point(
                latitude: number(fields["lat"]), longitude: number(fields["lon"]),
                utc: DevicePointCheck.instant(fields["time"]) ?? DevicePointCheck.instant(fields["timestamp"]),
                accuracy: number(fields["acc"]), altitude: number(fields["alt"]), speed: number(fields["spd"]),
                detail: ["format": "gpslogger"], receivedAt: receivedAt),
            raw: fields.text, to: &batch)
        return batch
    }

    /// A field's decimal number (GPSLogger writes `.` decimals; an empty `%ALT` is no altitude).
    static func number(_ text: String?) -> Double? {
        text.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
}
