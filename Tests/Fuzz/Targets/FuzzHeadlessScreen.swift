import AuditKitLinux
import Foundation

/// libFuzzer entry point: headless screens built from random bytes through the public API
/// (`Tests/Fuzz/fuzz.sh headless-screen`): views, labels, buttons, text fields and switches with
/// frames, colours, fonts, labels, traits, visibility and nesting taken from the input, values
/// outside what the initialisers allow set afterwards through the public properties (NaN, infinite,
/// negative); then audited, snapshotted and reported as every importer's input is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeadlessScreen(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzInput(bytes: UnsafeBufferPointer(start: bytes, count: count))
    let window = Window()
    var stack: [View] = [window]
    var made: [View] = []
    // At most 200 views: the pace stays in the thousands of screens a second.
    while !input.isEmpty, made.count < 200 {
        let parent = stack[stack.count - 1]
        switch input.byte() % 10 {
        case 0:
            let view = View(frame: input.rect())
            parent.addSubview(view)
            made.append(view)
        case 1:
            let label = Label(text: input.text(), frame: input.rect())
            label.font = input.font()
            label.textColor = input.color()
            label.numberOfLines = Int(input.byte() % 4)
            label.adjustsFontForContentSizeCategory = input.byte() & 1 == 0
            parent.addSubview(label)
            made.append(label)
        case 2:
            let button = Button(title: input.text(), frame: input.rect())
            if input.byte() & 1 == 0 { button.addTapGesture {} }
            parent.addSubview(button)
            made.append(button)
        case 3:
            let field = TextField(text: input.text(), placeholder: input.text(), frame: input.rect())
            parent.addSubview(field)
            made.append(field)
        case 4:
            let toggle = Switch(frame: input.rect())
            parent.addSubview(toggle)
            made.append(toggle)
        case 5:
            // Nest: later views go inside the last one made.
            if let last = made.last, stack.count < 40 { stack.append(last) }
        case 6:
            if stack.count > 1 { stack.removeLast() }
        case 7:
            guard let view = made.last else { break }
            view.isAccessibilityElement = input.byte() & 1 == 0
            view.accessibilityLabel = input.byte() & 1 == 0 ? input.text() : nil
            view.accessibilityIdentifier = input.byte() & 3 == 0 ? input.text() : nil
            view.accessibilityTraits = AccessibilityTraits(rawValue: input.uint64())
            view.accessibilityElementsHidden = input.byte() & 7 == 0
            view.accessibilityViewIsModal = input.byte() & 15 == 0
        case 8:
            guard let view = made.last else { break }
            view.backgroundColor = input.color()
            view.alpha = input.double()
            view.isHidden = input.byte() & 7 == 0
            view.frame = input.rect()
        default:
            guard let view = made.last, made.count > 1 else { break }
            // An accessibilityElements list naming other views (its own ancestors, twice, or views
            // outside it: structural problems the builder records).
            let picks = (0..<Int(input.byte() % 4)).map { _ in made[Int(input.byte()) % made.count] }
            view.accessibilityElements = picks
        }
    }
    let app = HeadlessApplication(window, name: input.byte() & 1 == 0 ? input.text() : nil)
    _ = try? app.audit(for: .all)
    FuzzSupport.exercise(app.snapshot())
    return 0
}

/// Reads values from the fuzzer's bytes; past the end, zeros.
struct FuzzInput {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isEmpty: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func uint64() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }

    /// A number: mostly small (points), sometimes NaN, infinite, negative, huge or tiny.
    mutating func double() -> Double {
        switch byte() % 16 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: Double(bitPattern: uint64())
        case 4: -Double(byte())
        case 5: Double(byte()) / 255
        default: Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))) / 16
        }
    }

    mutating func rect() -> CGRect { CGRect(x: double(), y: double(), width: double(), height: double()) }

    /// Text: a few bytes as UTF-8 (invalid bytes repaired), or a long run of one combining mark.
    mutating func text() -> String {
        let length = Int(byte() % 24)
        if length == 23 { return "e" + String(repeating: "\u{301}", count: Int(byte()) * 40) }
        var raw: [UInt8] = []
        for _ in 0..<length { raw.append(byte()) }
        return String(decoding: raw, as: UTF8.self)
    }

    /// A colour made in range, then possibly put out of range through its public components.
    mutating func color() -> Color? {
        guard byte() & 3 != 0 else { return nil }
        var color = Color(red: double(), green: double(), blue: double(), alpha: double())
        if byte() & 3 == 0 { color.light.alpha = double() }
        if byte() & 7 == 0 { color.dark.red = double() }
        return color
    }

    /// A font of a text style or a size, then possibly given a size no initialiser allows.
    mutating func font() -> Font {
        var font =
            byte() & 1 == 0
            ? Font.preferredFont(forTextStyle: TextStyle.allCases[Int(byte()) % TextStyle.allCases.count])
            : Font.systemFont(ofSize: double())
        if byte() & 3 == 0 { font.pointSize = double() }
        return font
    }
}
