// The edit distance (its counts, the alignment, the scoring budget) lives in the
// EditDistanceEngines module; whoever imports Scoring sees it as part of Scoring.
@_exported import EditDistanceEngines
