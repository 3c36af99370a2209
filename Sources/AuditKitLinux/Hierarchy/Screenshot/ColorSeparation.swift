import Foundation

/// Separates a region of a screenshot into one background colour and one foreground colour (text,
/// or an icon), the way a person reads it: the colour most of the region has, and the colour of the
/// solid strokes drawn on it.
///
/// Method (compare the Android Accessibility Test Framework's `ContrastSwatch`, which takes the most
/// frequent colour as the background and the most frequent colour on the other side of the average
/// luminance as the foreground; here anti-aliasing and mixed content are handled explicitly):
/// 1. A histogram of the region's exact colours. The most frequent colour, with every colour within
///    ``clusterTolerance`` of it on each channel, is the background. It must cover at least
///    ``minimumBackgroundShare`` of the region; otherwise there is no single background (text over a
///    photo, a gradient or a pattern) and nothing is measured.
/// 2. The other colours are grouped the same way. Anti-aliased glyph edges are blends of the two
///    colours, spread thinly over many shades, each nearer the background than the glyphs' solid
///    cores; so the foreground is the group that contrasts most with the background among the groups
///    holding at least ``minimumForegroundShare`` of the non-background pixels. Edges never pull it
///    towards the background.
/// 3. Every colour in the region must lie on the blend between the two (in sRGB values or in linear
///    light, as renderers differ), within ``blendTolerance``. More than ``maximumOffBlendShare`` of
///    the drawn pixels off it means a third colour (text in several colours, an emoji, other views):
///    nothing is measured.
/// 4. Whether the foreground was seen as solid strokes: its group holds at least
///    ``solidForegroundShare`` of the non-background pixels, is a stroke's middle (it fills a 2 × 2
///    block of pixels somewhere, or most of its pixels touch a partly covered one: a stroke narrower
///    than a pixel, evenly covering its one column, does neither),
///    and no more than 1 % of the drawn pixels (at least 3) contrast more than it. Hairline strokes narrower
///    than a pixel make a peak of partial coverage with a few stronger pixels beyond it (where
///    strokes cross); then the most contrasting colour seen in 3 pixels is taken, still a bound. Hairline strokes at a low scale can be
///    all edge, with no pixel of the full text colour; then the measured foreground is only a bound
///    (the true colour contrasts at least as much), and callers may use it to pass text but not to fail it.
///
/// Pixels are taken as sRGB. A region with a pixel that is not opaque is not measured.
struct ColorSeparation: Hashable, Sendable {
    /// 3 (of 255): colours this close on every channel count as one.
    static let clusterTolerance = 3
    /// 30 %: the least share of the region the background colour must cover.
    static let minimumBackgroundShare = 0.30
    /// 5 %: the least share of the non-background pixels a colour group needs to be the foreground.
    static let minimumForegroundShare = 0.05
    /// 10 %: the share of the non-background pixels in the foreground colour above which it counts as solid.
    static let solidForegroundShare = 0.10
    /// 24 (Euclidean distance in 8-bit sRGB): how far a pixel may lie from the blend of the two colours.
    static let blendTolerance = 24.0
    /// 25 %: the most of the non-background pixels that may lie off the blend.
    static let maximumOffBlendShare = 0.25

    /// The background colour.
    var background: Pixel
    /// The foreground colour.
    var foreground: Pixel
    /// The region measured.
    var region: PixelRegion
    /// The background's share of the region.
    var backgroundShare: Double
    /// The foreground colour's share of the non-background pixels.
    var foregroundShare: Double
    /// The share of the non-background pixels that lie off the blend of the two colours.
    var offBlendShare: Double
    /// Whether the foreground was seen as solid strokes (see step 4 above).
    var isForegroundSolid: Bool
    /// Bands of rows holding drawn pixels: lines of text (a band under a quarter of the tallest is
    /// not counted). At least 1.
    var lineCount: Int
    /// The tallest band's height, in pixels.
    var tallestLineHeight: Int
    /// The bounding box of the drawn (non-background) pixels.
    var inkBounds: PixelRegion
    /// Runs of columns holding drawn pixels, inside ``inkBounds``: letters and words give several,
    /// a single icon one or two.
    var columnRuns: Int

