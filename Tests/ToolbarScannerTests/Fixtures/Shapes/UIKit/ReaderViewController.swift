import UIKit

// Pattern 6: UIKit items in every form the apps use.
final class ReaderViewController: UIViewController {
    private let shareImage = UIImage(systemName: "square.and.arrow.up")

    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIBarButtonItem(image: shareImage, style: .plain, target: self, action: #selector(share(_:)))
        share.accessibilityLabel = "Share"
        let close = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in })
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add(_:)))
        let sort = UIBarButtonItem(
            title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"),
            menu: UIMenu(children: [UIAction(title: "By Date") { _ in }, UIAction(title: "By Title") { _ in }]))
        let bookmark = UIBarButtonItem(primaryAction: UIAction(title: "Bookmark", image: UIImage(systemName: "bookmark")) { _ in })
        navigationItem.leftBarButtonItem = close
        navigationItem.rightBarButtonItems = [share, add, sort, bookmark]
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { completion in
            completion([
                UIAction(title: "Print", image: UIImage(systemName: "printer")) { _ in },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Remove Download", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ]),
            ])
        }
    }

    @objc private func share(_ sender: Any) {}
    @objc private func add(_ sender: Any) {}
}
