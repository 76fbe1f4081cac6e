import Scoring

/// One part of a corpus split deterministically by sample name: `--shard 2/4` (the
/// same rule `RunMetadata.selects` applies when a gate reads a shard's run.xml).
public typealias Shard = ShardName
