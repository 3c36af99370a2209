import AuditKitLinux
import Foundation
import XCTest

/// `auditkit audit FILE --screenshot PNG --at-size CATEGORY=FILE`, end to end, on the README's
/// worked example (`Examples/Screenshots`) and on bad input.
final class ScreenshotCLITests: XCTestCase {
    private static let example = PackageRoot.appending("Examples/Screenshots")

    func testTheWorkedExample() throws {
        let run = try AuditKitExecutable.run(
            [
                "audit", "login.xml", "--screenshot", "login.png",
                "--at-size", "accessibilityExtraExtraExtraLarge=login-ax5.xml",
                "--types", "contrast,dynamicType",
            ], in: Self.example)
        XCTAssertEqual(run.status, 1, run.stderr)
        // Each issue line starts with the element's place in login.xml (`login.xml:1:499: `).
        XCTAssertTrue(run.stdout.contains("\nlogin.xml:1:"), run.stdout)
        let findings = run.stdout.split(separator: "\n").map { CLITests.withoutPlace(String($0)) }
            .filter { $0.hasPrefix("error:") || $0.hasPrefix("warning:") }
            .map { line -> String in
                let rule = line[line.range(of: "[", options: .backwards)!.lowerBound...]
                return
                    "\(line.prefix(while: { $0 != ":" })) \(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) \(rule)"
            }
        XCTAssertEqual(
            findings,
            [
                "error Contrast failed [contrast.nonText]",
                "error Contrast failed [contrast.text]",
                "error Dynamic Type font sizes are unsupported [dynamicType.unsupported]",
                "warning Contrast failed [contrast.text]",
                "warning Contrast nearly passed [contrast.text]",
                "error Dynamic Type font sizes are partially unsupported [dynamicType.partiallyUnsupported]",
                "error Contrast failed [contrast.text]",
            ])
        XCTAssertTrue(
            run.stdout.contains(
                "The text 'Email' measures #8E8E93 on #FFFFFF in the screenshot (32,140 200x32 px at 2x): 3.26:1"),
            run.stdout)
        XCTAssertTrue(
            run.stdout.contains("its frame is 16 pt tall at large and 16 pt at accessibilityExtraExtraExtraLarge"),
            run.stdout)
        // Without the screenshot and the size variant, the capture is audited exactly as before.
        let plain = try AuditKitExecutable.run(
            ["audit", "login.xml", "--types", "contrast,dynamicType"], in: Self.example)
        XCTAssertEqual(plain.status, 0, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("not evaluated: contrast: the capture has no colours"), plain.stdout)
    }

    func testBadScreenshotsExit2() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ScreenshotCLITests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for name in ["login.xml", "login.png"] {
            try FileManager.default.copyItem(
                at: Self.example.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let png = try Data(contentsOf: directory.appendingPathComponent("login.png"))
        try png.prefix(png.count / 2).write(to: directory.appendingPathComponent("cut.png"))
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("text.png"))
        let canvas = ScreenCanvas(scale: 2, width: 300, height: 390)  // the other orientation
        try canvas.png.write(to: directory.appendingPathComponent("rotated.png"))
        let cases: [(String, String)] = [
            ("cut.png", "auditkit: error: cut.png: unusable screenshot: the PNG is cut short: "),
            (
                "text.png",
                "auditkit: error: text.png: unusable screenshot: not a PNG file: it does not start with the PNG signature (it starts with 6E 6F 74 20 61 20 70 6E)"
            ),
            (
                "rotated.png",
                "auditkit: error: rotated.png: unusable screenshot: the screenshot is 600 × 780 pixels, which is not the capture's screen (390 × 300 pt)"
            ),
            (
                "missing.png",
                "auditkit: error: missing.png: unusable screenshot: cannot read the file: there is no such file; check the path"
            ),
        ]
        for (file, message) in cases {
            let run = try AuditKitExecutable.run(["audit", "login.xml", "--screenshot", file], in: directory)
            XCTAssertEqual(run.status, 2, file)
            XCTAssertTrue(run.stderr.hasPrefix(message), "\(file): \(run.stderr)")
        }
    }

    func testBadSizeVariantsExit2() throws {
        let unknown = try AuditKitExecutable.run(
            ["audit", "login.xml", "--at-size", "huge=login-ax5.xml"], in: Self.example)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.stderr.hasPrefix(
                "auditkit: error: --at-size: unknown content size category 'huge'; use one of extraSmall, "),
            unknown.stderr)
        let same = try AuditKitExecutable.run(
            ["audit", "login.xml", "--at-size", "large=login-ax5.xml"], in: Self.example)
        XCTAssertEqual(same.status, 2)
        XCTAssertTrue(same.stderr.contains("is at the size the capture itself is taken at"), same.stderr)
        let smaller = try AuditKitExecutable.run(
            ["audit", "login.xml", "--at-size", "extraSmall=login-ax5.xml"], in: Self.example)
        XCTAssertEqual(smaller.status, 2)
        XCTAssertTrue(
            smaller.stderr.contains("extraSmall is smaller than the size the capture itself is taken at (large)"),
            smaller.stderr)
        let twice = try AuditKitExecutable.run(
            [
                "audit", "login.xml", "--at-size", "AccessibilityMedium=login-ax5.xml",
                "--at-size", "UICTContentSizeCategoryAccessibilityM=login-ax5.xml",
            ], in: Self.example)
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("accessibilityMedium is given twice"), twice.stderr)
        let noFile = try AuditKitExecutable.run(
            ["audit", "login.xml", "--at-size", "accessibilityMedium"], in: Self.example)
        XCTAssertEqual(noFile.status, 2)
        XCTAssertTrue(
            noFile.stderr.hasPrefix("auditkit: error: --at-size takes <size>=<file>, not 'accessibilityMedium'"),
            noFile.stderr)
        let notForDescribe = try AuditKitExecutable.run(
            ["describe", "login.xml", "--screenshot", "login.png"], in: Self.example)
        XCTAssertEqual(notForDescribe.status, 2)
        XCTAssertTrue(
            notForDescribe.stderr.contains("--screenshot does not apply to 'describe'"), notForDescribe.stderr)
    }
}
