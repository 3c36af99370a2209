import AuditKitModel

/// Decides whether an accessibility label reads as text a person would understand.
///
/// This is the classifier behind the "Label not human-readable" audit issue. It looks for the
/// shapes that developer-facing names take when they leak into `accessibilityLabel`: code
/// identifiers, file names, asset-catalog names and SF Symbol names. It is deliberately
/// conservative, because flagging real UI text is worse than missing a machine name:
///
/// - Anything that is not plain ASCII (Japanese, Chinese, Arabic, accented words, emoji) is
///   never flagged, except a string with no content at all (see ``Reason/notText``).
/// - A label with several whitespace-separated words is flagged only when *every* word that
///   contains a letter is itself machine-like (`"icon_user 2"`), so `"Cancel Button"` passes.
/// - Upper case alone (`"NOTIFICATIONS"`, `"OK"`), lower case alone (`"avatar"`), one CJK
///   character, numbers and versions (`"1.8"`, `"v2.0.1"`), domains (`"matrix.org"`), URLs,
///   e-mail addresses, `@handles` and `#hashtags` are never flagged.
/// - A plain dictionary word used as an asset name or identifier (`"Lock"`, `"camera"`,
///   `"Edit"`) cannot be told from UI text and is not flagged.
///
/// The rules, applied to each word after trimming surrounding punctuation:
///
/// 1. **File name**: a known image, media or document extension (`png jpg jpeg gif svg pdf
///    heic webp mp4 json …`) after a dot, or an `@2x`/`@3x` scale suffix. ``Reason/fileName``
///    (a bare `@2x` name is ``Reason/assetName``).
/// 2. **Dotted names**:
///    - numbers, versions and measurements (first part is digits) pass, and so do domains:
///      the last part is a country code, a common generic top-level domain (`com org net io
///      app dev social online cloud exchange …`), a local-network suffix (`local lan home`) or
///      `js` (`node.js`). Names with fewer than two parts of two or more characters containing a
///      letter pass (`e.g`, `U.S.A`, `vol.12`, `H.264`) unless a part is symbol vocabulary
///      (`a.circle`, `person.2`).
///    - all-lower-case dotted names (`star.fill`, `settings.section.other`) are flagged:
///      ``Reason/symbolName`` when their parts come mostly from the SF Symbols vocabulary below
///      or end in a symbol modifier (`fill`, `circle`, `slash`, `up` …), else
///      ``Reason/identifier``. A string whose parts are *all* symbol vocabulary is a symbol even
///      when its last part is also a top-level domain (`sparkles.tv`).
///    - dotted names with capitals are ``Reason/identifier`` when a part is camelCase
///      (`PollHistory.loadingText`) or has an underscore, or when there are three or more parts
///      of two or more letters (`Scene.Login.Title`); two plain capitalised parts pass
///      (`Node.JS`, `ASP.NET`, `St.Louis`).
/// 3. **Scope operator**: `a::b` between identifier-like parts is ``Reason/identifier``.
/// 4. **Underscores** joining at least two parts, one of them two characters or longer
///    (`signout_button`, `QUOTE_TEXTVIEW`, `ic_heart`); `o_O` passes.
/// 5. **camelCase**: the word is split into sub-words at lower→upper changes, digits, and the
///    end of an acronym (`RoomsVCView` → Rooms, VC, View). Brand spellings with a one-letter
///    lower-case prefix (`iPhone`, `eBay`, `iPadOS`) or a trailing acronym after one sub-word
///    (`macOS`, `mySQL`, `SwiftUI`) are exempt; a one-letter prefix with three sub-words is
///    exempt only without a component word (`kSettingsTitle` is flagged). Otherwise the word is
///    flagged when it has four or more sub-words; two sub-words after a control-type prefix
///    (`btnLogin`, `txtEmail`); three sub-words starting lower case (`newQuoteButton`); three
///    sub-words starting upper case that include a UI-component or asset word or an inner
///    acronym (`ViewAllButton`, `PeopleVCView`); or two sub-words whose second is a
///    UI-component or asset word (`titleLabel`, `TemplateLogo`). Capitalised names use a
///    shorter list of component words (`Button`, `Label`, `Field`, `Cell`, `Icon`, `Logo`,
///    `Image` …, not `View`, `Text`, `Title`), so `OceanView` and `LiveText` pass. Two plain
///    words pass (`AirPods`, `WebSocket`, `YouTube`, `McDonald`, `easyJet`).
/// 6. **Hyphenated lower case** with an unambiguous asset part (`ic`, `icon`, `img`, `logo`,
///    `bg`, `btn`: `icon-purple`, `improv-logo`); ordinary hyphenated words (`e-mail`,
///    `sign-in`, `Wi-Fi`, `COVID-19`, `self-image`, `stem-cell`, `push-button`) pass.
/// 7. **Run-together SF Symbol names** that are not English words (`xmark`,
///    `magnifyingglass`, `gearshape`).
/// 8. **Icon names in other spellings**: an icon word run into a size (`close16`, `star24`; a bare
///    number must be a size icon sets export, `iconSizes`, and the word icon vocabulary; with
///    `px`, `dp` or `pt` any lower-case word: `heart32px`), a lower-case hyphenated name ending in
///    a size (`close-24px`, `arrow-16`), and icon-font names in kebab or camel case whose parts
///    are all icon vocabulary (SF Symbols', Material icons', Ionicons') with one part only icon
///    names use (`chevron`, `caret`, `vert`, `horiz`, `ios`, `md`, `arrow`, or a style modifier
///    `fill`, `outline`, `sharp` as the last part): `arrow-back`, `more-vert`, `md-close`,
///    `chevronRight`, `heart-fill`. Snake case names (`star_24`, `arrow_back_ios`, `more_vert`)
///    are already rule 4's; a size at the end makes them ``Reason/assetName``, Material icon
///    vocabulary ``Reason/symbolName``.
/// 9. **Names read with spaces** (as VoiceOver reads an image name or a label a tool wrote from
///    one), all lower-case ASCII: a first word that abbreviates an asset or control (`ic`, `icn`,
///    `ico`, `img`, `iv`, `btn`: `ic close white`, `btn back`), `icon`/`image`/`logo` followed by
///    two or more words ending in a variant or colour (`icon close white`), or words that are all
///    icon vocabulary with one that only icon names use, a style modifier counting only last
///    (`chevron right`, `heart fill`, `more vert`; not `arrow up`, `fill up`, `check in`).
///
/// For rules 4 to 6 the reason is ``Reason/assetName`` when a part is an asset word (`ic`,
/// `icon`, `img`, `image`, `logo`, `bg`, `background`, `avatar`, `splash`, `illustration`,
/// `thumbnail`, …) or the name ends in an appearance or scale variant (`dark`, `light`,
/// `selected`, `2x` …); otherwise ``Reason/identifier``.
///
/// Human text of the same shapes is left alone: versions and units (`iOS 17.2`, `16 GB`, `2x
/// speed`, `x2`, `4K`), chemical and medical codes (`H2O`, `HbA1c`: camelCase needs six or more
/// characters), product names with numbers (`Galaxy S24`, `Pixel 8a`), hyphenated words (`fill-in`,
/// `check-in`, `covid-19`: 19 is no icon size) and phrases.
///
/// Characters Unicode says are drawn as nothing (Default_Ignorable_Code_Point: direction marks,
/// isolates, U+FEFF, soft hyphens, joiners) are removed before judging, so `"\u{200E}signout_button"`
/// is judged as `signout_button` and `"\u{2068}Anna\u{2069}"` as `Anna`.
///
/// Known limits: bare usernames (`john_doe`, `jane.smith`) and file names shown on purpose
/// (`Report.pdf`) are flagged; machine names that are single dictionary words, multi-word
/// phrases (`Cancel Button`), two-word PascalCase (`LastSeen`), dotted names ending in a
/// top-level domain (`tab.local`) or hyphenated words without an asset part (`all-notes`,
/// `passcode-cell`) are not. Non-ASCII identifiers are never flagged.
public enum LabelReadability: Sendable {
    /// Why a label was judged not human-readable.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// A code identifier or localization key: `QUOTE_TEXTVIEW`, `signout_button`,
        /// `newQuoteButton`, `Scene.Report.TextPlaceholder`.
        case identifier
        /// A file name with a known extension: `ic_heart.png`, `icon.pdf`.
        case fileName
        /// An asset-catalog image name: `ic_heart`, `icon-purple`, `AppIconAlternate16-image`,
        /// `onboarding_splash_screen_page_2_dark`.
        case assetName
        /// An SF Symbol name: `crown.fill`, `square.and.arrow.up`, `plus.circle`, `xmark`.
        case symbolName
        /// No readable content: only punctuation, whitespace, control or format characters,
        /// U+FFFC/U+FFFD, private-use or unassigned code points, lone combining marks, or nothing.
        case notText
    }

    /// Returns nil when `label` reads as text a person would understand, else the reason it does not.
    ///
    /// - Parameter label: The accessibility label exactly as exposed (not trimmed by the caller).
    /// - Returns: `nil` for readable text; otherwise the first machine-like shape found. An empty
    ///   string returns ``Reason/notText``.
    ///
    /// See ``LabelReadability`` for the rules and their limits.
    public static func assess(_ label: String) -> Reason? {
        // Characters drawn as nothing (a direction mark, U+FEFF, a soft hyphen) do not make a
        // machine name readable: the name is judged without them.
        if !ASCIIText.isASCII(label), label.unicodeScalars.contains(where: String.isDefaultIgnorable) {
            return assess(
                String(
                    String.UnicodeScalarView(label.unicodeScalars.filter { !String.isDefaultIgnorable($0) })
                ))
        }
        guard hasTextContent(label) else { return .notText }
        if let spaced = spacedNameReason(label) { return spaced }
        var firstReason: Reason?
        var readable = false
        // Word by word, until one reads as text (most labels: their first word).
        forEachWord(of: label) { rawWord in
            let word = trimWrappingPunctuation(rawWord)
            // Words without a letter (numbers, emoji, punctuation) neither prove nor disprove.
            guard hasLetter(word) else { return true }
            guard let reason = assessWord(word) else {
                readable = true
                return false
            }
            if firstReason == nil { firstReason = reason }
            return true
        }
        return readable ? nil : firstReason
    }

    /// Calls `body` with each of ``words(of:)`` in order, while it returns `true`; an ASCII label's
    /// words are cut from it one at a time, without an array of them.
    static func forEachWord(of label: String, _ body: (Substring) -> Bool) {
        guard ASCIIText.isASCII(label) else {
            for word in label.split(whereSeparator: { $0.isWhitespace }) where !body(word) { return }
            return
        }
        // The words' byte offsets found on the bytes, each cut from the label by its offsets.
        let utf8 = label.utf8
        func word(_ start: Int, _ end: Int) -> Substring {
            label[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
        }
        label.withByteView { bytes in
            var start = -1
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    if start >= 0 {
                        guard body(word(start, offset)) else { return }
                        start = -1
                    }
                } else if start < 0 {
                    start = offset
                }
            }
            if start >= 0 { _ = body(word(start, bytes.count)) }
        }
    }

    /// The label's words: its runs of characters between white space (`Character.isWhitespace`).
    ///
    /// An ASCII label is split on its bytes (ASCII white space is U+0009 to U+000D and U+0020; a
    /// "\r\n" pair, one `Character`, is white space either way), without grapheme breaking.
    static func words(of label: String) -> [Substring] {
        var words: [Substring] = []
        forEachWord(of: label) { word in
            words.append(word)
            return true
        }
        return words
    }

    /// Whether the word has an alphabetic character (an ASCII letter settles it without looking
    /// up Unicode properties).
    private static func hasLetter(_ word: Substring) -> Bool {
        if word.utf8.contains(where: isAlpha) { return true }
        return word.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
    }

    /// Convenience: `assess(label) == nil`.
    ///
    /// - Parameter label: The accessibility label exactly as exposed.
    /// - Returns: `true` when ``assess(_:)`` finds nothing machine-like.
    public static func isHumanReadable(_ label: String) -> Bool {
        assess(label) == nil
    }
}

