import XMLReading

/// A reading order as PAGE-XML (`ReadingOrder` with `OrderedGroup`, `UnorderedGroup`,
/// their `…Indexed` forms, `RegionRefIndexed`, `RegionRef`) and ALTO 4 (`ReadingOrder`
/// with `OrderedGroup`, `UnorderedGroup`, `ElementRef REF=`) write it, built while the
/// document is walked and flattened into the ids it names, in order.
struct ReadingOrderTree {
    private final class Node {
        let ordered: Bool
        let index: Int?
        let reference: String?
        let isGroup: Bool
        var children: [Node] = []

        init(ordered: Bool, index: Int?, reference: String?, isGroup: Bool) {
            self.ordered = ordered
            self.index = index
            self.reference = reference
            self.isGroup = isGroup
        }
    }

    private var roots: [Node] = []
    private var open: [Node] = []
    /// Whether the walk is inside the `ReadingOrder` element.
    private(set) var inside = false
    /// Whether the document has a `ReadingOrder` element at all.
    private(set) var present = false

    private static let groups: Set<String> = ["OrderedGroup", "UnorderedGroup", "OrderedGroupIndexed", "UnorderedGroupIndexed"]
    private static let references: Set<String> = ["RegionRefIndexed", "RegionRef", "ElementRef"]

    mutating func start(_ name: String, _ attributes: XMLAttributes) {
        if name == "ReadingOrder" {
            inside = true
            present = true
            return
        }
        guard inside else { return }
        let index = attributes["index"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let reference = attributes["regionRef"] ?? attributes["REF"]
        if Self.groups.contains(name) {
            let group = Node(ordered: name.hasPrefix("Ordered"), index: index, reference: reference, isGroup: true)
            if let parent = open.last { parent.children.append(group) } else { roots.append(group) }
            open.append(group)
        } else if Self.references.contains(name), let reference {
            let leaf = Node(ordered: false, index: index, reference: reference, isGroup: false)
            if let parent = open.last { parent.children.append(leaf) } else { roots.append(leaf) }
        }
    }

    mutating func end(_ name: String) {
        if name == "ReadingOrder" { inside = false }
        if inside && Self.groups.contains(name) { _ = open.popLast() }
    }

    /// The ids named, in reading order: an ordered group's members by their `index`
    /// (document order where none is given), an unordered group's in document order; a
    /// group that itself names a region puts it first.
    var references: [String] {
        var result: [String] = []
        func visit(_ node: Node) {
            if let reference = node.reference { result.append(reference) }
            guard node.isGroup else { return }
            let members = node.ordered
                ? node.children.enumerated().sorted { ($0.element.index ?? Int.max, $0.offset) < ($1.element.index ?? Int.max, $1.offset) }
                    .map(\.element)
                : node.children
            members.forEach(visit)
        }
        roots.forEach(visit)
        return result
    }

    /// The ids named, in the order dinglehopper 0.11 reads PAGE-XML's reading order
    /// (`extract_texts_from_reading_order_group` in its ocr_files.py): an ordered group's
    /// members that have an `index`, sorted by it (document order among equal ones), the
    /// members without one left out; an unordered group's members in document order; a
    /// group's own `regionRef` not read; an id named twice read twice.
    var dinglehopperReferences: [String] {
        var result: [String] = []
        func visit(_ node: Node) {
            guard node.isGroup else {
                if let reference = node.reference { result.append(reference) }
                return
            }
            let members = node.ordered
                ? node.children.enumerated().filter { $0.element.index != nil }
                    .sorted { ($0.element.index!, $0.offset) < ($1.element.index!, $1.offset) }.map(\.element)
                : node.children
            members.forEach(visit)
        }
        roots.forEach(visit)
        return result
    }
}
