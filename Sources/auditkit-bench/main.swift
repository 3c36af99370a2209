// Benchmark: `swift run -c release auditkit-bench [--iterations N]`.
// Times snapshots, full audits, imports and transcripts on synthetic screens and the real captures
// in ../shared/data/captures (when present). Prints the median and the fastest of N runs.
import AuditKitLinux
import Foundation

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func measure(_ name: String, iterations: Int, _ body: () throws -> Void) rethrows {
    var times: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    let line = String(format: "%-52@ median %9.2f ms   min %9.2f ms", name as NSString, median(times), times.min() ?? 0)
    print(line)
}

/// A scrolling list of `rows` cells, each a title, a subtitle, a switch and a tappable container.
func listScreen(rows: Int) -> HeadlessApplication {
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

/// A chain of `depth` nested views with one label at the bottom.
func deepScreen(depth: Int) -> HeadlessApplication {
    let window = Window()
    var parent: View = window
    for _ in 0..<depth {
        let child = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        parent.addSubview(child)
        parent = child
    }
    parent.addSubview(Label(text: "Deep", frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
    return HeadlessApplication(window, name: "Deep")
}

var iterations = 5
if let index = CommandLine.arguments.firstIndex(of: "--iterations"), index + 1 < CommandLine.arguments.count,
   let n = Int(CommandLine.arguments[index + 1]), n > 0 {
    iterations = n
}

print("AuditKitLinux benchmark, \(iterations) iterations each")
for rows in [100, 1_000] {
    let app = listScreen(rows: rows)
    let elements = app.snapshot().elements.count
    measure("snapshot, list of \(rows) rows (\(elements) elements)", iterations: iterations) { _ = app.snapshot() }
    measure("audit all types, list of \(rows) rows", iterations: iterations) { _ = try? app.audit() }
    measure("VoiceOver transcript, list of \(rows) rows", iterations: iterations) {
        _ = VoiceOverTranscript(app.snapshot(), language: .english).lines
    }
}
let deep = deepScreen(depth: 5_000)
measure("snapshot, 5,000 nested views", iterations: iterations) { _ = deep.snapshot() }
measure("audit all types, 5,000 nested views", iterations: iterations) { _ = try? deep.audit() }

/// An Appium page source `depth` elements deep (nested `Other`s) with one small unlabelled button at
/// the bottom, as WebDriverAgent writes deeply nested screens.
func deepPageSource(depth: Int) -> Data {
    let other = #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
    var xml = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Deep" label="Deep" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
    xml += String(repeating: other, count: depth)
    xml += #"<XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="0" y="0" width="10" height="10"/>"#
    xml += String(repeating: "</XCUIElementTypeOther>", count: depth)
    xml += "</XCUIElementTypeApplication></AppiumAUT>"
    return Data(xml.utf8)
}
let deepSource = deepPageSource(depth: 20_000)
measure("import, 20,000-deep page source", iterations: iterations) {
    _ = try? AccessibilityHierarchy(importing: deepSource, name: "deep.xml")
}
if let deepCapture = try? AccessibilityHierarchy(importing: deepSource, name: "deep.xml") {
    measure("audit all types, 20,000-deep page source", iterations: iterations) { _ = try? deepCapture.audit() }
}

let captures = URL(fileURLWithPath: "../shared/data/captures")
if let files = try? FileManager.default.contentsOfDirectory(atPath: captures.path) {
    for file in files.sorted() where !file.hasSuffix(".src.txt") {
        let url = captures.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url) else { continue }
        measure("import + audit \(file)", iterations: iterations) {
            if let hierarchy = try? AccessibilityHierarchy(importing: data, name: file) { _ = try? hierarchy.audit() }
        }
    }
} else {
    print("(../shared/data/captures not found: capture timings skipped)")
}
