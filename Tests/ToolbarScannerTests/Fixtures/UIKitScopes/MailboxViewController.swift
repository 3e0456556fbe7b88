import UIKit

// Locals have the scope of their body: two methods with a local `x` each read their own, a local
// named like a stored property hides it only in its method, and a closure sees its method's locals.
final class MailboxViewController: UIViewController {
    private let archive = UIBarButtonItem(
        title: "Archive", image: UIImage(systemName: "archivebox"), primaryAction: nil)
    let filter = UIBarButtonItem(
        title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = items()
        toolbarItems = extraItems()
        let filter = UIBarButtonItem(title: "Unread Only", primaryAction: nil)
        let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reload))
        DispatchQueue.main.async {
            self.navigationItem.leftBarButtonItems = [filter, refresh, self.filter]
        }
    }

    private func items() -> [UIBarButtonItem] {
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(write))
        let x = [compose, archive]
        return x
    }

    private func extraItems() -> [UIBarButtonItem] {
        let flag = UIBarButtonItem(title: "Flag", image: UIImage(systemName: "flag"), primaryAction: nil)
        let x = [flag]
        return x
    }

    func updateSearch(active: Bool) {
        var search = UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(reload))
        if active {
            search = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(reload))
        }
        navigationItem.rightBarButtonItem = search
    }

    func showSelection(count: Int) {
        let x: UIBarButtonItem
        if count > 0 {
            x = UIBarButtonItem(title: "Delete", image: UIImage(systemName: "trash"), primaryAction: nil)
        } else {
            x = UIBarButtonItem(title: "Select", primaryAction: nil)
        }
        navigationItem.rightBarButtonItem = x
    }

    @objc private func reload() {}
    @objc private func write() {}
}
