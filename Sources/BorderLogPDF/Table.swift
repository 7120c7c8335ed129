/// A column of a table drawn by `PageFlow.table`.
struct TableColumn {
    var title: String
    var width: Double
    var alignment: PDFCanvas.Alignment = .left
}

extension PageFlow {
    /// The x of each column's left edge.
    func columnOffsets(_ columns: [TableColumn]) -> [Double] {
        var x = left
        return columns.map { column in
            defer { x += column.width }
            return x
        }
    }

    /// Draws the header row and moves the cursor below it.
    func tableHeader(_ columns: [TableColumn]) {
        let offsets = columnOffsets(columns)
        canvas.fill(x: left, y: y, width: width, height: 14, colour: .faint)
        for (column, x) in zip(columns, offsets) {
            let anchor = column.alignment == .right ? x + column.width - 4 : x + 3
            canvas.text(column.title, x: anchor, y: y + 3, style: .bold(7), colour: .muted, alignment: column.alignment == .right ? .right : .left)
        }
        y += 16
    }

    /// Rows under a header that is drawn again at the top of every page the table continues on. `height` says how tall
    /// a row is; `draw` draws it with its top at the given y.
    func table<Row>(_ columns: [TableColumn], rows: [Row], height: (Row) -> Double, draw: (Row, Double) -> Void) {
        need(16 + (rows.first.map(height) ?? 0))
        tableHeader(columns)
        for (index, row) in rows.enumerated() {
            let rowHeight = height(row)
            if need(rowHeight) { tableHeader(columns) }
            if index % 2 == 1 { canvas.fill(x: left, y: y - 1, width: width, height: rowHeight, colour: PDFColour.faint.lightened(0.4)) }
            draw(row, y)
            y += rowHeight
        }
        canvas.line(x1: left, y1: y, x2: right, y2: y, colour: .rule, width: 0.5)
        y += 8
    }

    /// Text in a cell: right-aligned cells end 4 points before the column's edge.
    func cell(_ text: String, column: TableColumn, x: Double, y: Double, style: PDFCanvas.Style = .body(8), colour: PDFColour = .text, wrap: Bool = false) {
        if column.alignment == .right {
            canvas.text(text, x: x + column.width - 4, y: y, style: style, colour: colour, alignment: .right)
        } else {
            canvas.text(text, x: x + 3, y: y, width: wrap ? column.width - 6 : nil, style: style, colour: colour)
        }
    }
}
