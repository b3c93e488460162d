/// `UIStatusBarStyle` cases.
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, lightContent, darkContent
}
