import AuditKitLinux
import Foundation
import XCTest

/// Checks each documented rule of `LabelReadability` in pairs: the machine shapes it flags,
/// with their reason, and the human text of the same shape that it must leave alone.
final class LabelReadabilityTests: XCTestCase {
    private func assertFlagged(
        _ cases: [(String, LabelReadability.Reason)], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (label, expected) in cases {
            let actual = LabelReadability.assess(label)
            XCTAssertEqual(
                actual, expected,
                "\(String(reflecting: label)) should be .\(expected.rawValue), "
                    + "got \(actual.map { ".\($0.rawValue)" } ?? "nil (readable)")", file: file, line: line)
            XCTAssertFalse(
                LabelReadability.isHumanReadable(label), "\(String(reflecting: label))",
                file: file, line: line)
        }
    }

    private func assertReadable(_ labels: [String], file: StaticString = #filePath, line: UInt = #line) {
        for label in labels {
            let actual = LabelReadability.assess(label)
            XCTAssertNil(
                actual,
                "\(String(reflecting: label)) is human text but was flagged "
                    + ".\(actual?.rawValue ?? "")", file: file, line: line)
            XCTAssertTrue(
                LabelReadability.isHumanReadable(label), "\(String(reflecting: label))",
                file: file, line: line)
        }
    }

    // MARK: Not text

    func testNoContentIsNotText() {
        assertFlagged([
            ("", .notText), (" ", .notText), ("\n\t", .notText), ("...", .notText), ("…", .notText),
            ("-", .notText), ("•", .notText), ("\u{FFFC}", .notText), ("\u{FFFC} \u{FFFD}", .notText),
            ("\u{200B}", .notText), ("\u{E000}", .notText), ("\u{0301}", .notText), ("\u{0007}", .notText),
        ])
    }

    func testSymbolsDigitsAndEmojiAreText() {
        assertReadable(["+", "€", "→", "42", "3", "👍", "❤️", "#️⃣", "🇯🇵", "10:30", "50%", "©"])
    }

    // MARK: Identifiers

    func testIdentifiersAreFlagged() {
        assertFlagged([
            ("QUOTE_TEXTVIEW", .identifier), ("signout_button", .identifier), ("newQuoteButton", .identifier),
            ("Scene.Report.TextPlaceholder", .identifier), ("titleLabel", .identifier),
            ("messageLabel2", .identifier), ("FavouritesVCView", .identifier), ("ViewAllButton", .identifier),
            ("UserSessionOverviewToggleCell", .identifier), ("PollHistory.loadingText", .identifier),
            ("settings.section.other", .identifier), ("std::vector", .identifier),
            ("component::assist_satellite::title", .identifier), ("MSG_FROM_USER", .identifier),
            ("(cancelButton)", .identifier), ("signout_button 2", .identifier),
        ])
    }

    func testIdentifierLookalikesAreReadable() {
        assertReadable([
            // Brand camelCase: one-letter prefix, trailing acronym, or two plain words.
            "iPhone", "iPad", "iCloud", "iCloud Drive", "iPadOS", "macOS", "watchOS", "tvOS", "eBay",
            "AirPods", "YouTube", "WhatsApp", "PayPal", "GitHub", "FaceTime", "WebSocket", "SwiftUI",
            "ChatGPT", "DuckDuckGo", "McDonald", "LeBron", "MacKenzie", "easyJet", "WiFi", "IDs", "PhD",
            "AppleTV", "E2EE",
            // Capitalised names ending in a weak component word.
            "OceanView", "StreetView", "LiveText", "TextEdit",
            // Case alone is not a signal.
            "OK", "YAML", "NOTIFICATIONS", "LOW PRIORITY", "NAME", "measurement", "record", "avatar",
            // Phrases that name components are still words.
            "Cancel Button", "Text Field", "Title Label",
            // Colons, emoticons, handles, hashtags, e-mail addresses, URLs.
            "Note:", "h:mm", "MMM d, h:mm a", "o_O", "@john_doe", "#BlackLivesMatter",
            "jane_doe@example.com", "@alice:matrix.org", "https://example.com/a_b",
        ])
    }

