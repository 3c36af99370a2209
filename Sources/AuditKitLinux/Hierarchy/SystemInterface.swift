import Foundation

/// UI that iOS draws itself, over or around an app, which the app's developer cannot change: an
/// audit sets it aside instead of judging it as the app's (``AccessibilityHierarchy/systemInterface()``).
///
/// Recognised by element type and by place in the tree, the same way in every importer, in
/// hierarchy JSON and in headless screens that model it (``Keyboard``, ``StatusBar``, an
/// ``AlertView`` in a window of its own):
/// - ``keyboard``: a `Keyboard` element and everything inside it (keys, the prediction bar's cells),
///   and, in a window that holds a keyboard over the app's window (iOS's keyboard window), every
///   element from the keyboard's top edge down: the globe or emoji key and the dictation key that
///   iOS draws below the keys on Face ID iPhones. The prediction bar, which XCUITest often shows
///   beside the `Keyboard` element rather than inside it and above its top, is the keyboard's too: an
///   element identified or labelled "Typing Predictions" (UIKit's name for it) in a window that holds a
///   keyboard, and, in a keyboard window over the app's, an element with the `.keyboardKey` trait (the
///   prediction cells), each with everything inside it. An input accessory view (the app's own bar
///   above the keyboard) starts above that edge and stays the app's. A keyboard drawn inside the
///   app's own window is set aside alone, without what lies behind it.
/// - ``statusBar``: a `StatusBar` element and everything inside it.
/// - ``systemAlert``: an `Alert` that is the only content of a window over the app's window (a
///   permission prompt from SpringBoard, as page sources show it), or any `Alert` of SpringBoard's own
///   tree (an application labelled `SpringBoard` or identified `com.apple.springboard`), with
///   everything inside it. An app's own alert (`UIAlertController`, presented in the app's window)
///   is the app's UI and is audited; it is still modal (``ModalPresentation``). An app that presents
///   its alerts in a window of its own looks like the system here and its alerts are set aside:
///   nothing in a capture tells the two apart.
/// - ``homeIndicator``: an element identified or labelled "Home Indicator" or "HomeGrabber" (any
///   case, spaces ignored) whose frame ends in the bottom 34 pt of the screen (the home indicator's
///   area on Face ID iPhones), with everything inside it.
/// - ``springBoard``: everything else in SpringBoard's own tree (a capture of
///   `com.apple.springboard`, as taken to reach a permission prompt): the home screen is iOS's.
///
/// Applications and windows themselves are never the system's UI: a window holding only the
/// status bar is left with nothing in it.
public enum SystemInterface: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// The software keyboard and everything inside it.
    case keyboard
    /// The status bar.
    case statusBar
    /// A system alert (a permission prompt) and its buttons.
    case systemAlert
    /// The home indicator.
    case homeIndicator
    /// SpringBoard's own UI (the home screen), in a capture of SpringBoard.
    case springBoard

    /// In words, for messages: "keyboard", "status bar", "system alert", "home indicator".
    public var description: String {
        switch self {
        case .keyboard: "keyboard"
        case .statusBar: "status bar"
        case .systemAlert: "system alert"
        case .homeIndicator: "home indicator"
        case .springBoard: "SpringBoard"
        }
    }

    /// The height, in points, of the area at the bottom of the screen where iOS draws the home
    /// indicator on Face ID iPhones (the bottom safe-area inset in portrait): 34.
    public static let homeIndicatorAreaHeight = 34.0

    /// Names (lower case, without spaces) that identify the home indicator.
    static let homeIndicatorNames: Set<String> = ["homeindicator", "homegrabber"]

    /// Names (lower case, without spaces) that identify the keyboard's prediction bar (QuickType):
    /// UIKit labels it "Typing Predictions".
    static let predictionBarNames: Set<String> = ["typingpredictions"]
}

