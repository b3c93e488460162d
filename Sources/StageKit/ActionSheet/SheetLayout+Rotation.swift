/// A presented sheet's layout after a rotation, as the library's code arrives at it. The
/// collection and background views resize with the view (flexible width and height,
/// ActionController.swift 125, 133) and the flow layout sizes its rows for the new width;
/// `viewWillLayoutSubviews` sets the content insets again from the new height and safe area
/// (293-296, 664-682) but with `contentHeight` as it was computed when the view loaded (271-278:
/// never recomputed); the cancel bar keeps its distance from the bottom edge (flexible top
/// margin, 360) and takes the new bottom inset as its height's extra (`viewSafeAreaInsetsDidChange`
/// → `updateCancelViewLayout`, 316-319, 379-384), so on an iPhone 15 in landscape it ends 13 pt
/// above the screen's bottom (34 − 21), and is back in place after turning back.
///
/// ```swift
/// let landscape = SheetDevice(size: Size(width: 852, height: 393),
///                             safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
/// let l = try old.relaid(model: m, style: .plain, settings: s, device: landscape)
/// l.insets.top   // max(393 − contentHeight − 21, 0 + 30)
/// ```
extension SheetLayout {
    public func relaid(model: SheetModel, style: SheetStyle, settings: ActionControllerSettings,
                       device new: SheetDevice) throws(ActionSheetError) -> SheetLayout {
        var l = try SheetLayout(model: model, style: style, settings: settings, device: new)
        let W = new.size.width, H = new.size.height, safe = new.safeArea
        l.contentHeight = contentHeight
        l.insets.top = max(H - contentHeight - safe.bottom, safe.top + SheetLayout.minimumTopGap)
        if let bar = cancelBar {
            let y = bar.y + (H - device.size.height)
            let cancel = settings.cancelView.height
            l.cancelBar = Rect(x: 0, y: y, width: W, height: cancel + safe.bottom)
            l.cancelButton = Rect(x: 0, y: y, width: W, height: cancel)
        }
        if let b = style.backdrop {
            l.backdrop = SheetLayout.backdrop(b, contentHeight: contentHeight, device: new)
        }
        l.maxScroll = settings.behavior.scrollEnabled ? max(0, l.flowHeight + l.insets.bottom - H + l.insets.top) : 0
        return l
    }
}
