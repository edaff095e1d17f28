import Combine
import Foundation

/// Filters the merchants of the account's transactions as the user types: a view model as iOS apps
/// write it with Combine, debounced on the main queue.
@MainActor
public final class MerchantSearchModel: ObservableObject {
    /// What the user typed in the search field.
    @Published public var searchText = ""
    /// The merchants whose names contain `searchText`, or all of them while it is empty.
    @Published public private(set) var visibleMerchants: [String]

    private var cancellables = Set<AnyCancellable>()

    /// A model over `merchants`, showing all of them until the user types.
    public init(merchants: [String]) {
        visibleMerchants = merchants
        $searchText
            .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { text in text.isEmpty ? merchants : merchants.filter { $0.localizedCaseInsensitiveContains(text) } }
            .receive(on: RunLoop.main)
            .assign(to: &$visibleMerchants)
        NotificationCenter.default.publisher(for: Self.resetNotification)
            .sink { [weak self] _ in self?.searchText = "" }
            .store(in: &cancellables)
    }

    /// Posted to clear every search, as when the user signs out.
    public static let resetNotification = Notification.Name("MerchantSearchModel.reset")
}
