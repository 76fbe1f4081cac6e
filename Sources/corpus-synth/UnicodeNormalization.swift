import Foundation

extension String {
    /// NFC, as DESIGN.md asks of every .gt.txt.
    var precomposedNFC: String { precomposedStringWithCanonicalMapping }
}
