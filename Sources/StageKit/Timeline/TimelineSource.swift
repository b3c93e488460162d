/// A component whose events the timeline records under one source (`popup#1`), and which a
/// script may have named (`stage.popup{ name = "rate" }`): what it reads of its name, and how
/// its messages name it. The name lives on the stage's timeline (`SourceLabels`), given once
/// when the source is made, so a component stores nothing and every `stage.log(source, ...)`
/// picks the label up without the component passing it. A component conforms in its own
/// declaration: it has the `stage` and `source` already.
///
/// ```swift
/// let sheet = try ActionController(stage: stage, style: .plain, label: "share")
/// sheet.label            // "share"
/// sheet.labeledSource    // sheet#1 "share"
/// ```
public protocol TimelineSource: AnyObject {
    var stage: Stage { get }
    var source: String { get }
}

extension TimelineSource {
    /// The name the script gave the component, or nil.
    public var label: String? { stage.timeline.labels[source] }

    /// How messages and pictures name the component: `popup#1 "rate"`, or `popup#1` unnamed.
    public var labeledSource: String { stage.timeline.labels.labeled(source) }
}
