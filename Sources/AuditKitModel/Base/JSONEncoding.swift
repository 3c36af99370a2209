import Foundation

extension JSONEncoder {
    /// The encoder for every JSON file this package writes (reports, baselines, ignore lists,
    /// hierarchies): pretty printed, keys sorted, slashes unescaped, so files diff well in review.
    package static func auditKitDocument() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
