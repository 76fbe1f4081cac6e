/// ocreval's default stopword list (the 110 words `wordacc` uses without `-S`), which
/// splits its word accuracy into stopwords and non-stopwords. Words are compared after
/// lowercasing, so the list is lowercase.
enum ISRIStopwords {
    static let defaultList: Set<String> = [
        "a", "about", "after", "all", "also", "an", "and", "any", "are", "as",
        "at", "back", "be", "because", "been", "but", "by", "can", "could", "did",
        "do", "does", "down", "each", "first", "for", "from", "get", "good", "had",
        "has", "have", "he", "her", "him", "his", "how", "i", "if", "in",
        "into", "is", "it", "its", "just", "know", "like", "little", "long", "made",
        "make", "man", "many", "may", "me", "more", "most", "my", "new", "no",
        "not", "now", "of", "on", "one", "only", "or", "other", "our", "out",
        "over", "said", "same", "see", "she", "so", "some", "than", "that", "the",
        "their", "them", "then", "there", "these", "they", "this", "to", "too", "two",
        "up", "us", "used", "very", "was", "way", "we", "were", "what", "when",
        "where", "which", "who", "why", "will", "with", "woman", "would", "you", "your",
    ]
}
