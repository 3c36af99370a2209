import AuditKitLinux
import Foundation

/// The inputs the benchmark runs on, generated the same way every run: Appium page sources shaped
/// like WebDriverAgent's (the ordinary capture, its React Native variant, and the shapes that were
/// once quadratic), a headless list screen, and this package's hierarchy JSON.
enum Generators {
    /// The attributes WebDriverAgent writes on every element, after `type` and the names.
    private static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "x=\"\(Int(x))\" y=\"\(Int(y))\" width=\"\(Int(width))\" height=\"\(Int(height))\""
    }

    /// An element's opening tag (self-closing with `close`).
    private static func tag(
        _ type: String, name: String? = nil, label: String? = nil, value: String? = nil,
        accessible: Bool, frame: String, index: Int, close: Bool
    ) -> String {
        var s = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\""
        if let value { s += " value=\"\(value)\"" }
        if let name { s += " name=\"\(name)\"" }
        if let label { s += " label=\"\(label)\"" }
        s += " enabled=\"true\" visible=\"true\" accessible=\"\(accessible)\" \(frame) index=\"\(index)\""
        return s + (close ? "/>" : ">")
    }

    private static func document(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n" + body + "</AppiumAUT>\n").utf8)
    }

    private static let screen = frame(0, 0, 390, 844)

    /// An application, a window and a plain view, `width` by `height` points (a long or wide
    /// screen, so that every element is on it), holding `content`.
    private static func screenOf(_ content: String, width: Double = 390, height: Double = 844) -> String {
        let screen = frame(0, 0, max(390, width), max(844, height))
        return tag(
            "Application", name: "Bench", label: "Bench", accessible: false, frame: screen, index: 0, close: false)
            + "\n"
            + tag("Window", accessible: false, frame: screen, index: 0, close: false) + "\n"
            + tag("Other", accessible: false, frame: screen, index: 0, close: false) + "\n"
            + content
            + "</XCUIElementTypeOther>\n</XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n"
    }

    /// Elements per row of ``ordinaryCapture(elements:staticTextsAccessible:)``.
    static let elementsPerRow = 7

    /// A settings-like list as WebDriverAgent captures it, about `elements` elements: a navigation bar,
    /// then rows of a cell, its content view, an avatar image, a title, a subtitle, a switch and a
    /// small "More" button (a hit-region issue on every row); some rows carry a button without a
    /// label, a developer's name as a label, or a label that duplicates its trait.
    ///
    /// With `staticTextsAccessible` false the texts are marked `accessible="false"`, as React Native
    /// apps write texts inside touchables.
    static func ordinaryCapture(elements: Int, staticTextsAccessible: Bool = true) -> Data {
        let rows = max(1, (elements - 6) / elementsPerRow)
        var body = ""
        body.reserveCapacity(rows * 1_400)
        body += tag(
            "NavigationBar", name: "Settings", accessible: false, frame: frame(0, 44, 390, 44), index: 0, close: false)
        body += tag(
            "Button", name: "Back", label: "Back", accessible: true, frame: frame(8, 50, 60, 32), index: 0, close: true)
        body += tag(
            "StaticText", name: "Settings", label: "Settings", value: "Settings", accessible: true,
            frame: frame(160, 55, 70, 21), index: 1, close: true)
        body += "</XCUIElementTypeNavigationBar>\n"
        for row in 0..<rows {
            let y = 88 + Double(row) * 60
            body += tag("Cell", accessible: false, frame: frame(0, y, 390, 60), index: row + 1, close: false)
            body += tag("Other", accessible: false, frame: frame(0, y, 390, 60), index: 0, close: false)
            body += tag(
                "Image", name: "avatar_\(row % 50)", accessible: false, frame: frame(16, y + 10, 40, 40), index: 0,
                close: true)
            body += tag(
                "StaticText", name: "Row \(row) title", label: "Row \(row) title", value: "Row \(row) title",
                accessible: staticTextsAccessible, frame: frame(64, y + 8, 240, 22), index: 1, close: true)
            body += tag(
                "StaticText", name: "Subtitle for row \(row)", label: "Subtitle for row \(row)",
                value: "Subtitle for row \(row)",
                accessible: staticTextsAccessible, frame: frame(64, y + 32, 240, 20), index: 2, close: true)
            body += tag(
                "Switch", name: "Notify \(row)", label: "Notify \(row)", value: row % 2 == 0 ? "1" : "0",
                accessible: true,
                frame: frame(310, y + 14, 51, 31), index: 3, close: true)
            let more: (name: String?, label: String?)
            switch row % 13 {
            case 3: more = ("btn_more", nil)  // no label: sufficientElementDescription.missing
            case 7: more = ("moreButtonIcon", "moreButtonIcon")  // a developer's name: notHumanReadable
            case 11: more = ("More button", "More button")  // duplicates its trait: trait.repeatedInLabel
            default: more = ("More", "More")
            }
            body += tag(
                "Button", name: more.name, label: more.label, accessible: true, frame: frame(366, y + 22, 16, 16),
                index: 4, close: true)
            body += "</XCUIElementTypeOther></XCUIElementTypeCell>\n"
        }
        return document(screenOf(body, height: 88 + Double(rows) * 60))
    }

    /// The ordinary capture (``ordinaryCapture(elements:staticTextsAccessible:)``) as XCUITest prints
    /// it for `po app` (`XCUIElement.debugDescription`): an `Attributes:` line, then the element
    /// subtree, one line an element indented two spaces a level (the application marked `→`), each
    /// with its address, frame, identifier, label, value and `Selected`/`Disabled` flags, then the
    /// path and the query chain.
    static func ordinaryDump(elements: Int) throws -> Data {
        let hierarchy = try AccessibilityHierarchy(importing: ordinaryCapture(elements: elements), name: "ordinary.xml")
        guard let root = hierarchy.rootID else { return Data() }
        let application = "Application, 0x600000c00000, pid: 4242, label: 'Bench'"
        var text = "Attributes: \(application)\nElement subtree:\n"
        text.reserveCapacity(hierarchy.elements.count * 120)
        func number(_ value: Double) -> String { String(format: "%.1f", value) }
        var stack = [(id: root, depth: 0)]
        while let (id, depth) = stack.popLast() {
            let element = hierarchy.elements[id]
            for child in element.children.reversed() { stack.append((child, depth + 1)) }
            guard id != root else {
                text += " →\(application)\n"
                continue
            }
            text += String(repeating: "  ", count: depth + 1)
            text += element.elementType.xcuiName + ", 0x" + String(0x6000_00c0_0000 + id * 0xE0, radix: 16)
            if let frame = element.frame {
                text +=
                    ", {{\(number(frame.minX)), \(number(frame.minY))}, {\(number(frame.width)), \(number(frame.height))}}"
            }
            if let identifier = element.identifier { text += ", identifier: '\(identifier)'" }
            if let label = element.label { text += ", label: '\(label)'" }
            if let value = element.value { text += ", value: \(value)" }
            if element.isSelected == true { text += ", Selected" }
            if element.isEnabled == false { text += ", Disabled" }
            text += "\n"
        }
        text += "Path to element:\n →\(application)\nQuery chain:\n →Find: Target Application 'com.example.bench'\n"
        return Data(text.utf8)
    }

    /// A flat container of `elements` elements in one row (a horizontal carousel, all on a screen
    /// wide enough to show them): texts hidden from VoiceOver (`accessible="false"`), each beside a
    /// button that does not say it, so every button is near every text. With `covering`, every
    /// button's frame spans the row and covers every text's centre.
    static func flatHiddenTexts(elements: Int, covering: Bool) -> Data {
        let pairs = max(1, elements / 2)
        let width = Double(pairs) * 100
        var body = tag("Other", accessible: false, frame: frame(0, 0, width, 844), index: 0, close: false)
        for pair in 0..<pairs {
            let x = Double(pair) * 100
            body += tag(
                "StaticText", name: "Item \(pair)", label: "Item \(pair)", value: "Item \(pair)", accessible: false,
                frame: frame(x + 10, 100, 80, 20), index: 2 * pair, close: true)
            body += tag(
                "Button", name: "Go \(pair)", label: "Go \(pair)", accessible: true,
                frame: covering ? frame(0, 80, width, 100) : frame(x + 10, 130, 80, 44), index: 2 * pair + 1,
                close: true)
        }
        body += "</XCUIElementTypeOther>\n"
        return document(screenOf(body, width: width))
    }

    /// `elements` nested containers, each labelled "Go" and marked `accessible="false"`, with a
    /// button labelled "Go" at the bottom.
    static func nestedLabelledContainers(elements: Int) -> Data {
        let open = tag("Other", name: "Go", label: "Go", accessible: false, frame: screen, index: 0, close: false)
        var body = String(repeating: open, count: elements)
        body += tag(
            "Button", name: "Go", label: "Go", accessible: true, frame: frame(1, 1, 50, 50), index: 0, close: true)
        body += String(repeating: "</XCUIElementTypeOther>", count: elements) + "\n"
        return document(screenOf(body))
    }

    /// `elements` nested buttons labelled "Play button" (each an issue of `trait.repeatedInLabel`).
    static func nestedButtonsEndingInButton(elements: Int) -> Data {
        let open = tag(
            "Button", name: "Play button", label: "Play button", accessible: true, frame: screen, index: 0, close: false
        )
        let body =
            String(repeating: open, count: elements) + String(repeating: "</XCUIElementTypeButton>", count: elements)
            + "\n"
        return document(screenOf(body))
    }

    /// `elements` nested small links without labels: every one an issue, each with a path as deep as it is.
    static func deepSmallLinks(elements: Int) -> Data {
        let open = tag("Link", accessible: true, frame: frame(0, 0, 10, 10), index: 0, close: false)
        let body =
            String(repeating: open, count: elements) + String(repeating: "</XCUIElementTypeLink>", count: elements)
            + "\n"
        return document(screenOf(body))
    }

    /// A list of `rows` cells, each a title, a subtitle, a switch and (one in ten) a tap gesture on
    /// the cell: 4 elements a row, all on a window tall enough to show them.
    static func listScreen(rows: Int) -> HeadlessApplication {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: Double(rows) * 60 + 100))
        let list = ScrollView(frame: window.frame)
        window.addSubview(list)
        for row in 0..<rows {
            let cell = View(frame: CGRect(x: 0, y: Double(row) * 60, width: 390, height: 60))
            cell.backgroundColor = .secondarySystemBackground
            let title = Label(text: "Row \(row) title", frame: CGRect(x: 16, y: 8, width: 280, height: 22))
            title.font = .preferredFont(forTextStyle: .body)
            title.adjustsFontForContentSizeCategory = true
            title.numberOfLines = 0
            let subtitle = Label(text: "Subtitle for row \(row)", frame: CGRect(x: 16, y: 32, width: 280, height: 20))
            subtitle.font = .preferredFont(forTextStyle: .footnote)
            subtitle.adjustsFontForContentSizeCategory = true
            subtitle.textColor = .secondaryLabel
            let toggle = Switch(isOn: row % 2 == 0, frame: CGRect(x: 320, y: 14, width: 51, height: 31))
            toggle.accessibilityLabel = "Row \(row)"
            cell.addSubviews(title, subtitle, toggle)
            if row % 10 == 0 { cell.addTapGesture {} }
            list.addSubview(cell)
        }
        return HeadlessApplication(window, name: "Bench")
    }
}
