extension String {
    /// Whether `part` occurs in this text, character by character (canonically equivalent
    /// characters match, as in `==`); `false` when `part` is empty, as Foundation's `contains(_:)`
    /// answers.
    ///
    /// Use it, not Foundation's `contains(_:)`, `range(of:)` or `replacingOccurrences(of:with:)`,
    /// whenever the text searched for comes from an app or a capture. On Linux, Foundation's string
    /// search ends a text at its first NUL character: it answers that `"a\0"` contains `"a\0\0"`, and
    /// it traps ("String index is out of bounds") on such texts, which a label, an NSPredicate's
    /// argument or a fuzzed input can hold. `Tests/AuditKitLinuxTests` holds the cases.
    package func containsText(_ part: String) -> Bool {
        guard !part.isEmpty else { return false }
        if let found = Self.containsASCII(self, part) { return found }
        let text = Array(self)
        let pattern = Array(part)
        guard pattern.count <= text.count else { return false }
        for start in 0...(text.count - pattern.count) where text[start] == pattern[0] {
            if text[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
        }
        return false
    }

    /// ``containsText(_:)`` on the bytes when both texts are ASCII (one byte a character; the
    /// answer is the same); `nil` when either is not ASCII.
    private static func containsASCII(_ text: String, _ part: String) -> Bool? {
        text.withByteView { haystack in
            part.withByteView { needle -> Bool? in
                guard haystack.isASCII, needle.isASCII else { return nil }
                guard needle.count <= haystack.count else { return false }
                let first = needle[0]
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    var offset = 1
                    while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }
}
