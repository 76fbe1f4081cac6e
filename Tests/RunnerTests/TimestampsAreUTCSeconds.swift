import Foundation
import Testing
@testable import Runner

/// Run metadata timestamps: UTC, whole seconds, RFC 3339 ("2026-11-29T23:21:39Z").
@Suite struct TimestampsAreUTCSeconds {
    @Test("known instants, worked out by hand from the Unix epoch")
    func knownInstants() {
        #expect(ISO8601.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        // 10^9 seconds: the "billennium", 2001-09-09 01:46:40 UTC.
        #expect(ISO8601.string(Date(timeIntervalSince1970: 1_000_000_000)) == "2001-09-09T01:46:40Z")
        // 2000-03-01 is 11,017 days after the epoch (951,868,800 s); the day before is the 29th.
        #expect(ISO8601.string(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(ISO8601.string(Date(timeIntervalSince1970: 951_868_799)) == "2000-02-29T23:59:59Z")
    }

    @Test("fractions of a second are dropped, not rounded")
    func fractionsDropped() {
        #expect(ISO8601.string(Date(timeIntervalSince1970: 59.999)) == "1970-01-01T00:00:59Z")
    }
}
