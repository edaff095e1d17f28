import SwiftUI
import UIKit

/// A round avatar: the photo when there is one, else the initials on the brand colour.
public struct ProfileAvatar: View {
    public let initials: String
    public let photo: UIImage?
    public var size: CGFloat

    public init(initials: String, photo: UIImage? = nil, size: CGFloat = 56) {
        self.initials = initials
        self.photo = photo
        self.size = size
    }

    public var body: some View {
        Group {
            if let photo {
                Image(uiImage: photo).resizable().scaledToFill()
            } else {
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Palette.brand)
            }
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .overlay(Circle().strokeBorder(Palette.hairline, lineWidth: 1))
    }
}
