extension Duration {
    /// The duration in seconds as a Double.
    package var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
