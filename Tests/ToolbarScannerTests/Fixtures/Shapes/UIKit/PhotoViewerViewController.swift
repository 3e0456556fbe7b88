import UIKit

// Pattern 6 and 12: a local item kept in a property of the same name afterwards, and icons taken
// from the app's image constants (one made by an initializer of the app's own).
final class PhotoViewerViewController: UIViewController {
    private var shareItem: UIBarButtonItem?
    private lazy var filterItem = UIBarButtonItem(
        image: Icons.filter, style: .plain, target: self, action: #selector(toggleFilter))
    private lazy var nextItem = UIBarButtonItem(
        image: Icons.nextPhoto, style: .plain, target: self, action: #selector(showNext))

    override func viewDidLoad() {
        super.viewDidLoad()
        let closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        let shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
        filterItem.accessibilityLabel = "Filter"
        navigationItem.leftBarButtonItem = closeItem
        navigationItem.rightBarButtonItems = [shareItem, filterItem]
        self.shareItem = shareItem
        toolbarItems = [.flexibleSpace(), nextItem]
    }

    @objc private func close() {}
    @objc private func share() { shareItem?.isEnabled = false }
    @objc private func toggleFilter() {}
    @objc private func showNext() {}
}

typealias PlatformImage = UIImage

extension PlatformImage {
    convenience init?(symbol: String) {
        self.init(systemName: symbol)
    }
}

enum Icons {
    static let filter = UIImage(systemName: "line.3.horizontal.decrease")!
    static let nextPhoto = PlatformImage(symbol: "chevron.down.circle")!
}
