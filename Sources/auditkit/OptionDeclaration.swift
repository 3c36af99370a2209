/// How an option takes its value, and how `--help` names it.
enum OptionValueShape: Equatable, Sendable {
    /// No value: a flag such as `--fixed`. `--fixed=yes` is a usage error.
    case none
    /// One value, named as `--help` shows it: `"<file>"`, or the choices, as in `"failure|warning"`.
    /// Given as `--name value` or `--name=value`.
    case value(name: String)
    /// A `KEY=VALUE` pair, as in `--at-size <size>=<file>`: the parser splits it at the first `=`
    /// and refuses a value without one.
    case pair(key: String, value: String)
}

/// One command-line option, declared once: its names, its value, its help, and how its value is
/// parsed and checked.
///
/// The parser (``CommandLineParser``), the check that a command takes the option, `--help` and the
/// test of the command-line reference's options table all read these declarations, in the manner of
/// swift-argument-parser's `@Option` and `@Flag`. Which commands take an option is said by its
/// ``OptionGroup``. Build declarations with ``flag(_:short:help:inUsage:set:)``,
/// ``option(_:short:value:repeatable:help:parse:)``, ``file(_:short:help:to:)`` and
/// ``pair(_:short:key:value:repeatable:help:parse:)``.
struct OptionDeclaration: Sendable {
    /// The long name, with its dashes: `"--output"`.
    let name: String
    /// The short alias, with its dash: `"-o"`; `nil` for none.
    let shortName: String?
    /// Whether and how the option takes a value.
    let shape: OptionValueShape
    /// Whether the option may be given more than once, each value kept (`--at-size a=1 --at-size b=2`).
    ///
    /// An option that is not repeatable, given twice with two values, is a usage error (one value
    /// would be lost without a word); with the same value twice it is taken once.
    let isRepeatable: Bool
    /// What the option does, for `--help`: sentences, wrapped at 80 columns there; a
    /// line break starts a new line.
    let help: String
    /// Whether the usage lines list the option (`--help` itself is not listed).
    let isInUsage: Bool
    /// Applies one occurrence: the value (`nil` for a flag) is checked and stored in the arguments.
    /// Throws ``UsageError`` for a bad value.
    let apply: @Sendable (inout ParsedArguments, String?) throws -> Void

    /// The names the option answers to, short first: `["-o", "--output"]`.
    var names: [String] { [shortName, name].compactMap { $0 } }

    /// The value as `--help` shows it: `"<file>"`, `"<size>=<file>"`, with `" ..."` when
    /// repeatable; `nil` for a flag.
    var valueSyntax: String? {
        let base: String
        switch shape {
        case .none: return nil
        case .value(let name): base = name
        case .pair(let key, let value): base = "\(key)=\(value)"
        }
        return isRepeatable ? base + " ..." : base
    }

    /// The option as `--help` and the command-line reference show it: `"-o, --output <file>"`.
    var syntax: String {
        names.joined(separator: ", ") + (valueSyntax.map { " " + $0 } ?? "")
    }

    /// The option as a usage line shows it: `"[--output <file>]"`.
    var usageSyntax: String {
        "[" + name + (valueSyntax.map { " " + $0 } ?? "") + "]"
    }

