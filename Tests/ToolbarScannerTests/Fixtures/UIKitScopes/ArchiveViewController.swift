import UIKit

// A property of the app's own superclass given a value without `self.` is the controller's, seen
// by its other methods (not a local of the method that assigns it).
class BaseListViewController: UIViewController {
    var closeItem: UIBarButtonItem?
}

final class ArchiveViewController: BaseListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        installItems()
    }

    private func installItems() {
        navigationItem.leftBarButtonItem = closeItem
    }

    @objc private func close() {}
}
