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
    /// English words are those VoiceOver on iOS speaks. Japanese words: ボタン, 見出し, タブ, リンク,
    /// 選択中, 調整可能, オン/オフ and 切り替えボタン (iOS's Japanese VoiceOver guides quote
    /// "「…」の切り替えボタン" for switches); イメージ follows iOS's Japanese VoiceOver settings
    /// ("イメージをナビゲート"). 淡色 (Dimmed), テキストフィールド, 検索フィールド,
    /// 保護されたテキストフィールド and the tab position form could not be verified against a
    /// recording (an iOS 7-era guide quotes 「無効のボタン」 for a disabled button).
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
        case (.japanese, .selected): "選択中"
        case (.japanese, .button): "ボタン"
        case (.japanese, .heading): "見出し"
        case (.japanese, .tab): "タブ"
        case (.japanese, .link): "リンク"
        case (.japanese, .image): "イメージ"
        case (.japanese, .adjustable): "調整可能"
        case (.japanese, .dimmed): "淡色"
        case (.japanese, .textField): "テキストフィールド"
        case (.japanese, .secureTextField): "保護されたテキストフィールド"
        case (.japanese, .searchField): "検索フィールド"
        case (.japanese, .switchButton): "切り替えボタン"
        case (.japanese, .on): "オン"
        case (.japanese, .off): "オフ"
        }
    }

    /// A position among tabs: "3 of 11" / "全11項目中の3項目目".
    func position(_ index: Int, of count: Int) -> String {
        switch self {
        case .english: "\(index) of \(count)"
        case .japanese: "全\(count)項目中の\(index)項目目"
        }
    }

    /// Words VoiceOver adds to what the app provides.
    enum Word {
        case selected, button, heading, tab, link, image, adjustable, dimmed
        case textField, secureTextField, searchField, switchButton, on, off
    }
}