extension AccessibilityHierarchy {
    /// For every element (indexed by id), the system UI it belongs to, or `nil` for the app's own
    /// (``SystemInterface`` says how each kind is recognised). Linear in the number of elements.
    public func systemInterface() -> [SystemInterface?] {
        var kinds = [SystemInterface?](repeating: nil, count: elements.count)
        guard let root = rootID, self[root] != nil else { return kinds }
        // Most screens hold none of it: look before walking the tree.
        let screen = screenFrame
        let isSpringBoard = Self.isSpringBoard(elements[root])
        // By index, reading the fields in place: no element is copied.
        let mayHoldSome = elements.withView { elements in
            elements.indices.contains { id in
                switch elements[id].elementType {
                case .keyboard, .statusBar, .alert: true
                default:
                    // Where a home indicator sits first (a few numbers), then its names.
                    Self.liesWhereTheHomeIndicatorIs(elements[id].frame, screen: screen)
                        && Self.isNamed(
                            identifier: elements[id].identifier, label: elements[id].label,
                            SystemInterface.homeIndicatorNames, byteCounts: 11...16)
                        && Self.isHomeIndicator(elements[id], screen: screen)
                }
            }
        }
        guard isSpringBoard || mayHoldSome else { return kinds }
        let order = viewTreeElements
        let window = nearestAncestors(in: order) { $0.elementType == .window }
        // Windows that sit over an earlier window (the app's): a keyboard's or an alert's own window.
        var laterWindow = [Bool](repeating: false, count: elements.count)
        var keyboardTop: [Int: Double] = [:]  // keyboard window id → the highest keyboard top in it
        var windowsSeen = 0
        for element in order where element.elementType == .window {
            laterWindow[element.id] = windowsSeen > 0
            windowsSeen += 1
        }
        // Content per subtree, to tell an alert alone in its window.
        let content = contentCounts(order)
        // Windows that hold a keyboard (its prediction bar may sit beside it, before it in the tree).
        var holdsKeyboard = Set<Int>()
        for element in elements where element.elementType == .keyboard {
            if let w = window[element.id] { holdsKeyboard.insert(w) }
        }
        for element in order {
            let id = element.id
            if let w = window[id], holdsKeyboard.contains(w), element.elementType != .keyboard,
                Self.isPredictionBar(element) || (laterWindow[w] && element.traits?.contains(.keyboardKey) == true)
            {
                kinds[id] = .keyboard
            } else if element.elementType == .keyboard {
                kinds[id] = .keyboard
                if let w = window[id], laterWindow[w], let top = element.frame?.minY, top.isFinite {
                    keyboardTop[w] = min(keyboardTop[w] ?? top, top)
                }
            } else if element.elementType == .statusBar {
                kinds[id] = .statusBar
            } else if element.elementType == .alert,
                isSpringBoard || window[id].map({ laterWindow[$0] && content[$0] == content[id] }) == true
            {
                kinds[id] = .systemAlert
            } else if Self.isHomeIndicator(element, screen: screen) {
                kinds[id] = .homeIndicator
            }
        }
        // Inside a system element, everything is the system's; in a keyboard window, everything from
        // the keyboard's top edge down.
        for element in order {
            let id = element.id
            guard kinds[id] == nil, element.elementType != .window, element.elementType != .application else {
                continue
            }
            if let parent = element.parent, kinds.indices.contains(parent), let inherited = kinds[parent] {
                kinds[id] = inherited
            } else if let w = window[id], let top = keyboardTop[w], let frame = element.frame, frame.isFiniteRect,
                frame.minY >= top - 1
            {
                kinds[id] = .keyboard
            } else if isSpringBoard {
                kinds[id] = .springBoard
            }
        }
        return kinds
    }

    /// How many elements of each kind ``systemInterface()`` sets aside; kinds with none are left out.
    public func systemInterfaceCounts() -> [SystemInterface: Int] {
        var counts: [SystemInterface: Int] = [:]
        for case let kind? in systemInterface() { counts[kind, default: 0] += 1 }
        return counts
    }

