/// The animated quantities of one popup (all numbers, evaluated lazily by the container):
/// `presence` b (0 hidden → 1 presented), `open` p (0 closed → 1 open), `dock` d (docking view
/// displacement), `shadow` (floating bar shadow opacity), `contentAlpha` (the close fade).
public enum PopupBarTrack: String, Hashable, Sendable, CaseIterable {
    case presence, open, dock, shadow, contentAlpha
}
