import Foundation

/// A screenshot of the screen a hierarchy describes: its pixels, and how many pixels make a point.
///
/// Pixels are 8-bit RGBA, rows top to bottom, and are taken as sRGB (no colour profile is applied:
/// see ``PNGDecoder``). A screenshot is attached to a capture with
/// ``AccessibilityHierarchy/attachScreenshot(_:)``, which finds the ``scale`` from the image's size
/// against the root element's frame, so that rules can read the colours inside any element's frame
/// (``pixelRegion(for:)``).
///
/// ```swift
/// var hierarchy = try AccessibilityHierarchy(contentsOf: pageSourceURL)
/// try hierarchy.attachScreenshot(Screenshot(pngData: Data(contentsOf: screenshotURL)))
/// ```
public struct Screenshot: Hashable, Sendable {
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point (1, 2 or 3 on iOS devices), found when the screenshot is attached to a
    /// hierarchy; `nil` until then.
    public internal(set) var scale: Int?
    /// `pixelWidth × pixelHeight` pixels, four bytes each (red, green, blue, alpha), rows top to bottom.
    let rgba: [UInt8]

    /// Decodes a PNG file (see ``PNGDecoder`` for what it reads).
    ///
    /// - Parameter pngData: The file's bytes, as `XCUIScreenshot.pngRepresentation`, the simulator
    ///   (`xcrun simctl io booted screenshot`) or Appium's `getScreenshot` write them.
    /// - Throws: ``PNGDecodingError`` when the data is not a PNG, is truncated or corrupt, breaks
    ///   PNG's rules or declares more than ``PNGDecoder/maximumPixelCount`` pixels.
    public init(pngData: Data) throws {
        let decoded = try PNGDecoder.decode(pngData)
        self.pixelWidth = decoded.width
        self.pixelHeight = decoded.height
        self.rgba = decoded.rgba
    }

    /// Creates a screenshot from 8-bit RGBA pixels (sRGB), rows top to bottom, or `nil` when
    /// `rgba` does not hold exactly `pixelWidth × pixelHeight × 4` bytes or a side is not positive.
    public init?(pixelWidth: Int, pixelHeight: Int, rgba: [UInt8]) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= PNGDecoder.maximumSide,
            pixelHeight <= PNGDecoder.maximumSide,
            rgba.count == pixelWidth * pixelHeight * 4
        else { return nil }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (from the top left), or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
        let i = (y * pixelWidth + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }

    /// The pixels that `frame` (in points, screen coordinates) covers once scaled, clipped to the
    /// image; `nil` when the screenshot has no scale yet, the frame is not finite, or nothing is left.
    ///
    /// Edges are rounded to the nearest pixel, so a frame at fractional points (UIKit's 1/3 pt on a
    /// 3x screen) keeps its own pixels and not its neighbour's.
    public func pixelRegion(for frame: CGRect) -> PixelRegion? {
        guard let scale, frame.isFiniteRect else { return nil }
        let s = Double(scale)
        let minX = max(0, Int((frame.minX * s).rounded()))
        let minY = max(0, Int((frame.minY * s).rounded()))
        let maxX = min(pixelWidth, Int((frame.maxX * s).rounded()))
        let maxY = min(pixelHeight, Int((frame.maxY * s).rounded()))
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRegion(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Compares sizes, scales and every pixel.
    public static func == (a: Screenshot, b: Screenshot) -> Bool {
        a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.scale == b.scale && a.rgba == b.rgba
    }

    /// Hashes the size, the scale and every pixel.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pixelWidth)
        hasher.combine(pixelHeight)
        hasher.combine(scale)
        rgba.withByteView { $0.hash(into: &hasher) }
    }
}

/// One pixel of a ``Screenshot``: 8-bit sRGB components and alpha.
public struct Pixel: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour as ``RGBA`` (components 0...1).
    public var rgba: RGBA {
        RGBA(red255: Int(red), green255: Int(green), blue255: Int(blue), alpha: Double(alpha) / 255)
    }

