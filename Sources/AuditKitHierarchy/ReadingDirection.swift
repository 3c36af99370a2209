import AuditKitBase
import AuditKitModel
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
        for scalar in text.unicodeScalars {
            // ASCII letters are A–Z and a–z alone, none of a right-to-left script: no property look-up.
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

    init(_ hierarchy: AccessibilityHierarchy, given: Bool?) {
        self.hierarchy = hierarchy
        self.given = given
        let above = hierarchy.nearestAncestor { $0.language.hasContent }
        self.above = above
        var inside = [(rightToLeft: Int, leftToRight: Int)](repeating: (0, 0), count: hierarchy.elements.count)
        var named = [Int](repeating: 0, count: hierarchy.elements.count)
        var letters = (rightToLeft: 0, other: 0)
        let order = hierarchy.viewTreeElements
        for element in order.reversed() where inside.indices.contains(element.id) {
            if element.accessibleName != nil {
                named[element.id] += 1
                // Its language: its own, else the nearest ancestor's.
                let tag =
                    element.language.hasContent
                    ? element.language : above[element.id].flatMap { hierarchy[$0]?.language }
                if let tag, let direction = ReadingDirection(bcp47: tag) {
                    if direction == .rightToLeft {
                        inside[element.id].rightToLeft += 1
                    } else {
                        inside[element.id].leftToRight += 1
                    }
                }
            }
            if let parent = element.parent, inside.indices.contains(parent), parent != element.id {
                inside[parent].rightToLeft += inside[element.id].rightToLeft
                inside[parent].leftToRight += inside[element.id].leftToRight
                named[parent] += named[element.id]
            }
            guard element.isVisible != false, element.elementType != .application else { continue }
            for text in [element.label, element.value] {
                guard let text else { continue }
                let counts = ReadingDirection.letterCounts(text)
                letters.rightToLeft += counts.rightToLeft
                letters.other += counts.other
            }
        }
        declaredInside = inside
        namedInside = named
        guess = letters.rightToLeft > letters.other ? .rightToLeft : .leftToRight
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
        guard let element = hierarchy[container] else { return (.leftToRight, .assumed) }
        let tag = element.language.hasContent ? element.language : above[container].flatMap { hierarchy[$0]?.language }
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