// MARK: - Content

extension LabelReadability {
    /// True when some character carries meaning: a letter, digit, symbol (`+`, `€`, `→`) or emoji.
    static func hasTextContent(_ label: String) -> Bool {
        // An ASCII letter or digit is content; other text is looked at character by character.
        if hasASCIIAlnum(label) { return true }
        for character in label {
            let scalars = character.unicodeScalars
            for scalar in scalars {
                if scalar == "\u{FFFC}" || scalar == "\u{FFFD}" { continue }
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                    .otherLetter, .decimalNumber, .letterNumber, .otherNumber,
                    .mathSymbol, .currencySymbol, .otherSymbol:
                    return true
                default:
                    // Keycap and emoji-presentation sequences such as "#️⃣".
                    if scalar.properties.isEmoji, scalars.count > 1 { return true }
                }
            }
        }
        return false
    }

    /// Characters removed from both ends of a word before it is judged (quotes, brackets,
    /// sentence punctuation), so `"Settings..."` and `(icon_user)` are judged as their core.
    static func trimWrappingPunctuation(_ word: Substring) -> Substring {
        // Words that start and end with an ASCII letter or digit have nothing to trim.
        if let first = word.utf8.first, let last = word.utf8.last, isAlnum(first), isAlnum(last) { return word }
        var result = word
        while let first = result.first, leadingPunctuation.contains(first) { result = result.dropFirst() }
        while let last = result.last, trailingPunctuation.contains(last) { result = result.dropLast() }
        return result
    }

    /// What ``trimWrappingPunctuation(_:)`` removes from a word's start (built once).
    private static let leadingPunctuation: Set<Character> = ["(", "[", "{", "\"", "'", "“", "‘", "«", "¿", "¡", "*"]
    /// What ``trimWrappingPunctuation(_:)`` removes from a word's end (built once).
    private static let trailingPunctuation: Set<Character> = [
        ")", "]", "}", "\"", "'", "”", "’", "»", ".", ",", ";",
        ":", "!", "?", "…", "*",
    ]
}

