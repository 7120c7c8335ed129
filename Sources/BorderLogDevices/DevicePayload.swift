import BorderLogJSON
import BorderLogLocations
import BorderLogModel
import Foundation

/// The payload readers, one per app (docs/devices.md): pure functions from a request to the points it holds and the
/// items refused, or a `DevicePayloadError` when the request is not the app's protocol at all.
public enum DevicePayload {
    /// Values a JSON body may hold: an Overland batch of 1,000 points (its largest) holds about 30,000, so a backlog
    /// fits many times over; a hostile body of 10 MiB of tiny values is refused before it costs more than a few MB.
    public static let maximumValues = 200_000

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
