import CUnicode

/// A sidecar's regular expression, matched by ICU's engine with a step budget and a
/// backtracking-stack limit, so that a catastrophic pattern (`^(a+)+$` against a long
/// run of `a`s) ends in a failed field with a reason instead of hanging the run.
///
/// The syntax is ICU's (the one `NSRegularExpression` uses): Perl-style classes,
/// quantifiers, groups, anchors, `\b`, `\d`, `\p{…}`. `.` matches one Unicode scalar.
public struct BoundedRegex: Sendable, Equatable {
    /// The default step budget: ICU counts steps of its match engine, "on the order of
    /// milliseconds" each, so this is a second or two on this project's machine.
    public static let defaultStepLimit: Int32 = 1_000
    /// The default backtracking-stack limit in bytes.
    public static let defaultStackLimit: Int32 = 8 << 20

    /// Why a search gave no answer.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The pattern does not compile; `offset` is where, in characters (nil: unknown).
        case invalid(offset: Int?)
        /// The search used up its step budget.
        case stepLimit
        /// Backtracking needed more stack than allowed.
        case stackLimit
        /// ICU failed for another reason.
        case failed
        /// The scoring budget ran out or was stopped during the search.
        case stopped

        /// What went wrong, for a field's reason (e.g. "not a valid regular expression (at character 3)").
        public var description: String {
            switch self {
            case .invalid(let offset): return "not a valid regular expression" + (offset.map { " (at character \($0 + 1))" } ?? "")
            case .stepLimit: return "gave up: the pattern backtracks too much (step budget used up)"
            case .stackLimit: return "gave up: the pattern backtracks too deep (stack limit reached)"
            case .failed: return "the regular expression engine failed"
            case .stopped: return "stopped: the sample's scoring budget ran out or the run was interrupted"
            }
        }
    }

    /// The pattern, in ICU syntax.
    public var pattern: String
    /// Whether matching ignores case.
    public var ignoresCase: Bool
    /// The step budget of one search (ICU's time limit).
    public var stepLimit: Int32
    /// The backtracking-stack limit in bytes.
    public var stackLimit: Int32

    /// A bounded regular expression.
    public init(_ pattern: String, ignoresCase: Bool = false, stepLimit: Int32 = BoundedRegex.defaultStepLimit,
                stackLimit: Int32 = BoundedRegex.defaultStackLimit) {
        self.pattern = pattern
        self.ignoresCase = ignoresCase
        self.stepLimit = stepLimit
        self.stackLimit = stackLimit
    }

    /// Nil when `pattern` compiles; otherwise why not.
    public static func problem(in pattern: String) -> Failure? {
        switch BoundedRegex(pattern).firstMatch(in: "") {
        case .failure(let failure) where failure != .stepLimit && failure != .stackLimit: return failure
        default: return nil
        }
    }

    /// The first match in `text` (nil: none), or why the search gave no answer. The
    /// search asks `budget` at every step of ICU's engine and ends (`.stopped`) as soon
    /// as it has run out or been stopped.
    public func firstMatch(in text: String, budget: ScoringBudget = .unlimited) -> Result<Range<String.Index>?, Failure> {
        let patternUnits = Array(pattern.utf16)
        let textUnits = Array(text.utf16)
        var start: Int32 = 0, end: Int32 = 0, errorOffset: Int32 = -1
        let shouldStop: cunicode_regex_should_stop = { context in
            guard let context else { return 0 }
            return Unmanaged<ScoringBudget>.fromOpaque(context).takeUnretainedValue().isExhausted ? 1 : 0
        }
        let status = withExtendedLifetime(budget) {
            patternUnits.withUnsafeBufferPointer { p in
                textUnits.withUnsafeBufferPointer { t in
                    cunicode_regex_find(p.baseAddress, Int32(p.count), t.baseAddress, Int32(t.count),
                                        ignoresCase ? 1 : 0, stepLimit, stackLimit, &start, &end, &errorOffset,
                                        budget === ScoringBudget.unlimited ? nil : shouldStop,
                                        Unmanaged.passUnretained(budget).toOpaque())
                }
            }
        }
        switch status {
        case Int32(CUNICODE_REGEX_MATCH):
            let utf16 = text.utf16
            let lower = utf16.index(utf16.startIndex, offsetBy: Int(start))
            let upper = utf16.index(utf16.startIndex, offsetBy: Int(end))
            return .success(lower..<upper)
        case Int32(CUNICODE_REGEX_NO_MATCH): return .success(nil)
        case Int32(CUNICODE_REGEX_INVALID):
            return .failure(.invalid(offset: errorOffset >= 0 ? String(decoding: patternUnits.prefix(Int(errorOffset)), as: UTF16.self).count : nil))
        case Int32(CUNICODE_REGEX_TIME_LIMIT): return .failure(.stepLimit)
        case Int32(CUNICODE_REGEX_STACK_LIMIT): return .failure(.stackLimit)
        case Int32(CUNICODE_REGEX_STOPPED): return .failure(.stopped)
        default: return .failure(.failed)
        }
    }

    /// True when the pattern repeats a group that itself holds an unbounded repetition,
    /// as in `(a+)+`, `(\w*)*` or `(x+y?)*`: the shape of catastrophic backtracking.
    /// `corpus check` warns about such patterns (the step budget still bounds them).
    public static func hasNestedQuantifier(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        // For each open group: does it hold an unbounded quantifier?
        var groups: [Bool] = []
        var index = 0
        var inClass = false
        func unboundedQuantifier(at position: Int) -> Bool { BoundedRegex.unboundedQuantifier(scalars, at: position) }
        func markEnclosing() { if !groups.isEmpty { groups[groups.count - 1] = true } }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                if unboundedQuantifier(at: index + 2) { markEnclosing() }
                index += 2
                continue
            }
            if inClass {
                if scalar == "]" {
                    inClass = false
                    if unboundedQuantifier(at: index + 1) { markEnclosing() }
                }
                index += 1
                continue
            }
            switch scalar {
            case "[": inClass = true
            case "(": groups.append(false)
            case ")":
                let inner = groups.popLast() ?? false
                let repeated = unboundedQuantifier(at: index + 1)
                if inner && repeated { return true }
                if inner || repeated { markEnclosing() }
            default:
                if unboundedQuantifier(at: index + 1) { markEnclosing() }
            }
            index += 1
        }
        return false
    }
}
