import Foundation

/// How the benchmark times things: one warm-up run, then the minimum of up to `runs` runs (a
/// loaded machine only ever adds time, so the minimum is the figure that repeats). Runs stop early
/// once they have taken `budget` seconds together, so a slow case still finishes; each figure says
/// how many runs it is the minimum of.
struct Measure {
    var runs: Int
    /// Seconds the runs of one case may take together before the rest are left out.
    var budget: Double

    /// The time of one call of `body`, in seconds.
    static func once(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The minimum time of `body` in seconds, and the number of timed runs.
    func minimum(_ body: () throws -> Void) rethrows -> (seconds: Double, runs: Int) {
        let warmUp = try Self.once(body)
        // A case that takes longer than the budget once is timed by its warm-up alone.
        if warmUp >= budget { return (warmUp, 1) }
        var best = Double.infinity
        var total = 0.0
        var count = 0
        while count < runs, total < budget || count == 0 {
            let t = try Self.once(body)
            best = min(best, t)
            total += t
            count += 1
        }
        return (best, count)
    }

    /// The minimum times in seconds of `body` and of `floor`, their runs interleaved (a warm-up of
    /// each, then floor, body, floor, body, …), and the number of timed pairs. A ratio of two
    /// minimums measured minutes apart moves with whatever else the machine did in between (seen
    /// here: the same bare parse 31 ms in one run and 66 ms in another); interleaved, both figures
    /// have the same chances of a quiet moment, so their ratio repeats. Runs stop once the pairs
    /// have taken `budget` seconds together.
    func paired(floor: () throws -> Void, _ body: () throws -> Void) rethrows -> (
        seconds: Double, floor: Double, runs: Int
    ) {
        let warmUp = try Self.once(body)
        let floorWarmUp = try Self.once(floor)
        // A pair that takes longer than the budget once is timed by its warm-ups alone.
        if warmUp + floorWarmUp >= budget { return (warmUp, floorWarmUp, 1) }
        var best = Double.infinity
        var bestFloor = Double.infinity
        var total = 0.0
        var count = 0
        while count < runs, total < budget || count == 0 {
            let f = try Self.once(floor)
            let t = try Self.once(body)
            bestFloor = min(bestFloor, f)
            best = min(best, t)
            total += f + t
            count += 1
        }
        return (best, bestFloor, count)
    }
}

/// One line of the report: a figure, the floor it is compared with, and its target.
struct Figure {
    var name: String
    var elements: Int?
    var seconds: Double
    var runs: Int
    var floorName: String?
    var floorSeconds: Double?
    var target: String?

    var ratio: Double? { floorSeconds.map { seconds / $0 } }
}

/// One of the targets, as the summary at the end prints it.
struct TargetRow {
    var name: String
    /// The figure before this work (empty when it gave none for this size).
    var before: String
    var now: String
    var ratio: Double
    var target: String
    /// Whether the target is met; `nil` when this run cannot say (another size, one core).
    var met: Bool?
}

/// Prints figures as an aligned table.
enum Report {
    static func header(_ title: String) {
        print("")
        print(title)
        print(String(repeating: "-", count: 150))
        print(
            pad("case", 56) + pad("elements", 9, right: true) + pad("time", 12, right: true)
                + pad("µs/elem", 9, right: true)
                + "  " + pad("floor", 36) + pad("floor time", 11, right: true) + pad("ratio", 8, right: true)
                + "  target")
    }

    static func line(_ f: Figure) {
        let elements = f.elements.map { "\($0)" } ?? ""
        let perElement = f.elements.map { String(format: "%.2f", f.seconds * 1e6 / Double(max($0, 1))) } ?? ""
        let floorTime = f.floorSeconds.map(duration) ?? ""
        let ratio = f.ratio.map { String(format: "%.2f×", $0) } ?? ""
        print(
            pad(f.name + (f.runs == 1 ? " (1 run)" : ""), 56) + pad(elements, 9, right: true)
                + pad(duration(f.seconds), 12, right: true)
                + pad(perElement, 9, right: true) + "  " + pad(f.floorName ?? "", 36) + pad(floorTime, 11, right: true)
                + pad(ratio, 8, right: true) + "  " + (f.target ?? ""))
    }

    static func duration(_ seconds: Double) -> String {
        seconds >= 1
            ? String(format: "%.2f s", seconds)
            : seconds >= 0.001
                ? String(format: "%.1f ms", seconds * 1e3)
                : String(format: "%.0f µs", seconds * 1e6)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let count = text.count
        guard count < width else { return right ? " " + text : text + " " }
        let fill = String(repeating: " ", count: width - count)
        return right ? fill + text : text + fill
    }
}

/// This process's peak resident set, in bytes (`VmHWM` in `/proc/self/status`; -1 when unknown).
func peakResidentMemory() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return -1 }
    return kilobytes * 1024
}
