import StrictJSON

/// `{"name": "date", "regex": "\\d{2}/\\d{2}/\\d{4}"}`: the regular expression (ICU
/// syntax) must match somewhere.
public struct RegexField: FieldKind {
    public static let key = "regex"
    public var name: String
    /// The pattern.
    public var pattern: String

    public init(name: String, pattern: String) { self.name = name; self.pattern = pattern }

    public static func read(name: String, from values: JSONFields) throws(FileProblem) -> RegexField {
        let pattern = try values.string(key) ?? ""
        guard !pattern.isEmpty else { throw values.fail(key, "must be a non-empty pattern") }
        if let problem = BoundedRegex.problem(in: pattern) { throw values.fail(key, "\(problem) (ICU syntax)") }
        return RegexField(name: name, pattern: pattern)
    }

    public var spec: FieldSpec { .regex(self) }
    public var sidecarMembers: [(String, OrderedJSON)] { [("name", .string(name)), (Self.key, .string(pattern))] }

    /// ICU's engine with a step budget: a catastrophic pattern fails this field with a
    /// reason instead of hanging the run. The search also asks the scoring budget at every
    /// step, so an interrupt or the sample's budget ends it at once. Case is ignored
    /// under `lenient`.
    public func check(_ text: FieldText) -> FieldResult {
        let hypothesis = text.hypothesis
        switch BoundedRegex(pattern, ignoresCase: text.normalization == .lenient, stepLimit: text.regexStepLimit)
            .firstMatch(in: hypothesis, budget: ScoringBudget.current) {
        case .success(let range?): return result(true, "matched \(FieldCheck.quoted(String(hypothesis[range])))")
        case .success(nil): return result(false, "no match for /\(pattern)/")
        case .failure(let failure): return result(false, "/\(pattern)/: \(failure)")
        }
    }
}
