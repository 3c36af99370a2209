import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitAudits

final class TextClippedClippedRuleTests: XCTestCase {
    private func bodyLabel(_ text: String, lines: Int, frame: CGRect) -> Label {
        let label = Label(text: text, frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = lines
        return label
    }

    func testSingleLineLabelTruncatesAtAX5() {
        let label = bodyLabel(
            "Remind me about this quote tomorrow", lines: 1, frame: CGRect(x: 16, y: 100, width: 358, height: 22))
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label))
        XCTAssertEqual(outcome.compact, ["Text clipped"])
        XCTAssertEqual(outcome.issues.first?.ruleID, "textClipped.clipped")
        XCTAssertEqual(
            outcome.issues.first?.foundUnder.first?.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge)
        let evidence = try? XCTUnwrap(outcome.issues.first?.evidence)
        XCTAssertEqual(evidence?[.allowedLines], 1)
        XCTAssertGreaterThan(evidence?[.neededLines] ?? 0, 1)
        XCTAssertEqual(evidence?[.availableWidth], 358)
        XCTAssertEqual(evidence?[.contentSizeCategory], "accessibilityExtraExtraExtraLarge")
        XCTAssertNil(evidence?[.availableHeight], "truncated, not too short")
    }

    func testUnlimitedLinesInFixedHeightFrameIsClipped() {
        let label = bodyLabel(
            "Remind me about this quote tomorrow", lines: 0, frame: CGRect(x: 16, y: 100, width: 358, height: 44))
        label.hasFixedHeight = true
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label))
        XCTAssertEqual(outcome.compact, ["Text clipped"])
        let evidence = outcome.issues.first?.evidence
        XCTAssertEqual(evidence?[.availableHeight], 44)
        XCTAssertGreaterThan(evidence?[.neededHeight] ?? 0, 44 * 1.05)
        XCTAssertEqual(
            (evidence?[.neededHeight]).map { $0 / (evidence?[.lineHeight] ?? 1) }?.rounded(),
            (evidence?[.neededLines]).map(Double.init), "lines × line height")
        XCTAssertNil(evidence?[.allowedLines])
    }

    func testAFixedHeightAncestorClipsWrappingText() {
        let cell = View(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        cell.hasFixedHeight = true
        cell.addSubview(
            bodyLabel(
                "Remind me about this quote tomorrow", lines: 0, frame: CGRect(x: 16, y: 0, width: 358, height: 44)))
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(cell)).compact, ["Text clipped"])
    }

    func testAButtonTitleWrapsByDefaultAsUIButtonConfigurationDoes() {
        // A clean 200 pt "Forgot password?" button: body font, scaling; its title wraps at AX5.
        let button = Button(title: "Forgot password?", frame: CGRect(x: 20, y: 412, width: 200, height: 44))
        button.addAction {}
        XCTAssertEqual(button.numberOfLines, 0)
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(button)).issues, [])
    }

    func testAOneLineOrFixedHeightButtonTitleIsClipped() {
        let oneLine = Button(title: "Forgot password?", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        oneLine.numberOfLines = 1
        let fixed = Button(title: "Forgot password?", frame: CGRect(x: 20, y: 300, width: 200, height: 44))
        fixed.hasFixedHeight = true
        XCTAssertEqual(
            RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(oneLine, fixed)).compact,
            ["Text clipped", "Text clipped"])
    }

    private let longText = "Remind me about this quote tomorrow morning, and again in the evening"
    private let shortText = "Remind me tomorrow"

    /// One label for each of `texts`, each at the end of its own branch of 40 views below one view
    /// 30 deep: their paths, shortened past 64 steps, leave out the step where the branches part,
    /// and so are one path.
    private func labelsSharingAPath(_ texts: [String]) -> HeadlessApplication {
        let window = Window(frame: RuleHarness.screen)
        func chain(_ length: Int, below top: View) -> View {
            var last = top
            for _ in 0..<length {
                let view = View(frame: RuleHarness.screen)
                last.addSubview(view)
                last = view
            }
            return last
        }
        let split = chain(30, below: window)
        for (index, text) in texts.enumerated() {
            let branch = View(frame: RuleHarness.screen)
            split.addSubview(branch)
            let label = bodyLabel(
                text, lines: 1, frame: CGRect(x: 16, y: 100 + 40 * Double(index), width: 200, height: 22))
            label.accessibilityIdentifier = "row"
            chain(40, below: branch).addSubview(label)
        }
        return HeadlessApplication(window)
    }

    func testTextsSharingAPathAreEachReportedOnceAcrossSizes() {
        // Told apart by their order among the texts of their path: the first, truncated at both
        // sizes, is reported at its own size only; the others, truncated at AX5 only, there.
        let both = RuleHarness.run(TextClippedClippedRule(), on: labelsSharingAPath([longText, shortText, shortText]))
        XCTAssertEqual(
            both.issues.map { $0.evidence[.contentSizeCategory] },
            ["large", "accessibilityExtraExtraExtraLarge", "accessibilityExtraExtraExtraLarge"])
        XCTAssertEqual(both.issues.map { $0.evidence[.text] }, [longText, shortText, shortText])
        XCTAssertEqual(Set(both.issues.compactMap(\.path)).count, 1, "one path for all three")
        // A text is told apart by its place among the clipped texts of its path at each size: the
        // long one last, it is the first clipped at .large, and at AX5 the first short one takes
        // that place (not reported again), the long one the third (reported again, under AX5).
        let last = RuleHarness.run(TextClippedClippedRule(), on: labelsSharingAPath([shortText, shortText, longText]))
        XCTAssertEqual(last.issues.map { $0.evidence[.text] }, [shortText, longText, longText])
        XCTAssertEqual(
            last.issues.map { $0.evidence[.contentSizeCategory] },
            ["accessibilityExtraExtraExtraLarge", "large", "accessibilityExtraExtraExtraLarge"])
        // Nothing truncated at the own size: at AX5, every text of the path is reported.
        let largest = RuleHarness.run(TextClippedClippedRule(), on: labelsSharingAPath([shortText, shortText]))
        XCTAssertEqual(
            largest.issues.map { $0.evidence[.contentSizeCategory] },
            ["accessibilityExtraExtraExtraLarge", "accessibilityExtraExtraExtraLarge"])
        // Audited at AX5 itself, one size is judged: each text once.
        let own = labelsSharingAPath([longText, shortText, shortText])
        own.settings.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: own).issues.count, 3)
    }

    func testDetailedDescriptionsAreTheirEvidenceInWords() throws {
        // The messages, written piece by piece, read as the interpolations they replace.
        func points(_ value: Double) -> String { ElementSnapshot.format(value) }
        let truncated = try XCTUnwrap(
            RuleHarness.run(TextClippedClippedRule(), on: labelsSharingAPath([shortText])).issues.first)
        let t = truncated.evidence
        XCTAssertEqual(
            truncated.detailedDescription,
            "At \(t[.contentSizeCategory] ?? "") the text '\(MessageFormat.excerpt(t[.text] ?? ""))' (\(points((t[.fontSize] ?? 0).rounded())) pt) "
                + "needs about \(t[.neededLines] ?? 0) lines in its \(points(t[.availableWidth] ?? 0)) pt width but may "
                + "show only \(t[.allowedLines] ?? 0) (numberOfLines): the rest is truncated. Set numberOfLines to 0 "
                + "and let the layout grow.")
        let fixed = View(frame: CGRect(x: 0, y: 200, width: 390, height: 22))
        fixed.hasFixedHeight = true
        fixed.addSubview(
            bodyLabel(
                "Remind me about this quote tomorrow, née Zoë", lines: 0,
                frame: CGRect(x: 16, y: 0, width: 200, height: 22)))
        let short = try XCTUnwrap(RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(fixed)).issues.first)
        let e = short.evidence
        XCTAssertEqual(
            short.detailedDescription,
            "At \(e[.contentSizeCategory] ?? "") the text '\(MessageFormat.excerpt(e[.text] ?? ""))' (\(points((e[.fontSize] ?? 0).rounded())) pt) "
                + "needs about \(e[.neededLines] ?? 0) line(s), \(points((e[.neededHeight] ?? 0).rounded())) pt high, "
                + "but its frame is only \(points(e[.availableHeight] ?? 0)) pt high. Let the frame grow with its "
                + "content (or switch to a vertical layout at accessibility sizes).")
    }

    func testTextClippedOnlyBelowTheLargestSizeIsFoundUnderItsOwnSize() {
        // A title that fits at .large, is cut off at xxxLarge, and wraps at accessibility sizes.
        final class Cell: View {
            let title = Label(text: "Remind me about this quote tomorrow morning")
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.font = .preferredFont(forTextStyle: .body)
                title.adjustsFontForContentSizeCategory = true
                addSubview(title)
            }
            override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
                title.numberOfLines = settings.preferredContentSizeCategory.isAccessibilityCategory ? 0 : 1
                title.frame = CGRect(x: 16, y: 0, width: 358, height: 44)
            }
        }
        let app = RuleHarness.app(Cell(frame: CGRect(x: 0, y: 100, width: 390, height: 44)))
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: app).issues, [], "fits at .large, wraps at AX5")
        let clipping: [AccessibilitySettings] = [.extraLarge, .extraExtraLarge, .extraExtraExtraLarge].map {
            AccessibilitySettings(preferredContentSizeCategory: $0)
        }
        let found = try? app.audit(for: .textClipped, acrossSettings: AccessibilitySettings.allContentSizeCategories())
        XCTAssertEqual(found?.issues.map(\.compactDescription), ["Text clipped"])
        XCTAssertEqual(
            found?.issues.first?.foundUnder, clipping, "found under the sizes that clip it, not under every size")
    }

    func testWrappingTextInAViewThatGrowsIsNotClipped() {
        // Without a fixed height the label grows with its text, as Auto Layout sizes it.
        let label = bodyLabel(
            "Remind me about this quote tomorrow", lines: 0, frame: CGRect(x: 16, y: 100, width: 358, height: 44))
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label)).issues, [])
    }

    func testTextThatFitsAtAX5Passes() {
        // "OK" at 53 pt is about 66 pt wide and 62 pt high.
        let label = bodyLabel("OK", lines: 1, frame: CGRect(x: 16, y: 100, width: 200, height: 64))
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label))
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated, [])
    }

    func testConfiguredLargestCategoryIsUsed() {
        // Body at xxxLarge is 23 pt (29 pt leading, 27.6 pt line): fits a 30 pt frame; at AX5 it would not.
        let label = bodyLabel("OK", lines: 1, frame: CGRect(x: 16, y: 100, width: 200, height: 30))
        label.hasFixedHeight = true
        let configuration = AccessibilityAuditConfiguration(largestContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(
            RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label), configuration: configuration).issues,
            [])
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label)).compact, ["Text clipped"])
    }

    func testToleranceKeepsNearFitsQuiet() {
        // Fixed 17 pt text needs a 20.4 pt line; a 20 pt frame is within 5 %.
        let label = Label(text: "Hi", frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        label.hasFixedHeight = true
        XCTAssertEqual(RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label)).issues, [])
        label.frame.size.height = 18
        XCTAssertEqual(
            RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label)).compact, ["Text clipped"],
            "fixed text is judged at its own size: it may already clip")
    }

    func testCellThatSwitchesToVerticalLayoutIsJudgedInItsNewLayout() {
        final class QuoteCell: View {
            let title = Label(text: "Daily quote")
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.font = .preferredFont(forTextStyle: .body)
                title.adjustsFontForContentSizeCategory = true
                title.numberOfLines = 0
                addSubview(title)
            }
            override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
                let large = settings.preferredContentSizeCategory.isAccessibilityCategory
                frame.size.height = large ? 200 : 44
                title.frame = CGRect(x: 16, y: 0, width: 358, height: large ? 200 : 44)
            }
        }
        let outcome = RuleHarness.run(
            TextClippedClippedRule(),
            on: RuleHarness.app(QuoteCell(frame: CGRect(x: 0, y: 100, width: 390, height: 44))))
        XCTAssertEqual(outcome.issues, [])
    }

    func testScrollingTextViewsFieldsAndBarsAreNotClipped() {
        let textView = TextView(
            text: String(repeating: "Long text that scrolls. ", count: 20),
            frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        let field = TextField(
            text: "A long single line of input text", frame: CGRect(x: 0, y: 150, width: 100, height: 30))
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        let bar = NavigationBar(
            title: "A very long navigation title that does not fit", frame: CGRect(x: 0, y: 47, width: 200, height: 44))
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(textView, field, bar))
        XCTAssertEqual(outcome.issues, [])
    }

    func testEmptyFrameIsNotEvaluatedRatherThanFlagged() {
        let label = bodyLabel("Not laid out", lines: 1, frame: .zero)
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: RuleHarness.app(label))
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.map(\.reason), ["the text's frame is unknown or empty"])
    }

    func testCaptureAndImportAreNotEvaluated() {
        var capture = CaptureFixture()
        capture.add(
            .staticText, parent: capture.root, label: "Some text", frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.count, 1)

        // A JSON import is judged at the size it was taken at, but cannot be laid out again at AX5.
        let app = RuleHarness.app(
            bodyLabel(
                "Remind me about this quote tomorrow", lines: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 22)))
        var imported = app.snapshot()
        imported.source = .init(kind: .json)
        let fromImport = RuleHarness.run(TextClippedClippedRule(), on: imported)
        XCTAssertEqual(fromImport.compact, ["Text clipped"], "already truncated at the default size")
        XCTAssertEqual(fromImport.issues.first?.evidence[.contentSizeCategory], "large")
        XCTAssertEqual(
            fromImport.notEvaluated.map(\.reason),
            [
                "the screen cannot be laid out again at accessibilityExtraExtraExtraLarge (a capture or an import); text clipping needs a live app"
            ])
    }

    /// Issue 9, facts checked against the tree: text in a window whose frame does not fit the screen
    /// (a landscape window on a portrait screen) has frames that cannot be trusted, so it is counted
    /// as not evaluated; the same label in a window that fits is judged and clipped.
    func testTextInAWindowOfAnotherOrientationIsNotJudged() {
        let label = bodyLabel(
            "Remind me about this quote tomorrow", lines: 1, frame: CGRect(x: 16, y: 100, width: 358, height: 22))
        let landscape = Window(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        landscape.addSubview(label)
        let screen = View(frame: RuleHarness.screen)
        screen.addSubview(landscape)
        let app = HeadlessApplication(screen)
        let outcome = RuleHarness.run(TextClippedClippedRule(), on: app)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(
            outcome.notEvaluated.map(\.reason),
            ["its window does not fit the screen (another orientation?), so its frame cannot be trusted"])
        landscape.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(
            RuleHarness.run(TextClippedClippedRule(), on: app).compact, ["Text clipped"],
            "the same label in a window that fits")
    }
}
