import Foundation

// `swift run sample-photos samples/photos.csv samples/photos` rewrites the demo's sample photos.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: sample-photos PHOTOS.csv FOLDER\n".utf8))
    exit(64)
}
do {
    try PhotoSamples.write(csv: arguments[arguments.startIndex], into: arguments[arguments.startIndex + 1])
} catch {
    FileHandle.standardError.write(Data("sample-photos: \(error)\n".utf8))
    exit(1)
}
