import BorderLogGeo

extension WorldMap {
    /// The part of the map that shows `codes` with some room around them, or nil for the whole world (nothing to
    /// show, or the countries spread over most of it). Width and height keep the map's own proportions.
    public func viewBox(showing codes: Set<String>) -> (x: Double, y: Double, width: Double, height: Double)? {
        let boxes = countries.filter { codes.contains($0.code) }.compactMap(\.box).filter { $0.count == 4 }
        guard let first = boxes.first else { return nil }
        var x0 = first[0], y0 = first[1], x1 = first[2], y1 = first[3]
        for box in boxes.dropFirst() {
            x0 = min(x0, box[0]); y0 = min(y0, box[1]); x1 = max(x1, box[2]); y1 = max(y1, box[3])
        }
        let aspect = width / height
        var w = max(x1 - x0, 60) * 1.3, h = max(y1 - y0, 24) * 1.3
        if w / h < aspect { w = h * aspect } else { h = w / aspect }
        guard w < width * 0.85 else { return nil }
        let x = min(max(0, (x0 + x1) / 2 - w / 2), width - w), y = min(max(0, (y0 + y1) / 2 - h / 2), height - h)
        return (x, max(0, y), w, min(h, height))
    }
}
