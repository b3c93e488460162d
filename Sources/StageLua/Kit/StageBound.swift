import LuaBridge
import StageKit

// The pattern every component binding file follows (docs/ARCHITECTURE.md, "How to add a
// component"):
//
//   1. The engine object (or a small handle class wrapping it) conforms to `StageBound`.
//   2. Bindings are closures over a `LuaCall`; `call.world.stage` is the current stage.
//   3. Methods, properties and module functions that take an object are declared with the typed
//      builders (`LuaFunctionDecl.method`, `.function(_:taking:as:)`, `LuaPropertyDecl.on`): the
//      body gets the live object; one from before `stage.reset` gets the standard error first
//      (`StageBound.staleMessage`).
//   4. Engine errors become Lua errors with `call.fail(error)` (never thrown from Swift).
//   5. After engine work that may have run Lua callbacks outside an advance, end with
//      `call.finish(n)`: it raises the first callback error, if any, instead of returning.
//   6. Lua callbacks are held as `LuaRef`s and called through `world.invoke(ref, as: "timer#1") { push args }`,
//      inside `stage.callUser { ... }` so an error never unwinds the engine (sinon's rule).
//   7. Geometry goes out with `call.push(rect)` (the stage's shapes are `LuaPushable`) and comes in
//      with `call.point(i)` / `LuaOptions.point("from")` (both `{x, y}` and `{x =, y =}` accepted).

/// An engine object reachable from Lua that belongs to one stage. Its handle fails with a clear
/// message once that stage is reset.
///
/// ```swift
/// final class SheetHandle: StageBound {
///     let stage: Stage
///     let sheet: ActionSheet
///     var handleName: String { sheet.source }      // "sheet#1"
/// }
/// ```
public protocol StageBound: LuaLiveObject {
    /// The stage the object was created in.
    var stage: Stage { get }
    /// How messages name it ("sheet#1", "timer#3").
    var handleName: String { get }
}

/// A handle to an element of a stage-bound owner (`sheet#1 action 2`, `bar#1 popupBar`): it
/// belongs to its owner's stage and is named after it.
///
/// ```swift
/// extension PopupBarRef: StageElement { public var elementName: String { "popupBar" } }
/// ```
public protocol StageElement: StageBound {
    associatedtype Owner: StageBound
    var owner: Owner { get }
    /// The element's name after its owner's ("action 2", "popupBar").
    var elementName: String { get }
}

extension StageElement {
    public var stage: Stage { owner.stage }
    public var handleName: String { "\(owner.handleName) \(elementName)" }
}

extension StageBound {
    /// "sheet#1 belongs to a previous stage (before stage.reset) and can no longer be used".
    public func staleMessage(in call: LuaCall) -> String? {
        let current = call.world.stage
        if stage === current && current.isValid { return nil }
        return handleName + " belongs to a previous stage (before stage.reset) and can no longer be used"
    }
}

extension LuaTypeDecl {
    /// `__tostring` of a stage object: `text` while its stage is current, `Name(handle, stale)`
    /// once the stage was reset (`Name` is what `text` starts with), so an old handle never prints
    /// as if it were live.
    ///
    /// ```swift
    /// LuaTypeDecl.describing(SwipeTable.self) { "SwipeTable(\($0.source), \($0.rowCount) rows)" }
    /// // after stage.reset(): SwipeTable(table#1, stale)
    /// ```
    static func describing<T: StageBound>(
        _ type: T.Type, _ text: @escaping @Sendable (T) -> String
    ) -> [String: LuaBody] {
        ["__tostring": .swift { call in
            let object = call.object(1, as: T.self)
            let live = text(object)
            let current = call.world.stage
            guard object.stage !== current || !current.isValid else { return call.returning(live) }
            let name = live.prefix { $0 != "(" }
            return call.returning("\(name)(\(object.handleName), stale)")
        }]
    }
}