// MARK: - One word

extension LabelReadability {
    /// Judges one whitespace-free word; see the rules in ``LabelReadability``.
    static func assessWord(_ word: Substring) -> Reason? {
        if let plain = plainWord(word) { return plain.reason }
        let bytes = Array(word.utf8)
        // Machine names are ASCII; anything else (CJK, accents, emoji, U+FFFC) reads as text.
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let text = String(word)
        // The word is ASCII, so its characters are its bytes: searched as bytes (from here on).
        if containsASCII(bytes, "://") { return nil }  // URL
        if bytes[0] == UInt8(ascii: "#") { return nil }  // hashtag
        if let at = bytes.firstIndex(of: UInt8(ascii: "@")) {
            return assessAtSign(text, bytes: bytes, at: at)  // handle, e-mail, icon@2x
        }
        // From here on only identifier characters: letters, digits, `.`, `_`, `-`, `:`.
        guard
            bytes.allSatisfy({
                isAlnum($0) || $0 == dot || $0 == underscore || $0 == hyphen
                    || $0 == colon
            })
        else { return nil }
        if hasFileExtension(text), !isAllSymbolVocabulary(text) { return .fileName }  // not doc.on.doc
        if containsASCII(bytes, "::") { return scopedIdentifier(text) ? .identifier : nil }
        if bytes.contains(colon) { return nil }  // "h:mm", "4:3"
        if bytes.contains(dot) {
            switch assessDotted(text) {
            case .human: return nil
            case .machine(let reason): return reason
            case .notApplicable: break
            }
        }
        let parts = subwords(of: text)
        if bytes.contains(underscore), hasUnderscoreJoin(text) {
            return reasonForParts(parts)
        }
        let hyphenPieces = text.utf8.split(separator: hyphen).map(Substring.init)
        for piece in hyphenPieces where camelCaseLooksMachine(piece) {
            return reasonForParts(parts)
        }
        if bytes.contains(hyphen), !bytes.contains(where: { isUpper($0) }),
            hyphenPieces.count >= 2,
            hyphenPieces.contains(where: { hyphenMarkers.contains(String($0)) })
        {
            return .assetName
        }
        if runTogetherSymbolNames.contains(text) { return .symbolName }
        if let reason = iconNameReason(text) { return reason }
        return nil
    }