    /// The hierarchy with the system's UI set aside (``systemInterface()``), as audits see a screen:
    /// each system element is detached from its parent (removed from its parent's `children`,
    /// `accessibilityChildren` and `automationChildren`, its own `parent` cleared), so walks from the
    /// root never reach it; element ids, paths of the app's elements and every fact stay as they are.
    /// Structural problems about system elements are dropped. `kinds` is ``systemInterface()``.
    func settingAsideSystemInterface(_ kinds: [SystemInterface?]) -> AccessibilityHierarchy {
        guard kinds.contains(where: { $0 != nil }) else { return self }
        var copy = self
        func isApp(_ id: Int) -> Bool { !kinds.indices.contains(id) || kinds[id] == nil }
        for id in copy.elements.indices {
            if !isApp(id) {
                copy.elements[id].parent = nil
                continue
            }
            if copy.elements[id].children.contains(where: { !isApp($0) }) {
                copy.elements[id].children.removeAll { !isApp($0) }
            }
            if copy.elements[id].accessibilityChildren.contains(where: { !isApp($0) }) {
                copy.elements[id].accessibilityChildren.removeAll { !isApp($0) }
            }
            if copy.elements[id].automationChildren.contains(where: { !isApp($0) }) {
                copy.elements[id].automationChildren.removeAll { !isApp($0) }
            }
        }
        copy.problems.removeAll { problem in problem.element.map { !isApp($0) } ?? false }
        return copy
    }

    /// For every element (indexed by id), whether iOS sizes its text itself rather than the app: inside
    /// a system bar (navigation bar, tab bar, toolbar, status bar: ``ElementSnapshot/isInSystemBar``, or
    /// below an element of such a type), or part of the system's UI (``systemInterface()``). The one
    /// notion of "the system's chrome" the Dynamic Type and clipping rules exempt.
    ///
    /// `systemInterface`: ``systemInterface()`` when the caller has it already (the auditor, for a
    /// screen it found none on), else it is worked out here.
    func isSystemSized(systemInterface known: [SystemInterface?]? = nil) -> [Bool] {
        let kinds = known ?? systemInterface()
        // Where every parent comes before its children (captures and snapshots list elements in
        // document order), whether a system bar lies above each element is one pass in id order.
        let ordered = elements.withView { elements in
            elements.indices.allSatisfy { id in elements[id].parent.map { $0 < id } ?? true }
        }
        if ordered {
            return elements.withView { elements in
                var barAbove = [Bool](repeating: false, count: elements.count)
                var sized = [Bool](repeating: false, count: elements.count)
                for id in elements.indices {
                    if let parent = elements[id].parent, parent >= 0 {
                        barAbove[id] = barAbove[parent] || elements[parent].elementType.isSystemBar
                    }
                    sized[id] =
                        elements[id].isInSystemBar || elements[id].elementType.isSystemBar || barAbove[id]
                        || kinds[id] != nil
                }
                return sized
            }
        }
        return systemSizedByFolding(kinds)
    }

    /// ``isSystemSized(systemInterface:)`` for any order of the elements (and parent cycles), with
    /// `kinds` from ``systemInterface()``: whether a system bar lies above each element, folded
    /// down from the root (``foldDown(_:cut:)``).
    func systemSizedByFolding(_ kinds: [SystemInterface?]) -> [Bool] {
        // `hasAncestor { $0.elementType.isSystemBar }`, folded over ids (no element copied).
        let barAbove = foldDown(
            { (parent: (above: Bool, bar: Bool)?, id) in
                (above: parent.map { $0.above || $0.bar } ?? false, bar: elements[id].elementType.isSystemBar)
            },
            cut: { id in
                (
                    above: ancestors(of: id).contains { $0.elementType.isSystemBar },
                    bar: elements[id].elementType.isSystemBar
                )
            }
        ).map(\.above)
        return elements.indices.map { id in
            elements[id].isInSystemBar || elements[id].elementType.isSystemBar || barAbove[id] || kinds[id] != nil
        }
    }