    /// A flag: an option without a value.
    /// - Parameters:
    ///   - name: The long name, with its dashes.
    ///   - short: The short alias, with its dash.
    ///   - help: What the flag does, for `--help`.
    ///   - inUsage: Whether the usage lines list it.
    ///   - set: Records that the flag was given.
    static func flag(
        _ name: String, short: String? = nil, help: String, inUsage: Bool = true,
        set: @escaping @Sendable (inout ParsedArguments) -> Void
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: short, shape: .none, isRepeatable: false, help: help,
            isInUsage: inUsage, apply: { arguments, _ in set(&arguments) })
    }

    /// An option with one value.
    /// - Parameters:
    ///   - name: The long name, with its dashes.
    ///   - short: The short alias, with its dash.
    ///   - value: The value's name in `--help`: `"<file>"`, or the choices (`"en|ja"`).
    ///   - repeatable: Whether it may be given more than once, `parse` storing each value.
    ///   - help: What the option does, for `--help`.
    ///   - parse: Checks one value and stores it; throws ``UsageError`` for a bad value.
    static func option(
        _ name: String, short: String? = nil, value: String, repeatable: Bool = false, help: String,
        parse: @escaping @Sendable (inout ParsedArguments, String) throws -> Void
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: short, shape: .value(name: value), isRepeatable: repeatable, help: help,
            isInUsage: true, apply: { arguments, text in try parse(&arguments, text ?? "") })
    }

    /// An option whose value is a file path (`<file>`), stored at `keyPath`; an empty path is
    /// refused (it names no file, and would only fail later with a confusing message).
    /// - Parameters:
    ///   - name: The long name, with its dashes.
    ///   - short: The short alias, with its dash.
    ///   - help: What the option does, for `--help`.
    ///   - keyPath: Where the path is stored.
    static func file(
        _ name: String, short: String? = nil, help: String,
        to keyPath: WritableKeyPath<ParsedArguments, String?> & Sendable
    ) -> OptionDeclaration {
        option(name, short: short, value: "<file>", help: help) { arguments, path in
            guard !path.isEmpty else {
                throw UsageError(description: "\(name) needs a file name, not an empty argument")
            }
            arguments[keyPath: keyPath] = path
        }
    }

    /// An option whose value is a `KEY=VALUE` pair, split at the first `=`.
    /// - Parameters:
    ///   - name: The long name, with its dashes.
    ///   - short: The short alias, with its dash.
    ///   - key: The key's name in `--help`: `"<size>"`.
    ///   - value: The value's name in `--help`: `"<file>"`.
    ///   - repeatable: Whether it may be given more than once, `parse` storing each pair.
    ///   - help: What the option does, for `--help`.
    ///   - parse: Checks one key and value and stores them; throws ``UsageError`` for bad ones.
    static func pair(
        _ name: String, short: String? = nil, key: String, value: String, repeatable: Bool = false,
        help: String,
        parse: @escaping @Sendable (inout ParsedArguments, String, String) throws -> Void
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: short, shape: .pair(key: key, value: value), isRepeatable: repeatable,
            help: help, isInUsage: true,
            apply: { arguments, text in
                let text = text ?? ""
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw UsageError(description: "\(name) takes \(key)=\(value), not '\(text)'")
                }
                try parse(&arguments, String(text[..<equals]), String(text[text.index(after: equals)...]))
            })
    }
}

/// Options that the same commands take, listed together in `--help` under one title.
///
/// The group, not each option, says which commands take its options, as swift-argument-parser's
/// `@OptionGroup` shares options between commands.
struct OptionGroup: Sendable {
    /// The section title in `--help`: `"AUDIT OPTIONS"`.
    let title: String
    /// The commands that take every option of the group, in the order `--help` lists them.
    let commands: [CommandName]
    /// The one placeholder usage lines show instead of each option (`"<audit options>"`); `nil`
    /// lists each option.
    let usagePlaceholder: String?
    /// The options, in the order `--help` lists them.
    let options: [OptionDeclaration]

    /// A group of options that `commands` take.
    init(_ title: String, for commands: [CommandName], usagePlaceholder: String? = nil, _ options: [OptionDeclaration])
    {
        self.title = title
        self.commands = commands
        self.usagePlaceholder = usagePlaceholder
        self.options = options
    }

    /// The commands as `--help` and the command-line reference list them: `"no command, audit"`, or `"every command"`.
    var commandList: String {
        Set(commands) == Set(CommandName.allCases) ? "every command" : commands.map(\.listed).joined(separator: ", ")
    }
}
