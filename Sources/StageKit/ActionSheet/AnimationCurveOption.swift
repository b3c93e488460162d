/// `UIView.AnimationOptions` curve flags, named as the stage's curves.
public enum AnimationCurveOption: String, Hashable, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear
}