    /// `#RRGGBB` (with `AA` appended when not opaque).
    public var description: String {
        String(format: "#%02X%02X%02X", red, green, blue) + (alpha == 255 ? "" : String(format: "%02X", alpha))
    }
}

/// A rectangle of pixels in a ``Screenshot``: column `x`, row `y` from the top left, and a size in pixels.
public struct PixelRegion: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a region.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x,y widthxheight px`, such as `483,840 158x58 px`.
    public var description: String { "\(x),\(y) \(width)x\(height) px" }
}

/// Why a screenshot cannot be attached to a hierarchy.
public enum ScreenshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The hierarchy's root element has no usable frame, so the screenshot's scale cannot be found.
    case noRootFrame
    /// The image is not the root frame's size at 1x, 2x or 3x (another orientation, another device,
    /// a cropped image). Sizes in pixels and points.
    case sizeMismatch(pixelWidth: Int, pixelHeight: Int, pointWidth: Double, pointHeight: Double)

    /// What is wrong and what to do, for people.
    public var description: String {
        switch self {
        case .noRootFrame:
            return
                "the capture's root element has no frame, so the screenshot's scale (pixels per point) cannot be found"
        case .sizeMismatch(let pw, let ph, let w, let h):
            let size = "\(ElementSnapshot.format(w)) × \(ElementSnapshot.format(h)) pt"
            let expected = (1...3).map {
                "\(Int((w * Double($0)).rounded())) × \(Int((h * Double($0)).rounded())) at \($0)x"
            }
            .joined(separator: ", ")
            let rotated = Screenshot.scale(pixelWidth: ph, pixelHeight: pw, pointWidth: w, pointHeight: h) != nil
            return
                "the screenshot is \(pw) × \(ph) pixels, which is not the capture's screen (\(size)) at 1x, 2x or 3x "
                + "(\(expected))"
                + (rotated
                    ? "; it is the other orientation: capture both at the same moment"
                    : "; was it taken of another screen or device, or cropped?")
        }
    }
}

extension Screenshot {
    /// The scale (1, 2 or 3) at which `pointWidth × pointHeight` points make the image's size,
    /// allowing one pixel for rounding; `nil` if none does.
    static func scale(pixelWidth: Int, pixelHeight: Int, pointWidth: Double, pointHeight: Double) -> Int? {
        (1...3).first { scale in
            abs(Double(pixelWidth) - (pointWidth * Double(scale)).rounded()) <= 1
                && abs(Double(pixelHeight) - (pointHeight * Double(scale)).rounded()) <= 1
        }
    }
}

extension AccessibilityHierarchy {
    /// Attaches `screenshot`, a picture of this screen taken at the same moment, so that rules can
    /// measure colours (contrast of text and icons) from its pixels.
    ///
    /// The scale is found from the image's size against the root element's frame: 1x, 2x or 3x,
    /// within one pixel. Replaces any screenshot attached before.
    ///
    /// - Throws: ``ScreenshotError/noRootFrame`` when the root has no frame;
    ///   ``ScreenshotError/sizeMismatch(pixelWidth:pixelHeight:pointWidth:pointHeight:)`` when the
    ///   image is another size (another orientation, another device, a cropped image).
    public mutating func attachScreenshot(_ screenshot: Screenshot) throws {
        guard let root = rootID, let frame = self[root]?.frame, frame.isFiniteRect, frame.width > 0, frame.height > 0
        else {
            throw ScreenshotError.noRootFrame
        }
        guard
            let scale = Screenshot.scale(
                pixelWidth: screenshot.pixelWidth, pixelHeight: screenshot.pixelHeight,
                pointWidth: frame.width, pointHeight: frame.height)
        else {
            throw ScreenshotError.sizeMismatch(
                pixelWidth: screenshot.pixelWidth, pixelHeight: screenshot.pixelHeight,
                pointWidth: frame.width, pointHeight: frame.height)
        }
        var attached = screenshot
        attached.scale = scale
        self.screenshot = attached
    }
}
