/// A language VoiceOver speaks its own words in ("Button", "ボタン").
///
/// Only the words VoiceOver adds are translated; labels, values and hints are spoken as the app
/// provides them.
public enum VoiceOverLanguage: String, Hashable, Sendable, CaseIterable {
    /// English.
    case english
    /// Japanese.
    case japanese

    /// The language of a BCP 47 tag such as `"ja-JP"` or `"en"`; `nil` for languages not covered.
    public init?(bcp47 tag: String) {
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased() ?? ""
        switch primary {
        case "en": self = .english
        case "ja": self = .japanese
        default: return nil
        }
    }

    /// What separates spoken parts: `", "` in English, `"、"` in Japanese.
    var separator: String { self == .english ? ", " : "、" }

    /// What precedes a hint (spoken after a pause).
    var hintPause: String { self == .english ? ". " : "。" }

    /// The word VoiceOver speaks for `word`.
    ///
    /// English words are those VoiceOver on iOS speaks. Japanese words, and their evidence (no
    /// recording of current iOS was available; quotes are from Japanese VoiceOver guides):
    /// - ボタン: 「◯◯、ボタン」 (zenn.dev/yumemi_inc/articles/06563eae91dbe3, SwiftUI `Button`);
    ///   「読み上げ」ボタン in 品川博之『見えなくても使えるiPhone』iOS 14.7 編
    ///   (voicei-gestures.seesaa.net/article/482549582.html).
    /// - 切り替えボタン for switches: 「常に通知を読み上げる」の切り替えボタン (the same iOS 14.7 guide).
    /// - オン/オフ: a `Toggle`'s state is spoken as オン/オフ (the zenn.dev article above).
    /// - 見出し: the header trait is announced as 「見出し」 (ichi.pro/swiftui-no-akuseshibirithi-tokusei-105477070832242),
    ///   and 見出し is the rotor's name for headings (support.apple.com/ja-jp/111796).
    /// - イメージ: iOS's Japanese VoiceOver settings call images イメージ (「イメージをナビゲート」,
    ///   the iOS 14.7 guide); the spoken trait word itself is not quoted there.
    /// - 無効 (Dimmed): 「灰色等タップできない状態のボタンは『無効のボタン』と読み上げます」
    ///   (kaigian.co.jp/taka/vo/voiceover7-2.html, an iOS 7 guide). Replaces an earlier 淡色, for
    ///   which no source was found; current iOS may differ.
    /// - 選択中の (Selected): a `UIButton` with `isSelected` and a custom tab with `.selected` are read
    ///   with the prefix 選択中の ("選択中の, アクセシビリティ, タブ, …"), in a Japanese developer's notes
    ///   on an app tried by a blind tester at a public event (September 2016, iOS 9/10).
    /// - Expanded, Collapsed (``AccessibilityExpandedStatus``): Apple's documentation gives no
    ///   wording; a public VoiceOver-parity suite records "Expanded."/"Collapsed." after the role words
    ///   (cashapp/AccessibilitySnapshot pull request 324, reference images of iOS 17.5, 18.5, 26.2).
    /// - Not verified against any source: タブ, リンク, 調整可能,
    ///   テキストフィールド, 検索フィールド, 保護されたテキストフィールド, and 展開済み, 折りたたみ済み
    ///   (no Japanese recording of the expanded status was found; the audit does not look for them).
    func word(_ word: Word) -> String {
        switch (self, word) {
        case (.english, .selected): "Selected"
        case (.english, .button): "Button"
        case (.english, .heading): "Heading"
        case (.english, .tab): "Tab"
        case (.english, .link): "Link"
        case (.english, .image): "Image"
        case (.english, .adjustable): "Adjustable"
        case (.english, .dimmed): "Dimmed"
        case (.english, .textField): "Text field"
        case (.english, .secureTextField): "Secure text field"
        case (.english, .searchField): "Search field"
        case (.english, .switchButton): "Switch button"
        case (.english, .on): "On"
        case (.english, .off): "Off"
        case (.english, .expanded): "Expanded"
        case (.english, .collapsed): "Collapsed"
        case (.japanese, .selected): "選択中の"
        case (.japanese, .button): "ボタン"
        case (.japanese, .heading): "見出し"
        case (.japanese, .tab): "タブ"
        case (.japanese, .link): "リンク"
        case (.japanese, .image): "イメージ"
        case (.japanese, .adjustable): "調整可能"
        case (.japanese, .dimmed): "無効"
        case (.japanese, .textField): "テキストフィールド"
        case (.japanese, .secureTextField): "保護されたテキストフィールド"
        case (.japanese, .searchField): "検索フィールド"
        case (.japanese, .switchButton): "切り替えボタン"
        case (.japanese, .on): "オン"
        case (.japanese, .off): "オフ"
        case (.japanese, .expanded): "展開済み"
        case (.japanese, .collapsed): "折りたたみ済み"
        }
    }

    /// A position among tabs: "3 of 11" / "全11項目中の3項目目".
    ///
    /// The Japanese form follows how VoiceOver reads a list's position, 「全135行中25行から33行目」
    /// (kaigian.co.jp/taka/vo/voiceover7-2.html, iOS 7); the wording for tabs is not verified.
    func position(_ index: Int, of count: Int) -> String {
        switch self {
        case .english: "\(index) of \(count)"
        case .japanese: "全\(count)項目中の\(index)項目目"
        }
    }

    /// Words VoiceOver adds to what the app provides.
    @usableFromInline package enum Word: Sendable {
        case selected, button, heading, tab, link, image, adjustable, dimmed
        case textField, secureTextField, searchField, switchButton, on, off, expanded, collapsed
    }
}
