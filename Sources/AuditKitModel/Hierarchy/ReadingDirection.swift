import Foundation

/// The direction VoiceOver reads a row of elements in: leading to trailing, which is left to right,
/// or right to left in a right-to-left language (Arabic, Hebrew, Persian, Urdu, …).
public enum ReadingDirection: String, Hashable, Codable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft

    /// How a transcript knew the direction.
    public enum Source: String, Hashable, Codable, Sendable {
        /// The caller said (`rightToLeft:`).
        case given
        /// From `accessibilityLanguage` (``ElementSnapshot/language``) on the container, an ancestor, or
        /// the elements inside it.
        case language
        /// Guessed from the script of the screen's labels and values: more letters of right-to-left
        /// scripts (Arabic, Hebrew, Syriac, Thaana, N'Ko, …) than of others. Nothing recorded the language.
        case script
        /// No sign of a right-to-left language: left to right.
        case assumed
    }

    /// Primary BCP 47 language subtags of right-to-left languages.
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ji", "ps", "sd", "ug", "ckb",
        "dv", "syr", "arc", "nqo", "ks", "pnb", "mzn", "lrc", "glk", "bal",
    ]
    /// BCP 47 script subtags of right-to-left scripts (`az-Arab`, `pa-Arab`).
    public static let rightToLeftScripts: Set<String> = [
        "arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "samr", "mand",
    ]

    /// The direction of a BCP 47 tag (`"ar"`, `"he-IL"`, `"az-Arab"`, `"en-US"`); `nil` for an empty tag.
    public init?(bcp47 tag: String) {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let primary = parts.first, !primary.isEmpty else { return nil }
        if parts.dropFirst().contains(where: { $0.count == 4 }) {
            self = parts.dropFirst().contains(where: Self.rightToLeftScripts.contains) ? .rightToLeft : .leftToRight
            return
        }
        self = Self.rightToLeftLanguages.contains(primary) ? .rightToLeft : .leftToRight
    }

    /// Whether `scalar` is a letter of a right-to-left script.
    static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EEFF: true
        default: false
        }
    }

    /// The letters of `text` in right-to-left scripts and in others (digits, punctuation and symbols
    /// are neither).
    static func letterCounts(_ text: String) -> (rightToLeft: Int, other: Int) {
        var counts = (rightToLeft: 0, other: 0)
        // ASCII letters are A–Z and a–z alone, none of a right-to-left script: no property look-up.
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { counts.other += 1 }
        }
        if isASCII { return counts }
        counts.other = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) { counts.other += 1 }
                continue
            }
            guard scalar.properties.isAlphabetic else { continue }
            if isRightToLeftLetter(scalar) { counts.rightToLeft += 1 } else { counts.other += 1 }
        }
        return counts
    }
}

/// The reading direction of each container of a hierarchy (see ``VoiceOverTranscript``'s
/// discussion of reading order): from the nearest `language` of the container or its ancestors; else
/// from the languages of its named elements (each its own, else its nearest ancestor's), when
/// they agree for more than half of them;
/// else from the script of the screen's labels and values, a guess. Built in linear time.
struct ReadingDirections {
    /// The screen's guess from the script of its labels, and whether it found right-to-left letters at all.
    let guess: ReadingDirection
    private let above: [Int?]
    private let declaredInside: [(rightToLeft: Int, leftToRight: Int)]
    /// For each element, how many elements of its subtree have a name (label or value).
    private let namedInside: [Int]
    private let hierarchy: AccessibilityHierarchy
    private let given: Bool?
    /// Whether some container's direction came from the script guess and was right to left.
    private(set) var guessedRightToLeft = false

