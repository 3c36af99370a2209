import AuditKitLinux
import CLibXML2
import Foundation

/// The floors every figure is compared with, measured in the same run on the same input: what no
/// importer or audit can beat.
enum Floors {
    /// A bare parse of `data` by libxml2's SAX2 parser with callbacks that do nothing (the work of
    /// `xmllint --noout --sax`, without a tree): pushed in 64 KB chunks, as the importer does.
    /// Returns the number of elements started, so the work cannot be left out.
    static func bareXMLParse(_ data: Data) -> Int {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, _, _, _, _, _, _, _, _ in
            user?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        var count = 0
        return withUnsafeMutablePointer(to: &count) { counter -> Int in
            guard let context = xmlCreatePushParserCtxt(&handler, counter, nil, 0, nil) else { return -1 }
            defer { xmlFreeParserCtxt(context) }
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue))
            data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                let bytes = raw.bindMemory(to: CChar.self)
                var offset = 0
                let chunk = 65_536
                while offset < bytes.count {
                    let length = min(chunk, bytes.count - offset)
                    _ = xmlParseChunk(context, bytes.baseAddress! + offset, Int32(length), 0)
                    offset += length
                }
                _ = xmlParseChunk(context, nil, 0, 1)
            }
            return counter.pointee
        }
    }

    /// A bare pre-order walk of `hierarchy`'s view tree by element ids (a stack of ids, each
    /// element's children pushed): the least any audit that visits every element does. Returns a
    /// checksum so the walk cannot be left out.
    static func barePreorder(_ hierarchy: AccessibilityHierarchy) -> Int {
        guard let root = hierarchy.rootID else { return 0 }
        var stack = [root]
        var sum = 0
        hierarchy.elements.withUnsafeBufferPointer { elements in
            while let id = stack.popLast() {
                sum &+= id
                let children = elements[id].children
                var index = children.count
                while index > 0 {
                    index -= 1
                    stack.append(children[index])
                }
            }
        }
        return sum
    }

    /// A bare parse of `data` by Foundation's JSON parser (`JSONSerialization`), no decoding.
    static func bareJSONParse(_ data: Data) -> Int {
        ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?.count ?? -1
    }
}
