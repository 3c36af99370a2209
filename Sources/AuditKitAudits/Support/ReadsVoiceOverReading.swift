/// A built-in rule that reads ``ScreenFacts/voiceOverReading`` (what VoiceOver says, in order): an
/// audit that runs one over a large screen starts the reading on a second thread before its first
/// rule (``AccessibilityAuditor/audit(_:for:configuration:snapshotProvider:)``), so that the rules
/// before it run meanwhile.
protocol ReadsVoiceOverReading {}
