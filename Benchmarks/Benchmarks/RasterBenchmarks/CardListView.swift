import Foundation
import ViewTree

/// The view benchmark's screen: 100 card rows in a column, as an iPhone 13 Pro Max shows the top
/// of it (428 x 926 points); every row is laid out, those off screen are clipped away.
struct CardListView: View {
    /// How many cards the list holds; 100 by default, of which about 9 are on screen.
    var rows = 100

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<rows, id: \.self) { index in
                HStack(spacing: 12) {
                    Circle().fill(index.isMultiple(of: 3) ? Color.blue : Color.gray).frame(width: 40, height: 40)
                    VStack(alignment: .leading, spacing: 2) {
                        HStack {
                            Text("Sender \(index)").font(.headline)
                            Spacer()
                            Text("9:\(10 + index % 50)").font(.footnote).foregroundStyle(.secondary)
                        }
                        Text("A preview of message \(index) that runs over two lines of the card")
                            .font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                    }
                }
                .padding(12)
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 14))
            }
        }
        .padding(16)
        .frame(width: 428, height: 926, alignment: .top)
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        .clipped()
    }
}
