import Foundation
import XCTest

@testable import SharedTestData

/// The one locator of the real inputs (`../shared/data`): where it looks, and skip versus fail.
final class SharedTestDataTests: XCTestCase {
    func testTheEnvironmentVariableWinsOverTheFolderBesideTheCheckout() {
        let named = SharedTestData.location(environment: ["AUDITKIT_TEST_DATA": "/data/auditkit"])
        XCTAssertEqual(named.url.path, "/data/auditkit")
        XCTAssertEqual(named.source, "named by AUDITKIT_TEST_DATA")
        let beside = SharedTestData.location(environment: [:])
        XCTAssertEqual(
            beside.url.resolvingSymlinksInPath().path,
            SharedTestData.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
                .resolvingSymlinksInPath().path)
        XCTAssertEqual(beside.source, "beside the checkout")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: SharedTestData.packageRoot.appendingPathComponent("Package.swift").path),
            "the package root is found from the helper's own file")
    }

    func testCIIsSetUnlessEmptyOrFalse() {
        XCTAssertTrue(SharedTestData.isCI(["CI": "true"]))
        XCTAssertTrue(SharedTestData.isCI(["CI": "1"]))
        XCTAssertFalse(SharedTestData.isCI(["CI": "false"]))
        XCTAssertFalse(SharedTestData.isCI(["CI": ""]))
        XCTAssertFalse(SharedTestData.isCI([:]))
    }

    func testTheMessageSaysWhereItLookedAndWhatToDo() {
        let missing = SharedTestData.Missing(path: "/x/shared/data/labels.tsv", source: "beside the checkout")
        XCTAssertEqual(
            missing.description,
            "shared test data not found at /x/shared/data/labels.tsv (the folder beside the checkout). Set AUDITKIT_TEST_DATA "
                + "to the folder holding captures/ and labels.tsv, or place it beside the checkout as ../shared/data. "
                + "Without it these tests skip, and fail under CI.")
    }
}
