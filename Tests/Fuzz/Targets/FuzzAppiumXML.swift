import AuditKitLinux
import Foundation

/// libFuzzer entry point: Appium / WebDriverAgent page source XML (`Tests/Fuzz/fuzz.sh appium-xml`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppiumXML(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let hierarchy = try? AccessibilityHierarchy(importing: data, name: "fuzz.xml", format: .appiumXML) {
        FuzzSupport.exercise(hierarchy)
    }
    return 0
}
