/// Sidecar to JSON in the documented key order; nil keys are left out.
extension Sidecar {
    var json: String {
        var members: [(String, SidecarJSONValue)] = []
        if let expect { members.append(("expect", .string(expect))) }
        if let status { members.append(("status", .string(status))) }
        if let maxCER { members.append(("maxCER", .number(maxCER))) }
        if let fields { members.append(("fields", .array(fields.map(\.jsonValue)))) }
        if let languages { members.append(("languages", .array(languages.map { .string($0) }))) }
        if let tags { members.append(("tags", .array(tags.map { .string($0) }))) }
        if let source { members.append(("source", .string(source))) }
        if let notes { members.append(("notes", .string(notes))) }
        return SidecarJSONValue.object(members).rendered() + "\n"
    }
}

extension FieldCheck {
    var jsonValue: SidecarJSONValue {
        var m: [(String, SidecarJSONValue)] = [("name", .string(name))]
        if let contains { m.append(("contains", .string(contains))) }
        if let maxEdits { m.append(("maxEdits", .integer(maxEdits))) }
        if let regex { m.append(("regex", .string(regex))) }
        if let absent { m.append(("absent", .string(absent))) }
        if let order { m.append(("order", .array(order.map { .string($0) }))) }
        if let indexEntries {
            m.append(("indexEntries", .array(indexEntries.map {
                .inlineObject([("name", .string($0.name)), ("pages", .array($0.pages.map { .integer($0) }))])
            })))
        }
        if let minRecall { m.append(("minRecall", .number(minRecall))) }
        if let pageRange { m.append(("pageRange", .array(pageRange.map { .integer($0) }))) }
        if let barcode { m.append(("barcode", .string(barcode))) } else if noBarcode == true { m.append(("barcode", .null)) }
        if let symbology { m.append(("symbology", .string(symbology))) }
        return .object(m)
    }
}
