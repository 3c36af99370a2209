import AuditKitLinux
import Foundation

/// libFuzzer entry point: PNG screenshots (`Tests/Fuzz/fuzz.sh png`). A PNG that decodes is also
/// read as the audits read one: pixels at its corners and regions of frames inside and across it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let screenshot = try? Screenshot(pngData: data) else { return 0 }
    let width = screenshot.pixelWidth
    let height = screenshot.pixelHeight
    for (x, y) in [(0, 0), (width - 1, height - 1), (width / 2, height / 2), (-1, 0), (width, height)] {
        _ = screenshot.pixel(x: x, y: y)
    }
    for frame in [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: -5, y: -5, width: 1e6, height: 20),
        CGRect(x: Double(width) / 2, y: 0, width: 0.5, height: 0.5),
    ] {
        _ = screenshot.pixelRegion(for: frame)
    }
    return 0
}
