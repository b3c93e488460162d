/// The library's convenience payload (`ActionData`): title, subtitle and image, all optional.
/// Images are names here (there are no bitmaps); they only show in renderings.
///
/// ```swift
/// ActionData(title: "Xmartlabs", subtitle: "@xmartlabs", image: "tw-xmartlabs")
/// ```
public struct ActionData: Hashable, Sendable {
    public var title: String?
    public var subtitle: String?
    public var image: String?

    public init(title: String? = nil, subtitle: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
