import AuditKitLinux
import Foundation

/// libFuzzer entry point: `XCUIElement.debugDescription` dumps (`Tests/Fuzz/fuzz.sh debug-description`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDebugDescription(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let hierarchy = try? AccessibilityHierarchy(importing: data, name: "fuzz.txt", format: .debugDescription) {
        FuzzSupport.exercise(hierarchy)
    }
    return 0
}
