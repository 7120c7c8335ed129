import BorderLogBarcodeSamples
import Foundation

// Writes the barcode fuzz harness's seeds (Fuzz/Seeds/barcode): small boarding passes of every kind the reader
// takes, made from the test samples. Run from the repository: `swift run barcode-seeds`.
let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Fuzz/Seeds/barcode")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

let pass = BCBPSamples.montrealFrankfurt
let aztec = GrayBitmap.barcode(pass, .aztec), qr = GrayBitmap.barcode(pass, .qrCode)
let pdf417 = GrayBitmap.barcode(BCBPSamples.frankfurtMontreal, .pdf417)
let seeds: [(String, Data)] = [
    ("qr.png", qr.scaled(2, 2).png),
    ("pdf417.png", pdf417.scaled(2, 4).png),
    ("aztec.jpg", aztec.scaled(3, 3).jpeg(quality: 75)),
    ("passes.pdf", SamplePDF(pages: [
        [.image(aztec, x: 400, y: 60, width: 120, height: 120)],
        [.image(pdf417, x: 60, y: 600, width: 290, height: 112), .image(qr, x: 60, y: 100, width: 100, height: 100, jpeg: true)],
    ]).data),
    ("vectors.pdf", SamplePDF(pages: [[.vectors(aztec, x: 420, y: 650, module: 3)]]).data),
    ("encrypted.pdf", SamplePDF(pages: [[]], encrypted: true).data),
]
for (name, data) in seeds {
    try data.write(to: folder.appendingPathComponent(name))
    print("\(name): \(data.count) bytes")
}