    /// Rule 8 of ``LabelReadability``: icon names with a size suffix (`close16`, `close-24px`) and
    /// icon-font names in kebab or camel case (`arrow-back`, `more-vert`, `chevronRight`), for an
    /// ASCII word of letters, digits and hyphens that the earlier rules passed.
    static func iconNameReason(_ text: String) -> Reason? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isLower(first) else { return nil }
        // close16, star24, heart32px: an icon word run into a size.
        if let size = bytes.firstIndex(where: isDigit), size >= 3, !bytes.contains(hyphen),
            bytes[..<size].allSatisfy(isLower)
        {
            let name = String(decoding: bytes[..<size], as: UTF8.self)
            if isSizeSuffix(bytes[size...], bareNumberAllowed: iconNameWords.contains(name)) { return .assetName }
            return nil
        }
        let pieces = bytes.split(separator: hyphen, omittingEmptySubsequences: false)
        if pieces.count >= 2, !pieces.contains(where: \.isEmpty), !bytes.contains(where: isUpper) {
            // close-24px, arrow-16: letters, then a size.
            let words = pieces.dropLast()
            if words.allSatisfy({ $0.count >= 2 && $0.allSatisfy(isLower) }) {
                let named = words.contains { iconNameWords.contains(String(decoding: $0, as: UTF8.self)) }
                if isSizeSuffix(pieces[pieces.count - 1], bareNumberAllowed: named) { return .assetName }
            }
            // arrow-back, chevron-forward, more-vert, ios-arrow-back, md-close (icon fonts).
            let names = pieces.map { String(decoding: $0, as: UTF8.self) }
            return isIconFontName(names) ? .symbolName : nil
        }
        // chevronRight, arrowBack, moreVert.
        guard bytes.allSatisfy(isAlpha), bytes.contains(where: isUpper) else { return nil }
        let names = camelSubwords(Substring(text)).map { $0.text.lowercased() }
        return isIconFontName(names) ? .symbolName : nil
    }

    /// Whether `names` (lower case, two or more) are all icon vocabulary with at least one word
    /// only icon names use (`chevron`, `vert`, `ios`, `fill` …): an icon-font or SF Symbol name
    /// written with other separators.
    static func isIconFontName(_ names: [String]) -> Bool {
        names.count >= 2
            && names.allSatisfy { iconNameWords.contains($0) || iconOnlyWords.contains($0) }
            && hasIconOnlyWord(names, from: iconOnlyWords)
    }

    /// Whether one of `names` is in `words`; a style modifier (`fill`, `outline`, `sharp` …) counts
    /// only as the last name, where icon names put it (`heart-fill`), so `fill-in` and `fill up` pass.
    private static func hasIconOnlyWord(_ names: [String], from words: Set<String>) -> Bool {
        names.indices.contains { index in
            words.contains(names[index]) && (index == names.count - 1 || !styleModifiers.contains(names[index]))
        }
    }

    /// Icon style modifiers, which end icon names (`heart.fill`, `star-outline`, `delete_sharp`).
    static let styleModifiers: Set<String> = ["fill", "filled", "outline", "outlined", "sharp"]

    /// Whether `suffix` is an icon size: digits and `px`, `dp` or `pt` (`24px`), a scale (`2x`,
    /// `3x`), or (when `bareNumberAllowed`) a bare number that icon sets use as a size (`iconSizes`).
    static func isSizeSuffix(_ suffix: some Collection<UInt8>, bareNumberAllowed: Bool) -> Bool {
        let end = suffix.firstIndex(where: { !isDigit($0) }) ?? suffix.endIndex
        guard end != suffix.startIndex else { return false }
        let number = String(decoding: suffix[suffix.startIndex..<end], as: UTF8.self)
        let unit = String(decoding: suffix[end...], as: UTF8.self)
        if unit.isEmpty { return bareNumberAllowed && iconSizes.contains(number) }
        if ["px", "dp", "pt"].contains(unit) { return true }
        return unit == "x" && ["1", "2", "3"].contains(number)
    }

    /// Rule 9 of ``LabelReadability``: a label of several lower-case ASCII words that spells an
    /// asset or icon name with spaces, as VoiceOver reads it (`ic close white`, `btn back`,
    /// `chevron right`, `heart fill`).
    static func spacedNameReason(_ label: String) -> Reason? {
        guard label.utf8.contains(0x20), label.utf8.allSatisfy({ isLower($0) || isDigit($0) || $0 == 0x20 }) else {
            return nil
        }
        let words = label.split(separator: " ").map(String.init)
        guard words.count >= 2, let first = words.first, first.utf8.allSatisfy(isLower) else { return nil }
        if spacedAssetPrefixes.contains(first) {
            return first == "btn" ? .identifier : .assetName
        }
        // icon close white, image logo dark: an asset word, then a variant or colour.
        if words.count >= 3, ["icon", "image", "logo"].contains(first), let last = words.last,
            variantSuffixes.contains(last) || assetColours.contains(last)
        {
            return .assetName
        }
        let iconWords = words.allSatisfy {
            symbolVocabulary.contains($0) || iconNameWords.contains($0) || $0.utf8.allSatisfy(isDigit)
        }
        return iconWords && hasIconOnlyWord(words, from: spacedIconOnlyWords) ? .symbolName : nil
    }

    /// The verdict on a plain ASCII word, letters only, in one case or capitalised ("Row", "title",
    /// "OK"), without the rules' machinery: such a word is one sub-word with no separator, so
    /// only rule 7 (run-together SF Symbol names) can find it machine-like. `nil` for other words.
    private static func plainWord(_ word: Substring) -> (reason: Reason?, Void)? {
        var sawLower = false
        var sawUpperAfterFirst = false
        var index = 0
        for byte in word.utf8 {
            if isLower(byte) {
                sawLower = true
            } else if isUpper(byte) {
                if index > 0 { sawUpperAfterFirst = true }
            } else {
                return nil
            }
            index += 1
        }
        guard index > 0 else { return nil }
        // All lower, all upper, or one capital then lower case.
        guard !(sawLower && sawUpperAfterFirst) else { return nil }
        // The names are lower case and several letters long: a shorter or capitalised word is none.
        if runTogetherNamesShape.lowerCase,
            word.utf8.count < runTogetherNamesShape.shortest || !sawLower
                || isUpper(word.utf8.first ?? 0)
        {
            return (nil, ())
        }
        return (runTogetherSymbolNames.contains(String(word)) ? .symbolName : nil, ())
    }

    /// Whether every run-together symbol name is ASCII lower case, and the length of the shortest.
    private static let runTogetherNamesShape: (lowerCase: Bool, shortest: Int) = (
        runTogetherSymbolNames.allSatisfy { $0.utf8.allSatisfy(isLower) },
        runTogetherSymbolNames.map(\.utf8.count).min() ?? 0
    )

    /// Whether the ASCII `pattern` occurs in `bytes`: for ASCII text, what `String.contains` finds.
    private static func containsASCII(_ bytes: [UInt8], _ pattern: StaticString) -> Bool {
        let length = pattern.utf8CodeUnitCount
        guard length > 0, bytes.count >= length else { return length == 0 }
        let first = pattern.utf8Start[0]
        for start in 0...(bytes.count - length) where bytes[start] == first {
            var index = 1
            while index < length, bytes[start + index] == pattern.utf8Start[index] { index += 1 }
            if index == length { return true }
        }
        return false
    }

    /// `icon@2x` is an asset name, `icon@2x.png` a file name; every other `@` (handles, e-mail
    /// addresses, Matrix IDs) is treated as readable.
    private static func assessAtSign(_ text: String, bytes: [UInt8], at: Int) -> Reason? {
        let afterAt = bytes[(at + 1)...]
        guard afterAt.count >= 2, (UInt8(ascii: "1")...UInt8(ascii: "3")).contains(afterAt.first!),
            afterAt.dropFirst().first == UInt8(ascii: "x"), at > 0
        else { return nil }
        let rest = afterAt.dropFirst(2)
        if rest.isEmpty { return .assetName }
        return hasFileExtension(text) ? .fileName : nil
    }

    /// True when the part after the last dot is a known file extension and something precedes it.
    static func hasFileExtension(_ text: String) -> Bool {
        // In ASCII text every character is one byte (no ASCII byte joins a "." into a longer
        // character), so the last "." is found among the bytes.
        if ASCIIText.isASCII(text) {
            guard let dotIndex = text.utf8.lastIndex(of: dot), dotIndex != text.startIndex else { return false }
            return fileExtensions.contains(String(text[text.utf8.index(after: dotIndex)...]).lowercased())
        }
        guard let dotIndex = text.lastIndex(of: "."), dotIndex != text.startIndex else { return false }
        let ext = text[text.index(after: dotIndex)...].lowercased()
        return fileExtensions.contains(ext)
    }

    /// `std::vector`, `component::assist_satellite::title`; not IPv6 such as `fe80::1`.
    private static func scopedIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ":")
        guard parts.count >= 2 else { return false }
        let identifierLike = parts.allSatisfy { part in
            guard let first = part.utf8.first, isAlpha(first) || first == underscore else { return false }
            return part.utf8.allSatisfy { isAlnum($0) || $0 == underscore || $0 == hyphen }
        }
        let hasNonHexLetter = text.utf8.contains { byte in
            let lower = byte | 0x20
            return isAlpha(byte) && lower > UInt8(ascii: "f")
        }
        return identifierLike && hasNonHexLetter
    }

    /// True when underscores join at least two non-empty parts, one of them two characters or longer.
    private static func hasUnderscoreJoin(_ text: String) -> Bool {
        let parts = text.split(separator: "_")
        return parts.count >= 2 && parts.contains(where: { $0.count >= 2 })
    }
}

