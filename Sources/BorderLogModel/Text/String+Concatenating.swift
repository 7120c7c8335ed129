extension String {
    /// `parts` as one string, their bytes copied once into storage made to fit: `+` grows a string part by part and
    /// checks grapheme boundaries at every join, and a bulk import makes a few of these for each of hundreds of
    /// thousands of signals (identities, summaries).
    public init(concatenating parts: String...) {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for part in parts {
                var part = part
                written += part.withUTF8 { bytes in
                    UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[written...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
                    return bytes.count
                }
            }
            return written
        }
    }
}
