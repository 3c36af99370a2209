import AuditKitLinux
import Foundation
import QuoteApp

/// The `auditkit` command: parses arguments, audits, prints a report, and answers an exit status.
enum AuditKitCommand {
    /// Exit statuses.
    enum ExitStatus: Int32 {
        /// No failures (warnings may have been listed).
        case success = 0
        /// At least one failure.
        case failures = 1
        /// Bad usage, or input that cannot be read, imported or audited.
        case usage = 2
    }

    /// Runs the command with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - output: Receives the report (standard output).
    ///   - errorOutput: Receives error messages and warnings (standard error).
    /// - Returns: The exit status: 0 no failures, 1 failures, 2 bad usage or unreadable input.
    static func run(arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            errorOutput("auditkit: error: \(error)\nRun 'auditkit --help' for usage.\n")
            return ExitStatus.usage.rawValue
        }

        let result: AccessibilityAuditResult
        let subject: String
        do {
            switch options.command {
            case .help:
                output(CommandLineOptions.helpText)
                return ExitStatus.success.rawValue
            case .quoteApp(let fixed):
                let app = QuoteApp.makeApplication(state: fixed ? .fixed : .original)
                subject = "QuoteApp (\(fixed ? "fixed" : "original") state)"
                result = try app.audit(for: options.types, configuration: options.configuration)
            case .audit(let path):
                let hierarchy = try HierarchyImporter.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
                subject = "\(path) (\(hierarchy.source.kind.rawValue))"
                result = try hierarchy.audit(for: options.types, configuration: options.configuration)
            }
        } catch {
            var message = "\(error)"
            // Every input error names the file, whichever importer raised it.
            if case .audit(let path) = options.command, !message.contains(path) { message = "\(path): \(message)" }
            errorOutput("auditkit: error: \(message)\n")
            return ExitStatus.usage.rawValue
        }

        let notRun = options.types.members.filter { !result.auditTypes.contains($0) }
        if !notRun.isEmpty {
            let names = notRun.map(\.description).joined(separator: ", ")
            errorOutput("auditkit: warning: no built-in rule checks \(names); those audit types were not run\n")
        }

        switch options.format {
        case .text:
            output("Audit of \(subject)\n" + TextReport(result).rendered)
        case .json:
            do {
                output(try JSONReport(result).rendered())
            } catch {
                errorOutput("auditkit: error: cannot encode the JSON report: \(error)\n")
                return ExitStatus.usage.rawValue
            }
        }
        return result.failures.isEmpty ? ExitStatus.success.rawValue : ExitStatus.failures.rawValue
    }
}
