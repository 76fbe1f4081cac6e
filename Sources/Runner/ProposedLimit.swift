import Foundation

/// The `maxCER` that `corpus add --truth` proposes for a sample from the CER its profile
/// reads it at: the observed CER plus a margin of a quarter of it, at least one
/// percentage point, rounded up to whole points. The point absorbs the small moves of a
/// clean page (a changed engine version, a different resolution estimate); the quarter
/// those of a hard page, whose segmentation moves by several points between versions.
/// Written with `"review": "limits"`, so a person confirms it.
public enum ProposedLimit {
    /// A proposal: the maxCER, and the CER the page was read at.
    public struct Proposal: Sendable, Equatable {
        public var maxCER: Double
        public var observed: Double
    }

    /// The proposal for a page read at `observed` CER.
    static func proposal(observed: Double) -> Proposal {
        Proposal(maxCER: maxCER(observed: observed), observed: observed)
    }

    /// The sidecar note that says where a proposal came from and what to do with it.
    static func note(_ proposal: Proposal, profile: String) -> String {
        "maxCER proposed from profile \(profile), which read it at CER "
            + String(format: "%.2f", proposal.observed * 100) + " %: the observed CER plus a quarter, at least 1 point; "
            + "check it, then remove \"review\"."
    }

    /// The proposed maxCER for a page read at `observed` CER.
    static func maxCER(observed: Double) -> Double {
        let margin = max(0.01, 0.25 * max(0, observed))
        return (max(0, observed) + margin).roundedUp(toPlaces: 2)
    }
}

extension Double {
    /// Rounded up at `places` decimals (a tiny tolerance keeps 0.07 at 0.07).
    fileprivate func roundedUp(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale - 1e-9).rounded(.up) / scale
    }
}
