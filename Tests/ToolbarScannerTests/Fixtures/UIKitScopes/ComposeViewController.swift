import UIKit

/// One local name in two branches, as apps write it: `primary` under `if editing` and under its
/// `else`, `tool` in two `switch` cases, each installed in its own branch. A `#if DEBUG` the
/// scanner cannot decide declares `help` for the method, read after `#endif`. `shareItem` is
/// emptied when the screen goes away, after `viewDidLoad` installed it.
final class ComposeViewController: UIViewController {
    func layoutBar(editing: Bool) {
        if editing {
            let primary = UIBarButtonItem(title: "Save", image: UIImage(systemName: "checkmark"), primaryAction: nil)
            navigationItem.rightBarButtonItem = primary
        } else {
            let primary = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), primaryAction: nil)
            navigationItem.rightBarButtonItem = primary
        }
    }

    func layoutBottomBar(mode: Int) {
        switch mode {
        case 0:
            let tool = UIBarButtonItem(title: "Draw", image: UIImage(systemName: "pencil.tip"), primaryAction: nil)
            toolbarItems = [tool]
        default:
            let tool = UIBarButtonItem(title: "Erase", image: UIImage(systemName: "eraser"), primaryAction: nil)
            toolbarItems = [tool]
        }
    }

    func layoutHelp() {
        #if DEBUG
            let help = UIBarButtonItem(title: "Debug Menu", image: UIImage(systemName: "ladybug"), primaryAction: nil)
        #else
            let help = UIBarButtonItem(title: "Help", image: UIImage(systemName: "questionmark.circle"), primaryAction: nil)
        #endif
        navigationItem.leftBarButtonItem = help
    }

    private var shareItem: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        shareItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), primaryAction: nil)
        navigationItem.rightBarButtonItem = shareItem
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shareItem = nil
    }
}
