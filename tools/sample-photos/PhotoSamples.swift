import BorderLogCSV
import BorderLogSampleMedia
import Foundation

/// Writes the demo's sample photos: one small JPEG per row of a CSV, its EXIF built by ``ExifWriter``.
///
/// CSV header: `file,lat,lon,altitude,dateTimeOriginal,offsetTimeOriginal,make,model,note`
/// (`lat`/`lon`/`altitude`/`offsetTimeOriginal` may be empty; `note` is for people).
enum PhotoSamples {
    struct SampleError: Error, CustomStringConvertible {
        let description: String
    }

    static func write(csv path: String, into folder: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var rows = CSVReader(text).makeIterator()
        guard let header = rows.next()?.fields else { throw SampleError(description: "\(path): empty file") }
        let expected = ["file", "lat", "lon", "altitude", "dateTimeOriginal", "offsetTimeOriginal", "make", "model", "note"]
        guard header == expected else {
            throw SampleError(description: "\(path):1: header must be \(expected.joined(separator: ","))")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written = 0
        while let row = rows.next() {
            guard row.fields.count == expected.count else {
                throw SampleError(description: "\(path):\(row.line): expected \(expected.count) fields, found \(row.fields.count)")
            }
            let field = { (name: String) -> String? in
                let value = row.fields[expected.firstIndex(of: name)!]
                return value.isEmpty ? nil : value
            }
            guard let file = field("file"), !file.contains("/") else {
                throw SampleError(description: "\(path):\(row.line): file must be a plain file name")
            }
            let metadata = SamplePhotoMetadata(
                latitude: field("lat").flatMap(Double.init), longitude: field("lon").flatMap(Double.init),
                altitude: field("altitude").flatMap(Double.init), dateTimeOriginal: field("dateTimeOriginal"),
                offsetTimeOriginal: field("offsetTimeOriginal"), make: field("make"), model: field("model"))
            let bytes = SampleMedia.jpeg(exif: ExifWriter.tiff(metadata))
            try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(file))
            written += 1
        }
        FileHandle.standardError.write(Data("sample-photos: wrote \(written) sample photo\(written == 1 ? "" : "s") into \(folder)\n".utf8))
    }
}
