// Accuracy of contrast measured from screenshots: `swift run auditkit-accuracy [DIR]`.
// Exports the ground-truth screens from the headless model, renders them to PNG at 1x, 2x and 3x
// (Tests/Screenshots/render_ground_truth.py: Pillow and the DejaVu fonts, which
// .ci/install-screenshot-tools installs), measures every text element's contrast from the pixels
// and prints how close it came to the truth; then the real iOS renders in ../shared/data/screenshots.
import Foundation
import ScreenshotAccuracy

let arguments = Array(CommandLine.arguments.dropFirst())
let directory =
    arguments.first.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-accuracy-\(getpid())")
do {
    try AccuracyRun.generate(in: directory)
    let figures = try AccuracyRun.measure(directory)
    print("Generated set (\(directory.path)): text contrast measured from pixels against the true ratio")
    print(AccuracyRun.table(figures))
    for f in figures where !f.outliers.isEmpty {
        print("\n\(f.scale)x, off by more than 5 % or not measured:")
        for line in f.outliers { print("  " + line) }
    }
    if let real = RealScreenshots.directory() {
        print(
            "\nReal iOS renders (\(real.path)): frames from the .txt (UIKit's recursiveDescription); the SwiftUI box from its pixels"
        )
        print(RealScreenshots.table(try RealScreenshots.measure(in: real)))
    } else {
        print("\n(shared/data/screenshots not found: the real renders are skipped)")
    }
} catch {
    FileHandle.standardError.write(Data("auditkit-accuracy: \(error)\n".utf8))
    exit(2)
}
