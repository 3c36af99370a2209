import Foundation

/// The contrast of text or an icon, measured from the pixels of a screenshot inside its frame.
///
/// Made by ``AccessibilityHierarchy/measureContrast(of:)``; the contrast rules use it where the
/// hierarchy has no colours (captures, or exported hierarchies without them). Colours are 8-bit
/// sRGB, the ratio is WCAG 2.2's (unrounded).
public struct MeasuredContrast: Hashable, Codable, Sendable {
    /// The foreground: the colour of the text's (or the icon's) solid strokes.
    public var foreground: Pixel
    /// The background: the colour most of the frame shows.
    public var background: Pixel
    /// The contrast ratio of the two, from 1 to 21.
    public var ratio: Double
    /// The pixels measured: the element's frame in the screenshot.
    public var region: PixelRegion
    /// Whether the foreground was seen as solid strokes. `false`: the strokes are so thin at this
    /// scale that no pixel shows the full colour, and ``ratio`` is only a lower bound (the true
    /// ratio is at least this): enough to pass, not to fail.
    public var isForegroundSolid: Bool
    /// Lines of text seen (bands of rows holding strokes).
    public var lineCount: Int
    /// The point sizes the text can have, judged from its frame's height per line and the height
    /// of its strokes (see ``AccessibilityHierarchy/measureContrast(of:)``).
    public var estimatedPointSizes: ClosedRange<Double>
    /// The bounding box of the strokes (pixels at least half-way from the background to the foreground).
    public var strokeBounds: PixelRegion
    /// Runs of columns holding strokes: letters and words give several, one icon one or two.
    public var strokeColumnRuns: Int

    /// Creates a measurement.
    public init(
        foreground: Pixel, background: Pixel, ratio: Double, region: PixelRegion, isForegroundSolid: Bool,
        lineCount: Int, estimatedPointSizes: ClosedRange<Double>, strokeBounds: PixelRegion, strokeColumnRuns: Int
    ) {
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.region = region
        self.isForegroundSolid = isForegroundSolid
        self.lineCount = lineCount
        self.estimatedPointSizes = estimatedPointSizes
        self.strokeBounds = strokeBounds
        self.strokeColumnRuns = strokeColumnRuns
    }
}

/// Why a contrast could not be measured from a screenshot; ``reason`` is what "not evaluated" records.
public struct ContrastNotMeasured: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, such as "it is drawn over a photo, gradient or pattern: no single background colour".
    public var reason: String
    /// Creates a record.
    public init(reason: String) { self.reason = reason }
    /// ``reason``.
    public var description: String { reason }
}

extension AccessibilityHierarchy {
    /// Measures the contrast of `element`'s text or icon from the attached ``screenshot``, inside
    /// the element's frame.
    ///
    /// The background is the colour most of the frame shows (at least 30 % of it); the foreground is
    /// the most contrasting colour that holds at least 5 % of the other pixels, which anti-aliased
    /// edges (blends of the two, nearer the background) never are; every other pixel must lie on a
    /// blend of the two, in sRGB values or in linear light. When a few pixels contrast more than the
    /// foreground found (hairline strokes narrower than a pixel, whose cores never reach the full
    /// colour), the measurement is only a lower bound (``MeasuredContrast/isForegroundSolid`` is
    /// `false`).
    ///
    /// Point sizes are estimated for the large-text threshold when the font is unknown: for static
    /// texts and text views, whose frame is their text's, the frame's height per line divided by
    /// 1.15 to 1.4 (line heights of common fonts: Helvetica's and Georgia's about 1.15, SF's 1.19,
    /// Avenir's 1.37); for other elements (a button's frame adds padding) at most the height per
    /// line divided by 1.15. A text field is measured inside its frame, inset by 12 % of its height
    /// (at least 3 pt), leaving its border out. Either is narrowed by the
    /// tallest line of strokes divided by 0.5 (x-height only) to 1.2 (accents and descenders).
    /// Pixels are taken as sRGB.
    ///
    /// - Parameter element: An element of this hierarchy with a frame.
    /// - Returns: The measurement, or why there is none: no screenshot or frame, a frame outside the
    ///   image or under 3 × 3 pixels, a transparent screenshot, one colour only (nothing drawn), no
    ///   single background (a photo, gradient or pattern), or more than two colours.
    public func measureContrast(of element: ElementSnapshot) -> Result<MeasuredContrast, ContrastNotMeasured> {
        guard let screenshot, let scale = screenshot.scale else {
            return .failure(ContrastNotMeasured(reason: "no screenshot is attached"))
        }
        guard let frame = element.frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else {
            return .failure(ContrastNotMeasured(reason: "its frame is unknown"))
        }
        // A text field's frame holds its border: measure inside it.
        var measuredFrame = frame
        if [.textField, .secureTextField, .searchField].contains(element.elementType) {
            let inset = max(3, frame.height * 0.12)
            if frame.width > 2 * inset && frame.height > 2 * inset {
                measuredFrame = frame.insetBy(dx: inset, dy: inset)
            }
        }
        guard let region = screenshot.pixelRegion(for: measuredFrame) else {
            return .failure(ContrastNotMeasured(reason: "its frame lies outside the screenshot"))
        }
        let separation: ColorSeparation
        do {
            separation = try ColorSeparation.separate(screenshot, region: region)
        } catch {
            return .failure(ContrastNotMeasured(reason: "\(error)"))
        }
        let s = Double(scale)
        let perLine = Double(region.height) / s / Double(separation.lineCount)
        let stroke = Double(separation.tallestLineHeight) / s
        // A text element's frame is its text's (UILabel sizes to it); a button's or a cell's adds padding.
        let frameIsText = [.staticText, .textView].contains(element.elementType)
        var low = frameIsText ? perLine / 1.4 : 0
        var high = perLine / 1.15
        if stroke > 0 {
            let strokeLow = stroke / 1.2
            let strokeHigh = stroke / 0.5
            if strokeLow <= high && strokeHigh >= low {
                low = max(low, strokeLow)
                high = min(high, strokeHigh)
            }
        }
        return .success(
            MeasuredContrast(
                foreground: separation.foreground, background: separation.background, ratio: separation.ratio,
                region: region,
                isForegroundSolid: separation.isForegroundSolid, lineCount: separation.lineCount,
                estimatedPointSizes: low...max(low, high), strokeBounds: separation.inkBounds,
                strokeColumnRuns: separation.columnRuns))
    }
}
