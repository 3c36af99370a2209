extension QuoteApp {
    /// A quotation and who wrote it; every one is in the public domain.
    public struct Quote: Hashable, Sendable {
        /// The words.
        public var words: String
        /// The author, and the work where known.
        public var author: String
        /// The words and the author, as the text view shows them.
        public var text: String { "\(words)\n— \(author)" }
    }

    /// The quotes "New Quote" cycles through, in order.
    public static let quotes: [Quote] = [
        Quote(
            words:
                "“Hope” is the thing with feathers – That perches in the soul – And sings the tune without the words – And never stops – at all –",
            author: "Emily Dickinson"),
        Quote(words: "We know what we are, but know not what we may be.", author: "William Shakespeare, Hamlet"),
        Quote(
            words:
                "Be not afraid of greatness: some are born great, some achieve greatness, and some have greatness thrust upon 'em.",
            author: "William Shakespeare, Twelfth Night"),
        Quote(words: "There is no charm equal to tenderness of heart.", author: "Jane Austen, Emma"),
        Quote(
            words:
                "If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.",
            author: "Henry David Thoreau, Walden"),
        Quote(
            words: "Do I contradict myself? Very well then I contradict myself, (I am large, I contain multitudes.)",
            author: "Walt Whitman, Song of Myself"),
    ]
}
