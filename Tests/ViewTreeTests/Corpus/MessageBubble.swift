import Foundation
import ViewTree

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isFromMe: Bool
    let sentAt: Date
    var isRead = false
}

struct MessageBubble: View {
    let message: ChatMessage
    @Environment(\.colorScheme) private var colorScheme

    private var bubbleColor: Color {
        if message.isFromMe { return .blue }
        return colorScheme == .dark ? Color(white: 0.22) : Color(white: 0.91)
    }

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 60) }
            VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 4) {
                Text(message.text)
                    .foregroundColor(message.isFromMe ? .white : .primary)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 10)
                    .background(bubbleColor)
                    .clipShape(.rect(cornerRadius: 18))
                    .contextMenu {
                        Button("Copy") {}
                    }
                HStack(spacing: 4) {
                    Text(message.sentAt, style: .time)
                    if message.isFromMe && message.isRead {
                        Label("Read", systemImage: "checkmark")
                            .labelStyle(.iconOnly)
                    }
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
            }
            if !message.isFromMe { Spacer(minLength: 60) }
        }
        .padding(.horizontal, 12)
    }
}

struct ConversationView: View {
    let messages: [ChatMessage]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { message in
                MessageBubble(message: message)
            }
        }
        .padding(.vertical, 12)
        .background(Color(white: 0.05))
        .environment(\.colorScheme, .dark)
    }
}