// MARK: - Dotted names

extension LabelReadability {
    enum DottedVerdict: Equatable {
        case human
        case machine(Reason)
        case notApplicable
    }

    /// Rule 2 of ``LabelReadability``: versions, domains, SF Symbol names, key paths.
    static func assessDotted(_ text: String) -> DottedVerdict {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts.contains(where: \.isEmpty) else { return .notApplicable }
        let lower = parts.map { $0.lowercased() }
        let isNumber = { (part: String) in part.utf8.allSatisfy(isDigit) }
        let allSymbolVocabulary = isAllSymbolVocabulary(text)

        // Numbers, versions, measurements: 1.8, v2.0.1, 12.5km, 2024.01.15; "1.circle" is a symbol.
        let first = lower[0]
        let versionLike = first.first == "v" && first.count > 1 && first.dropFirst().utf8.allSatisfy(isDigit)
        if isNumber(first) || versionLike {
            return allSymbolVocabulary ? .machine(.symbolName) : .human
        }
        // Domains: matrix.org, mastodon.social, homeassistant.local, node.js.
        let hostLike = parts.allSatisfy { $0.utf8.allSatisfy { isAlnum($0) || $0 == hyphen } }
        if hostLike, topLevelDomains.contains(lower[parts.count - 1]) {
            return allSymbolVocabulary ? .machine(.symbolName) : .human
        }
        // Abbreviations and references need two wordy parts: e.g, a.m, U.S.A, vol.12, H.264
        // pass, unless a part is symbol vocabulary (a.circle, person.2).
        let wordy = parts.filter { $0.count >= 2 && $0.utf8.contains(where: isAlpha) }.count
        let symbolParts = lower.filter { symbolVocabulary.contains($0) }.count
        if wordy < 2, symbolParts == 0 {
            return .human
        }

        let startsUpper = parts.map { isUpper($0.utf8.first!) }
        if !startsUpper.contains(true) {
            let plain = !text.utf8.contains(where: { isUpper($0) || $0 == underscore })
            let symbolLike =
                plain
                && (symbolParts * 2 >= parts.count
                    || symbolModifiers.contains(lower[parts.count - 1]))
            return .machine(symbolLike ? .symbolName : .identifier)
        }
        if text.contains("_") || parts.contains(where: { hasStrongHump($0) }) {
            return .machine(.identifier)
        }
        if parts.count >= 3, parts.allSatisfy({ $0.count >= 2 && $0.utf8.allSatisfy(isAlpha) }) {
            return .machine(.identifier)
        }
        return .human
    }

