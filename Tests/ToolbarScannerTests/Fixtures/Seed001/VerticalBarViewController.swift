import UIKit

// Seed 001's UIKit lines in a view controller.
final class VerticalBarViewController: UIViewController {
    private let statusView = StatusChipView()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard #available(iOS 27.1, *) else { return }
        let close = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in })
        let done = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
        let select = UIBarButtonItem(title: "Select", image: nil, primaryAction: nil, menu: nil)
        select.axisBehavior = .horizontalOnly
        let favorite = UIBarButtonItem(image: UIImage(systemName: "star"), primaryAction: UIAction { _ in })
        favorite.accessibilityLabel = "Favorite"
        favorite.visibilityPriority = .high
        let status = UIBarButtonItem(customView: statusView)
        status.axisBehavior = .verticalPreferred
        status.largeContentTitle = "Status"

        navigationItem.leftItemsSupplementBackButton = false
        navigationItem.leadingItemGroups = [UIBarButtonItemGroup(barButtonItems: [close], representativeItem: nil)]
        navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup(barButtonItems: [done], representativeItem: nil)
        navigationItem.trailingItemGroups = [
            UIBarButtonItemGroup(barButtonItems: [select, favorite], representativeItem: nil),
            status.creatingFixedGroup(),
        ]
        navigationItem.additionalOverflowItems = UIMenu(children: [
            UIAction(title: "Export", image: UIImage(systemName: "square.and.arrow.down")) { _ in },
            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.present(UIAlertController(title: "Delete all?", message: nil, preferredStyle: .alert), animated: true)
            },
        ])
    }
}

// Seed 001: the UIKit opt-out.
final class CalculatorViewController: UIViewController {
    @available(iOS 27.1, *)
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
}