    // MARK: Dotted names

    func testSymbolNamesAreFlagged() {
        assertFlagged([
            ("crown.fill", .symbolName), ("square.and.arrow.up", .symbolName), ("plus.circle", .symbolName),
            ("elephant.on.airplane.with.contrail", .symbolName), ("eye.slash.circle.fill", .symbolName),
            ("bookmark.fill", .symbolName), ("person.2", .symbolName), ("a.circle", .symbolName),
            ("1.circle.fill", .symbolName), ("sparkles.tv", .symbolName), ("xmark", .symbolName),
            ("magnifyingglass", .symbolName),
        ])
    }

    func testDomainsVersionsAndAbbreviationsAreReadable() {
        assertReadable([
            "matrix.org", "mastodon.social", "Matrix.org", "infosec.exchange", "mas.to", "hachyderm.io",
            "homeassistant.local", "en.m.wikipedia.org", "my-site.com", "Settings.app", "node.js",
            "Node.JS", "ASP.NET", "St.Louis", "Ch.10", "vol.12", "H.264", "e.g.", "i.e.", "a.m.",
            "U.S.A.", "1.8", "3.14", "v2.0.1", "12.5km", "2024.01.15", "Loading...", "Settings...",
            "Live location.", "1.8\u{FFFC}公里",
        ])
    }

    // MARK: Files and assets

    func testFileAndAssetNamesAreFlagged() {
        assertFlagged([
            ("ic_heart.png", .fileName), ("icon.pdf", .fileName), ("IMG_1234.JPG", .fileName),
            ("icon@2x.png", .fileName), ("splash.heic", .fileName), ("icon@3x", .assetName),
            ("ic_heart", .assetName), ("icon-purple", .assetName), ("improv-logo", .assetName),
            ("AppIconAlternate16-image", .assetName), ("onboarding_splash_screen_page_2_dark", .assetName),
            ("TemplateLogo", .assetName), ("avatarImage", .assetName), ("key_backup_logo", .assetName),
        ])
    }

    func testHyphenatedWordsAreReadable() {
        assertReadable([
            "Wi-Fi", "e-mail", "sign-in", "check-in", "x-ray", "T-shirt", "self-image", "COVID-19",
            "Covid-19", "picture-in-picture", "stem-cell", "push-button", "sub-menu", "Sign-up Speed", "Z-A", "GPT-4o",
            "Jean-Luc",
        ])
    }

    // MARK: Other scripts and mixed text

    func testOtherScriptsAreReadable() {
        assertReadable([
            "次", "猫", "今", "行2、列1", "URLを入力", "IDサーバー", "AIプロンプト", "M月d日", "名前: Z-A",
            "设置", "公里", "مرحبا", "إعدادات", "Привет", "Écran", "naïve_café", "🇯🇵 日本",
        ])
    }

    func testEverydayUIStringsAreReadable() {
        assertReadable([
            "3 Days", "Step 2 of 4", "30 minutes", "Touch ID", "Face ID", "Reset PIN", "TTS Playback",
            "Thanks!", "Sort by:", "Don't Allow", "Q&A", "Ctrl+C", "AT&T", "Add-ons", "5G", "4K",
            "Lock", "camera", "Edit", "Main Action", "WebSocket",
        ])
    }

    func testMultiWordLabelsAreFlaggedOnlyWhenEveryWordIsMachineLike() {
        assertFlagged([("icon_user icon_add", .assetName), ("ic_heart 3", .assetName), ("⚠️ e2e_warning", .identifier)])
        assertReadable(["John Doe (john_doe)", "Open icon_user", "matrix.org server"])
    }

