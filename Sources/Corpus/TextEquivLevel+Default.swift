import LayoutFormats
import Scoring

extension TextEquivLevel {
    /// The level a normalization profile reads PAGE-XML at when none is chosen:
    /// dinglehopper's own (region) under `dinglehopper`, whose figures it reproduces;
    /// lines under the others.
    public static func `default`(for profile: NormalizationProfile) -> TextEquivLevel {
        profile == .dinglehopper ? .region : .line
    }
}
