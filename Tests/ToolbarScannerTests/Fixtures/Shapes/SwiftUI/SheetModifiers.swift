import SwiftUI

// Pattern 8 and 14: a view modifier that adds a toolbar, applied directly and through helpers the
// app declares on View, one passing the caller's content on.
struct DismissBarModifier: ViewModifier {
    let title: String
    let action: () -> Void

    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem(placement: .topBarLeading) {
                if #available(iOS 26, *) {
                    Button(role: .close, action: action)
                } else {
                    Button(title, action: action)
                }
            }
        }
    }
}

struct UnappliedModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem { Button("Never Applied") {} }
        }
    }
}

extension View {
    func dismissBar(_ title: String = "Close", action: @escaping () -> Void) -> some View {
        modifier(DismissBarModifier(title: title, action: action))
    }

    func menuBarButton(@ViewBuilder _ items: @escaping () -> some View) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Menu("Options", systemImage: "ellipsis.circle") {
                    items()
                }
            }
        }
    }

    func trailingBarItems(@ViewBuilder content: @escaping () -> some View) -> some View {
        toolbar {
            ToolbarItemGroup(placement: .topBarTrailing, content: content)
        }
    }
}
