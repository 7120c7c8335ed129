import BorderLogJSON
import BorderLogXML

extension MicrodataItem {
    /// The item as the JSON-LD object it states, so one mapping reads both: `@type` from `itemtype` (a list when it
    /// names several), `@id` from `itemid`, and each property once, in the order it first appears, its values a list
    /// when it is repeated.
    var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        switch types.count {
        case 0: break
        case 1: members.append(("@type", .string(types[0])))
        default: members.append(("@type", .array(types.map(JSONValue.string))))
        }
        if let id { members.append(("@id", .string(id))) }
        var values: [String: [JSONValue]] = [:]
        var order: [String] = []
        for property in properties {
            if values[property.name] == nil { order.append(property.name) }
            switch property.value {
            case let .text(text): values[property.name, default: []].append(.string(text))
            case let .item(item): values[property.name, default: []].append(item.jsonValue)
            }
        }
        for name in order {
            let list = values[name] ?? []
            members.append((name, list.count == 1 ? list[0] : .array(list)))
        }
        return .object(members)
    }
}
