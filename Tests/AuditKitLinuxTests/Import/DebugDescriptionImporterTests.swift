import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitImport

final class DebugDescriptionImporterTests: XCTestCase {
    // MARK: Helpers

    func capture(_ file: String) throws -> AccessibilityHierarchy {
        try SharedTestData.capture(file, format: .debugDescription)
    }

    /// One line per element, indented by depth: type, identifier, label, value, frame, flags.
    func outline(_ h: AccessibilityHierarchy) -> String {
        h.viewTreeElements.map { e in
            var parts = [e.elementType.xcuiName]
            if let v = e.identifier { parts.append("#\(v)") }
            if let v = e.label { parts.append("'\(v)'") }
            if let v = e.value { parts.append("=\(v)") }
            if let v = e.placeholderValue { parts.append("?\(v)") }
            if let f = e.frame {
                parts.append(
                    "\(ElementSnapshot.format(f.minX)),\(ElementSnapshot.format(f.minY)) \(ElementSnapshot.format(f.width))x\(ElementSnapshot.format(f.height))"
                )
            }
            if e.isSelected == true { parts.append("Selected") }
            if e.isEnabled == false { parts.append("Disabled") }
            return String(repeating: "  ", count: h.ancestors(of: e.id).count) + parts.joined(separator: " ")
        }.joined(separator: "\n")
    }

    func parse(_ text: String) throws -> AccessibilityHierarchy {
        try AccessibilityHierarchy(importing: Data(text.utf8), name: "dump.txt", format: .debugDescription)
    }

