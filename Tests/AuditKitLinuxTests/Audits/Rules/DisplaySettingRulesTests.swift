import AuditKitLinux
import Foundation
import XCTest

/// A blurred card that becomes opaque under Reduce Transparency when `reacts` is set.
private final class BlurCard: View {
    let reacts: Bool
    init(reacts: Bool) {
        self.reacts = reacts
        super.init(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        isTranslucentMaterial = true
        addSubview(Label(text: "Today", frame: CGRect(x: 16, y: 16, width: 200, height: 24)))
    }
    override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
        guard reacts else { return }
        isTranslucentMaterial = !settings.isReduceTransparencyEnabled
        backgroundColor = settings.isReduceTransparencyEnabled ? .secondarySystemBackground : nil
    }
}

/// A background with parallax that drops it under Reduce Motion when `reacts` is set.
private final class ParallaxBackground: ImageView {
    let reacts: Bool
    init(reacts: Bool) {
        self.reacts = reacts
        super.init(image: Image(named: "mountains"), frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        motionEffects = ["UIInterpolatingMotionEffect(center.x)", "UIInterpolatingMotionEffect(center.y)"]
    }
    override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
        guard reacts else { return }
        motionEffects =
            settings.isReduceMotionEnabled
            ? [] : ["UIInterpolatingMotionEffect(center.x)", "UIInterpolatingMotionEffect(center.y)"]
    }
}

/// The reduceTransparency, reduceMotion and smartInvert rules: each fires, and each passes a view that reacts.
final class DisplaySettingRulesTests: XCTestCase {
    typealias F = ExtendedRuleFixtures

    func testTranslucentCardThatIgnoresReduceTransparencyIsReported() throws {
        let result = try F.app(BlurCard(reacts: false)).audit(for: .reduceTransparency)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Translucent under Reduce Transparency"])
        XCTAssertEqual(result.issues.first?.ruleID, "reduceTransparency.translucentMaterial")
        XCTAssertEqual(result.issues.first?.foundUnder.first?.isReduceTransparencyEnabled, true)
        XCTAssertEqual(result.issues.first?.severity, .warning, "Apple HIG advice, not a WCAG criterion")
    }

    func testCardThatTurnsOpaqueUnderReduceTransparencyPasses() throws {
        let app = F.app(BlurCard(reacts: true))
        XCTAssertEqual(try app.audit(for: .reduceTransparency).issues, [])
        XCTAssertEqual(
            app.snapshot().elements.filter { $0.isTranslucentMaterial == true }.count, 1,
            "still a blur with the setting off")
    }

    func testHiddenTranslucentViewIsNotReported() throws {
        let card = BlurCard(reacts: false)
        card.isHidden = true
        let shown = Label(text: "Shown", frame: CGRect(x: 20, y: 600, width: 200, height: 22))  // else nothing to audit
        XCTAssertEqual(try F.app(card, shown).audit(for: .reduceTransparency).issues, [])
    }

    func testParallaxKeptUnderReduceMotionIsReported() throws {
        let result = try F.app(ParallaxBackground(reacts: false)).audit(for: .reduceMotion)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Motion not reduced"])
        XCTAssertEqual(result.issues.first?.ruleID, "reduceMotion.motionEffects")
        XCTAssertEqual(
            result.issues.first?.evidence[.motionEffects],
            ["UIInterpolatingMotionEffect(center.x)", "UIInterpolatingMotionEffect(center.y)"])
        XCTAssertEqual(result.issues.first?.evidence[.accessibilitySetting], "isReduceMotionEnabled")
        XCTAssertEqual(result.issues.first?.severity, .warning, "WCAG 2.2 SC 2.3.3 is level AAA")
    }

    func testParallaxRemovedUnderReduceMotionPasses() throws {
        XCTAssertEqual(try F.app(ParallaxBackground(reacts: true)).audit(for: .reduceMotion).issues, [])
    }

    func testPhotoWithoutIgnoresInvertColorsIsReported() throws {
        let photo = ImageView(image: Image(named: "beach.jpg"), frame: CGRect(x: 0, y: 0, width: 390, height: 260))
        photo.displaysMedia = true
        let result = try F.app(photo).audit(for: .smartInvert)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Media inverted by Smart Invert"])
        XCTAssertEqual(result.issues.first?.ruleID, "smartInvert.mediaInverted")
        XCTAssertEqual(result.issues.first?.severity, .warning, "Apple HIG advice, not a WCAG criterion")
    }

    func testPhotoIgnoringInvertColorsItselfOrThroughAContainerPasses() throws {
        let photo = ImageView(image: Image(named: "beach.jpg"), frame: CGRect(x: 0, y: 0, width: 390, height: 260))
        photo.displaysMedia = true
        photo.accessibilityIgnoresInvertColors = true
        XCTAssertEqual(try F.app(photo).audit(for: .smartInvert).issues, [])

        let video = View(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
        video.displaysMedia = true
        let player = View(frame: CGRect(x: 0, y: 300, width: 390, height: 260))
        player.accessibilityIgnoresInvertColors = true
        player.addSubview(video)
        XCTAssertEqual(try F.app(player).audit(for: .smartInvert).issues, [])
    }

    func testIconsThatAreNotMediaAreNotReported() throws {
        let icon = ImageView(image: Image(systemName: "star"), frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(try F.app(icon).audit(for: .smartInvert).issues, [])
    }

    func testCapturesAreNotEvaluatedRatherThanPassed() throws {
        let capture = F.capture(of: F.app(BlurCard(reacts: false), ParallaxBackground(reacts: false)))
        let result = try capture.audit(for: [.reduceTransparency, .reduceMotion, .smartInvert])
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(Set(result.notEvaluated.map(\.auditType)), [.reduceTransparency, .reduceMotion, .smartInvert])
    }

    func testAJSONHierarchyTakenWithTheSettingOnIsJudgedAsIs() throws {
        let app = F.app(ParallaxBackground(reacts: false))
        let hierarchy = app.snapshot(settings: AccessibilitySettings(isReduceMotionEnabled: true))
        let decoded = try JSONDecoder().decode(AccessibilityHierarchy.self, from: JSONEncoder().encode(hierarchy))
        XCTAssertEqual(try decoded.audit(for: .reduceMotion).issues.map(\.ruleID), ["reduceMotion.motionEffects"])
        let off = try JSONDecoder().decode(AccessibilityHierarchy.self, from: JSONEncoder().encode(app.snapshot()))
        let result = try off.audit(for: .reduceMotion)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.map(\.auditType), [.reduceMotion])
    }
}
