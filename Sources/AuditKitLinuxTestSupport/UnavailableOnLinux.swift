import AuditKitLinux
import Foundation
import XCTest

// XCUITest's API that cannot work on a headless screen: declared unavailable, so that a suite that
// uses it does not compile and its message says what to do, instead of compiling to something that
// silently passes.

/// A screen, like `XCUIScreen`: unavailable, as a headless screen is not drawn.
@available(
    *, unavailable,
    message:
        "a headless screen is not drawn, so there is no screenshot: audit a capture's screenshot with attachScreenshot(_:), or describe the screen with app.snapshot()"
)
public final class XCUIScreen {
    /// Unavailable: a headless screen is not drawn.
    @available(
        *, unavailable,
        message:
            "a headless screen is not drawn, so there is no screenshot: audit a capture's screenshot with attachScreenshot(_:), or describe the screen with app.snapshot()"
    )
    public static var main: XCUIScreen { fatalError("unavailable") }
    /// Unavailable: a headless screen is not drawn.
    @available(
        *, unavailable,
        message:
            "a headless screen is not drawn, so there is no screenshot: audit a capture's screenshot with attachScreenshot(_:), or describe the screen with app.snapshot()"
    )
    public static var screens: [XCUIScreen] { fatalError("unavailable") }
    /// Unavailable: a headless screen is not drawn.
    @available(
        *, unavailable,
        message:
            "a headless screen is not drawn, so there is no screenshot: audit a capture's screenshot with attachScreenshot(_:), or describe the screen with app.snapshot()"
    )
    public func screenshot() -> XCUIScreenshot { fatalError("unavailable") }
}

/// A screenshot, like `XCUIScreenshot`: unavailable, as a headless screen is not drawn.
@available(
    *, unavailable,
    message:
        "a headless screen is not drawn, so there is no screenshot: audit a capture's screenshot with attachScreenshot(_:), or describe the screen with app.snapshot()"
)
public final class XCUIScreenshot {}

/// An attachment to a test's report, like `XCTAttachment`: unavailable, as Linux's XCTest writes
/// no report to hold it.
@available(
    *, unavailable,
    message:
        "XCTAttachment does not exist on Linux: write the data to a file (app.snapshot().jsonData() for the screen) instead"
)
public final class XCTAttachment {
    /// Unavailable: Linux's XCTest writes no report to attach to.
    @available(
        *, unavailable,
        message:
            "XCTAttachment does not exist on Linux: write the data to a file (app.snapshot().jsonData() for the screen) instead"
    )
    public init(screenshot: XCUIScreenshot) {}
    /// Unavailable: Linux's XCTest writes no report to attach to.
    @available(
        *, unavailable,
        message:
            "XCTAttachment does not exist on Linux: write the data to a file (app.snapshot().jsonData() for the screen) instead"
    )
    public init(data: Data) {}
    /// Unavailable: Linux's XCTest writes no report to attach to.
    @available(
        *, unavailable,
        message:
            "XCTAttachment does not exist on Linux: write the data to a file (app.snapshot().jsonData() for the screen) instead"
    )
    public init(string: String) {}
    /// Unavailable: Linux's XCTest writes no report to attach to.
    @available(
        *, unavailable,
        message:
            "XCTAttachment does not exist on Linux: write the data to a file (app.snapshot().jsonData() for the screen) instead"
    )
    public var name: String? {
        get { nil }
        set {}
    }
}

extension XCTestCase {
    /// Unavailable: Linux's XCTest writes no report to attach to.
    @available(
        *, unavailable,
        message:
            "XCTAttachment does not exist on Linux: write the data to a file (app.snapshot().jsonData() for the screen) instead"
    )
    public func add(_ attachment: XCTAttachment) {}
}

extension HeadlessElement {
    /// Unavailable: a headless screen is not drawn.
    @available(
        *, unavailable,
        message: "a headless screen is not drawn, so there is no screenshot: describe the element with snapshot"
    )
    public func screenshot() -> XCUIScreenshot { fatalError("unavailable") }

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable,
        message: "the headless model has single taps only: call tap() twice, or the action your double tap runs"
    )
    public func doubleTap() {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable,
        message: "the headless model has no long press: run the action the press triggers from your test"
    )
    public func press(forDuration duration: Double) {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable, message: "the headless model has no drag: set the state the drag produces from your test"
    )
    public func press(forDuration duration: Double, thenDragTo otherElement: HeadlessElement) {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(*, unavailable, message: "the headless model has single-finger taps only: run the action from your test")
    public func twoFingerTap() {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable, message: "the headless model has no pinch: set the zoom the pinch produces from your test"
    )
    public func pinch(withScale scale: Double, velocity: Double) {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable, message: "the headless model has no rotation gesture: set the state it produces from your test"
    )
    public func rotate(_ rotation: Double, withVelocity velocity: Double) {}
}

extension HeadlessApplication {
    /// Unavailable: a headless screen is not drawn.
    @available(
        *, unavailable,
        message: "a headless screen is not drawn, so there is no screenshot: describe the screen with snapshot()"
    )
    public func screenshot() -> XCUIScreenshot { fatalError("unavailable") }

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable,
        message: "the headless model has single taps only: call tap() twice, or the action your double tap runs"
    )
    public func doubleTap() {}
}

extension HeadlessCoordinate {
    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable,
        message: "the headless model has no long press: run the action the press triggers from your test"
    )
    public func press(forDuration duration: Double) {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(
        *, unavailable,
        message:
            "the headless model has no drag: set the state the drag produces from your test, or swipe a scroll view"
    )
    public func press(forDuration duration: Double, thenDragTo otherCoordinate: HeadlessCoordinate) {}

    /// Unavailable: the model's gestures are single taps and control actions.
    @available(*, unavailable, message: "the headless model has single taps only: call tap() twice")
    public func doubleTap() {}
}
