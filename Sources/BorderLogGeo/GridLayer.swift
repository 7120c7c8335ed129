import Foundation

/// One labelled layer of the index: a three-level grid (1°, 0.1°, 0.02°) over the whole sphere.
///
/// Nodes are UInt32: the top two bits tag a uniform leaf (label + 1 in the low 16 bits, 0 for
/// nothing, bit 16 = near a border), a child block (10×10 or 5×5 nodes at the given index) or a
/// mixed 0.02° cell (an offset into the Int16 blob). A mixed cell's blob holds
/// `[count, flags, default]`, then `count` × `[label, parity, vertex count]`, then each candidate's
/// edges as chains of cell-relative micro-degree vertices separated by `Int16.min` pairs. A point
/// is inside a candidate when the parity of the cell's top-right corner, flipped by every edge
/// that crosses the path from the point right to the cell's edge and up to the corner, is odd.
struct GridLayer: @unchecked Sendable {
    // Pointers into the read-only mapping, which GeoIndex keeps alive.
    private let nodes: UnsafePointer<UInt32>
    private let blob: UnsafePointer<Int16>

    static let unitsPerDegree = 1_000_000.0
    static let cell = 20_000.0
    static let columns = 18_000
    static let rows = 9_000
    private static let tagMask: UInt32 = 0x3FFF_FFFF
    private static let sentinel = Int16.min

    struct Hit {
        /// The label, or -1 for nothing.
        var label: Int
        var nearBorder: Bool
    }

    /// Validates every node and blob header so that lookups need no bounds checks.
    init(nodes nodeBytes: UnsafeRawBufferPointer, blob blobBytes: UnsafeRawBufferPointer, path: String) throws(GeoError) {
        let nodeCount = nodeBytes.count / 4
        let blobCount = blobBytes.count / 2
        guard nodeCount >= 360 * 180, let nodeBase = nodeBytes.baseAddress, let blobBase = blobBytes.baseAddress ?? nodeBytes.baseAddress else {
            throw .indexInvalid(path: path, reason: "grid too small")
        }
        let nodes = nodeBase.assumingMemoryBound(to: UInt32.self)
        let blob = blobBase.assumingMemoryBound(to: Int16.self)
        for index in 0..<nodeCount {
            let entry = UInt32(littleEndian: nodes[index])
            let value = Int(entry & GridLayer.tagMask)
            switch entry >> 30 {
            case 0:
                continue
            case 1:
                guard value + (index < 360 * 180 ? 100 : 25) <= nodeCount else {
                    throw .indexInvalid(path: path, reason: "grid node \(index) points outside the grid")
                }
            case 2:
                guard value + 3 <= blobCount else {
                    throw .indexInvalid(path: path, reason: "grid node \(index) points outside the cells")
                }
                let count = Int(blob[value])
                var end = value + 3 + 3 * count
                guard count >= 0, end <= blobCount else {
                    throw .indexInvalid(path: path, reason: "cell at \(value) is truncated")
                }
                for candidate in 0..<count {
                    end += 2 * Int(UInt16(bitPattern: blob[value + 5 + 3 * candidate]))
                }
                guard end <= blobCount else { throw .indexInvalid(path: path, reason: "cell at \(value) is truncated") }
            default:
                throw .indexInvalid(path: path, reason: "grid node \(index) has an unknown tag")
            }
        }
        self.nodes = nodes
        self.blob = blob
    }

    /// The label at a position given in micro-degrees east of −180° (`x`) and north of −90° (`y`).
    @inline(__always)
    func lookup(x: Double, y: Double) -> Hit {
        let cell = leaf(x: x, y: y)
        switch cell.entry >> 30 {
        case 0: return Hit(label: Int(cell.entry & 0xFFFF) - 1, nearBorder: cell.entry & 0x1_0000 != 0)
        case 2: return mixed(at: Int(cell.entry & GridLayer.tagMask), x: cell.x, y: cell.y)
        default: return Hit(label: -1, nearBorder: false)
        }
    }

    /// The node of the 0.02° cell holding a position (a uniform leaf or a mixed cell), and the position relative to the
    /// cell's corner.
    @inline(__always)
    private func leaf(x: Double, y: Double) -> (entry: UInt32, x: Double, y: Double) {
        let column = min(Int(x / GridLayer.cell), GridLayer.columns - 1)
        let row = min(Int(y / GridLayer.cell), GridLayer.rows - 1)
        var entry = nodes[(row / 50) * 360 + column / 50]
        if entry >> 30 == 1 {
            entry = nodes[Int(entry & GridLayer.tagMask) + ((row / 5) % 10) * 10 + (column / 5) % 10]
            if entry >> 30 == 1 {
                entry = nodes[Int(entry & GridLayer.tagMask) + (row % 5) * 5 + column % 5]
            }
        }
        return (entry, x - Double(column) * GridLayer.cell, y - Double(row) * GridLayer.cell)
    }

