/// Scoring of one sample stopped before it finished: out of time, or stopped from outside.
public struct ScoringStopped: Error, Sendable, Equatable, CustomStringConvertible {
    /// True when an interrupt stopped it (the sample is unfinished, not failed).
    public var interrupted: Bool
    /// What was being computed.
    public var stage: String
    /// The budget in seconds, when one was set.
    public var seconds: Double?
    /// True when it was stopped at once, the work left being more than the time left
    /// could hold (`ScoringBudget.cannotAfford`).
    public var forecast = false

    public init(interrupted: Bool, stage: String, seconds: Double?, forecast: Bool = false) {
        self.interrupted = interrupted
        self.stage = stage
        self.seconds = seconds
        self.forecast = forecast
    }

    /// Why the sample is not scored: interrupted, or over its budget while computing `stage`.
    public var description: String {
        if interrupted { return "scoring was interrupted (\(stage))" }
        let limit = seconds.map { " of \(NumberFormatting.fixed($0, $0 == $0.rounded() ? 0 : 1)) s" } ?? ""
        if forecast {
            return "scoring would exceed its budget\(limit) computing \(stage) (its exact programme alone needs "
                + "more, stopped at once); the sample is not scored"
        }
        return "scoring exceeded its budget\(limit) while computing \(stage); the sample is not scored"
    }
}