    /// Works out the tables of `hierarchy`, walking `viewTree` (its view tree in pre-order, built
    /// here when not given). Where no element sets a language, the tables of declared languages
    /// (each all empty) are left out.
    init(_ hierarchy: AccessibilityHierarchy, given: Bool?, viewTree: TreeOrder? = nil) {
        self.hierarchy = hierarchy
        self.given = given
        let declares = hierarchy.elements.withView { elements in
            elements.indices.contains { elements[$0].language.hasContent }
        }
        let above = declares ? hierarchy.nearestAncestor { $0.language.hasContent } : []
        self.above = above
        let count = declares ? hierarchy.elements.count : 0
        var inside = [(rightToLeft: Int, leftToRight: Int)](repeating: (0, 0), count: count)
        var named = [Int](repeating: 0, count: count)
        var letters = (rightToLeft: 0, other: 0)
        let order = (viewTree ?? TreeOrder.viewTree(of: hierarchy)).order
        hierarchy.elements.withView { elements in
            for id in order.reversed() {
                if declares, elements[id].accessibleName != nil {
                    named[id] += 1
                    // Its language: its own, else the nearest ancestor's.
                    let tag =
                        elements[id].language.hasContent
                        ? elements[id].language : above[id].flatMap { elements[$0].language }
                    if let tag, let direction = ReadingDirection(bcp47: tag) {
                        if direction == .rightToLeft {
                            inside[id].rightToLeft += 1
                        } else {
                            inside[id].leftToRight += 1
                        }
                    }
                }
                if declares, let parent = elements[id].parent, parent >= 0, parent < count, parent != id {
                    inside[parent].rightToLeft += inside[id].rightToLeft
                    inside[parent].leftToRight += inside[id].leftToRight
                    named[parent] += named[id]
                }
                guard Self.isGuessedFrom(elements[id]) else { continue }
                // ASCII texts hold no right-to-left letter: their other letters are counted only
                // once some text holds one (without any, the guess is left to right).
                func tally(_ text: String?) {
                    guard let text, !ASCIIText.isASCII(text) else { return }
                    let counts = ReadingDirection.letterCounts(text)
                    letters.rightToLeft += counts.rightToLeft
                    letters.other += counts.other
                }
                tally(elements[id].label)
                tally(elements[id].value)
            }
            guard letters.rightToLeft > 0 else { return }
            for id in order where Self.isGuessedFrom(elements[id]) {
                func tally(_ text: String?) {
                    guard let text, ASCIIText.isASCII(text) else { return }
                    letters.other += ReadingDirection.letterCounts(text).other
                }
                tally(elements[id].label)
                tally(elements[id].value)
            }
        }
        declaredInside = inside
        namedInside = named
        guess = letters.rightToLeft > letters.other ? .rightToLeft : .leftToRight
    }

    /// Whether the script guess reads the element's label and value: shown, and not the application.
    @inline(__always)
    private static func isGuessedFrom(_ element: ElementSnapshot) -> Bool {
        element.isVisible != false && element.elementType != .application
    }

    /// The direction of the children of `container`, and how it was known; notes a guess.
    mutating func direction(of container: Int) -> (ReadingDirection, ReadingDirection.Source) {
        let found = peek(container)
        if found.1 == .script { guessedRightToLeft = true }
        return found
    }

    /// The direction of the children of `container`, and how it was known, without noting a guess.
    func peek(_ container: Int) -> (ReadingDirection, ReadingDirection.Source) {
        if let given { return (given ? .rightToLeft : .leftToRight, .given) }
        let elements = hierarchy.elements
        guard container >= 0, container < elements.count else { return (.leftToRight, .assumed) }
        // Without the tables no element sets a language: none is declared above or inside.
        guard !above.isEmpty else { return guess == .rightToLeft ? (.rightToLeft, .script) : (.leftToRight, .assumed) }
        let tag =
            elements[container].language.hasContent
            ? elements[container].language : above[container].flatMap { elements[$0].language }
        if let tag, let direction = ReadingDirection(bcp47: tag) { return (direction, .language) }
        // Languages declared inside decide when they cover most of the container's named elements
        // (one Arabic word in an English row does not turn the row around).
        if declaredInside.indices.contains(container) {
            let declared = declaredInside[container]
            let named = max(namedInside[container], 1)
            if declared.rightToLeft * 2 > named { return (.rightToLeft, .language) }
            if declared.leftToRight * 2 > named { return (.leftToRight, .language) }
        }
        if guess == .rightToLeft { return (.rightToLeft, .script) }
        return (.leftToRight, .assumed)
    }
}
