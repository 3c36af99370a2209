import AuditKitModel

/// Thresholds and options for an audit. Defaults follow WCAG 2.2 AA and what Apple's audit enforces.
public struct AccessibilityAuditConfiguration: Hashable, Codable, Sendable {
    /// The smallest hit area, in points, for each side of an interactive element.
    ///
    /// Default ``wcagHitRegion`` (``AuditThresholds/wcagMinimumTargetSize``: WCAG 2.2 SC 2.5.8 Target
    /// Size (Minimum), which is what Apple's audit enforces in practice). ``appleHIGHitRegion`` is the
    /// stricter minimum of Apple's Human Interface Guidelines (``AuditThresholds/appleHIGMinimumTapTarget``).
    public var minimumHitRegion: Double
    /// How far below a contrast threshold, as a fraction of that threshold, still counts as
    /// "Contrast nearly passed" (a warning) rather than "Contrast failed".
    ///
    /// Default ``defaultContrastNearlyPassedFraction``. Relative, so every threshold allows the same
    /// shortfall. Apple does not publish
    /// its margin; this one is ours. Values are clamped to 0...1 (0: every shortfall fails); a value
    /// that is not a number counts as 0.
    public var contrastNearlyPassedFraction: Double
    /// The largest content size category that text must fit at (textClipped). Default:
    /// `.accessibilityExtraExtraExtraLarge`, the largest Dynamic Type size.
    public var largestContentSizeCategory: ContentSizeCategory
    /// The types an audit for ``AccessibilityAuditType/all`` runs besides Apple's iOS types
    /// (``AccessibilityAuditType/resolved(addingToAll:)``). Default none, as Apple's `.all`;
    /// ``AccessibilityAuditType/extended`` adds this package's own, `[.action, .parentChild]`
    /// Apple's macOS-only two. A set of named types runs exactly those whatever this says.
    public var typesAddedToAll: AccessibilityAuditType
    /// What an audit reports: the elements on the screen (default, as Apple's) or the whole
    /// content of scroll views.
    public var scope: AccessibilityAuditElementScope

    /// Apple HIG's minimum tappable area for controls, ``AuditThresholds/appleHIGMinimumTapTarget``.
    public static let appleHIGHitRegion: Double = AuditThresholds.appleHIGMinimumTapTarget
    /// WCAG 2.2 SC 2.5.8's minimum target size, ``AuditThresholds/wcagMinimumTargetSize``.
    public static let wcagHitRegion: Double = AuditThresholds.wcagMinimumTargetSize
    /// 1/9: the default ``contrastNearlyPassedFraction`` (<doc:RuleCatalogue> gives the failure ratio
    /// it makes of each contrast rule's threshold).
    public static let defaultContrastNearlyPassedFraction: Double = 1.0 / 9.0

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
        minimumHitRegion: Double = AccessibilityAuditConfiguration.wcagHitRegion,
        contrastNearlyPassedFraction: Double = AccessibilityAuditConfiguration.defaultContrastNearlyPassedFraction,
        largestContentSizeCategory: ContentSizeCategory = .accessibilityExtraExtraExtraLarge,
        typesAddedToAll: AccessibilityAuditType = [],
        scope: AccessibilityAuditElementScope = .onScreen
    ) {
        self.minimumHitRegion = minimumHitRegion
        self.contrastNearlyPassedFraction = contrastNearlyPassedFraction
        self.largestContentSizeCategory = largestContentSizeCategory
        self.typesAddedToAll = typesAddedToAll
        self.scope = scope
    }

    /// The contrast ratio below which `threshold` (such as ``AuditThresholds/textContrastRatio``) fails
    /// rather than nearly passes: `threshold × (1 − fraction)`, with ``contrastNearlyPassedFraction``
    /// clamped to 0...1.
    public func contrastFailureRatio(below threshold: Double) -> Double {
        let fraction = contrastNearlyPassedFraction.isNaN ? 0 : min(max(contrastNearlyPassedFraction, 0), 1)
        return threshold * (1 - fraction)
    }

    private enum CodingKeys: String, CodingKey {
        case minimumHitRegion, contrastNearlyPassedFraction, largestContentSizeCategory, typesAddedToAll, scope
        /// The former absolute margin (a ratio, default 0.5), read from old files only.
        case contrastNearlyPassedMargin
    }

    /// Decodes a configuration; a missing key takes its default. A file written with the former
    /// absolute `contrastNearlyPassedMargin` (a ratio below ``AuditThresholds/textContrastRatio``) and
    /// no fraction is read as the fraction of that ratio it stood for (its default, 0.5, is
    /// ``defaultContrastNearlyPassedFraction``).
    /// - Throws: `DecodingError` when a present value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        minimumHitRegion = try container.decodeIfPresent(Double.self, forKey: .minimumHitRegion) ?? Self.wcagHitRegion
        if let fraction = try container.decodeIfPresent(Double.self, forKey: .contrastNearlyPassedFraction) {
            contrastNearlyPassedFraction = fraction
        } else if let margin = try container.decodeIfPresent(Double.self, forKey: .contrastNearlyPassedMargin) {
            contrastNearlyPassedFraction = margin / AuditThresholds.textContrastRatio
        } else {
            contrastNearlyPassedFraction = Self.defaultContrastNearlyPassedFraction
        }
        largestContentSizeCategory =
            try container.decodeIfPresent(ContentSizeCategory.self, forKey: .largestContentSizeCategory)
            ?? .accessibilityExtraExtraExtraLarge
        typesAddedToAll = try container.decodeIfPresent(AccessibilityAuditType.self, forKey: .typesAddedToAll) ?? []
        scope = try container.decodeIfPresent(AccessibilityAuditElementScope.self, forKey: .scope) ?? .onScreen
    }

    /// Encodes the settings under their property names; ``typesAddedToAll`` and ``scope`` only
    /// when they differ from their defaults.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minimumHitRegion, forKey: .minimumHitRegion)
        try container.encode(contrastNearlyPassedFraction, forKey: .contrastNearlyPassedFraction)
        try container.encode(largestContentSizeCategory, forKey: .largestContentSizeCategory)
        if !typesAddedToAll.isEmpty { try container.encode(typesAddedToAll, forKey: .typesAddedToAll) }
        if scope != .onScreen { try container.encode(scope, forKey: .scope) }
    }

    /// WCAG 2.2 AA thresholds (the default).
    public static let `default` = AccessibilityAuditConfiguration()
    /// The default with Apple HIG's hit region (``appleHIGHitRegion``).
    public static let appleHIG = AccessibilityAuditConfiguration(minimumHitRegion: appleHIGHitRegion)
}
