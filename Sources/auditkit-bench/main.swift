// Benchmark: `swift run -c release auditkit-bench [--iterations N] [--screenshots-only]`.
// Times snapshots, full audits, imports and transcripts on synthetic screens and the real captures
// in ../shared/data/captures (when present). Prints the median and the fastest of N runs.
import AuditKitLinux
import CZlib
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
// `--screenshots-only` runs only the screenshot case below (for profiling it).
if !CommandLine.arguments.contains("--screenshots-only") {
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
}

// MARK: Screenshots

/// A 1290 × 2796 pixel (430 × 932 pt at 3x, an iPhone 15 Pro Max) screen with `count` text
/// elements in rows, as an Appium page source and an 8-bit RGBA PNG written as iOS writes them
/// (no filtering, zlib level 6). Each element is anti-aliased glyph-like strokes on its row's
/// background.
func screenshotCapture(count: Int) -> (xml: Data, png: Data) {
    let width = 1290, height = 2796, scale = 3
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: (UInt8, UInt8, UInt8), coverage: Double = 1) {
        for y in max(0, y0)..<min(height, y1) {
            for x in max(0, x0)..<min(width, x1) {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((Double(color.0) * coverage + Double(pixels[i]) * (1 - coverage)).rounded())
                pixels[i + 1] = UInt8((Double(color.1) * coverage + Double(pixels[i + 1]) * (1 - coverage)).rounded())
                pixels[i + 2] = UInt8((Double(color.2) * coverage + Double(pixels[i + 2]) * (1 - coverage)).rounded())
            }
        }
    }
    var xml = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench" enabled="true" visible="true" x="0" y="0" width="430" height="932"><XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="430" height="932">"#
    let columns = 4, rows = (count + columns - 1) / columns
    let rowHeight = 900 / rows
    for index in 0..<count {
        let row = index / columns, column = index % columns
        let x = 8 + column * 105, y = 16 + row * rowHeight, w = 96, h = min(20, rowHeight - 2)
        let background: (UInt8, UInt8, UInt8) = row % 3 == 0 ? (255, 255, 255) : row % 3 == 1 ? (242, 242, 247) : (28, 28, 30)
        let text: (UInt8, UInt8, UInt8) = row % 3 == 2 ? (235, 235, 245) : (index % 5 == 0 ? (142, 142, 147) : (0, 0, 0))
        fill(x * scale, y * scale, (x + w) * scale, (y + h) * scale, background)
        // Glyph-like strokes: vertical stems with half-covered edges, and a baseline bar.
        var stem = (x + 2) * scale
        while stem < (x + w - 4) * scale {
            fill(stem, (y + 4) * scale, stem + 3, (y + h - 4) * scale, text)
            fill(stem - 1, (y + 4) * scale, stem, (y + h - 4) * scale, text, coverage: 0.4)
            fill(stem + 3, (y + 4) * scale, stem + 4, (y + h - 4) * scale, text, coverage: 0.6)
            stem += 3 * scale + (index + stem) % 5
        }
        fill((x + 2) * scale, (y + h - 5) * scale, (x + w / 2) * scale, (y + h - 4) * scale, text)
        xml += #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Item \#(index)" name="Item \#(index)" label="Item \#(index)" enabled="true" visible="true" x="\#(x)" y="\#(y)" width="\#(w)" height="\#(h)"/>"#
    }
    xml += "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
    // PNG: IHDR, the rows with filter byte 0, zlib level 6, 64 KB IDAT chunks, IEND.
    var raw = [UInt8]()
    raw.reserveCapacity(height * (width * 4 + 1))
    for y in 0..<height {
        raw.append(0)
        raw += pixels[(y * width * 4)..<((y + 1) * width * 4)]
    }
    var size = compressBound(UInt(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(size))
    _ = raw.withUnsafeBufferPointer { input in
        compressed.withUnsafeMutableBufferPointer { compress2($0.baseAddress, &size, input.baseAddress, UInt(input.count), 6) }
    }
    compressed.removeLast(compressed.count - Int(size))
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(body.count)) + typed + be(crc)
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", [0, 0, 0x05, 0x0A, 0, 0, 0x0A, 0xEC, 8, 6, 0, 0, 0])
    var start = 0
    while start < compressed.count {
        png += chunk("IDAT", Array(compressed[start..<min(start + 65_536, compressed.count)]))
        start += 65_536
    }
    png += chunk("IEND", [])
    return (Data(xml.utf8), Data(png))
}

let shot = screenshotCapture(count: 200)
let shotCapture = try AccessibilityHierarchy(importing: shot.xml, name: "bench.xml")
let compressedLength = shot.png.count
// The floor: inflating the same image data with zlib alone, into a buffer allocated once.
let inflatedLength = 2796 * (1290 * 4 + 1)
/// The IDAT payloads, concatenated (after the 33-byte signature and header).
let idatStream: [UInt8] = {
    let bytes = [UInt8](shot.png)
    var stream: [UInt8] = []
    var offset = 33
    while offset + 12 <= bytes.count {
        let n = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        if bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x44 { stream += bytes[(offset + 8)..<(offset + 8 + n)] }
        offset += 12 + n
    }
    return stream
}()
func bareInflate() {
    var output = [UInt8](unsafeUninitializedCapacity: inflatedLength) { _, count in count = inflatedLength }
    var length = UInt(inflatedLength)
    _ = idatStream.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { uncompress($0.baseAddress, &length, input.baseAddress, UInt(input.count)) }
    }
    precondition(Int(length) == inflatedLength)
}
var floorTimes: [Double] = [], shotTimes: [Double] = []
for _ in 0..<max(iterations, 5) {
    var start = DispatchTime.now().uptimeNanoseconds
    bareInflate()
    floorTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    start = DispatchTime.now().uptimeNanoseconds
    var hierarchy = shotCapture
    try hierarchy.attachScreenshot(Screenshot(pngData: shot.png))
    let result = try hierarchy.audit(for: .contrast)
    // Every fifth element is grey (#8E8E93, 3.26:1) on white or light grey: those fail.
    precondition(result.issues.count >= 20 && result.notEvaluated.allSatisfy { $0.reason.contains("large text") },
                 "unexpected audit: \(result.issues.count) issues, \(result.notEvaluated)")
    shotTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}
print(String(format: "%-52@ median %9.2f ms   min %9.2f ms", "floor: bare zlib inflate, 1290 x 2796 RGBA (\(compressedLength / 1024) KB)" as NSString,
             median(floorTimes), floorTimes.min() ?? 0))
print(String(format: "%-52@ median %9.2f ms   min %9.2f ms   %.2fx the floor (target: under 100 ms)",
             "decode + contrast audit, 200 elements, from pixels" as NSString, median(shotTimes), shotTimes.min() ?? 0,
             median(shotTimes) / median(floorTimes)))
