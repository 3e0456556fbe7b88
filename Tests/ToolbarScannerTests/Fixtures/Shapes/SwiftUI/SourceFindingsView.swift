import SwiftUI
import UIKit

// Pattern 10: findings only where they are right.
struct SourceFindingsView: View {
    var body: some View {
        Text("Findings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "bell")
                    }
                    .accessibilityLabel("Notifications")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
    }
}

// A table cell checks the idiom, has no toolbar and builds no bar items: no finding.
final class CompactCell: UITableViewCell {
    func configure() {
        if UIDevice.current.userInterfaceIdiom == .pad {
            textLabel?.text = "Wide"
        }
    }
}
