/// A chain of accesses from a name: `stage.popups`, `sheet.actions[1]`, `tbl:row(1)`.
struct AccessPath: Equatable, CustomStringConvertible {
    enum Root: Equatable {
        case name(String)
        /// A string literal (`("abc"):up`).
        case string
    }

    enum Step: Equatable {
        case field(String)
        /// A literal index: `[1]`, `["key"]`.
        case index(Literal)
        /// `:name`, always followed by `.call`.
        case method(String)
        case call
    }

    enum Literal: Equatable {
        case integer(Int64)
        case number(Double)
        case string(String)
    }

    var root: Root
    var steps: [Step]

    var description: String {
        var s: String
        switch root {
        case .name(let n): s = n
        case .string: s = "\"\""
        }
        for step in steps {
            switch step {
            case .field(let n): s += "." + n
            case .index(.integer(let i)): s += "[\(i)]"
            case .index(.number(let d)): s += "[\(d)]"
            case .index(.string(let k)): s += "[\"\(k)\"]"
            case .method(let m): s += ":" + m
            case .call: s += "()"
            }
        }
        return s
    }

    /// The path without its last step (the receiver of a trailing `:method`).
    var dropLast: AccessPath { AccessPath(root: root, steps: Array(steps.dropLast())) }
}
