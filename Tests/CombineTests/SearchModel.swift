import Combine

extension Notification.Name {
    /// Posted when the app asks every search to start over.
    static let searchCleared = Notification.Name("SearchCleared")
}

// A view model as iOS apps write it: it imports Combine alone, debounces what the user types on the
// main queue, and publishes results that a SwiftUI view observes.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var resultCount = 0
    /// Each query the debounce let through, in order.
    private(set) var searches: [String] = []

    private let catalogue = ["Swift", "SwiftUI", "Combine", "Foundation"]
    private var cancellables = Set<AnyCancellable>()

    init(notificationCenter: NotificationCenter = .default) {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.search(query) }
            .store(in: &cancellables)
        $results
            .map(\.count)
            .assign(to: &$resultCount)
        notificationCenter.publisher(for: .searchCleared, object: nil)
            .sink { [weak self] _ in self?.query = "" }
            .store(in: &cancellables)
    }

    /// The catalogue entries a URL returns as a JSON array of strings, or none if the request fails.
    func remoteResults(from url: URL) -> AnyPublisher<[String], Never> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    private func search(_ query: String) {
        searches.append(query)
        results = query.isEmpty ? [] : catalogue.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}
