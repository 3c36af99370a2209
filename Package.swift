// swift-tools-version: 6.0
import PackageDescription

// The core's targets below its top layer, in build order; `AuditKitLinux` (the Report layer)
// depends on them all and re-exports them.
let coreLayers: [Target.Dependency] = [
    "AuditKitModel", "AuditKitImport", "AuditKitAudits", "AuditKitVoiceOver",
]

let package = Package(
    name: "AuditKitLinux",
    products: [
        .library(name: "AuditKitLinux", targets: ["AuditKitLinux"]),
        .library(name: "AuditKitLinuxTestSupport", targets: ["AuditKitLinuxTestSupport"]),
        // The sample app of the README's and the articles' examples, so they run as written anywhere.
        .library(name: "QuoteApp", targets: ["QuoteApp"]),
        .executable(name: "auditkit", targets: ["auditkit"]),
    ],
    targets: [
        // zlib, to inflate PNG screenshots: a system library (zlib1g-dev, a Swift prerequisite on Linux).
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .yum(["zlib-devel"])]),
        // libxml2's SAX2 parser, for page sources: a system library (libxml2-dev, a Swift prerequisite on Linux).
        .systemLibrary(
            name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .yum(["libxml2-devel"])]),
        // The core, in three stages of targets (docs/architecture.md, "Layers"); data flows one way,
        // Model -> Hierarchy -> (Import, Audits, VoiceOver) -> Report, and a target imports only
        // the ones before it. None imports a test framework. What crosses targets without being
        // public is `package`.
        // Base (the package's identity, the strict reading of its own JSON files), Model (the
        // headless UIKit-like views, traits, settings, colours, fonts, text metrics) and Hierarchy
        // (the immutable hierarchy, the builder, the headless app and its queries, screenshots,
        // the VoiceOver reading, facts about elements): one target, so that the hierarchy's hot
        // paths inline the model's; .ci/check-layers keeps Base -> Model -> Hierarchy one way.
        .target(name: "AuditKitModel", dependencies: ["CZlib"]),
        // The importers of captures: Appium page source, debugDescription, hierarchy JSON.
        .target(name: "AuditKitImport", dependencies: ["AuditKitModel", "CLibXML2"]),
        // The audit types, the rules, the auditor, issues, evidence, ignore lists.
        .target(name: "AuditKitAudits", dependencies: ["AuditKitModel"]),
        // The VoiceOver transcript.
        .target(name: "AuditKitVoiceOver", dependencies: ["AuditKitModel"]),
        // The core as users import it: the top layer, Report (text, JSON, JUnit and SARIF
        // reports, baselines, run reports), re-exporting the targets above; holds the DocC catalog.
        .target(name: "AuditKitLinux", dependencies: coreLayers),
        // XCTest and Swift Testing integration.
        .target(name: "AuditKitLinuxTestSupport", dependencies: ["AuditKitLinux"]),
        // The sample app from Apple's audit talk, as headless view models.
        .target(name: "QuoteApp", dependencies: ["AuditKitLinux"], path: "Examples/QuoteApp"),
        // Screens from the reference talks, each in a bug state and a fixed state.
        .target(name: "TalkScenarios", dependencies: ["AuditKitLinux"], path: "Examples/TalkScenarios"),
        // The command-line main job.
        .executableTarget(name: "auditkit", dependencies: ["AuditKitLinux", "QuoteApp"]),
        // Ground-truth screens for the pixel contrast measurement, and the accuracy tables.
        .target(name: "ScreenshotAccuracy", dependencies: ["AuditKitLinux"]),
        // The accuracy tables: `swift run auditkit-accuracy`.
        .executableTarget(name: "auditkit-accuracy", dependencies: ["ScreenshotAccuracy"]),
        // Writes the articles' rule catalogue, evidence keys and rule topics from the rules'
        // descriptors and the documented keys: `swift run auditkit-docgen` (`--check` in CI).
        .executableTarget(name: "auditkit-docgen", dependencies: ["AuditKitLinux"]),
        // The benchmark: `swift run -c release auditkit-bench`.
        .executableTarget(name: "auditkit-bench", dependencies: ["AuditKitLinux", "CZlib", "CLibXML2"]),
        // Locates the real inputs beside the checkout (`../shared/data`) for the tests that read them.
        .target(name: "SharedTestData", path: "Tests/SharedTestData"),
        .testTarget(name: "AuditKitLinuxTests", dependencies: ["AuditKitLinux", "CZlib", "SharedTestData"]),
        .testTarget(name: "AuditKitLinuxTestSupportTests", dependencies: ["AuditKitLinuxTestSupport"]),
        .testTarget(name: "ExampleAppTests", dependencies: ["QuoteApp", "AuditKitLinuxTestSupport"]),
        // Suites written as Apple's XCUITests are, with only their import changed; the app is the
        // target's `TargetApplication`.
        .testTarget(name: "PortedXCUITests", dependencies: ["AuditKitLinuxTestSupport"]),
        // Suites in the style of public XCUITest audit suites, with only the import changed, and the
        // small app they drive.
        .testTarget(name: "PortingCorpusTests", dependencies: ["AuditKitLinuxTestSupport"]),
        .testTarget(name: "TalkScenarioTests", dependencies: ["TalkScenarios"]),
        .testTarget(name: "ScreenshotAccuracyTests", dependencies: ["ScreenshotAccuracy", "SharedTestData"]),
    ],
    swiftLanguageModes: [.v6]
)