    // MARK: Icon names in the forms apps ship

    func testSizeAndScaleSuffixedAssetNamesAreFlagged() {
        assertFlagged([
            ("close16", .assetName), ("star24", .assetName), ("heart32px", .assetName), ("star_24", .assetName),
            ("close_24dp", .assetName), ("ic_close_24dp", .assetName), ("heart@3x", .assetName),
            ("icon-24px", .assetName), ("close-24px", .assetName), ("arrow-16", .assetName),
            ("search_48", .assetName),
        ])
    }

    func testIconFontNamesAreFlagged() {
        assertFlagged([
            // SF Symbols, by the catalogue's families and modifiers.
            ("chevron.right", .symbolName), ("chevron.backward", .symbolName),
            ("square.and.arrow.up", .symbolName), ("person.crop.circle.badge.plus", .symbolName),
            ("gearshape.2.fill", .symbolName), ("line.3.horizontal", .symbolName),
            ("arrow.up.right.square", .symbolName), ("rectangle.portrait.and.arrow.right", .symbolName),
            ("ellipsis.circle", .symbolName), ("list.bullet", .symbolName),
            // Material icons (snake case), Ionicons and Material in kebab case, camel case.
            ("arrow_back_ios", .symbolName), ("more_vert", .symbolName), ("chevron_left", .symbolName),
            ("arrow_drop_down", .symbolName), ("arrow-back", .symbolName), ("chevron-forward", .symbolName),
            ("more-vert", .symbolName), ("ios-arrow-back", .symbolName), ("md-close", .symbolName),
            ("heart-fill", .symbolName), ("star-outline", .symbolName), ("chevronRight", .symbolName),
            ("arrowBack", .symbolName), ("moreHoriz", .symbolName),
        ])
    }

    func testNamesReadWithSpacesAreFlagged() {
        assertFlagged([
            ("ic close white", .assetName), ("img logo", .assetName), ("ic back", .assetName),
            ("btn back", .identifier), ("icon close white", .assetName), ("chevron right", .symbolName),
            ("heart fill", .symbolName), ("more vert", .symbolName), ("person crop circle fill", .symbolName),
        ])
    }

    func testHumanTextCloseToIconNamesIsReadable() {
        assertReadable([
            // Versions, units, speeds, multipliers, resolutions.
            "iOS 17.2", "iPadOS 18", "v2.0.1", "16 GB", "128 GB", "2x speed", "x2", "×2", "4K", "8K HDR", "1080p",
            "24 px", "16 pt", "48 dp", "Size 24", "24h", "iOS 16+",
            // Chemistry, medicine, codes.
            "H2O", "CO2", "HbA1c", "HbA1c 6.1 %", "SpO2", "eGFR", "mRNA", "pH 7", "PM2.5", "a11y", "i18n", "k8s",
            "mp3", "MP4 video", "H.265", "USB-C", "covid-19", "COVID-19", "F-16", "Boeing 747",
            // Hyphens (ASCII and U+2011) and product names.
            "Wi-Fi", "Wi\u{2011}Fi", "Galaxy S24", "Pixel 8a", "iPhone 15 Pro", "AirPods Pro 2", "PlayStation 5",
            "Windows 11", "M2 Max", "top10", "Top 10", "Channel 4", "win32",
            // Phrases of icon words.
            "arrow up", "up and down", "fill up", "check in", "sort by", "more info", "star wars", "heart rate",
            "close all", "fill-in", "check-in", "drop-down", "sign-in", "left-handed", "up-to-date",
            "Chevron", "Arrow", "Caret", "Heart Fill", "Close 16",
        ])
    }

    func testReasonRawValuesAreStable() throws {
        XCTAssertEqual(LabelReadability.Reason.symbolName.rawValue, "symbolName")
        let data = try JSONEncoder().encode([LabelReadability.Reason.fileName])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["fileName"]"#)
    }
}
