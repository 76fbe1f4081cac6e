import Testing
@testable import Runner

/// `corpus add --truth` proposes maxCER = observed + max(1 point, a quarter of it),
/// rounded up to whole points (worked by hand).
@Suite struct ProposedLimitIsObservedPlusMargin {
    @Test("the floor of one point, a quarter above that, rounding up to whole points", arguments: [
        (0.0, 0.01),      // 0 + 0.01
        (0.032, 0.05),    // 0.032 + 0.01 = 0.042 → 0.05
        (0.04, 0.05),     // 0.04 + 0.01 = 0.05 exactly
        (0.10, 0.13),     // 0.10 + 0.025 = 0.125 → 0.13
        (0.5, 0.63),      // 0.5 + 0.125 = 0.625 → 0.63
        (1.2, 1.5),       // insertions beyond 100 %: 1.2 + 0.3
    ])
    func proposal(observed: Double, expected: Double) {
        #expect(abs(ProposedLimit.maxCER(observed: observed) - expected) < 1e-12, "\(observed)")
    }
}
