import MachineScenarios
import Testing

/// Runs a case and records each of the helper's failures as an issue.
func expectClean(_ c: ScenarioCase, sourceLocation: SourceLocation = #_sourceLocation) {
    for f in c.run() { Issue.record("\(c): \(f)", sourceLocation: sourceLocation) }
}
