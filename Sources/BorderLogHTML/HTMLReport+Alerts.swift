import BorderLogModel

extension HTMLReport {
    /// The live page's alerts: every event that holds (docs/alerts.md), its title and message, urgent ones first.
    static func alerts(_ events: [AlertEvent], into html: inout String) {
        guard !events.isEmpty else { return }
        html += "<section id=\"alerts\" aria-labelledby=\"alerts-title\">\n<h2 id=\"alerts-title\">Alerts</h2>\n<ul class=\"alerts\">\n"
        for event in events.sorted(by: { $0.isUrgent && !$1.isUrgent }) {
            let paragraphs = event.text.components(separatedBy: "\n\n").map { "<p>\(HTMLText.escape($0))</p>" }.joined()
            html += "<li class=\"alert alert-\(event.kind.rawValue)\" data-alert=\"\(HTMLText.escape(event.id))\"><strong>\(HTMLText.escape(event.title))</strong>\(paragraphs)</li>\n"
        }
        html += "</ul>\n</section>\n"
    }
}
