import UIKit

/// Items made and installed inside one branch: `send` under `if compact`, `attach` in a `switch`
/// case, each put in the bar right where it is made. Their condition is that branch's, said once.
final class DraftViewController: UIViewController {
    func layoutBar(compact: Bool) {
        if compact {
            let send = UIBarButtonItem(title: "Send", image: UIImage(systemName: "paperplane"), primaryAction: nil)
            navigationItem.rightBarButtonItem = send
        }
    }

    func layoutBottomBar(mode: Int) {
        switch mode {
        case 0:
            let attach = UIBarButtonItem(title: "Attach", image: UIImage(systemName: "paperclip"), primaryAction: nil)
            toolbarItems = [attach]
        default:
            return
        }
    }
}
