import BorderLogJSON
import BorderLogXML

extension MicrodataItem {
    /// The item as the JSON-LD object it states, so one mapping reads both: `@type` from `itemtype` (a list when it
    /// names several), `@id` from `itemid`, and each property once, in the order it first appears, its values a list
    /// when it is repeated.
    ///
    /// An item value is shared wherever an element names several properties (`itemprop="a b c"`), so a tree the
    /// crawl kept small can stand for one exponentially large: at most `HTMLMarkup.maximumProperties` values are
    /// written out in all, the rest dropped.
    var jsonValue: JSONValue {
        var budget = HTMLMarkup.maximumProperties
        return jsonValue(budget: &budget)
    }

    private func jsonValue(budget: inout Int) -> JSONValue {
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
            guard budget > 0 else { break }
            budget -= 1
            if values[property.name] == nil { order.append(property.name) }
            switch property.value {
            case let .text(text): values[property.name, default: []].append(.string(text))
            case let .item(item): values[property.name, default: []].append(item.jsonValue(budget: &budget))
            }
        }
        for name in order {
            let list = values[name] ?? []
            members.append((name, list.count == 1 ? list[0] : .array(list)))
        }
        return .object(members)
    }
}
