import AuditKitLinux
import Foundation

/// Draws test screenshots in points at a scale: flat fills, glyph-like text strokes with
/// anti-aliased edges, round icons; and writes an Appium page source of the same screen.
struct ScreenCanvas {
    let scale: Int
    let widthPoints: Int, heightPoints: Int
    private(set) var rgba: [UInt8]
    private var elementsXML: [String] = []

    /// A screen of `width × height` points (390 × 300 by default: small screenshots keep debug
    /// builds quick), white.
    init(scale: Int = 3, width: Int = 390, height: Int = 300, background: (UInt8, UInt8, UInt8) = (255, 255, 255)) {
        self.scale = scale
        widthPoints = width
        heightPoints = height
        let pixel: [UInt8] = [background.0, background.1, background.2, 255]
        rgba = [UInt8](unsafeUninitializedCapacity: width * height * scale * scale * 4) { buffer, count in
            for i in 0..<(width * height * scale * scale) {
                buffer[i * 4] = pixel[0]
                buffer[i * 4 + 1] = pixel[1]
                buffer[i * 4 + 2] = pixel[2]
                buffer[i * 4 + 3] = 255
            }
            count = width * height * scale * scale * 4
        }
    }

    var pixelWidth: Int { widthPoints * scale }
    var pixelHeight: Int { heightPoints * scale }

    /// Blends `color` over the pixels of the pixel rectangle with `coverage`.
    mutating func blend(
        _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: (UInt8, UInt8, UInt8), coverage: Double = 1
    ) {
        for y in max(0, y0)..<min(pixelHeight, y1) {
            for x in max(0, x0)..<min(pixelWidth, x1) {
                let i = (y * pixelWidth + x) * 4
                rgba[i] = UInt8((Double(color.0) * coverage + Double(rgba[i]) * (1 - coverage)).rounded())
                rgba[i + 1] = UInt8((Double(color.1) * coverage + Double(rgba[i + 1]) * (1 - coverage)).rounded())
                rgba[i + 2] = UInt8((Double(color.2) * coverage + Double(rgba[i + 2]) * (1 - coverage)).rounded())
            }
        }
    }

    /// Fills a rectangle given in points.
    mutating func fill(_ rect: CGRect, _ color: (UInt8, UInt8, UInt8)) {
        blend(Int(rect.minX) * scale, Int(rect.minY) * scale, Int(rect.maxX) * scale, Int(rect.maxY) * scale, color)
    }

    /// A vertical gradient over a rectangle given in points.
    mutating func gradient(_ rect: CGRect, from top: (UInt8, UInt8, UInt8), to bottom: (UInt8, UInt8, UInt8)) {
        let y0 = Int(rect.minY) * scale
        let y1 = Int(rect.maxY) * scale
        for y in y0..<y1 {
            let t = Double(y - y0) / Double(max(1, y1 - y0 - 1))
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            blend(
                Int(rect.minX) * scale, y, Int(rect.maxX) * scale, y + 1,
                (mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2)))
        }
    }

    /// Glyph-like text in `rect` (points): `lines` lines of `letters` stems each, strokes `stroke`
    /// pixels wide with half-covered edges (anti-aliasing) and a bar under each word; `hairline`
    /// draws only partial coverage (strokes narrower than a pixel) with a few crossings.
    mutating func text(
        _ rect: CGRect, _ color: (UInt8, UInt8, UInt8), letters: Int = 6, lines: Int = 1, stroke: Int? = nil,
        hairline: Bool = false
    ) {
        let stroke = stroke ?? max(1, scale)
        let lineHeight = Int(rect.height) * scale / lines
        for line in 0..<lines {
            let top = Int(rect.minY) * scale + line * lineHeight + lineHeight / 5
            let bottom = Int(rect.minY) * scale + (line + 1) * lineHeight - lineHeight / 5
            let pitch = max(stroke * 3, (Int(rect.width) * scale - 4) / max(1, letters))
            for letter in 0..<letters {
                let x = Int(rect.minX) * scale + 2 + letter * pitch
                if hairline {
                    blend(x, top, x + 1, bottom, color, coverage: 0.45)
                    blend(
                        x, top + (bottom - top) / 2, x + pitch / 2, top + (bottom - top) / 2 + 1, color, coverage: 0.45)
                    // A crossing:
                    blend(x, top + (bottom - top) / 2, x + 1, top + (bottom - top) / 2 + 1, color, coverage: 1)
                } else {
                    blend(x - 1, top, x, bottom, color, coverage: 0.5)
                    blend(x, top, x + stroke, bottom, color)
                    blend(x + stroke, top, x + stroke + 1, bottom, color, coverage: 0.3)
                    blend(x, bottom - stroke, x + pitch / 2, bottom, color)
                }
            }
        }
    }

    /// A filled disc (an icon) in `rect` (points), with an anti-aliased edge.
    mutating func icon(_ rect: CGRect, _ color: (UInt8, UInt8, UInt8)) {
        let cx = rect.midX * Double(scale)
        let cy = rect.midY * Double(scale)
        let r = min(rect.width, rect.height) * Double(scale) / 2
        for y in Int(rect.minY) * scale..<Int(rect.maxY) * scale {
            for x in Int(rect.minX) * scale..<Int(rect.maxX) * scale {
                let d =
                    ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy))
                    .squareRoot()
                let coverage = min(1, max(0, r - d + 0.5))
                if coverage > 0 { blend(x, y, x + 1, y + 1, color, coverage: coverage) }
            }
        }
    }

    /// The screenshot as a PNG file.
    var png: Data { Data(PNGBuilder.plainRGBA(rgba, width: pixelWidth, height: pixelHeight)) }

    /// The screenshot, decoded.
    func screenshot() throws -> Screenshot { try Screenshot(pngData: png) }

    /// Adds an element to the page source (inside the window).
    mutating func element(
        _ type: String, _ rect: CGRect, label: String? = nil, value: String? = nil, name: String? = nil,
        placeholder: String? = nil, enabled: Bool = true, children: String = ""
    ) {
        var attributes = #"type="XCUIElementType\#(type)""#
        if let name { attributes += #" name="\#(name)""# } else if let label { attributes += #" name="\#(label)""# }
        if let label { attributes += #" label="\#(label)""# }
        if let value { attributes += #" value="\#(value)""# }
        if let placeholder { attributes += #" placeholderValue="\#(placeholder)""# }
        attributes +=
            #" enabled="\#(enabled)" visible="true" x="\#(Int(rect.minX))" y="\#(Int(rect.minY))" width="\#(Int(rect.width))" height="\#(Int(rect.height))""#
        elementsXML.append(
            children.isEmpty
                ? "<XCUIElementType\(type) \(attributes)/>"
                : "<XCUIElementType\(type) \(attributes)>\(children)</XCUIElementType\(type)>")
    }

    /// The page source: an application and a window of the screen's size holding the elements.
    var pageSource: Data {
        let size = #"x="0" y="0" width="\#(widthPoints)" height="\#(heightPoints)""#
        return Data(
            ("""
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" \
            name="Test" label="Test" enabled="true" visible="true" \(size)><XCUIElementTypeWindow type="XCUIElementTypeWindow" \
            enabled="true" visible="true" \(size)>
            """ + elementsXML.joined() + "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>").utf8)
    }

    /// The page source imported, with the screenshot attached.
    func capture() throws -> AccessibilityHierarchy {
        var hierarchy = try AccessibilityHierarchy(importing: pageSource, name: "test.xml")
        try hierarchy.attachScreenshot(screenshot())
        return hierarchy
    }
}