    /// The WCAG 2.2 contrast ratio of the two colours (unrounded).
    var ratio: Double { RGBA.contrastRatio(foreground.rgba, background.rgba) }

    /// Why a region could not be separated into two colours; `description` is the reason recorded
    /// as "not evaluated".
    enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Some pixel is not opaque (the screenshot is not of a screen).
        case transparent
        /// Fewer than 3 × 3 pixels.
        case tooSmall
        /// One colour only: nothing drawn on the background.
        case uniform
        /// No colour covers ``minimumBackgroundShare``.
        case noSingleBackground(share: Double)
        /// Drawn pixels off the blend of the two colours.
        case moreThanTwoColors(share: Double)

        var description: String {
            switch self {
            case .transparent: "the screenshot is transparent there"
            case .tooSmall: "its frame covers fewer than 3 × 3 pixels of the screenshot"
            case .uniform: "its frame shows one colour only: nothing is drawn in it"
            case .noSingleBackground: "it is drawn over a photo, gradient or pattern: no single background colour"
            case .moreThanTwoColors: "its frame holds more than two colours (several text colours, or other content)"
            }
        }
    }

    /// Separates `region` of `screenshot`.
    /// - Throws: ``Failure`` when the region is not one foreground colour drawn on one background colour.
    static func separate(_ screenshot: Screenshot, region: PixelRegion) throws -> ColorSeparation {
        guard region.width >= 3, region.height >= 3 else { throw Failure.tooSmall }
        var histogram = ColorHistogram()
        var transparent = false
        screenshot.rgba.withByteView { bytes in
            // A pixel as one word: red its lowest byte, alpha its highest.
            func pixel(_ index: Int) -> UInt32 { bytes.word32(at: 4 * index) }
            for row in region.y..<region.y + region.height {
                let start = row * screenshot.pixelWidth + region.x
                var run: UInt32 = pixel(start)
                var count: Int32 = 0
                for i in start..<start + region.width {
                    let value = pixel(i)
                    if value == run {
                        count += 1
                        continue
                    }
                    histogram.add(run, count)
                    run = value
                    count = 1
                }
                histogram.add(run, count)
            }
        }
        var entries = histogram.entries()
        if entries.contains(where: { UInt8(truncatingIfNeeded: $0.color >> 24) != 255 }) { transparent = true }
        guard !transparent else { throw Failure.transparent }
        entries.sort { $0.count > $1.count }
        let total = region.width * region.height
        let background = entries[0].color
        var backgroundCount = 0
        var others: [(color: UInt32, count: Int)] = []
        others.reserveCapacity(entries.count)
        for entry in entries {
            if within(entry.color, background, clusterTolerance) {
                backgroundCount += entry.count
            } else {
                others.append(entry)
            }
        }
        let backgroundShare = Double(backgroundCount) / Double(total)
        guard backgroundShare >= minimumBackgroundShare else {
            throw Failure.noSingleBackground(share: backgroundShare)
        }
        let inkCount = total - backgroundCount
        guard inkCount > 0 else { throw Failure.uniform }

        // Group the other colours (most frequent first) and pick the most contrasting sizeable group.
        var groups: [(color: UInt32, count: Int)] = []
        for entry in others.prefix(512) {
            if let index = groups.firstIndex(where: { within($0.color, entry.color, clusterTolerance) }) {
                groups[index].count += entry.count
            } else {
                groups.append(entry)
            }
        }
        let backgroundPixel = pixel(background)
        let backgroundLuminance = backgroundPixel.rgba.relativeLuminance
        func contrast(_ color: UInt32) -> Double {
            let l = pixel(color).rgba.relativeLuminance
            return (max(l, backgroundLuminance) + 0.05) / (min(l, backgroundLuminance) + 0.05)
        }
        let floor = max(2, Int((Double(inkCount) * minimumForegroundShare).rounded(.up)))
        let sizeable = groups.filter { $0.count >= floor }
        guard
            let foregroundGroup = (sizeable.isEmpty ? groups.prefix(1) : sizeable[...]).max(by: {
                contrast($0.color) < contrast($1.color)
            })
        else {
            throw Failure.uniform
        }
        // Solid cores are the extreme colour: no drawn pixel contrasts more. Pixels beyond the chosen
        // group mean it is a peak of partial coverage (hairline strokes narrower than a pixel): then
        // the most contrasting colour seen in at least 3 pixels is the better, still lower, bound.
        let chosenContrast = contrast(foregroundGroup.color)
        let beyond = others.filter {
            !within($0.color, foregroundGroup.color, clusterTolerance) && contrast($0.color) > chosenContrast
        }
        .sorted { contrast($0.color) > contrast($1.color) }
        let beyondCount = beyond.reduce(0) { $0 + $1.count }
        let hasCores = beyondCount < max(3, inkCount / 100)
        var foreground = foregroundGroup.color
        if !hasCores {
            var seen = 0
            for entry in beyond {
                seen += entry.count
                if seen >= 3 {
                    foreground = entry.color
                    break
                }
            }
        }
        let foregroundPixel = pixel(foreground)

        // Every drawn colour must lie on the blend of the two.
        let blend = BlendPath(background: backgroundPixel, foreground: foregroundPixel)
        var offBlend = 0
        for entry in others where !within(entry.color, foreground, clusterTolerance) {
            if blend.distance(to: pixel(entry.color)) > blendTolerance { offBlend += entry.count }
        }
        let offBlendShare = Double(offBlend) / Double(inkCount)
        guard offBlendShare <= maximumOffBlendShare else { throw Failure.moreThanTwoColors(share: offBlendShare) }

        // Where the strokes are: pixels at least half-way from the background to the foreground, on
        // the line between them (so other colours, such as a rounded corner's surroundings, are not
        // strokes). Rows give lines of text, columns glyphs or one icon.
        var rowInk = [Int](repeating: 0, count: region.height)
        var columnInk = [Int](repeating: 0, count: region.width)
        // Scalar arithmetic (not SIMD types): this loop runs for every pixel, also in debug builds.
        let br = Float(backgroundPixel.red)
        let bg = Float(backgroundPixel.green)
        let bb = Float(backgroundPixel.blue)
        let dr = Float(foregroundPixel.red) - br
        let dg = Float(foregroundPixel.green) - bg
        let db = Float(foregroundPixel.blue) - bb
        let lengthSquared = max(dr * dr + dg * dg + db * db, 1)
        let perpendicularLimit: Float = 64 * 64
        // Each pixel's class, for the test of solid cores below: 0 background, 1 other, 2 foreground.
        var classes = [UInt8](repeating: 0, count: region.width * region.height)
        screenshot.rgba.withByteView { pixels in
            classes.withByteOutput { classes in
                for row in 0..<region.height {
                    let start = (region.y + row) * screenshot.pixelWidth + region.x
                    var count = 0
                    for column in 0..<region.width {
                        let value = pixels.word32(at: 4 * (start + column))
                        if value == background || within(value, background, clusterTolerance) { continue }
                        classes[row * region.width + column] =
                            value == foreground || within(value, foreground, clusterTolerance) ? 2 : 1
                        let pr = Float(value & 0xFF) - br
                        let pg = Float(value >> 8 & 0xFF) - bg
                        let pb = Float(value >> 16 & 0xFF) - bb
                        let t = (pr * dr + pg * dg + pb * db) / lengthSquared
                        if t < 0.5 { continue }
                        let er = pr - dr * t
                        let eg = pg - dg * t
                        let eb = pb - db * t
                        if er * er + eg * eg + eb * eb > perpendicularLimit { continue }
                        count += 1
                        columnInk[column] += 1
                    }
                    rowInk[row] = count
                }
            }
        }
        // Solid cores are strokes wider than their one-colour middle: somewhere they fill a 2 × 2
        // block of pixels, or most of them touch a partly covered pixel. A stroke narrower than a
        // pixel, evenly covering its one column, does neither.
        var coreBlocks = 0
        var corePixels = 0
        var coresWithEdge = 0
        classes.withByteView { classes in
            let w = region.width
            let h = region.height
            for row in 0..<h {
                for column in 0..<w where classes[row * w + column] == 2 {
                    corePixels += 1
                    let i = row * w + column
                    if column > 0 && row > 0 && classes[i - 1] == 2 && classes[i - w] == 2 && classes[i - w - 1] == 2 {
                        coreBlocks += 1
                    }
                    if (column > 0 && classes[i - 1] == 1) || (column + 1 < w && classes[i + 1] == 1)
                        || (row > 0 && classes[i - w] == 1) || (row + 1 < h && classes[i + w] == 1)
                    {
                        coresWithEdge += 1
                    }
                }
            }
        }
        let bands = lineBands(rowInk)
        let tallest = bands.map(\.count).max() ?? 0
        let lines = max(1, bands.filter { $0.count * 4 >= tallest }.count)
        let columnBands = runs(columnInk)
        let minX = columnBands.first?.lowerBound ?? 0
        let maxX = columnBands.last?.upperBound ?? region.width
        let minY = bands.first?.lowerBound ?? 0
        let maxY = bands.last?.upperBound ?? region.height
        let foregroundShare = Double(foregroundGroup.count) / Double(inkCount)
        return ColorSeparation(
            background: backgroundPixel, foreground: foregroundPixel, region: region, backgroundShare: backgroundShare,
            foregroundShare: foregroundShare, offBlendShare: offBlendShare,
            isForegroundSolid: hasCores && (coreBlocks > 0 || coresWithEdge * 2 >= corePixels)
                && foregroundShare >= solidForegroundShare && foregroundGroup.count >= 4,
            lineCount: lines, tallestLineHeight: tallest,
            inkBounds: PixelRegion(x: region.x + minX, y: region.y + minY, width: maxX - minX, height: maxY - minY),
            columnRuns: columnBands.count)
    }

    /// Bands of rows with strokes, as lines of text: runs of rows, where a short run (under 40 % of
    /// the tallest: the dot of an "i" or a "?", an accent) joins the run beside it when the gap is no
    /// taller than itself.
    static func lineBands(_ rowInk: [Int]) -> [Range<Int>] {
        var bands = runs(rowInk)
        let tallest = bands.map(\.count).max() ?? 0
        var index = 0
        while index < bands.count {
            let band = bands[index]
            guard band.count * 5 < tallest * 2 else {
                index += 1
                continue
            }
            let gapAbove = index > 0 ? band.lowerBound - bands[index - 1].upperBound : Int.max
            let gapBelow = index + 1 < bands.count ? bands[index + 1].lowerBound - band.upperBound : Int.max
            if gapAbove <= gapBelow, gapAbove <= band.count {
                bands[index - 1] = bands[index - 1].lowerBound..<band.upperBound
                bands.remove(at: index)
            } else if gapBelow <= band.count {
                bands[index + 1] = band.lowerBound..<bands[index + 1].upperBound
                bands.remove(at: index)
            } else {
                index += 1
            }
        }
        return bands
    }

    /// Runs of non-zero values: index ranges.
    static func runs(_ values: [Int]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (index, value) in values.enumerated() {
            if value > 0 {
                if start == nil { start = index }
            } else if let s = start {
                result.append(s..<index)
                start = nil
            }
        }
        if let s = start { result.append(s..<values.count) }
        return result
    }

    /// Whether two packed pixels are within `tolerance` on each colour channel.
    @inline(__always)
    static func within(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
        abs(Int(a & 0xFF) - Int(b & 0xFF)) <= tolerance
            && abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)) <= tolerance
            && abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)) <= tolerance
    }

    /// A packed pixel (bytes R, G, B, A in memory order) as a ``Pixel``.
    @inline(__always)
    static func pixel(_ packed: UInt32) -> Pixel {
        // Screenshot pixels are stored R, G, B, A; read back as a little-endian UInt32.
        let bytes = packed.littleEndian
        return Pixel(
            red: UInt8(truncatingIfNeeded: bytes), green: UInt8(truncatingIfNeeded: bytes >> 8),
            blue: UInt8(truncatingIfNeeded: bytes >> 16), alpha: UInt8(truncatingIfNeeded: bytes >> 24))
    }
}

