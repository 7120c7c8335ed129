import CCairoPango
import Foundation

/// Pages of a PDF drawn with cairo, text laid out by pango: the one place that touches the C libraries. Coordinates are
/// points from the top left of an A4 page. Text is real text (fonts embedded as subsets), so it can be selected,
/// searched and extracted.
final class PDFCanvas {
    static let pageWidth = 595.28
    static let pageHeight = 841.89

    /// The font families the report embeds.
    static let sansFamily = "DejaVu Sans"
    static let monoFamily = "DejaVu Sans Mono"

    /// How a piece of text looks.
    struct Style: Hashable {
        var size: Double
        var bold = false
        var mono = false
        var italic = false

        static func body(_ size: Double = 9) -> Style { Style(size: size) }
        static func bold(_ size: Double = 9) -> Style { Style(size: size, bold: true) }
        static func mono(_ size: Double = 8) -> Style { Style(size: size, mono: true) }
    }

    enum Alignment { case left, centre, right }

    /// Bytes the PDF surface writes, collected in memory so the file is written whole.
    private final class Sink {
        var data = Data()
    }

    private let sink = Sink()
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let layout: OpaquePointer
    private var fonts: [Style: OpaquePointer] = [:]
    private var finished = false

    /// Fails when a font family the report needs is not installed: fontconfig would quietly substitute another.
    static func requireFonts() throws(PDFError) {
        let map = pango_cairo_font_map_get_default()
        for family in [sansFamily, monoFamily] where pango_font_map_get_family(map, family) == nil {
            throw .missingFont(family: family)
        }
    }

