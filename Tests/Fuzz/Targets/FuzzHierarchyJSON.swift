import AuditKitLinux
import Foundation

/// libFuzzer entry point: this package's hierarchy JSON, and the ignore-list and baseline JSON
/// files read beside it (`Tests/Fuzz/fuzz.sh hierarchy-json`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHierarchyJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let hierarchy = try? AccessibilityHierarchy(importing: data, name: "fuzz.json", format: .json) {
        FuzzSupport.exercise(hierarchy, roundTripJSON: true)
    }
    _ = try? AccessibilityAuditIgnoreList(json: data)
    _ = try? AccessibilityAuditBaseline(json: data)
    return 0
}