    /// True when every dot-separated part is SF Symbol vocabulary or a number, and one is a word.
    static func isAllSymbolVocabulary(_ text: String) -> Bool {
        let parts = text.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        let isNumber = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy(isDigit) }
        return parts.count >= 2
            && parts.allSatisfy { symbolVocabulary.contains(String($0)) || isNumber($0) }
            && parts.contains { !isNumber($0) }
    }

    /// A lower-case run of two or more letters followed by a capitalised word (`PollHistory`,
    /// `loadingText`); not `iCloud`, `McDonald` (one-letter run) or `macOS` (acronym follows).
    static func hasStrongHump(_ part: Substring) -> Bool {
        let bytes = Array(part.utf8)
        var lowerRun = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if isLower(byte) {
                lowerRun += 1
            } else if isUpper(byte) {
                if lowerRun >= 2, index + 1 < bytes.count, isLower(bytes[index + 1]) { return true }
                lowerRun = 0
            } else {
                lowerRun = 0
            }
        }
        return false
    }
}

// MARK: - camelCase

extension LabelReadability {
    /// A sub-word of a camelCase, snake_case or kebab-case name.
    struct Subword: Equatable {
        enum Kind: Equatable { case lower, capitalized, acronym, digits }
        var text: Substring
        var kind: Kind
    }

    /// Splits at `_`, `-`, `.`, lower→upper changes, letter/digit changes and acronym ends.
    static func subwords(of text: String) -> [Subword] {
        var result: [Subword] = []
        // In ASCII text every character is one byte and no separator joins a neighbour into a
        // longer character, so the pieces are split from the bytes.
        if ASCIIText.isASCII(text) {
            for piece in text.utf8.split(whereSeparator: { $0 == underscore || $0 == hyphen || $0 == dot }) {
                result += camelSubwords(Substring(piece))
            }
            return result
        }
        for piece in text.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }) {
            result += camelSubwords(piece)
        }
        return result
    }

    /// Splits one separator-free piece: `RoomsVCView` → Rooms, VC, View; `messageLabel2` →
    /// message, Label, 2.
    static func camelSubwords(_ piece: Substring) -> [Subword] {
        let bytes = Array(piece.utf8)
        guard !bytes.isEmpty else { return [] }
        var starts: [Int] = [0]
        for index in 1..<bytes.count {
            let previous = bytes[index - 1]
            let current = bytes[index]
            let boundary: Bool
            if isDigit(previous) != isDigit(current) {
                boundary = true
            } else if isLower(previous), isUpper(current) {
                boundary = true
            } else if isUpper(previous), isUpper(current), index + 1 < bytes.count, isLower(bytes[index + 1]) {
                boundary = true
            } else {
                boundary = false
            }
            if boundary { starts.append(index) }
        }
        starts.append(bytes.count)
        var words: [Subword] = []
        let utf8 = piece.utf8
        for (start, end) in zip(starts, starts.dropFirst()) {
            let lowerBound = utf8.index(utf8.startIndex, offsetBy: start)
            let upperBound = utf8.index(utf8.startIndex, offsetBy: end)
            let text = piece[lowerBound..<upperBound]
            let kind: Subword.Kind
            if isDigit(bytes[start]) {
                kind = .digits
            } else if isLower(bytes[start]) {
                kind = .lower
            } else if end - start >= 2, isLower(bytes[start + 1]) {
                kind = .capitalized
            } else {
                kind = .acronym
            }
            words.append(Subword(text: text, kind: kind))
        }
        return words
    }

    /// Rule 5 of ``LabelReadability`` for one hyphen-free, underscore-free, dot-free piece.
    static func camelCaseLooksMachine(_ piece: Substring) -> Bool {
        // Five characters or fewer is a code or abbreviation (HbA1c, SpO2, eGFR), not an identifier.
        guard piece.utf8.count > 5, piece.utf8.allSatisfy(isAlnum) else { return false }
        let words = camelSubwords(piece).filter { $0.kind != .digits }
        guard words.count >= 2 else { return false }
        let first = words[0]
        let last = words[words.count - 1]
        let lowerInitial = first.kind == .lower
        // Capitalised names need a stronger component word: OceanView and LiveText are names.
        let vocabulary = lowerInitial ? componentWords : strongComponentWords
        let isComponent = { (word: Subword) in vocabulary.contains(singular(word.text)) }
        if lowerInitial, first.text.count == 1 {  // iPhone, iPadOS
            let brandLike =
                words.count == 2
                || (words.count == 3 && (last.kind == .acronym || !words.contains(where: isComponent)))
            if brandLike { return false }  // not kSettingsTitle
        }
        if words.count == 2, last.kind == .acronym { return false }  // macOS, SwiftUI
        // Hungarian-style component prefixes: btnLogin, txtEmail, tfPassword.
        if lowerInitial, words.count == 2, last.kind == .capitalized,
            componentPrefixes.contains(String(first.text))
        {
            return true
        }
        switch words.count {
        case 2:
            return isComponent(last) && first.text.count >= 2
        case 3:
            if lowerInitial { return true }
            return words.contains(where: isComponent) || words[1].kind == .acronym
        default:
            return true
        }
    }

    /// Reason for a name already judged machine-like: asset when it names an image.
    static func reasonForParts(_ parts: [Subword]) -> Reason {
        let words = parts.map { $0.text.lowercased() }
        if words.contains(where: { assetWords.contains($0) }) { return .assetName }
        if let last = words.last, variantSuffixes.contains(last) { return .assetName }
        // star_24, close_24dp: a size at the end.
        if let last = words.last, words.count >= 2 {
            let unit = ["px", "dp", "pt"].contains(last) && words[words.count - 2].utf8.allSatisfy(isDigit)
            if unit || iconSizes.contains(last) { return .assetName }
        }
        // arrow_back_ios, more_vert: a Material icon name.
        if isIconFontName(words) { return .symbolName }
        return .identifier
    }

    /// Lower-cased word with one trailing plural `s` removed (`Banners` → `banner`).
    private static func singular(_ word: Substring) -> String {
        let lower = word.lowercased()
        if lower.count > 3, lower.hasSuffix("s"), !lower.hasSuffix("ss") { return String(lower.dropLast()) }
        return lower
    }
}

