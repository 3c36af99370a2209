import AuditKitLinux
import Foundation
import XCTest

/// Small builders shared by the report, baseline and ignore-list tests.
enum ReportFixtures {
    static let contrastReference = AuditReference(
        title: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)",
        url: "https://www.w3.org/TR/WCAG22/#contrast-minimum")
    static let hitReference = AuditReference(
        title: "WCAG 2.2 SC 2.5.8 Target Size (Minimum)",
        url: "https://www.w3.org/TR/WCAG22/#target-size-minimum")

    /// An element with the given facts.
    static func element(_ type: ElementType = .button, id: Int = 1, identifier: String? = nil, label: String? = nil)
        -> ElementSnapshot
    {
        var element = ElementSnapshot(id: id, elementType: type)
        element.identifier = identifier
        element.label = label
        return element
    }

    /// An issue; only the parts a test cares about need naming.
    static func issue(
        _ ruleID: String = "hitRegion.tooSmall", type: AccessibilityAuditType = .hitRegion,
        compact: String = "Hit area is too small",
        detail: String = "The hit area is 18 × 22 pt; make it at least 24 × 24 pt.",
        severity: AccessibilityAuditSeverity = .failure, element: ElementSnapshot? = element(),
        path: String? = "Application/Window/Button", reference: AuditReference = hitReference
    ) -> AccessibilityAuditIssue {
        AccessibilityAuditIssue(
            auditType: type, element: element, compactDescription: compact, detailedDescription: detail,
            ruleID: ruleID, severity: severity, path: path, reference: reference)
    }

    /// A result holding `issues`.
    static func result(
        _ issues: [AccessibilityAuditIssue], types: AccessibilityAuditType = [.contrast, .hitRegion],
        notEvaluated: [NotEvaluated] = [], elementCount: Int = 12
    ) -> AccessibilityAuditResult {
        AccessibilityAuditResult(
            issues: issues, notEvaluated: notEvaluated, auditTypes: types, elementCount: elementCount)
    }

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory(_ name: String = #function) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("auditkit-\(name.filter(\.isLetter))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to the file in `directory` named by the bytes `name` (UTF-8 or not, as the
    /// system takes names).
    static func write(_ text: String, named name: [UInt8], in directory: URL) {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}

/// A rule for tests: every button without a name is "Element has no description".
struct UnnamedButtonRule: AccessibilityAuditRule {
    let ruleID = "test.unnamedButton"
    let auditType = AccessibilityAuditType.sufficientElementDescription
    let reference = AuditReference(
        title: "WCAG 2.2 SC 4.1.2 Name, Role, Value", url: "https://www.w3.org/TR/WCAG22/#name-role-value")

    func audit(_ context: AccessibilityAuditContext) {
        for element in context.hierarchy.viewTreeElements
        where element.elementType == .button && element.accessibleName == nil {
            context.report(
                self, element: element, compactDescription: "Element has no description",
                detailedDescription: "The button has no label.")
        }
    }
}

/// Runs `Tests/Validation/validate.py` (SARIF schema, JUnit XSD) on files, or skips the test when
/// the validators are not installed (`.ci/install-validators` installs them).
enum ReportValidator {
    static let script = PackageRoot.appending("Tests/Validation/validate.py")

    /// The python to use: `$AUDITKIT_PYTHON`, else `python3` on `PATH`.
    static func python() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["AUDITKIT_PYTHON"], !explicit.isEmpty { return explicit }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let python = python() else { throw XCTSkip("python3 not found; run .ci/install-validators") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `validate.py check`, run once per process.
    static let checkOutcome: (status: Int32, output: String)? = try? run(["check"])

    /// Whether the validators are installed.
    static var isAvailable: Bool { checkOutcome?.status == 0 }

    /// Skips when the validators are missing, except under CI (`CI` set), where `.ci/run` installs
    /// them: there a missing validator fails, so schema checks cannot quietly stop running.
    static func requireValidators() throws {
        let message: String
        if let check = checkOutcome {
            guard check.status != 0 else { return }
            message =
                "report validators missing (\(check.output.trimmingCharacters(in: .whitespacesAndNewlines))); run .ci/install-validators"
        } else {
            message = "python3 not found; run .ci/install-validators"
        }
        if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty, ci != "false" {
            XCTFail("CI is set but \(message)")
            throw XCTSkip(message)
        }
        throw XCTSkip(message)
    }

    /// Validates `file` as `kind` (`sarif` or `junit`); fails the test with the validator's messages.
    /// - Throws: `XCTSkip` when the validators are missing.
    static func assertValid(_ kind: String, _ file: URL, file sourceFile: StaticString = #filePath, line: UInt = #line)
        throws
    {
        try requireValidators()
        let outcome = try run([kind, file.path])
        XCTAssertEqual(outcome.status, 0, "\(kind) validation failed:\n\(outcome.output)", file: sourceFile, line: line)
    }

    /// Validates `text` written to a temporary file.
    static func assertValid(_ kind: String, text: Data, file sourceFile: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let directory = try ReportFixtures.temporaryDirectory(kind)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(kind == "sarif" ? "report.sarif" : "report.xml")
        try text.write(to: url)
        try assertValid(kind, url, file: sourceFile, line: line)
    }

    /// Whether the validator rejects `text` (used to prove the validation can fail).
    static func rejects(_ kind: String, text: Data) throws -> Bool {
        try requireValidators()
        let directory = try ReportFixtures.temporaryDirectory(kind)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("report")
        try text.write(to: url)
        return try run([kind, url.path]).status == 1
    }
}
