import SwiftUI

// The view that observes the model, in a file that imports SwiftUI alone.
struct SearchView: View {
    @ObservedObject var model: SearchModel
    @State private var ticks = 0

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            ForEach(model.results, id: \.self) { result in
                Text(result)
            }
            Text("\(model.resultCount) results")
            Text("\(ticks) ticks")
        }
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            ticks += 1
        }
    }
}