    /// The label at a position (as ``lookup(x:y:)``) and the nearest other label whose outline lies within `tolerance`
    /// metres, or -1. Exact as long as the tolerance is below the margin the layer keeps around its mixed cells: every
    /// point that close to an outline lies in a mixed cell, which holds every edge within that margin (the region layer,
    /// tools/geodata/README.md).
    func lookup(x: Double, y: Double, nearbyWithin tolerance: Double, latitude: Double) -> (hit: Hit, nearby: Int) {
        let cell = leaf(x: x, y: y)
        switch cell.entry >> 30 {
        case 0: return (Hit(label: Int(cell.entry & 0xFFFF) - 1, nearBorder: cell.entry & 0x1_0000 != 0), -1)
        case 2:
            let offset = Int(cell.entry & GridLayer.tagMask)
            let hit = mixed(at: offset, x: cell.x, y: cell.y)
            let nearby = nearest(
                at: offset, other: hit.label, x: cell.x, y: cell.y, within: tolerance,
                metresPerUnitX: GridLayer.metresPerUnitY * cos(latitude * .pi / 180))
            return (hit, nearby)
        default: return (Hit(label: -1, nearBorder: false), -1)
        }
    }

    /// Metres per micro-degree of latitude (WGS84 mean).
    private static let metresPerUnitY = 0.110_574

    /// The candidate other than `other` whose edges come nearest to the point, when nearer than `tolerance` metres.
    private func nearest(at offset: Int, other: Int, x px: Double, y py: Double, within tolerance: Double, metresPerUnitX kx: Double) -> Int {
        let count = Int(blob[offset])
        let ky = GridLayer.metresPerUnitY
        var vertex = offset + 3 + 3 * count
        var best = tolerance * tolerance
        var found = -1
        for candidate in 0..<count {
            let header = offset + 3 + 3 * candidate
            let vertexCount = Int(UInt16(bitPattern: blob[header + 2]))
            defer { vertex += 2 * vertexCount }
            let label = Int(blob[header])
            guard label != other else { continue }
            var index = vertex
            let last = vertex + 2 * (vertexCount - 1)
            while index < last {
                let ix1 = blob[index], ix2 = blob[index + 2]
                if ix1 != GridLayer.sentinel && ix2 != GridLayer.sentinel {
                    // The point's squared distance to the edge, in metres, on a local flat projection.
                    let ax = (Double(ix1) - px) * kx, ay = (Double(blob[index + 1]) - py) * ky
                    let bx = (Double(ix2) - px) * kx, by = (Double(blob[index + 3]) - py) * ky
                    let dx = bx - ax, dy = by - ay
                    let length = dx * dx + dy * dy
                    let t = length > 0 ? min(max(-(ax * dx + ay * dy) / length, 0), 1) : 0
                    let cx = ax + t * dx, cy = ay + t * dy
                    let distance = cx * cx + cy * cy
                    if distance < best {
                        best = distance
                        found = label
                    }
                }
                index += 2
            }
        }
        return found
    }

    private func mixed(at offset: Int, x px: Double, y py: Double) -> Hit {
        let count = Int(blob[offset])
        let nearBorder = blob[offset + 1] & 1 != 0
        var vertex = offset + 3 + 3 * count
        let side = GridLayer.cell
        for candidate in 0..<count {
            let header = offset + 3 + 3 * candidate
            var inside = blob[header + 1] != 0
            let vertexCount = Int(UInt16(bitPattern: blob[header + 2]))
            var index = vertex
            let last = vertex + 2 * (vertexCount - 1)
            while index < last {
                let ix1 = blob[index], ix2 = blob[index + 2]
                if ix1 != GridLayer.sentinel && ix2 != GridLayer.sentinel {
                    let x1 = Double(ix1), y1 = Double(blob[index + 1])
                    let x2 = Double(ix2), y2 = Double(blob[index + 3])
                    if (y1 > py) != (y2 > py) {
                        let crossing = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
                        if px < crossing && crossing <= side { inside.toggle() }
                    }
                    if (x1 > side) != (x2 > side) {
                        let crossing = y1 + (side - x1) * (y2 - y1) / (x2 - x1)
                        if py < crossing && crossing <= side { inside.toggle() }
                    }
                }
                index += 2
            }
            vertex += 2 * vertexCount
            if inside { return Hit(label: Int(blob[header]), nearBorder: nearBorder) }
        }
        return Hit(label: Int(blob[offset + 2]), nearBorder: nearBorder)
    }
}
