/// A command of `auditkit`: the first argument that is not an option, or none.
enum CommandName: String, CaseIterable, Hashable, Sendable {
    /// No command: the audit of the bundled QuoteApp sample.
    case sample = ""
    /// `audit FILE`.
    case audit
    /// `export`.
    case export
    /// `describe FILE`, or `describe --example`.
    case describe

    /// The name `--help` and the command-line reference list: `"no command"`, `"audit"`.
    var listed: String { self == .sample ? "no command" : rawValue }

    /// The name in an error message: `"the QuoteApp audit"`, `"'audit'"`.
    var phrase: String { self == .sample ? "the QuoteApp audit" : "'\(rawValue)'" }
}

/// One command, declared once: its name, the file arguments it takes, and what it does.
///
/// The options a command takes are declared by the option groups (``OptionGroup/commands``).
struct CommandDeclaration: Sendable {
    /// The file arguments a command takes after its name.
    enum Arguments: Sendable {
        /// None.
        case none
        /// Exactly one, named as `--help` shows it (`"file"` is shown as `<file>`).
        case one(String)
        /// One or more (`<file> ...`).
        case oneOrMore(String)
        /// Exactly one, or instead the flag `flag` (`<file> | --example`), not both.
        case oneOrFlag(String, flag: String)

        /// The arguments as a usage line shows them: `"<file>"`, `"<file> | --example"`; `""` for none.
        var synopsis: String {
            switch self {
            case .none: return ""
            case .one(let name): return "<\(name)>"
            case .oneOrMore(let name): return "<\(name)> ..."
            case .oneOrFlag(let name, let flag): return "<\(name)> | \(flag)"
            }
        }

        /// The flag a usage line shows in the synopsis instead of among the options.
        var flag: String? {
            if case .oneOrFlag(_, let flag) = self { return flag }
            return nil
        }
    }

    /// The command.
    let name: CommandName
    /// The file arguments it takes.
    let arguments: Arguments
    /// What it does, for `--help`.
    let abstract: String

    /// A command that takes `arguments` and does what `abstract` says.
    init(_ name: CommandName, _ arguments: Arguments = .none, abstract: String) {
        self.name = name
        self.arguments = arguments
        self.abstract = abstract
    }

    /// The command and its arguments as `--help` lists them: `"audit <file>"`, `"(no command)"`.
    var label: String {
        let base = name == .sample ? "(no command)" : name.rawValue
        return arguments.synopsis.isEmpty ? base : base + " " + arguments.synopsis
    }

    /// Checks the file arguments given (`files`) against ``arguments``.
    /// - Parameters:
    ///   - files: The arguments after the command's name that are not options.
    ///   - given: The option names given (to see whether the alternative flag was).
    ///   - hint: Added to the error for an unexpected file, such as `" (use --output <file>)"`.
    /// - Throws: ``UsageError`` for a missing, extra, unexpected or empty file argument.
    func check(files: [String], given: Set<String>, hint: String = "") throws {
        let command = name.phrase
        if files.contains("") { throw UsageError(description: "\(command) got an empty FILE argument; name a file") }
        switch arguments {
        case .none:
            if let file = files.first {
                throw UsageError(description: "\(command) takes no FILE; unexpected '\(file)'\(hint)")
            }
        case .one(let value):
            guard !files.isEmpty else { throw UsageError(description: "\(command) needs a \(value.uppercased())") }
            if files.count > 1 {
                throw UsageError(description: "\(command) takes one \(value.uppercased()); unexpected '\(files[1])'")
            }
        case .oneOrMore(let value):
            if files.isEmpty { throw UsageError(description: "\(command) needs a \(value.uppercased()), or several") }
        case .oneOrFlag(let value, let flag):
            let upper = value.uppercased()
            if given.contains(flag) {
                if !files.isEmpty { throw UsageError(description: "\(command) takes a \(upper) or \(flag), not both") }
            } else {
                guard !files.isEmpty else { throw UsageError(description: "\(command) needs a \(upper), or \(flag)") }
                if files.count > 1 {
                    throw UsageError(description: "\(command) takes one \(upper); unexpected '\(files[1])'")
                }
            }
        }
    }
}
