import Foundation
import ZIPFoundation

/// Apple Wallet passes the tests build themselves: a zip holding `pass.json` and whatever else is given.
public enum WalletPass {
    /// The `.pkpass` bytes: `pass.json` with `json`, then `extra` files, each deflated.
    public static func archive(json: String, extra: [(String, Data)] = []) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (name, data) in [("pass.json", Data(json.utf8))] + extra {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<(Int(position) + size))
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
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