/// The colours between a background and a foreground that anti-aliasing produces: blends in sRGB
/// values, and blends in linear light (renderers do either), as two polylines of 16 segments.
struct BlendPath {
    /// The polylines' points, x y z in turn (scalar arithmetic: fast in debug builds too).
    private var points: [[Double]]

    init(background: Pixel, foreground: Pixel) {
        func linear(_ c: Double) -> Double {
            let v = c / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encoded(_ c: Double) -> Double { (c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055) * 255 }
        let b = [Double(background.red), Double(background.green), Double(background.blue)]
        let f = [Double(foreground.red), Double(foreground.green), Double(foreground.blue)]
        let steps = 16
        var straight: [Double] = []
        var curved: [Double] = []
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            for c in 0..<3 {
                straight.append(b[c] + (f[c] - b[c]) * t)
                curved.append(encoded(linear(b[c]) + (linear(f[c]) - linear(b[c])) * t))
            }
        }
        points = [straight, curved]
    }

    /// The smallest Euclidean distance (8-bit units) from `pixel` to either path.
    func distance(to pixel: Pixel) -> Double {
        let px = Double(pixel.red)
        let py = Double(pixel.green)
        let pz = Double(pixel.blue)
        var best = Double.infinity
        for path in points {
            var i = 0
            while i + 5 < path.count {
                let ax = path[i]
                let ay = path[i + 1]
                let az = path[i + 2]
                let dx = path[i + 3] - ax
                let dy = path[i + 4] - ay
                let dz = path[i + 5] - az
                let length = dx * dx + dy * dy + dz * dz
                var t = length > 0 ? ((px - ax) * dx + (py - ay) * dy + (pz - az) * dz) / length : 0
                t = t < 0 ? 0 : (t > 1 ? 1 : t)
                let qx = ax + dx * t - px
                let qy = ay + dy * t - py
                let qz = az + dz * t - pz
                let distance = qx * qx + qy * qy + qz * qz
                if distance < best { best = distance }
                i += 3
            }
        }
        return best.squareRoot()
    }
}

/// Counts of exact colours (packed RGBA), in an open-addressing table that grows as needed.
struct ColorHistogram {
    private var keys = [UInt32](repeating: 0, count: 1024)
    private var counts = [Int32](repeating: 0, count: 1024)
    private var zeroCount = 0  // the packed value 0 (transparent black) cannot be a key
    private var used = 0

    mutating func add(_ color: UInt32, _ count: Int32) {
        guard color != 0 else {
            zeroCount += Int(count)
            return
        }
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 16) & mask
        while true {
            let key = keys[index]
            if key == color {
                counts[index] += count
                return
            }
            if key == 0 {
                keys[index] = color
                counts[index] = count
                used += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldCounts = counts
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        counts = [Int32](repeating: 0, count: oldKeys.count * 2)
        used = 0
        for (key, count) in zip(oldKeys, oldCounts) where key != 0 { add(key, count) }
    }

    /// Every colour with its count.
    func entries() -> [(color: UInt32, count: Int)] {
        var result: [(color: UInt32, count: Int)] = []
        result.reserveCapacity(used + 1)
        for (key, count) in zip(keys, counts) where key != 0 { result.append((key, Int(count))) }
        if zeroCount > 0 { result.append((0, zeroCount)) }
        return result
    }
}
