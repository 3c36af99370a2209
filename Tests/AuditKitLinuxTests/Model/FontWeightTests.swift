import XCTest

@testable import AuditKitModel

/// `Font.Weight`'s order, which its `rank` spells out case by case, against `allCases`.
final class FontWeightTests: XCTestCase {
    func testRankIsThePlaceInAllCases() {
        for (index, weight) in Font.Weight.allCases.enumerated() {
            XCTAssertEqual(weight.rank, index, "\(weight)")
        }
    }

    func testWeightsAreOrderedLightestFirst() {
        let all = Font.Weight.allCases
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() {
                XCTAssertEqual(a < b, i < j, "\(a) < \(b)")
            }
        }
        XCTAssertEqual(all.filter(\.isBold), [.semibold, .bold, .heavy, .black])
    }

    func testBoldTextRaisesAWeightTwoStepsAndAtLeastToSemibold() {
        func font(_ weight: Font.Weight) -> Font { .systemFont(ofSize: 17, weight: weight) }
        XCTAssertEqual(font(.ultraLight).weight(boldText: true), .semibold)
        XCTAssertEqual(font(.regular).weight(boldText: true), .semibold)
        XCTAssertEqual(font(.medium).weight(boldText: true), .bold)
        XCTAssertEqual(font(.heavy).weight(boldText: true), .black)
        XCTAssertEqual(font(.black).weight(boldText: true), .black)
        XCTAssertEqual(font(.regular).weight(boldText: false), .regular)
    }
}
