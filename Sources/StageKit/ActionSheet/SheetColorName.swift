/// The action sheet's settings and presets use the stage's one color type; this name stays for
/// the bindings written against it.
public typealias SheetColor = Color
