import CLua
import CLuaShim
#if canImport(Glibc)
import Glibc
#endif

/// Where a chunk's code is running: what a report shows as the source line of a step.
extension LuaState {
    /// The line running now in the innermost function of the chunk named `chunkName` (`"@path"`
    /// for a file) on the running thread's stack, or nil when none of its functions is running.
    /// Looks at most `depth` levels deep.
    ///
    /// ```swift
    /// lua.currentLine(inChunk: "@spec/a_spec.lua")   // 12
    /// ```
    public func currentLine(inChunk chunkName: String, depth: Int32 = 200) -> Int? {
        let thread = runningThread
        var ar = lua_Debug()
        var level: Int32 = 0
        while level < depth, lua_getstack(thread, level, &ar) != 0 {
            level += 1
            guard lua_getinfo(thread, "Sl", &ar) != 0, ar.currentline > 0, let source = ar.source else { continue }
            if strcmp(source, chunkName) == 0 { return Int(ar.currentline) }
        }
        return nil
    }
}
