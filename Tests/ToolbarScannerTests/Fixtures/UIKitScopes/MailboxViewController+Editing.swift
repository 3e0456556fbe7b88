import UIKit

// The same shapes in an extension in another file.
extension MailboxViewController {
    func startEditing() {
        let x = [UIBarButtonItem(title: "Move", image: UIImage(systemName: "folder"), primaryAction: nil)]
        setToolbarItems(x, animated: true)
        let filter = UIBarButtonItem(title: "Select All", primaryAction: nil)
        UIView.animate(withDuration: 0.25) {
            self.navigationItem.pinnedTrailingGroup = filter.creatingFixedGroup()
        }
    }

    func stopEditing() {
        let x = [UIBarButtonItem(title: "Done Editing", primaryAction: nil)]
        setToolbarItems(x, animated: true)
        navigationItem.pinnedTrailingGroup = filter.creatingFixedGroup()
    }

    func showSort() {
        let x: UIBarButtonItem
        x = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil)
        navigationItem.leftBarButtonItem = x
    }
}
