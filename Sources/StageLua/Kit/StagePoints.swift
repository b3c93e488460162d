import LuaBridge
import StageKit

/// Reading points from tables.
enum StagePoints {
    /// The points of the sequence (at least one), each `{x, y}` or `{x =, y =}`. The list is
    /// charged to the standard value bounds (so a huge list of one shared point counts against
    /// the memory limit). The failure message continues "option 'path"': "': ..." or "[2]': ...".
    static func readList(_ list: LuaSlot) -> Result<[Point], StageReadError> {
        guard list.rawLength > 0 else { return .failure(StageReadError("': list of points expected")) }
        var k = 0
        do {
            // A point is kept as two numbers; charge it as such.
            var budget = LuaReadBudget(list)
            let points = try list.list { slot -> Point? in
                k += 1
                try budget.charge(values: 2)
                guard let p = slot.point else { throw StageReadError("[\(k)]': point {x, y} expected") }
                return p
            }
            return .success(points)
        } catch let e as StageReadError {
            return .failure(e)
        } catch {
            return .failure(StageReadError("': \(error)"))
        }
    }
}