    /// The error importing `text` as a dump throws.
    func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> HierarchyImportError? {
        do {
            _ = try AccessibilityHierarchy(importing: Data(text.utf8), name: "dump.txt", format: .debugDescription)
            XCTFail("imported", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The single child of the root of a one-element dump under an application line.
    func one(_ line: String) throws -> ElementSnapshot {
        let h = try parse("Application, pid: 1, label: 'App'\n  " + line)
        XCTAssertEqual(h.elements.count, 2)
        return try XCTUnwrap(h[1])
    }

    // MARK: Real captures

    func testTestPilotTabBarCapture() throws {
        let h = try capture("xcui_debugdesc_testpilot_tabbar_2023.txt")
        XCTAssertEqual(h.source.kind, .debugDescription)
        XCTAssertTrue(h.source.isCapture)
        XCTAssertEqual(h.elements.count, 34)
        XCTAssertEqual(
            outline(h),
            """
            Application 'Test App'
              Window 0,0 393x852
                Other 0,0 393x852
                  Other 0,0 393x852
                    Other 0,0 393x852
                      Other 0,0 393x852
                        Other 0,0 393x852
                          Other 0,0 393x852
                            Other 0,0 393x852
                              Other 0,0 393x852
                                Other 0,0 393x852
                                  Other 0,0 393x852
                                    Other 0,0 393x852
                                      Other 0,0 393x852
                                        Other 0,0 393x852
                                          Button 'Menu' 20,59 55x40
                                            Image 20,59 40x40
                                            Image 'chevron' 66.5,75.8 10x6.3
                                          Other 'App presented by sponsor' 203.5,71.8 169.5x14.3
                                            StaticText 'App presented by' 203.5,71.8 93x14.3
                                            Image 'Sponsor' 300.3,72 72.7x14
                                          StaticText 'See more' 20,111.2 121x45.7
                            TabBar 'Tab Bar' 0,769 393x83
                              Other 0,769 393x1
                              Button 'News' 2,770 75x48
                                Image #News 27,776 24x24
                              Button 'Explore' 81,770 74x48 Selected
                                Image #Explore 105.7,776 24x24
                              Button 'Leaderboard' 159,770 75x48
                                Image #Leaderboard 184,776 24x24
                              Button 'Watch' 238,770 74x48
                                Image #Watch 262.7,776 24x24
                              Button 'Profile' 316,770 75x48
                                Image #Profile 341.3,776 24x24
            """)
        let explore = try XCTUnwrap(h.elements.first { $0.label == "Explore" })
        XCTAssertEqual(explore.isSelected, true)
        XCTAssertEqual(explore.isEnabled, true)
        XCTAssertTrue(explore.isInSystemBar)
        XCTAssertNil(explore.traits)
        XCTAssertNil(explore.isVisible)
        XCTAssertNil(explore.isAccessibilityElement)
        XCTAssertNil(explore.isInAccessibilityView)
        XCTAssertEqual(h.path(of: explore.id).hasSuffix("/TabBar['Tab Bar']/Button['Explore']"), true)
        XCTAssertEqual(h.automationElements.count, 34)
        XCTAssertTrue(h.problems.isEmpty)
    }

    func testEscapedOneLineCaptureFromLldbPo() throws {
        let h = try capture("xcui_debugdesc_xcuitest_study_escaped_2022.txt")
        XCTAssertEqual(
            outline(h),
            """
            Application 'XCUITest_study'
              Window 0,0 414x896
                Other 0,0 414x896
                  Other 0,0 414x896
                    Other 0,0 414x896
                      StaticText #welcomeMessage 'Welcome to XCUITest Course ' 68,224.5 285.5x26.5
                      StaticText #enterCity 'Enter Your City ' 109,325 171.5x31.5
                      TextField #city 189,422.5 36x51.5
                      Button #enrollButton 'Enroll' 25,542 369x41
                        StaticText 'Enroll' 180.5,548 58x29
                      Image #TAUlogo 164,710 90x90
            """)
        XCTAssertEqual(
            h.path(of: 9),
            "Application['XCUITest_study']/Window/Other/Other/Other/Button#enrollButton/StaticText['Enroll']")
    }

    func testCommentIndentedChineseCapture() throws {
        let h = try capture("xcui_debugdesc_zjh_login_zh_2022.txt")
        XCTAssertEqual(
            outline(h),
            """
            Application 'ZJHUnitTestDemo'
              Window 0,0 375x812
                Other 0,0 375x812
                  Other 0,0 375x812
                    Other 0,0 375x812
                      NavigationBar #登录 0,50 375x44
                        Button 'Home' 0,50 77.7x44
                        StaticText '登录' 170.3,61.7 34.7x20.3
                      Other 0,0 375x812
                        Other 0,0 375x812
                          Other 0,0 375x812
                            StaticText '账号：' 0,154 93.8x40
                            TextField 95.8,154 249.2x40
                            StaticText '密码：' 0,214 93.8x40
                            TextField 95.8,214 249.2x40
                            Button '登录' 37.5,294 300x44
                              StaticText '登录' 169.2,305 37x22
            """)
        let fields = h.elements.filter { $0.elementType == .textField }
        XCTAssertEqual(fields.map(\.pathComponent), ["TextField[0]", "TextField[1]"])
        XCTAssertTrue(h.elements[6].isInSystemBar)  // the Home button inside the navigation bar
        XCTAssertFalse(h.elements[12].isInSystemBar)
    }

    // MARK: Fields

    func testFieldsInAnyOrderWithoutAddress() throws {
        let e = try one(
            "Button, label: 'Save', {{1.0, 2.5}, {30.0, 40.0}}, value: on, identifier: 'save', Disabled, Selected")
        XCTAssertEqual(e.elementType, .button)
        XCTAssertEqual(e.label, "Save")
        XCTAssertEqual(e.identifier, "save")
        XCTAssertEqual(e.value, "on")
        XCTAssertEqual(e.frame, CGRect(x: 1, y: 2.5, width: 30, height: 40))
        XCTAssertEqual(e.isEnabled, false)
        XCTAssertEqual(e.isSelected, true)
    }

    func testLabelsWithCommasQuotesAndColons() throws {
        XCTAssertEqual(
            try one("StaticText, 0x1, {{0.0, 0.0}, {1.0, 1.0}}, label: 'It's a 'quote', with commas, and: colons'")
                .label,
            "It's a 'quote', with commas, and: colons")
        XCTAssertEqual(
            try one("StaticText, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Total: 5, Tax: 1', identifier: 'sum'").label,
            "Total: 5, Tax: 1")
        XCTAssertEqual(
            try one("StaticText, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Don't', value: it's, Focused").value, "it's")
        XCTAssertEqual(
            try one("Icon, {{426.0, 88.0}, {68.0, 90.7}}, identifier: 'Maps', label: 'Maps', value: Widget, Stack")
                .value,
            "Widget, Stack")
        let field = try one(
            "TextField, {{0.0, 0.0}, {1.0, 1.0}}, placeholderValue: 'Name', value: x, hitPoint: {0.5, 0.5}")
        XCTAssertEqual(field.placeholderValue, "Name")
        XCTAssertEqual(field.value, "x")
        XCTAssertNil(field.label)
    }

    func testLabelWithLineBreaksContinuesOnTheNextLines() throws {
        let h = try parse(
            """
            Application, pid: 1, label: 'App'
              StaticText, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Price
            Total: 5', hitPoint: {0.5, 0.5}
              Button, {{0.0, 2.0}, {1.0, 1.0}}, label: 'OK'
            """)
        XCTAssertEqual(h.elements.map(\.label), ["App", "Price\nTotal: 5", "OK"])
        XCTAssertEqual(h.elements[2].parent, 0)
    }

    func testAnUnclosedQuoteNeverSwallowsTheNextElementLine() throws {
        // A label whose closing quote was cut off stops at the next element line, with an error:
        // reading on would hide the elements after it (HostileInputTests has the whole reproducer).
        XCTAssertThrowsError(
            try parse("Application, label: 'App'\n  Button, label: 'Broken\n  Other, {{0.0, 0.0}, {1.0, 1.0}}")
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "dump.txt:2:11: malformed debugDescription dump: the label opened here ('Broken…') has no "
                    + "closing quote before the next element (line 3); was the line cut off (a log line truncated)? "
                    + "Close the quote, or capture the dump again")
        }
    }

    // MARK: A dump cut off

    /// A dump whose last line has no line break and stops where XCUITest never ends an element line
    /// is refused at that place: read, it would be a smaller, clean screen.
    func testADumpCutInsideItsLastElementLineIsRefused() {
        let head = "Application, 0x1, pid: 7, label: 'App'\n  Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        let cases: [(tail: String, column: Int, what: String)] = [
            ("    Other, 0x3, {{203.5, 71.8}, {169.5, 14.3}},", 47, "a comma ends it, where a field should follow"),
            ("    Other, 0x3, {{0.0, 0.0}, {390", 17, "its frame is not closed"),
            ("    Other, 0x3, {{0.0, 0.0}, {390.0, 8", 17, "its frame is not closed"),
            ("    Other, 0x3, {", 17, "its frame is not closed"),
            ("    Other, 0x7fb5a066e710", 12, "its address is not followed by the frame XCUITest writes after it"),
            (
                "    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label: 'Explore', Sel", 62,
                "it stops inside a flag such as 'Selected'"
            ),
            ("    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, lab", 44, "it stops at a field's name, before its value"),
            ("    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label:", 44, "it stops at a field's name, before its value"),
            ("    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, value: ", 44, "it stops at a field's name, before its value"),
            ("    Butt", 5, "it stops inside the element's type"),
            ("    Button,", 11, "it stops after the element's type, before its address and frame"),
            ("    Button, 0", 11, "it stops after the element's type, before its address and frame"),
            ("    Window (Ma", 11, "it stops inside the note after the element's type"),
            ("    Other", 10, "its address and frame are missing, which the dump's first element line has"),
            // Indented as the reading takes it: spaces, tabs and markers in any order.
            ("  ->\tButton,", 12, "it stops after the element's type, before its address and frame"),
            (" →\tWindow (Ma", 12, "it stops inside the note after the element's type"),
        ]
        for (tail, column, what) in cases {
            // LF, CR LF and CR line ends alike, and trailing spaces after the cut.
            for text in [head + tail, head.replacingOccurrences(of: "\n", with: "\r\n") + tail + "  "] {
                guard let error = parseError(text) else { continue }
                XCTAssertEqual(error.kind, .malformedDebugDescription, tail)
                XCTAssertEqual([error.line, error.column], [3, column], tail)
                XCTAssertTrue(
                    error.message.contains(": \(what), and no line break follows. It looks cut off"), error.message)
                XCTAssertTrue(
                    error.message.hasSuffix(
                        "copy or capture the whole dump again (if the dump is whole, end it with a line break)"),
                    error.message)
            }
        }
    }

    /// A dump whose last line is whole (a closed frame, a closed quote, a flag, a value, a type
    /// alone), or that ends with a line break, is read as it is, whatever follows the tree.
    func testADumpEndingWithAWholeLineIsRead() throws {
        let head = "Application, 0x1, pid: 7, label: 'App'\n  Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
        for tail in [
            "    Other, 0x3, {{0.0, 0.0}, {390.0, 1.0}}", "    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label: 'Go'",
            "    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label: 'Go', Selected", "    Slider, 0x3, value: 50%",
            "    Button, label: 'a, b', value: lo, hi", "    Other, 0x3, {{1.0, 2.0}, {3.0, 4.0}},\n",
            "    Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label: '{{x, y', Disabled",
            // A value ending the line may end as a cut would: with a comma, a flag's first letters,
            // a key's first letters or an address.
            "    TextView, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label: 'Message', value: Dear Sir,",
            "    TextField, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, value: Smith, S",
            "    TextField, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, value: a, l",
            "    TextField, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, value: 0x1F, 0x2A",
        ] {
            let h = try parse(head + tail)
            XCTAssertEqual(h.elements.count, 3, tail)
        }
        // A cut after the tree (in the query chain) loses no element; an escaped dump cut off has
        // no closing quote, which is its own error.
        let dump =
            head
            + "    Other, 0x3, {{0.0, 0.0}, {1.0, 1.0}}\nPath to element:\n →Application, 0x1, pid: 7, label: 'App'\nQuery chain:\n →Find: Target Application 'a.b'\n  Output: {\n    Application, 0x1,"
        XCTAssertEqual(try parse(dump).elements.count, 3)
        // A type alone is a whole line in a dump without addresses (written by hand or by a tool).
        XCTAssertEqual(try parse("Application, label: 'App'\n  Window\n    Other").elements.count, 3)
        // The real dumps, pasted without their last line break, read as they do with it.
        let captures = try SharedTestData.captures()
        for file in try FileManager.default.contentsOfDirectory(atPath: captures.path)
        where file.hasSuffix(".txt") && !file.hasSuffix(".src.txt") {
            let data = try Data(contentsOf: captures.appendingPathComponent(file))
            guard let whole = try? AccessibilityHierarchy(importing: data, name: file) else { continue }
            var trimmed = data
            while let last = trimmed.last, last == 0x0A || last == 0x0D { trimmed.removeLast() }
            XCTAssertEqual(
                try AccessibilityHierarchy(importing: trimmed, name: file).elements.count, whole.elements.count, file)
        }
    }

    /// A dump that starts as a whole `debugDescription` (`Attributes:`, `Element subtree:`) but has
    /// no `Path to element:` after its subtree was cut at a line boundary: refused at its last line,
    /// for every line of the real dumps' trees. Cut inside the query chain (the tree whole), or
    /// pasted as element lines alone (with or without `Element subtree:`), a dump is read.
    func testADumpThatStartsWholeMustReachItsPathToElement() throws {
        let captures = try SharedTestData.captures()
        for file in ["xcui_debugdesc_testpilot_tabbar_2023.txt", "xcui_debugdesc_zjh_login_zh_2022.txt"] {
            let text = try String(contentsOf: captures.appendingPathComponent(file), encoding: .utf8)
            let whole = try AccessibilityHierarchy(importing: Data(text.utf8), name: file)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let subtree = try XCTUnwrap(lines.firstIndex { $0.contains("Element subtree:") })
            let path = try XCTUnwrap(lines.firstIndex { $0.contains("Path to element:") })
            XCTAssertGreaterThan(path - subtree, 8, file)
            for end in (subtree + 2)...path {
                let cut = lines[..<end].joined(separator: "\n") + "\n"
                XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(cut.utf8), name: file)) { error in
                    let error = error as? HierarchyImportError
                    XCTAssertEqual(error?.kind, .malformedDebugDescription, "\(file) cut after line \(end)")
                    XCTAssertEqual(error?.line, end, file)
                    XCTAssertTrue(
                        error?.description.contains("is not followed by 'Path to element:'") == true,
                        error?.description ?? "")
                }
            }
            for end in (path + 1)...lines.count {
                let cut = lines[..<end].joined(separator: "\n") + "\n"
                XCTAssertEqual(
                    try AccessibilityHierarchy(importing: Data(cut.utf8), name: file).elements.count,
                    whole.elements.count, "\(file) cut after line \(end)")
            }
            // The element lines alone, cut at any line, are what they are; also under their header.
            for end in (subtree + 2)..<path {
                let alone = lines[(subtree + 1)..<end].joined(separator: "\n") + "\n"
                XCTAssertEqual(
                    try AccessibilityHierarchy(importing: Data(alone.utf8), name: file).elements.count,
                    end - subtree - 1, file)
                let headed = lines[subtree..<end].joined(separator: "\n") + "\n"
                XCTAssertEqual(
                    try AccessibilityHierarchy(importing: Data(headed.utf8), name: file).elements.count,
                    end - subtree - 1, file)
            }
        }
        // Two dumps, the first cut before its path: refused at the first's last line.
        let first = "Attributes: Application, pid: 1\nElement subtree:\n →Application, 0x1, pid: 1\n    Other, 0x2\n"
        let error = parseError(first + first + "Path to element:\n →Application, 0x1, pid: 1\n")
        XCTAssertEqual(error?.kind, .malformedDebugDescription)
        XCTAssertEqual(error?.line, 4)
        XCTAssertTrue(error?.description.contains("another dump's 'Attributes:' (line 5) follows it") == true)
        // A query chain alone after the subtree is an ending too.
        XCTAssertEqual(try parse(first + "Query chain:\n →Find: Target Application 'a'\n").elements.count, 2)
    }

    /// Every cut of the real dumps inside their tree either fails or ends at a whole field or a
    /// line's end; cuts after a frame's comma (1,500 bytes) and after an address (2,000 bytes) fail
    /// where they stop.
    func testTheRealDumpCutAnywhereIsNeverASmallerCleanScreen() throws {
        let data = try Data(contentsOf: SharedTestData.url("captures/xcui_debugdesc_testpilot_tabbar_2023.txt"))
        for (count, line, column) in [(1500, 21, 86), (2000, 26, 28)] {
            XCTAssertThrowsError(
                try AccessibilityHierarchy(importing: data.prefix(count), name: "t.txt", format: .debugDescription)
            ) { error in
                let error = error as? HierarchyImportError
                XCTAssertEqual(error?.kind, .malformedDebugDescription)
                XCTAssertEqual([error?.line, error?.column], [line, column])
            }
        }
        let text = String(decoding: data, as: UTF8.self)
        let treeEnd = text.utf8.distance(from: text.startIndex, to: text.range(of: "Path to element:")!.lowerBound)
        for count in stride(from: 1, to: treeEnd, by: 1) {
            let cut = data.prefix(count)
            // The root alone is an empty screen, which the audit refuses.
            guard let h = try? AccessibilityHierarchy(importing: cut, name: "t.txt", format: .debugDescription),
                h.elements.count > 1
            else { continue }
            let last = String(decoding: cut, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .last!
            let trimmed = last.trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(
                trimmed.isEmpty || trimmed.hasSuffix("}}") || trimmed.hasSuffix("'") || trimmed.hasSuffix("Selected")
                    || trimmed.range(of: #"pid: [0-9]+$"#, options: .regularExpression) != nil,
                "\(count) bytes: '\(last)' read as \(h.elements.count) elements")
        }
    }

    func testInvalidFramesAreDroppedAndRecorded() throws {
        let h = try parse(
            """
            Application, label: 'App'
              Other, {{0.0, 0.0}, {inf, 1.0}}, label: 'Unbounded'
              Other, {{nowhere}}, label: 'odd'
              Other, {{0.0, 0.0}, {-5.0, 1.0}}
            """)
        XCTAssertEqual(h.elements.map { $0.frame == nil }, [true, true, true, true])
        XCTAssertEqual(h.elements[2].label, "odd")
        XCTAssertEqual(h.problems, [1, 2, 3].map { StructuralProblem(kind: .invalidFrame, container: 0, element: $0) })
    }

    /// A frame is four numbers: fewer, more, or one that is not a number is no frame.
    func testFramesOfOtherThanFourNumbersAreDropped() throws {
        let h = try parse(
            """
            Application, label: 'App'
              Other, {{1.0, 2.0}, {3.0, 4.0}}, label: 'four'
              Other, {{1.0, 2.0}, {3.0}}, label: 'three'
              Other, {{1.0, 2.0}, {3.0, 4.0, 5.0}}, label: 'five'
              Other, {{1.0, x}, {3.0, 4.0}}, label: 'letter'
              Other, {{1.0, 2.0}, {3.0, 4.0}, {x}}, label: 'extra'
            """)
        XCTAssertEqual(h.elements[1].frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(h.elements.dropFirst(2).map { $0.frame == nil }, [true, true, true, true])
        XCTAssertEqual(
            h.problems, [2, 3, 4, 5].map { StructuralProblem(kind: .invalidFrame, container: 0, element: $0) })
    }

    /// Lines end at LF or CR LF, blank lines and a last line without a break included; the tree's
    /// children (and automation children) follow the dump's order.
    func testLineBreaksAndChildOrder() throws {
        let text =
            "Attributes: Application, pid: 1\r\nElement subtree:\r\n →Application, label: 'App'\r\n\r\n"
            + "    Button, label: 'A'\n    Other\r\n      Button, label: 'B'\n    Button, label: 'C'\r\n"
            + "Path to element:\n →Application\nQuery chain:\n Find: Target Application"
        let h = try parse(text)
        XCTAssertEqual(h.elements.map(\.label), ["App", "A", nil, "B", "C"])
        XCTAssertEqual(h.elements.map(\.children), [[1, 2, 4], [], [3], [], []])
        XCTAssertEqual(h.elements.map(\.automationChildren), h.elements.map(\.children))
    }

    /// A lone CR ends a line as LF and CR LF do: between two element lines (the second element is
    /// its own, not part of the first one's label), and as every line end of an old Mac OS file.
    func testALoneCarriageReturnEndsALine() throws {
        let lines = [
            " →Application, 0x1, pid: 1, label: 'A'", "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
            "      StaticText, 0x3, {{20.0, 59.0}, {200.0, 40.0}}, label: 'Title'",
            "      Button, 0x4, {{20.0, 100.0}, {10.0, 10.0}}, label: 'Go'",
        ]
        let mixed = lines[0] + "\n" + lines[1] + "\n" + lines[2] + "\r" + lines[3] + "\n"
        for text in [mixed, lines.joined(separator: "\r") + "\r", lines.joined(separator: "\r\n")] {
            let h = try parse(text)
            XCTAssertEqual(h.elements.map(\.label), ["A", nil, "Title", "Go"], text.debugDescription)
            XCTAssertEqual(h.elements.map(\.parent), [nil, 0, 1, 1])
        }
    }

    /// Error positions count a lone CR as a line end, as the reader does.
    func testErrorLinesCountALoneCarriageReturn() {
        XCTAssertEqual(LineBreaks.position(of: 4, in: Array("a\rb\nc".utf8)).line, 3)
        XCTAssertEqual(LineBreaks.position(of: 5, in: Array("a\r\nb\nc".utf8)).line, 3)
        XCTAssertEqual(LineBreaks.position(of: 5, in: Array("a\r\nb\ncd".utf8)).column, 1)
        XCTAssertEqual(LineBreaks.position(of: 3, in: Array("ab\rcd".utf8)).column, 1)
        XCTAssertEqual(TextPosition(offset: 2, in: Data("\r\rx".utf8)).line, 3)
    }

    func testEscapedFormWithQuotesAndUnicode() throws {
        let text =
            #""Element subtree:\n →Application, pid: 1, label: \'Caf\u{e9}\'\n    Button, label: \'Say \"hi\"\'\n""#
        let h = try parse(text)
        XCTAssertEqual(h.elements.map(\.label), ["Café", "Say \"hi\""])
        XCTAssertEqual(h.elements[1].parent, 0)
    }

    func testAsciiArrowAndTabsGiveDepth() throws {
        let h = try parse(" ->Application, label: 'A'\n\tOther\n\t\tButton, label: 'B'\n\tStaticText, label: 'C'")
        XCTAssertEqual(h.elements.map(\.parent), [nil, 0, 1, 0])
    }

    func testSectionsOutsideTheSubtreeAreIgnored() throws {
        let h = try parse(
            """
            t =     1.00s Requesting snapshot of accessibility hierarchy for app with pid 1
            Attributes: Button, 0x1, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Not me'
            Element subtree:
             →Button, 0x1, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Me'
                StaticText, 0x2, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Me'
            Path to element:
             →Application, 0x3, pid: 1, label: 'App'
              ↳Button, 0x1, {{0.0, 0.0}, {9.0, 9.0}}, label: 'Me'
            Query chain:
             →Find: Target Application 'x'
              Output: {
                Application, 0x3, pid: 1, label: 'App'
              }
            """)
        XCTAssertEqual(h.elements.map(\.elementType), [.button, .staticText])
        XCTAssertEqual(h.rootID, 0)
    }

    func testDeepTreeDoesNotRecurse() throws {
        let depth = 5_000
        var text = "Application, label: 'Deep'\n"
        for level in 1...depth { text += String(repeating: " ", count: level) + "Other, {{0.0, 0.0}, {1.0, 1.0}}\n" }
        let h = try parse(text)
        XCTAssertEqual(h.elements.count, depth + 1)
        XCTAssertEqual(h.elements.last?.parent, depth - 1)
        XCTAssertEqual(h.viewTreeElements.count, depth + 1)
    }

    // MARK: Errors (each kind with its line)

    func testTextWithoutElementLinesIsAnErrorWithItsLine() {
        let error = parseError("\n\nhello world\nthis is not a dump")
        XCTAssertEqual(error?.kind, .notADebugDescription)
        XCTAssertEqual(error?.line, 3)
        XCTAssertNil(error?.column)
        XCTAssertEqual(
            error.map { "\($0)" },
            "dump.txt:3: not an XCUIElement debugDescription dump: no element lines found (expected lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\"); the text starts with 'hello world'"
        )
        let header = parseError("Attributes: Application, pid: 1\nElement subtree:\nPath to element:\n")
        XCTAssertEqual(header?.kind, .notADebugDescription)
        XCTAssertEqual(header?.line, 2)
        // Blank text is empty, not a dump without elements.
        XCTAssertEqual(parseError("")?.kind, .empty)
        XCTAssertEqual(parseError(" \n")?.description, "dump.txt: the input is empty: there is no hierarchy to import")
    }

    func testADumpWithOnlyAHeaderIsRecognisedAsADump() throws {
        // Detected from content: the `Element subtree:` header makes it a dump, so the error is about the dump.
        do {
            _ = try AccessibilityHierarchy(
                importing: Data("Attributes: Application, pid: 1\nElement subtree:\n".utf8), name: "d.txt")
            XCTFail("imported")
        } catch {
            XCTAssertEqual(error.kind, .notADebugDescription)
            XCTAssertEqual(error.line, 2)
        }
    }

    func testTwoDumpsInOneTextAreAnError() {
        let error = parseError("Application, label: 'A'\n  Other\nApplication, label: 'B'")
        XCTAssertEqual(error?.kind, .malformedDebugDescription)
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(
            error.map { "\($0)" },
            "dump.txt:3: malformed debugDescription dump: a second top-level element ('Application') follows the root element of line 1; import one dump at a time"
        )
    }

    func testEscapedDumpWithoutClosingQuoteIsAnError() {
        let error = parseError("t = 1s\n\"Element subtree:\\n →Application, label: \\'A\\'")
        XCTAssertEqual(error?.kind, .malformedDebugDescription)
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(
            error.map { "\($0)" },
            "dump.txt:2: malformed debugDescription dump: the escaped dump that starts here has no closing double quote; copy all of lldb's output"
        )
    }

    func testBytesThatAreNotUTF8AreLocated() {
        var bytes = Array("Application, label: 'A'\n  Button, label: 'caf".utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes += Array("'\n".utf8)
        do {
            _ = try AccessibilityHierarchy(importing: Data(bytes), name: "dump.txt", format: .debugDescription)
            XCTFail("imported")
        } catch {
            XCTAssertEqual(error.kind, .malformedDebugDescription)
            XCTAssertEqual(
                "\(error)",
                "dump.txt:2:22: malformed debugDescription dump: the byte 0xE9 is not valid UTF-8 (dumps are UTF-8)")
        }
        // Detected from content, a dump with a stray byte is still a dump, not an unsupported format.
        do {
            _ = try AccessibilityHierarchy(importing: Data(bytes), name: "dump.txt")
            XCTFail("imported")
        } catch {
            XCTAssertEqual(error.kind, .malformedDebugDescription)
            XCTAssertEqual([error.line, error.column], [2, 22])
        }
        // A dump cut off inside a character says so.
        let cut = Array("Application, label: 'A'\n  Button, label: '\u{4ECA}".utf8).dropLast()
        do {
            _ = try AccessibilityHierarchy(importing: Data(cut), name: "dump.txt")
            XCTFail("imported")
        } catch {
            XCTAssertEqual(
                "\(error)",
                "dump.txt:2:19: malformed debugDescription dump: the dump ends inside a UTF-8 character; was it cut off?"
            )
        }
    }

    func testAByteOrderMarkIsSkipped() throws {
        let h = try AccessibilityHierarchy(
            importing: Data("\u{FEFF}Application, label: 'A'\n  Button, label: 'OK'\n".utf8), name: "bom.txt")
        XCTAssertEqual(h.elements.map(\.pathComponent), ["Application['A']", "Button['OK']"])
    }

    // MARK: The byte reading of ASCII lines

    /// ASCII field texts (nearly every dump line) are read from their bytes; on any of them the
    /// fields, and for a quoted field left open the key and place, are those the `Character`
    /// reading gives. Random texts from the pieces dumps are made of, with the odd ones in.
    func testASCIIFieldsAreReadAsCharactersReadThem() {
        let pieces = [
            "0x600002a1c1c0", "0xZZ", "{{20.0, 59.0}, {55.0, 40.0}}", "{{-0.0, +3}, {1e3, 0.50}}", "{{1, 2}, {3}}",
            "{{nowhere}}", "{{007, 5.}, {123456789012345678, 4.000}}", "identifier: 'menu'", "label: 'Menu'",
            "label: 'It's, here'", "label: 'a', label: 'b'", "title: 'T'", "placeholderValue: 'Name'",
            "value: 42 ", "value: a, b", "value:", "Selected", "Disabled", "Keyboard Focused", "Focused",
            "Hittable", "isRemoteLeafPlaceholder", "pid: 7340", "hitPoint: {1, 2}", ",", ", ", "  ", "\t", "'",
            "label: '", "label: 'open", "\n", "\r", "x", "Selectedly", "value: 1\t",
        ]
        var random = SeededRandom(seed: 12)
        for _ in 0..<4_000 {
            var text = ""
            for index in 0..<Int.random(in: 1...6, using: &random) {
                if index > 0 { text += random.chance(0.8) ? ", " : random.pick([",", " ", ""]) }
                text += random.pick(pieces)
            }
            for lenient in [false, true] {
                var byBytes: DebugDescriptionImporter.Fields.Unclosed?
                var byCharacters: DebugDescriptionImporter.Fields.Unclosed?
                let read = DebugDescriptionImporter.Fields.parse(text, lenient: lenient, unclosed: &byBytes)
                let expected = DebugDescriptionImporter.Fields.parseCharacters(
                    text, lenient: lenient, unclosed: &byCharacters)
                XCTAssertEqual(read, expected, "\(text.debugDescription), lenient: \(lenient)")
                XCTAssertEqual(byBytes?.key, byCharacters?.key, text.debugDescription)
                XCTAssertEqual(byBytes?.offset, byCharacters?.offset, text.debugDescription)
            }
        }
    }

    /// ASCII lines are told to be element lines (and split into indentation, type and fields)
    /// from their bytes, as the `Character` reading tells them.
    func testASCIIElementHeadsAreReadAsCharactersReadThem() {
        let indents = ["", " ", "    ", "\t", "->", " ->", "-", ">", "- >", "  \t "]
        let types = ["Button", "Other", "Window (Main)", "Window (Main", "Foo", "button", "StaticText2", "X", ""]
        let tails = [
            "", " ", " \t", ", 0x1", ", {{1, 2}, {3, 4}}", ", label: 'A'", ", Selected", ", Selected ", ", Selectedx",
            ", pid: 1", ", x", ",0x1", " , 0x1", ", ", ", Disabled, label: 'b'", "\r", ", 0x1\r",
        ]
        var random = SeededRandom(seed: 5)
        for _ in 0..<3_000 {
            let line = random.pick(indents) + random.pick(types) + random.pick(tails)
            let read = DebugDescriptionImporter.elementHead(line)
            let expected = DebugDescriptionImporter.elementHeadCharacters(line)
            XCTAssertEqual(read?.indent, expected?.indent, line.debugDescription)
            XCTAssertEqual(read?.type, expected?.type, line.debugDescription)
            XCTAssertEqual(read?.rest, expected?.rest, line.debugDescription)
            XCTAssertEqual(read == nil, expected == nil, line.debugDescription)
        }
    }
}
