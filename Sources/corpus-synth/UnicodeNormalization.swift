import Foundation

extension String {
    /// NFC, as the corpus asks of every .gt.txt.
    var precomposedNFC: String { precomposedStringWithCanonicalMapping }
}
