/// The `--help` text, written from the command and option declarations.
///
/// The layout is swift-argument-parser's: `OVERVIEW`, `USAGE` (one line per command), the
/// commands, then one section per option group titled with the commands that take its options
/// (`AUDIT OPTIONS (no command, audit):`), each option's syntax in a 27-column left margin and its
/// help wrapped at 80 columns. The command-line reference's options table (`CommandLineReference.md`)
/// is checked against these sections.
struct HelpText {
    /// The program's name in the usage lines.
    var program = "auditkit"
    /// What the tool does, one paragraph.
    var overview: String
    /// The commands, in the order of the usage lines.
    var commands: [CommandDeclaration]
    /// The options, grouped.
    var groups: [OptionGroup]
    /// The closing section, already laid out (the exit statuses).
    var epilogue: String

    /// The width help text is wrapped at, in columns.
    static let width = 80
    /// The column where help text starts: an option's syntax longer than fits before it puts its
    /// help on the next line.
    static let helpColumn = 29

    /// The whole text, ending with a newline.
    var rendered: String {
        var lines = Self.wrap(overview, width: Self.width - "OVERVIEW: ".count).enumerated().map { index, line in
            (index == 0 ? "OVERVIEW: " : String(repeating: " ", count: "OVERVIEW: ".count)) + line
        }
        lines.append("")
        for (index, command) in commands.enumerated() {
            lines.append((index == 0 ? "USAGE: " : "       ") + usage(of: command))
        }
        lines.append("")
        lines.append("COMMANDS:")
        for command in commands { lines += Self.entry(command.label, command.abstract) }
        for group in groups {
            lines.append("")
            lines.append("\(group.title) (\(group.commandList)):")
            for option in group.options { lines += Self.entry(option.syntax, option.help) }
        }
        lines.append("")
        lines.append(epilogue)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"auditkit audit <file> [<audit options>] [--output <file>]"`: the command, its file
    /// arguments, then the options it takes (a group's placeholder, or each option), in table order.
    func usage(of command: CommandDeclaration) -> String {
        var parts = [program]
        if command.name != .sample { parts.append(command.name.rawValue) }
        if !command.arguments.synopsis.isEmpty { parts.append(command.arguments.synopsis) }
        for group in groups where group.commands.contains(command.name) {
            if let placeholder = group.usagePlaceholder {
                parts.append("[\(placeholder)]")
            } else {
                parts += group.options.filter { $0.isInUsage && $0.name != command.arguments.flag }.map(\.usageSyntax)
            }
        }
        return parts.joined(separator: " ")
    }

    /// A left column (`"  --output <file>"`) with `text` wrapped beside it, or below it when it is too wide.
    static func entry(_ left: String, _ text: String) -> [String] {
        let indent = String(repeating: " ", count: helpColumn)
        let wrapped = wrap(text, width: width - helpColumn)
        let head = "  " + left
        guard head.count + 2 <= helpColumn else { return [head] + wrapped.map { indent + $0 } }
        return wrapped.enumerated().map { index, line in
            index == 0 ? head + String(repeating: " ", count: helpColumn - head.count) + line : indent + line
        }
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word gets a line
    /// of its own); each line break in `text` starts a new line.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
