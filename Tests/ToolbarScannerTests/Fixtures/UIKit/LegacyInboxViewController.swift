import UIKit

// Older UIKit bar setup: right/left items, system items, a custom view, no availability checks.
final class LegacyInboxViewController: UIViewController {
    lazy var trashItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(trash))

    override func viewDidLoad() {
        super.viewDidLoad()
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        let filter = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain,
                                     target: self, action: #selector(filter))
        let counter = UIBarButtonItem(customView: UILabel())
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.rightBarButtonItems = [compose, filter, trashItem]
        navigationItem.leftBarButtonItem = counter
        navigationItem.pinnedTrailingGroup = compose.creatingFixedGroup()
        title = "Inbox"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.searchController = UISearchController()
        navigationItem.style = .browser
        toolbarItems = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: "Mark All Read", primaryAction: nil)]
    }

    @objc private func trash() {}
    @objc private func compose() {}
    @objc private func filter() {}
}
