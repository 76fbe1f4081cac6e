/// Which document type declarations a kind of document may carry. libxml2 itself tells
/// the reader about the declaration (its `internalSubset` callback, called once the name
/// and external id are parsed and before a byte of an internal subset is read), so no
/// hand-written scan of the prolog decides this.
public enum XMLDoctypePolicy: Sendable, Equatable {
    /// None at all (run.xml).
    case refused
    /// One that only names an external DTD (`<!DOCTYPE html PUBLIC "…" "…">`, as in
    /// Tesseract's hOCR): it declares nothing here, and libxml2 never loads the DTD.
    /// An internal subset (`[ … ]`, where entities are declared) is refused.
    case externalOnly
}
