import AuditKitLinux
import Foundation

/// The real iOS renders of `shared/data/screenshots` (see its README): three UIKit screens whose
/// `.txt` is UIKit's `recursiveDescription` of the same moment (frames in points), and a SwiftUI
/// screen with black text on a blue (#007AFF) box, whose frame is read from the pixels.
public enum RealScreenshots {
    /// One measured element: file, text, the measurement or why there is none.
    public struct Row: Sendable {
        /// The screenshot's file name in `shared/data/screenshots`.
        public var file: String
        /// The measured element's text.
        public var text: String
        /// The measured contrast, or why it was not measured.
        public var result: Result<MeasuredContrast, ContrastNotMeasured>
    }

    /// The nearest `shared/data/screenshots` above `start`, or `nil`.
    public static func directory(from start: String = FileManager.default.currentDirectoryPath) -> URL? {
        var directory = URL(fileURLWithPath: start)
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/data/screenshots")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// The hierarchies with their screenshots attached: an application with the root view's frame,
    /// and one static text per `UILabel` (frame and text from the `.txt`); for the SwiftUI render,
    /// one static text "Checked" at the blue box, (111, 280) to (209, 308) pt.
    /// - Throws: when a file cannot be read or decoded, or a screenshot does not fit its frame.
    public static func hierarchies(in directory: URL) throws -> [(file: String, hierarchy: AccessibilityHierarchy)] {
        var result: [(String, AccessibilityHierarchy)] = []
        for device in ["iphone-x", "iphone-se", "ipad-mini"] {
            let text = try String(
                contentsOf: directory.appendingPathComponent("testTraits.\(device).txt"), encoding: .utf8)
            var root: CGRect?
            var labels: [(String, CGRect)] = []
            for line in text.components(separatedBy: "<").dropFirst() {
                guard let frame = frame(in: line) else { continue }
                if line.hasPrefix("UIView;") && root == nil { root = frame }
                if line.hasPrefix("UILabel;"), let start = line.range(of: "text = '"),
                    let end = line.range(of: "';", range: start.upperBound..<line.endIndex)
                {
                    labels.append((String(line[start.upperBound..<end.lowerBound]), frame))
                }
            }
            guard let root else {
                throw AccuracyRun.Failure(description: "testTraits.\(device).txt: no root UIView frame")
            }
            var hierarchy = make(root: root, texts: labels, name: "testTraits.\(device)")
            try hierarchy.attachScreenshot(
                Screenshot(pngData: Data(contentsOf: directory.appendingPathComponent("testTraits.\(device).png"))))
            result.append(("testTraits.\(device).png", hierarchy))
        }
        var swiftUI = make(
            root: CGRect(x: 0, y: 0, width: 320, height: 568),
            texts: [("Checked", CGRect(x: 111, y: 280, width: 98, height: 28))],
            name: "testSwiftUIView_iOS.device")
        try swiftUI.attachScreenshot(
            Screenshot(pngData: Data(contentsOf: directory.appendingPathComponent("testSwiftUIView_iOS.device.png"))))
        result.append(("testSwiftUIView_iOS.device.png", swiftUI))
        return result
    }

    /// Every text element of every render, measured.
    public static func measure(in directory: URL) throws -> [Row] {
        try hierarchies(in: directory).flatMap { file, hierarchy in
            hierarchy.elements.filter { $0.elementType == .staticText }.map {
                Row(file: file, text: $0.label ?? "", result: hierarchy.measureContrast(of: $0))
            }
        }
    }

    /// `frame = (x y; w h)` in a `recursiveDescription` line.
    static func frame(in line: String) -> CGRect? {
        guard let start = line.range(of: "frame = ("),
            let end = line.range(of: ")", range: start.upperBound..<line.endIndex)
        else { return nil }
        let numbers = line[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == " " || $0 == ";" })
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// An application holding static texts, as a capture would give them (no colours or fonts).
    static func make(root: CGRect, texts: [(String, CGRect)], name: String) -> AccessibilityHierarchy {
        var application = ElementSnapshot(id: 0, elementType: .application, pathComponent: "Application['\(name)']")
        application.frame = root
        application.isVisible = true
        application.isInAutomationView = true
        var elements = [application]
        for (index, (text, frame)) in texts.enumerated() {
            var element = ElementSnapshot(
                id: index + 1, elementType: .staticText, pathComponent: "StaticText['\(text)']")
            element.label = text
            element.frame = frame
            element.isVisible = true
            element.isEnabled = true
            element.parent = 0
            element.isInAutomationView = true
            elements.append(element)
        }
        elements[0].children = Array(1..<elements.count)
        elements[0].automationChildren = elements[0].children
        return AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil, source: .init(kind: .json, name: name))
    }

    /// A table of the measurements.
    public static func table(_ rows: [Row]) -> String {
        var lines = ["file | text | measured | colours | lines, estimated point size", "---|---|---|---|---"]
        for row in rows {
            switch row.result {
            case .success(let m):
                lines.append(
                    "\(row.file) | \(row.text) | \(String(format: "%.2f", m.ratio)):1\(m.isForegroundSolid ? "" : " (lower bound)") | "
                        + "\(m.foreground) on \(m.background) | \(m.lineCount) line(s), \(ElementSnapshot.formatRange(m.estimatedPointSizes)) pt"
                )
            case .failure(let why):
                lines.append("\(row.file) | \(row.text) | not measured: \(why) | | ")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension ElementSnapshot {
    /// `12.3–17.6` for a range of points.
    static func formatRange(_ range: ClosedRange<Double>) -> String {
        String(format: "%.1f–%.1f", range.lowerBound, range.upperBound)
    }
}