    init(title: String, creator: String) throws(PDFError) {
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(), Self.pageWidth, Self.pageHeight)
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
        cairo = cairo_create(surface)
        layout = pango_cairo_create_layout(cairo)
        // Exact glyph positions: hinting is for screens, and a PDF is scaled by whoever opens it.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        let context = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        try check()
    }

    deinit {
        for font in fonts.values { pango_font_description_free(font) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cairo)
        if !finished { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }

    // MARK: - Text

    /// Lays `text` out at `x, y` (the top of its first line), wrapped at `width` when given, and returns its height.
    /// `tabs` are tab stops in points from `x`.
    @discardableResult
    func text(
        _ text: String, x: Double, y: Double, width: Double? = nil, style: Style, colour: PDFColour = .text,
        alignment: Alignment = .left, tabs: [Double] = [], lineSpacing: Double = 1
    ) -> Double {
        prepare(text, width: width, style: style, alignment: alignment, tabs: tabs, lineSpacing: lineSpacing)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var left = x
        if width == nil, alignment != .left {
            let measured = borderlog_pango_points(logical.width)
            left = alignment == .right ? x - measured : x - measured / 2
        }
        setColour(colour)
        cairo_move_to(cairo, left, y)
        pango_cairo_show_layout(cairo, layout)
        return borderlog_pango_points(logical.height)
    }

    /// Where each line of `text` wrapped at `width` ends, in points below the top of its first line: what a
    /// paragraph split across pages is cut by.
    func lineBottoms(_ text: String, width: Double, style: Style, lineSpacing: Double = 1) -> [Double] {
        prepare(text, width: width, style: style, alignment: .left, tabs: [], lineSpacing: lineSpacing)
        return layoutLines().map { borderlog_pango_points($0.logical.y + $0.logical.height) }
    }

    /// Draws lines `range` of `text` wrapped at `width` (left-aligned), the first of them with its top at `y`, and
    /// returns their height: one page's part of a paragraph.
    @discardableResult
    func text(
        _ text: String, lines range: Range<Int>, x: Double, y: Double, width: Double, style: Style, colour: PDFColour = .text,
        lineSpacing: Double = 1
    ) -> Double {
        prepare(text, width: width, style: style, alignment: .left, tabs: [], lineSpacing: lineSpacing)
        let lines = Array(layoutLines()[range])
        guard let first = lines.first, let last = lines.last else { return 0 }
        setColour(colour)
        for line in lines {
            cairo_move_to(cairo, x + borderlog_pango_points(line.logical.x), y + borderlog_pango_points(line.baseline - first.logical.y))
            pango_cairo_show_layout_line(cairo, line.line)
        }
        return borderlog_pango_points(last.logical.y + last.logical.height - first.logical.y)
    }

    /// The prepared layout's lines, each with its logical extents and baseline in Pango units from the layout's top.
    private func layoutLines() -> [(line: UnsafeMutablePointer<PangoLayoutLine>, logical: PangoRectangle, baseline: Int32)] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [(line: UnsafeMutablePointer<PangoLayoutLine>, logical: PangoRectangle, baseline: Int32)] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            if let line = pango_layout_iter_get_line_readonly(iterator) {
                lines.append((line, logical, pango_layout_iter_get_baseline(iterator)))
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The size `text` would take.
    func measure(_ text: String, width: Double? = nil, style: Style, tabs: [Double] = [], lineSpacing: Double = 1) -> (width: Double, height: Double) {
        prepare(text, width: width, style: style, alignment: .left, tabs: tabs, lineSpacing: lineSpacing)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (borderlog_pango_points(logical.width), borderlog_pango_points(logical.height))
    }

    private func prepare(_ text: String, width: Double?, style: Style, alignment: Alignment, tabs: [Double], lineSpacing: Double) {
        pango_layout_set_font_description(layout, font(style))
        pango_layout_set_width(layout, width.map { borderlog_pango_units($0) } ?? -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let pangoAlignment = switch alignment {
        case .left: PANGO_ALIGN_LEFT
        case .centre: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, pangoAlignment)
        pango_layout_set_line_spacing(layout, Float(lineSpacing == 1 ? 0 : lineSpacing))
        if tabs.isEmpty {
            pango_layout_set_tabs(layout, nil)
        } else {
            let array = pango_tab_array_new(Int32(tabs.count), 0)
            for (index, stop) in tabs.enumerated() {
                pango_tab_array_set_tab(array, Int32(index), PANGO_TAB_LEFT, borderlog_pango_units(stop))
            }
            pango_layout_set_tabs(layout, array)
            pango_tab_array_free(array)
        }
        pango_layout_set_text(layout, PrintedText.plain(text), -1)
    }

    private func font(_ style: Style) -> OpaquePointer {
        if let font = fonts[style] { return font }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, style.mono ? Self.monoFamily : Self.sansFamily)
        pango_font_description_set_weight(description, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, style.italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(PANGO_SCALE) * style.size)
        fonts[style] = description
        return description
    }

    // MARK: - Shapes

    func fill(x: Double, y: Double, width: Double, height: Double, colour: PDFColour, radius: Double = 0) {
        path(x: x, y: y, width: width, height: height, radius: radius)
        setColour(colour)
        cairo_fill(cairo)
    }

    func stroke(x: Double, y: Double, width: Double, height: Double, colour: PDFColour, lineWidth: Double = 0.6, radius: Double = 0) {
        path(x: x, y: y, width: width, height: height, radius: radius)
        setColour(colour)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    func line(x1: Double, y1: Double, x2: Double, y2: Double, colour: PDFColour = .rule, width: Double = 0.5, dash: [Double] = []) {
        setColour(colour)
        cairo_set_line_width(cairo, width)
        cairo_set_dash(cairo, dash, Int32(dash.count), 0)
        cairo_move_to(cairo, x1, y1)
        cairo_line_to(cairo, x2, y2)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    /// Diagonal lines across a rectangle, clipped to it: how unknown days are drawn.
    func hatch(x: Double, y: Double, width: Double, height: Double, colour: PDFColour, spacing: Double = 3) {
        cairo_save(cairo)
        cairo_rectangle(cairo, x, y, width, height)
        cairo_clip(cairo)
        setColour(colour)
        cairo_set_line_width(cairo, 0.5)
        var offset = -height
        while offset < width {
            cairo_move_to(cairo, x + offset, y + height)
            cairo_line_to(cairo, x + offset + height, y)
            offset += spacing
        }
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    private func path(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        guard radius > 0 else { return cairo_rectangle(cairo, x, y, width, height) }
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    private func setColour(_ colour: PDFColour) {
        cairo_set_source_rgb(cairo, colour.red, colour.green, colour.blue)
    }

    // MARK: - Pages and document

    func showPage() {
        cairo_show_page(cairo)
    }

    /// An entry of the document outline (the reader's bookmarks) pointing at `page` (1-based).
    func outline(_ title: String, page: Int) {
        _ = cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), title, "page=\(page)", cairo_pdf_outline_flags_t(rawValue: 0))
    }

    /// Ends the document and returns its bytes.
    func finish() throws(PDFError) -> Data {
        cairo_surface_finish(surface)
        finished = true
        try check()
        return sink.data
    }

    private func check() throws(PDFError) {
        let status = cairo_status(cairo)
        let surfaceStatus = cairo_surface_status(surface)
        for status in [status, surfaceStatus] where status != CAIRO_STATUS_SUCCESS {
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
