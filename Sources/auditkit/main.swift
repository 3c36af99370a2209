import Foundation

// `auditkit`: see `CommandLineOptions.helpText`, or run `auditkit --help`.
let status = AuditKitCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    errorOutput: { text in FileHandle.standardError.write(Data(text.utf8)) })
exit(status)
