/// One documented thing with the name help shows for it ("stage.clock.advance",
/// "Counter:inc", "Counter.value").
public struct APIEntry {
    public var name: String
    public var topic: APITopic
}
