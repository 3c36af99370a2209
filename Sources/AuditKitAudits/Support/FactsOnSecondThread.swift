// The rules that use the facts an audit of a large screen makes on a second thread
// (`ScreenFacts.startOnSecondThread(reading:labelVerdicts:)`, started by the auditor before its
// first rule when a rule that runs, or is counted, uses them).

/// A built-in rule that reads ``ScreenFacts/voiceOverReading`` (what VoiceOver says, in order).
/// When the reading is made on a second thread, these rules run after the others, which run
/// meanwhile; their issues are then put back in rule order.
protocol ReadsVoiceOverReading {}

/// A built-in rule that asks ``LabelReadability/assess(_:)`` about labels, and reads
/// ``ScreenFacts/labelVerdicts`` when they were made on a second thread.
protocol AssessesLabels {}