// MARK: - Vocabularies

extension LabelReadability {
    /// Extensions of image, media, document and data files; `md` wins over Moldova's domain.
    static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "pdf", "heic", "heif", "webp", "tif", "tiff", "bmp",
        "ico", "icns", "avif", "mp3", "mp4", "m4a", "m4v", "mov", "wav", "aac", "caf", "aiff",
        "txt", "rtf", "md", "json", "xml", "plist", "csv", "zip", "gz", "doc", "docx", "xls",
        "xlsx", "ppt", "pptx", "xib", "storyboard", "xcassets", "imageset", "lottie",
    ]

    /// Last parts that make a dotted word a host name: ISO country codes, common generic
    /// top-level domains (as used by Fediverse and Matrix servers), local-network suffixes, and
    /// `js` for library names like `node.js`. Deliberately excludes generic TLDs that are
    /// common SF Symbol or key words (`fill`, `circle`, `plus`, `star`, `bot` …).
    static let topLevelDomains: Set<String> = {
        let generic = """
            com net org edu gov mil int arpa info biz name pro mobi asia tel travel jobs museum aero \
            coop xxx post app dev page xyz online site website tech store shop blog news live life \
            world today space club social network media digital cloud email chat lol wtf fun zone \
            town city place party community exchange cafe coffee green blue red pink black gay lgbt \
            art design studio photo photography pics gallery games moe one top vip win work works \
            team tools codes software systems solutions services agency company ltd inc llc group \
            global center institute foundation academy school university education college science \
            engineering technology host hosting garden farm earth eco land family love rocks ninja \
            guru expert link click help wiki ink run nyc london berlin paris tokyo wien hamburg \
            koeln bayern scot wales eus cat gmbh example local lan home internal localhost onion js
            """
        let countries = """
            ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br \
            bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz \
            ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw \
            gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw \
            ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu \
            mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt \
            pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st sv sx sy sz tc td \
            tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye \
            yt za zm zw
            """
        return Set((generic + " " + countries).split(separator: " ").map(String.init))
    }()

    /// Parts of SF Symbol names: shapes, modifiers, connectors and common glyph nouns, as they
    /// appear in Apple's SF Symbols catalogue (`square.and.arrow.up`, `eye.slash.circle.fill`).
    static let symbolVocabulary: Set<String> = {
        let words = """
            fill circle square rectangle slash badge plus minus xmark checkmark and arrow arrows up \
            down left right forward backward clockwise counterclockwise trianglebadge exclamationmark \
            questionmark on with of in to inset filled dashed dotted lefthalf righthalf tophalf \
            bottomhalf trailing leading top bottom center horizontal vertical open closed off stack \
            ellipsis line lines dash dot dots wave waves radiowaves sparkles sparkle bolt shape \
            portrait landscape split grid point topleft topright bottomleft bottomright angled \
            triangle diamond hexagon octagon pentagon capsule oval seal shield app apps tag tags \
            star heart bookmark person people gear gearshape trash pencil eye eyes bell house \
            magnifyingglass folder doc text paperplane envelope tray archivebox calendar clock alarm \
            timer stopwatch cloud sun moon flame drop snowflake wind globe lock key link photo \
            camera video mic speaker headphones play pause stop shuffle repeat music note book books \
            list bubble message phone wifi antenna battery cart bag creditcard gift flag location \
            map mappin pin paperclip scissors wand face smiling hand hands thumbsup thumbsdown figure \
            airplane car bus tram bicycle building lightbulb crown info printer display keyboard \
            hare tortoise leaf tree ant ladybug pawprint fish bird cat dog trophy medal rosette \
            puzzlepiece paintbrush paintpalette eyedropper ruler hammer wrench slider power chevron \
            chart bar percent number textformat bold italic underline strikethrough quote character \
            qrcode barcode viewfinder crop rotate flip arrowshape turn uturn return arrowtriangle end \
            multiply divide equal sum function command option control shift delete escape eject bed \
            walk cross pills bandage stethoscope thermometer humidity sunrise sunset rain snow fog \
            smoke tornado umbrella waveform ear brain lungs mouth nose clipboard bullet indent \
            decrease increase circlepath icloud full sidebar menubar dock window bin wallet \
            iphone ipad applewatch tv desktopcomputer laptopcomputer externaldrive rays max min zzz \
            sos hourglass gamecontroller film lasso scribble highlighter signature
            """
        return Set(words.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }()

    /// Last parts that mark a dotted lower-case word as a symbol variant.
    static let symbolModifiers: Set<String> = [
        "fill", "circle", "square", "slash", "badge", "rectangle", "inset", "filled", "up", "down",
        "left", "right", "forward", "backward", "plus", "minus", "xmark", "checkmark", "dashed",
        "lefthalf", "righthalf", "tophalf", "bottomhalf", "clockwise", "counterclockwise",
    ]

    /// SF Symbol names written as one word that is not an English word.
    static let runTogetherSymbolNames: Set<String> = [
        "xmark", "exclamationmark", "questionmark", "magnifyingglass", "gearshape", "arrowshape",
        "squareshape", "paperplane", "archivebox", "creditcard", "mappin", "applelogo", "textformat",
    ]

    /// UI-component and asset words that end or fill identifiers (`titleLabel`, `TemplateLogo`).
    static let componentWords: Set<String> = [
        "button", "btn", "label", "lbl", "view", "field", "textfield", "text", "cell", "image", "img",
        "icon", "logo", "avatar", "banner", "header", "footer", "title", "subtitle", "message",
        "marker", "description", "container", "toggle", "switch", "slider", "stepper", "picker",
        "controller", "indicator", "badge", "placeholder", "item", "table", "stack", "row",
        "section", "sheet", "dialog", "spinner", "background", "thumbnail", "overlay",
        "separator", "divider", "input", "checkbox", "panel", "popup", "modal", "cta", "vc",
    ]

    /// The subset of ``componentWords`` that marks a capitalised name (`TemplateLogo`,
    /// `ViewAllButton`); `View`, `Text`, `Title` … are left out because place and product names
    /// use them (`OceanView`, `LiveText`).
    static let strongComponentWords: Set<String> = [
        "button", "btn", "label", "lbl", "field", "textfield", "cell", "image", "img", "icon", "logo",
        "avatar", "toggle", "placeholder", "container", "controller", "checkbox", "thumbnail", "vc",
    ]

    /// Lower-case prefixes that name a control type in Hungarian-style identifiers (`btnLogin`).
    static let componentPrefixes: Set<String> = [
        "btn", "lbl", "txt", "tf", "iv", "img", "ic", "button", "label", "field", "cell", "image", "icon",
    ]

    /// Numbers icon sets use as sizes (points, pixels or dp): the sizes of Apple's, Material's and
    /// common icon fonts' exports (`close16`, `star_24`, `arrow-48`).
    static let iconSizes: Set<String> = [
        "12", "14", "16", "18", "20", "22", "24", "28", "32", "36", "40", "44", "48", "64", "72", "96", "128",
        "256", "512",
    ]

    /// Words of icon names: SF Symbols' (``symbolVocabulary``, without device names), Material
    /// icons' and common icon fonts' (Ionicons, Font Awesome, Feather) nouns and modifiers, and the
    /// asset words. A run-together word and size (`close16`) or a kebab or camel case name
    /// (`arrow-back`) is judged an icon name only with words from here.
    static let iconNameWords: Set<String> = {
        let material = """
            arrow back forward ios new more vert horiz expand less close add remove delete forever edit \
            search menu home settings favorite border star half check box blank radio unchecked checked \
            visibility account notifications none active drop drag handle share info help error warning \
            person people group mail email call camera alt image play pause skip next previous rewind \
            volume mute refresh sync download upload done all clear cancel filter sort swap launch exit \
            logout login thumb thumbs outline outlined rounded sharp two tone md logo chevron caret user \
            cog bars times angle double navigate shopping cart like comment send attach location place \
            calendar today event schedule notification alert unlock visible hidden list grid view
            """
        let devices: Set<String> = ["iphone", "ipad", "applewatch", "tv", "desktopcomputer", "laptopcomputer"]
        return Set(material.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
            .union(symbolVocabulary.subtracting(devices)).union(assetWords)
    }()

    /// Words that only icon names use (or use so), one of which a kebab, camel or snake case name
    /// needs to count as an icon-font name: `chevron-right`, `more_vert`, `arrowBack`, `md-close`.
    static let iconOnlyWords: Set<String> = [
        "chevron", "caret", "vert", "horiz", "ios", "md", "fill", "xmark", "checkmark", "ellipsis", "arrow",
        "magnifyingglass", "gearshape", "exclamationmark", "questionmark", "circlepath", "arrowshape",
        "arrowtriangle", "lefthalf", "righthalf", "tophalf", "bottomhalf", "outline", "outlined", "sharp",
    ]

    /// The stricter set for names written with spaces, where `arrow`, `outline` or `sharp` may be
    /// words of a phrase: `chevron right`, `heart fill`, `more vert`.
    static let spacedIconOnlyWords: Set<String> = [
        "chevron", "caret", "vert", "horiz", "fill", "xmark", "checkmark", "ellipsis", "magnifyingglass",
        "gearshape", "exclamationmark", "questionmark", "circlepath", "arrowshape", "arrowtriangle",
        "lefthalf", "righthalf", "tophalf", "bottomhalf",
    ]

    /// Colours that end asset names' appearance variants (`ic_close_white`, `icon close white`).
    static let assetColours: Set<String> = ["white", "black", "grey", "gray", "red", "blue", "green", "primary"]

    /// First words that make a lower-case phrase an asset or control name read with spaces
    /// (`ic close white`, `img logo`, `btn back`): abbreviations that are not English words.
    static let spacedAssetPrefixes: Set<String> = ["ic", "icn", "ico", "img", "btn", "iv", "imv"]

    /// Words that make a machine name an image asset (`ic_heart`, `icon-purple`, `avatarImage`).
    static let assetWords: Set<String> = [
        "ic", "icon", "icons", "img", "image", "images", "logo", "logos", "bg", "background",
        "illustration", "artwork", "glyph", "avatar", "splash", "thumbnail",
    ]

    /// Final parts that mark appearance or scale variants of an image asset.
    static let variantSuffixes: Set<String> = [
        "dark", "light", "selected", "highlighted", "pressed", "filled", "outline", "outlined",
        "1x", "2x", "3x",
    ]

    /// Parts of a hyphenated lower-case word that make it an asset or UI-component name.
    static let hyphenMarkers: Set<String> = [
        "ic", "icon", "icons", "img", "logo", "logos", "bg", "btn",
    ]
}

// MARK: - ASCII helpers

private let dot = UInt8(ascii: ".")
private let underscore = UInt8(ascii: "_")
private let hyphen = UInt8(ascii: "-")
private let colon = UInt8(ascii: ":")

private func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
private func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
private func isAlpha(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
private func isAlnum(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) }

/// Whether `text` has an ASCII letter or digit, read from its UTF-8 in place when it can be.
private func hasASCIIAlnum(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isAlnum) } ?? text.utf8.contains(where: isAlnum)
}
