import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitModel

/// Where an interaction lands on an element, against a plain computation from the views: on random
/// screens of nested views and scroll views (scrolled, clipping), frames of no area, off the
/// screen, not finite or far beyond any screen, hidden and transparent views, accessibility frames
/// and elements covered by others, `isHittable` is `true` exactly when a tap finds a point, the
/// point is the middle of what of the element's frame lies inside its scroll views and the screen,
/// and the tap lands there.
final class HeadlessElementHitPointTests: XCTestCase {
    /// A random screen: its window, the buttons under test and every view by name.
    private struct Screen {
        let window: Window
        var buttons: [Button] = []
        var names: [ObjectIdentifier: String] = [:]
    }

    /// A table (`UITableView`): a scroll view UI tests see as `.table`, which clips as every scroll view does.
    private final class Table: ScrollView {
        override var elementType: ElementType { .table }
    }

    /// Taps received, by the name of the view that ran them.
    private final class Log {
        var taps: [String] = []
    }

    private func frame(_ random: inout SeededRandom, within size: Double) -> CGRect {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return CGRect(x: Double.nan, y: 10, width: 50, height: 50)
        case 1: return CGRect(x: 10, y: 10, width: Double.infinity, height: 50)
        case 2: return CGRect(x: 20, y: 20, width: 0, height: Double(Int.random(in: 0...40, using: &random)))
        case 3: return CGRect(x: 1e8, y: 0, width: 50, height: 50)
        case 4: return CGRect(x: Double(Int.random(in: 400...900, using: &random)), y: 100, width: 80, height: 44)
        default:
            // On a coarse grid, so that edges meet those of the screen, scroll views and covers.
            let x = Double(Int.random(in: -2...Int(size / 20), using: &random)) * 20
            let y = Double(Int.random(in: -2...Int(size / 10), using: &random)) * 20
            return CGRect(
                x: x, y: y, width: Double(Int.random(in: 1...12, using: &random)) * 20,
                height: Double(Int.random(in: 1...12, using: &random)) * 20)
        }
    }

    private func makeScreen(_ random: inout SeededRandom, log: Log) -> Screen {
        var screen = Screen(window: Window())
        var count = 0
        func name(_ prefix: String) -> String {
            count += 1
            return "\(prefix)\(count)"
        }
        func fill(_ parent: View, depth: Int) {
            var previous: CGRect?
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let view: View
                switch Int.random(in: 0..<11, using: &random) {
                case 0..<4:
                    let title = name("b")
                    let button = Button(title: title, frame: frame(&random, within: depth == 0 ? 390 : 160))
                    screen.names[ObjectIdentifier(button)] = title
                    button.addAction { log.taps.append(title) }
                    if random.chance(0.1) { button.isEnabled = false }
                    if random.chance(0.15) {
                        button.accessibilityFrame = CGRect(
                            x: Double(Int.random(in: -5...25, using: &random)) * 20,
                            y: Double(Int.random(in: -5...45, using: &random)) * 20, width: 60, height: 40)
                    }
                    screen.buttons.append(button)
                    view = button
                    previous = button.frame
                case 4..<6:
                    // A cover: a view that handles taps, drawn over what came before it.
                    // Over the button before it, or part of it, or anywhere.
                    let cover = View(
                        frame: previous.map { random.chance(0.5) ? $0 : $0.insetBy(dx: 10, dy: 10) }
                            ?? frame(&random, within: depth == 0 ? 390 : 160))
                    let title = name("cover")
                    screen.names[ObjectIdentifier(cover)] = title
                    cover.addTapGesture { log.taps.append(title) }
                    view = cover
                case 6:
                    view = Label(text: "Text", frame: frame(&random, within: depth == 0 ? 390 : 160))
                case 7..<9 where depth < 3:
                    let scroll =
                        random.chance(0.3)
                        ? Table(frame: frame(&random, within: depth == 0 ? 390 : 160))
                        : ScrollView(frame: frame(&random, within: depth == 0 ? 390 : 160))
                    scroll.contentOffset = CGPoint(
                        x: Double(Int.random(in: 0...10, using: &random)) * 20,
                        y: Double(Int.random(in: 0...30, using: &random)) * 20)
                    if random.chance(0.3) { scroll.isScrollEnabled = false }
                    fill(scroll, depth: depth + 1)
                    view = scroll
                default:
                    let container = View(frame: frame(&random, within: depth == 0 ? 390 : 160))
                    if depth < 3 { fill(container, depth: depth + 1) }
                    view = container
                }
                if random.chance(0.05) { view.isHidden = true }
                if random.chance(0.05) { view.alpha = random.chance(0.5) ? 0.005 : 0.5 }
                if random.chance(0.05) { view.isUserInteractionEnabled = false }
                parent.addSubview(view)
                if !(view is Button) { previous = nil }
            }
        }
        fill(screen.window, depth: 0)
        return screen
    }

    /// The frame the snapshot gives `view`, in screen coordinates, worked out from the views: its
    /// frame moved by its superviews' origins less their content offsets, where a superview whose
    /// frame is not a plausible frame counts as lying at the origin; `nil` when its own is not.
    private func screenFrame(of view: View) -> CGRect? {
        guard view.frame.isPlausibleFrame else { return nil }
        var origin = CGPoint.zero
        if let parent = view.superview {
            let parentOrigin = screenFrame(of: parent)?.origin ?? .zero
            let inner = (parent as? ScrollView)?.contentOffset ?? .zero
            origin = CGPoint(x: parentOrigin.x - inner.x, y: parentOrigin.y - inner.y)
        }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        return frame.isPlausibleFrame ? frame : nil
    }

    /// The plain hit point of `view`: visible (no hidden view around it, the product of the alphas
    /// 0.01 or more), its frame (its accessibility frame when set) with area, cut by every scroll
    /// view around it and by the screen; the middle of what is left.
    private func plainHitPoint(of view: View, screen: CGRect) -> CGPoint? {
        var alpha = 1.0
        var current: View? = view
        while let each = current {
            if each.isHidden { return nil }
            alpha *= each.alpha
            current = each.superview
        }
        guard alpha >= 0.01, let own = screenFrame(of: view) else { return nil }
        var shown = view.storedAccessibilityFrame ?? own
        guard shown.width > 0, shown.height > 0 else { return nil }
        current = view.superview
        while let each = current {
            if each is ScrollView, let clip = screenFrame(of: each) {
                shown = shown.intersection(clip)
                if shown.isNull || shown.isEmpty { return nil }
            }
            current = each.superview
        }
        shown = shown.intersection(screen)
        return shown.isNull || shown.isEmpty ? nil : CGPoint(x: shown.midX, y: shown.midY)
    }

    func testIsHittableExactlyWhenATapFindsAPointAndTheTapLandsThere() {
        var random = SeededRandom(seed: 26)
        var found = 0
        var refused = 0
        var covered = 0
        for round in 0..<120 {
            let log = Log()
            let screen = makeScreen(&random, log: log)
            let app = HeadlessApplication(screen.window)
            for button in screen.buttons {
                let title = screen.names[ObjectIdentifier(button)] ?? ""
                let element = app.buttons.matching(identifier: title).firstMatch
                let context = "round \(round), \(title)"
                // What the tap finds, after scrolling the button into view.
                var point: CGPoint?
                if case .success(let reached) = element.reach(.tap) { point = reached.point }
                XCTAssertEqual(element.isHittable, point != nil, context)
                if let point {
                    // Scrolled into view once: a second look finds the same point.
                    if case .success(let again) = element.reach(.tap) {
                        XCTAssertEqual(again.point, point, context)
                    } else {
                        XCTFail("\(context): found once, then refused")
                    }
                }
                let plain = element.exists && button.isEnabled ? plainHitPoint(of: button, screen: app.frame) : nil
                XCTAssertEqual(point, plain, context)
                // The tap lands at the point: the view that handles a tap there runs, else the button.
                // The tap scrolls first, and the view's own place may not follow its scroll view (under a
                // view whose frame is not finite the snapshot places it from the origin), so the point is
                // worked out again where the tap left the screen.
                log.taps = []
                let acted = element.tap()
                let landed = element.exists && button.isEnabled ? plainHitPoint(of: button, screen: app.frame) : nil
                XCTAssertEqual(element.isHittable, landed != nil, context)
                guard let landed else {
                    XCTAssertFalse(acted, context)
                    XCTAssertEqual(log.taps, [], context)
                    refused += 1
                    continue
                }
                found += 1
                let recipient = app.touchHandler(at: landed) ?? button
                if recipient !== button { covered += 1 }
                let runs = recipient.isUserInteractionEnabled && ((recipient as? Button)?.isEnabled ?? true)
                XCTAssertEqual(log.taps, runs ? [screen.names[ObjectIdentifier(recipient)] ?? "?"] : [], context)
                XCTAssertEqual(acted, runs, context)
            }
        }
        // The screens test each case, not only one.
        XCTAssertGreaterThan(found, 150)
        XCTAssertGreaterThan(refused, 150)
        XCTAssertGreaterThan(covered, 15)
    }

    /// A scroll view that UI tests see as another type (a table) still clips its content: a row on
    /// the screen but below the table's frame is not hittable until the tap scrolls it in.
    func testATableClipsItsRowsAsEveryScrollViewDoes() {
        let table = Table(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        table.contentSize = CGSize(width: 390, height: 600)
        var taps = 0
        let row = Button(title: "Row", frame: CGRect(x: 0, y: 250, width: 390, height: 44))
        row.addAction { taps += 1 }
        table.addSubview(row)
        let window = Window()
        window.addSubview(table)
        let app = HeadlessApplication(window)
        XCTAssertFalse(app.buttons["Row"].isHittable)
        XCTAssertTrue(app.buttons["Row"].tap())
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: 94))
        XCTAssertTrue(app.buttons["Row"].isHittable)
    }

    /// The tap lands where `isHittable` looks: the middle of the element's accessibility frame when
    /// one is set, not of its view's frame (a view over the frame's lower half does not take it).
    func testATapLandsInTheMiddleOfTheAccessibilityFrame() {
        var taps: [String] = []
        let button = Button(title: "Pay", frame: CGRect(x: 16, y: 100, width: 200, height: 88))
        button.accessibilityFrame = CGRect(x: 16, y: 100, width: 200, height: 44)
        button.addAction { taps.append("Pay") }
        let cover = View(frame: CGRect(x: 16, y: 130, width: 200, height: 58))
        cover.addTapGesture { taps.append("cover") }
        let window = Window()
        window.addSubview(button)
        window.addSubview(cover)
        let app = HeadlessApplication(window)
        XCTAssertTrue(app.buttons["Pay"].isHittable)
        XCTAssertTrue(app.buttons["Pay"].tap())
        XCTAssertEqual(taps, ["Pay"])
    }
}
