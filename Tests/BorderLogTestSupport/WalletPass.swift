import Foundation
import BorderLogArchive

/// Apple Wallet passes the tests build themselves: a zip holding `pass.json` and whatever else is given.
public enum WalletPass {
    /// The `.pkpass` bytes: `pass.json` with `json`, then `extra` files, each deflated.
    public static func archive(json: String, extra: [(String, Data)] = []) throws -> Data {
        try ZipWriter.data([(path: "pass.json", contents: Data(json.utf8))] + extra.map { (path: $0.0, contents: $0.1) })
    }

    /// A boarding pass's `pass.json`: an air pass from `origin` to `destination` with a BCBP barcode when given.
    public static func boardingPassJSON(
        barcode: String?, transit: String = "PKTransitTypeAir", relevantDate: String = "2024-03-01T09:10+00:00",
        origin: String = "LIS", destination: String = "LHR", flight: String = "TP 1350"
    ) -> String {
        let barcodes = barcode.map { #", "barcodes": [{"format": "PKBarcodeFormatAztec", "message": "\#($0)", "messageEncoding": "iso-8859-1"}]"# } ?? ""
        return #"""
            {"formatVersion": 1, "passTypeIdentifier": "pass.example.boarding", "relevantDate": "\#(relevantDate)"\#(barcodes),
             "boardingPass": {"transitType": "\#(transit)",
               "primaryFields": [{"key": "origin", "value": "\#(origin)"}, {"key": "destination", "value": "\#(destination)"}],
               "auxiliaryFields": [{"key": "flightNumber", "label": "FLIGHT", "value": "\#(flight)"}]}}
            """#
    }
}
