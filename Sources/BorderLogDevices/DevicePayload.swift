import BorderLogJSON
import BorderLogLocations
import BorderLogModel
import Foundation

/// The payload readers, one per app (docs/devices.md): pure functions from a request to the points it holds and the
/// items refused, or a `DevicePayloadError` when the request is not the app's protocol at all.
public enum DevicePayload {
    /// Values a JSON body may hold: a phone's backlog of thousands of points fits many times over; a hostile body of
    /// tiny values is refused before it costs memory.
    public static let maximumValues = 2_000_000

    public static func read(_ request: DeviceRequest, app: DeviceApp, receivedAt: Date) throws(DevicePayloadError) -> DeviceBatch {
        switch app {
        case .owntracks: try OwnTracksPayload.read(request, receivedAt: receivedAt)
        case .overland: try OverlandPayload.read(request, receivedAt: receivedAt)
        case .gpslogger: try GPSLoggerPayload.read(request, receivedAt: receivedAt)
        case .traccar: try TraccarPayload.read(request, receivedAt: receivedAt)
        }
    }

    /// The body as one JSON document, or the error a request that is not JSON answers with.
    static func document(_ body: Data) throws(DevicePayloadError) -> JSONValue {
        do {
            return try JSONDocument.parse(body, maximumValues: maximumValues)
        } catch {
            throw DevicePayloadError("the body is not a JSON document: \(error)")
        }
    }

    /// One checked point into `batch`: stored, or refused with the item's raw text.
    static func add(_ result: DevicePointCheck.Outcome, raw: @autoclosure () -> String, to batch: inout DeviceBatch) {
        switch result {
        case .success(let point): batch.points.append(point)
        case .failure(let reason): batch.refused.append(RefusedItem(reason: reason.description, raw: raw()))
        }
    }
}
