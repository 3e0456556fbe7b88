import UIKit

// Pattern 12: items installed indirectly.
final class TimelineViewController: UIViewController {
    @IBOutlet var markReadButton: UIBarButtonItem!
    @IBOutlet var nextUnreadButton: UIBarButtonItem!

    lazy var composeButton: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil,
                                   action: nil)
        item.title = "Compose"
        return item
    }()

    private var filterButton = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
                                               style: .plain, target: nil, action: nil)
    private let refreshItem = UIBarButtonItem(title: "Refresh", style: .plain, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        filterButton.accessibilityLabel = "Filter"
        toolbarItems = [markReadButton, .flexibleSpace(), nextUnreadButton]
        navigationItem.leftBarButtonItem = editButtonItem
    }

    func update(showsFilter: Bool) {
        navigationItem.rightBarButtonItem = showsFilter ? filterButton : nil
        navigationItem.setRightBarButtonItems([composeButton, filterButton], animated: false)
        toolbarItems?.insert(refreshItem, at: 1)
    }

    func rebuild(showsProgress: Bool) {
        var items = [UIBarButtonItem]()
        items.append(markReadButton)
        if showsProgress {
            items.append(.flexibleSpace())
        }
        items.append(makeShareItem())
        setToolbarItems(items, animated: false)
    }

    private func makeShareItem() -> UIBarButtonItem {
        UIBarButtonItem(title: "Share Timeline", image: UIImage(systemName: "square.and.arrow.up"),
                        primaryAction: nil)
    }

    func misplaced(_ detail: UIViewController) {
        detail.navigationItem.rightBarButtonItem = refreshItem
        navigationItem.leftBarButtonItems = dynamicItems()
    }

    private func dynamicItems() -> [UIBarButtonItem] {
        models.map { _ in UIBarButtonItem() }
    }
}
