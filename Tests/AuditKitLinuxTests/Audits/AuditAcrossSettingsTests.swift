import AuditKitLinux
import Foundation
import XCTest

/// A photo shown only at accessibility sizes (a cell's layout that changes), not marked to ignore Smart Invert.
private final class LargeSizePhoto: View {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        displaysMedia = true
    }
    override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
        isHidden = !settings.preferredContentSizeCategory.isAccessibilityCategory
    }
}

/// A background with parallax whatever the settings (it ignores Reduce Motion).
private final class Parallax: View {
    init() {
        super.init(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        motionEffects = ["UIInterpolatingMotionEffect"]
    }
}

/// `HeadlessApplication.audit(for:acrossSettings:)` and `AccessibilitySettings.allContentSizeCategories(boldText:)`.
final class AuditAcrossSettingsTests: XCTestCase {
    private func app() -> HeadlessApplication {
        let window = Window()
        window.addSubviews(LargeSizePhoto(), Parallax())
        return HeadlessApplication(window, name: "Test")
    }

    func testAllContentSizeCategoriesTimesBoldText() {
        let all = AccessibilitySettings.allContentSizeCategories(boldText: [false, true])
        XCTAssertEqual(all.count, 24)
        XCTAssertEqual(Set(all).count, 24)
        XCTAssertEqual(all.first, AccessibilitySettings(preferredContentSizeCategory: .extraSmall))
        XCTAssertEqual(
            all[1], AccessibilitySettings(preferredContentSizeCategory: .extraSmall, isBoldTextEnabled: true))
        XCTAssertEqual(
            all.last,
            AccessibilitySettings(
                preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, isBoldTextEnabled: true))
        XCTAssertEqual(AccessibilitySettings.allContentSizeCategories().count, 12)
        let dark = AccessibilitySettings.allContentSizeCategories(
            base: AccessibilitySettings(userInterfaceStyle: .dark))
        XCTAssertTrue(dark.allSatisfy { $0.userInterfaceStyle == .dark })
    }

    func testAnIssueFoundUnderSeveralSettingsAppearsOnceListingThem() throws {
        let all = AccessibilitySettings.allContentSizeCategories(boldText: [false, true])
        let result = try app().audit(for: [.smartInvert, .reduceMotion], acrossSettings: all)
        XCTAssertEqual(
            result.issues.map(\.ruleID), ["reduceMotion.motionEffects", "smartInvert.mediaInverted"],
            "in order of first appearance: the photo only appears at AX sizes")
        let parallax = result.issues[0]
        let photo = result.issues[1]
        XCTAssertEqual(photo.foundUnder.count, 10, "five accessibility sizes, Bold Text off and on")
        XCTAssertTrue(photo.foundUnder.allSatisfy { $0.preferredContentSizeCategory.isAccessibilityCategory })
        XCTAssertEqual(
            photo.foundUnder.first,
            AccessibilitySettings(
                preferredContentSizeCategory: .accessibilityMedium,
                isInvertColorsEnabled: true),
            "the rule judged the screen with Smart Invert on, and says so")
        XCTAssertEqual(
            parallax.foundUnder,
            all.map { settings -> AccessibilitySettings in
                var withSetting = settings
                withSetting.isReduceMotionEnabled = true
                return withSetting
            }, "found under every setting (with Reduce Motion on, as the rule judged it), listed in the order given")
        XCTAssertEqual(result.auditTypes, [.smartInvert, .reduceMotion])
    }

    func testASingleSettingsAuditMatchesThePlainAudit() throws {
        let app = app()
        let large = AccessibilitySettings(preferredContentSizeCategory: .accessibilityLarge)
        let across = try app.audit(for: .smartInvert, acrossSettings: [large, large])
        let plain = try app.audit(for: .smartInvert, settings: large)
        XCTAssertEqual(across.issues.map(\.path), plain.issues.map(\.path))
        var largeInverted = large
        largeInverted.isInvertColorsEnabled = true
        XCTAssertEqual(across.issues.first?.foundUnder, [largeInverted], "duplicate settings are audited once")
        XCTAssertEqual(
            try app.audit(for: .smartInvert, acrossSettings: []).issues, [],
            "empty list: the app's own settings (default size)")
    }

    func testTheAppIsLeftUnderItsOwnSettings() throws {
        let app = app()
        _ = try app.audit(
            for: .smartInvert,
            acrossSettings: [AccessibilitySettings(preferredContentSizeCategory: .accessibilityMedium)])
        XCTAssertEqual(app.snapshot().elements.filter { $0.displaysMedia == true && $0.isVisible == true }.count, 0)
    }

    func testNotEvaluatedRecordsMergeByTypeAndReason() {
        let a = AccessibilityAuditResult(
            issues: [], notEvaluated: [NotEvaluated(auditType: .contrast, reason: "r", elementCount: 2)],
            auditTypes: .contrast, elementCount: 5)
        let b = AccessibilityAuditResult(
            issues: [],
            notEvaluated: [
                NotEvaluated(auditType: .contrast, reason: "r", elementCount: 3),
                NotEvaluated(auditType: .contrast, reason: "s"),
            ],
            auditTypes: .contrast, elementCount: 7)
        let merged = AccessibilityAuditResult.merging([
            (.default, a), (AccessibilitySettings(isBoldTextEnabled: true), b),
        ])
        XCTAssertEqual(
            merged.notEvaluated,
            [
                NotEvaluated(auditType: .contrast, reason: "r", elementCount: 3),
                NotEvaluated(auditType: .contrast, reason: "s"),
            ])
        XCTAssertEqual(merged.elementCount, 7)
    }
}
