import BorderLogModel

/// The commented example `borderlog init` writes beside the rules file, `alerts.example.json`: strict JSON whose
/// `_comment` notes explain every field. Copied to `alerts.json` (and its addresses corrected) it turns alerts on.
public struct StarterAlertsFile: Sendable {
    public let text: String

    public init() {
        let kinds = AlertChannel.Kind.allCases.map(\.rawValue).joined(separator: " or ")
        let styles = AlertChannel.Style.allCases.map(\.rawValue).joined(separator: " or ")
        let remaining = AlertSettings.defaultRemaining.map(String.init).joined(separator: ", ")
        text = """
            {
              "_comment": [
                "BorderLog's alerts, an example written by `borderlog init`. Copy it to alerts.json in this folder",
                "(or name it with $BORDERLOG_ALERTS), correct the addresses, and `borderlog alerts test` sends one",
                "test message through each channel. `borderlog alerts check` runs every night after infer.",
                "Each alert is sent once; it is sent again only after it stopped holding and holds again.",
                "Keys starting with _ are notes. docs/alerts.md explains every event and channel."
              ],
              "channels": [
                {
                  "_comment": "kind is \(kinds). An email goes through the system's sendmail ($BORDERLOG_SENDMAIL).",
                  "id": "me",
                  "kind": "email",
                  "to": "you@example.org"
                },
                {
                  "_comment": "A webhook is POSTed. style \(styles): ntfy sends the text with Title, Priority and Tags headers.",
                  "id": "phone",
                  "kind": "webhook",
                  "url": "https://ntfy.sh/your-private-topic",
                  "style": "ntfy"
                },
                {
                  "_comment": "style json posts the event object: id, kind, rule, on, title, text and its numbers.",
                  "id": "hook",
                  "kind": "webhook",
                  "url": "http://127.0.0.1:8080/borderlog",
                  "style": "json"
                }
              ],
              "_remaining": "A maximum rule warns when the days left fall to or below each of these.",
              "remaining": [\(remaining)]
            }

            """
    }
}
