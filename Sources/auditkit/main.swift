import AuditKitLinux

#if canImport(Glibc)
    import Glibc
#endif

// `auditkit`: see `CommandLineOptions.helpText`, or run `auditkit --help`.
//
// Standard output and error are written with write(2) (`StandardStream`): a failed write is an
// exit status of 2 with a message, never a trap. Messages on standard error pass through
// `TextReport.printable`, as they may quote labels from a capture. Arguments are read as bytes
// (`FileName`): a file name that is not UTF-8 still names its file.
let streams = StandardStream.standard
var status = AuditKitCommand.run(
    arguments: FileName.arguments,
    output: { text in try streams.output.write(text) },
    errorOutput: { text in try? streams.error.write(TextReport.printable(text, keepingLineBreaks: true)) })
// The run has said why (`run` reports the write error it meets); a message that could not be
// written leaves the run unreported: either way the status says so.
if streams.output.failure != nil || streams.error.failure != nil {
    status = AuditKitCommand.ExitStatus.usage.rawValue
}
exit(status)
