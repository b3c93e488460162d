import LuaBridge
import StageKit

// An animated change as engine input: the engine's `animated:completion:` arguments from the
// `{animated =, completion =}` options, run as `LuaCall.input` runs input.

extension LuaCall {
    /// Runs `change` as engine input (`input`) with `animation(i)`: animated (true when absent)
    /// and the completion as engine work calls it.
    ///
    /// ```swift
    /// { view, call in call.input(animation: 2) { try view.hide(animated: $0, completion: $1) } }
    /// ```
    public func input(animation i: Int32, _ change: (Bool, (() throws -> Void)?) throws -> Void) -> Int32 {
        let a = animation(i)
        return input { try change(a.animated, a.completion) }
    }
}
