import Backends

/// How a sample's sidecar `languages` meet a profile (they "reach the engine
/// unless the profile pins its own"). A profile that sets `languages` pins them; one that
/// does not reads each sample in the sample's languages, or in the default ones when the
/// sidecar names none.
struct SampleLanguages: Sendable, Equatable {
    /// The profile the sample is recognized with (its languages set to the sample's
    /// when they reach the engine).
    var profile: Profile
    /// The languages the engine got from the sidecar (nil: the profile's own applied).
    var fromSidecar: [String]?
    /// Why the sidecar's languages did not reach the engine, when it names some.
    var note: String?

    /// The profile `profile` becomes for a sample whose sidecar names `languages`.
    init(profile: Profile, sidecar languages: [String]) {
        self.profile = profile
        guard !languages.isEmpty else { return }
        let listed = "[" + languages.joined(separator: ", ") + "]"
        if let pinned = profile.common.languages {
            if pinned != languages {
                note = "the sidecar's languages \(listed) were not used: profile '\(profile.name)' pins "
                    + "[" + pinned.joined(separator: ", ") + "]"
            }
        } else if !profile.backend.honours(.languages) {
            note = "the sidecar's languages \(listed) were not passed on: backend '\(profile.backend.name)' takes no languages"
        } else {
            self.profile.common.languages = languages
            fromSidecar = languages
        }
    }
}