    /// For every element (indexed by id), how many elements of its view subtree (itself included)
    /// hold something to audit (``isContent(_:)``). One pass over `order` (pre-order) backwards.
    private func contentCounts(_ order: [ElementSnapshot]) -> [Int] {
        var counts = [Int](repeating: 0, count: elements.count)
        for element in order.reversed() where counts.indices.contains(element.id) {
            if Self.isContent(element) { counts[element.id] += 1 }
            if let parent = element.parent, counts.indices.contains(parent), parent != element.id {
                counts[parent] += counts[element.id]
            }
        }
        return counts
    }

    /// Whether `root` is SpringBoard's application element (iOS's home screen process, which draws
    /// system alerts).
    static func isSpringBoard(_ root: ElementSnapshot) -> Bool {
        root.elementType == .application
            && (root.label == "SpringBoard" || root.identifier == "com.apple.springboard")
    }

    /// Whether `element` is named like the keyboard's prediction bar (see ``SystemInterface/keyboard``).
    static func isPredictionBar(_ element: ElementSnapshot) -> Bool {
        // "Typing Predictions": 18 bytes; skip every other name without work.
        Self.isNamed(
            identifier: element.identifier, label: element.label, SystemInterface.predictionBarNames,
            byteCounts: 17...24)
    }

    /// Whether `element` is the home indicator (see ``SystemInterface/homeIndicator``).
    static func isHomeIndicator(_ element: ElementSnapshot, screen: CGRect?) -> Bool {
        // "homegrabber" to "home indicator": 11 to 14 bytes; skip every other name without work.
        guard
            Self.isNamed(
                identifier: element.identifier, label: element.label, SystemInterface.homeIndicatorNames,
                byteCounts: 11...16)
        else { return false }
        return liesWhereTheHomeIndicatorIs(element.frame, screen: screen)
    }

    /// Whether `frame` ends where the home indicator does: at the bottom of `screen` (see
    /// ``isHomeIndicator(_:screen:)``).
    @inline(__always)
    static func liesWhereTheHomeIndicatorIs(_ frame: CGRect?, screen: CGRect?) -> Bool {
        guard let screen, let frame, frame.isFiniteRect else { return false }
        return frame.maxY >= screen.maxY - SystemInterface.homeIndicatorAreaHeight && frame.maxY <= screen.maxY + 1
    }

    /// Whether `identifier` or `label` (an element's), of `byteCounts` UTF-8 bytes, lower-cased and with
    /// its spaces (U+0020) removed, is one of `names` (lower-case ASCII without spaces).
    ///
    /// Called for every element of every screen an audit sets the system's UI aside on, so an ASCII
    /// name is compared byte by byte without building a folded copy; any other name is folded as
    /// before (`lowercased()`, then spaces removed), since Unicode lower-casing can turn a non-ASCII
    /// character into an ASCII letter (U+212A KELVIN SIGN into `k`).
    static func isNamed(
        identifier: String?, label: String?, _ names: Set<String>, byteCounts: ClosedRange<Int>
    ) -> Bool {
        func matches(_ name: String?) -> Bool {
            guard let name, byteCounts.contains(name.utf8.count) else { return false }
            return Self.foldedASCIIName(name, isIn: names)
                ?? names.contains(name.lowercased().replacingOccurrences(of: " ", with: ""))
        }
        return matches(identifier) || matches(label)
    }

    /// For an ASCII `name`: whether, lower-cased and without spaces, it is one of `names`; `nil` when
    /// `name` is not ASCII.
    private static func foldedASCIIName(_ name: String, isIn names: Set<String>) -> Bool? {
        name.withByteView { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return names.contains { candidate in
                candidate.withByteView { wanted in
                    var index = 0
                    for byte in bytes where byte != 0x20 {
                        let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                        guard index < wanted.count, wanted[index] == lower else { return false }
                        index += 1
                    }
                    return index == wanted.count
                }
            }
        }
    }
}
