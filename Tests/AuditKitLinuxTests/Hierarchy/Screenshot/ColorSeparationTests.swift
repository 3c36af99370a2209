import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitModel

/// The colour separation behind the pixel contrast rules, on the real iOS renders.
final class ColorSeparationTests: XCTestCase {
    private func load(_ name: String, scale: Int) throws -> Screenshot {
        var screenshot = try Screenshot(
            pngData: Data(contentsOf: SharedTestData.url("screenshots").appendingPathComponent(name)))
        screenshot.scale = scale
        return screenshot
    }

    func testUILabelsOnTheThreeDevicesMeasure21To1() throws {
        let frames: [String: [CGRect]] = [
            "testTraits.iphone-x.png": [
                CGRect(x: 161.333, y: 44, width: 52.6667, height: 19.3333),
                CGRect(x: 0, y: 401.333, width: 23.6667, height: 19.3333),
                CGRect(x: 338, y: 401.333, width: 37, height: 19.3333),
                CGRect(x: 184, y: 761, width: 7.33333, height: 17),
            ]
        ]
        for (name, rects) in frames {
            let screenshot = try load(name, scale: 3)
            for rect in rects {
                let region = try XCTUnwrap(screenshot.pixelRegion(for: rect))
                let separation = try ColorSeparation.separate(screenshot, region: region)
                print(name, rect, separation)
                XCTAssertEqual(separation.ratio, 21, accuracy: 0.01)
            }
        }
    }

    func testBlueBox() throws {
        let screenshot = try load("testSwiftUIView_iOS.device.png", scale: 2)
        let region = try XCTUnwrap(screenshot.pixelRegion(for: CGRect(x: 111, y: 280, width: 98, height: 28)))
        let separation = try ColorSeparation.separate(screenshot, region: region)
        print(separation)
        XCTAssertEqual(separation.ratio, 5.23, accuracy: 0.01)
    }
}
