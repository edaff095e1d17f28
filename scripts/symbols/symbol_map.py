"""Which Bootstrap Icons glyph stands in for each SF Symbol name.

A value is either the name of a Bootstrap Icons SVG (without `.svg`) or a `Composite`: icons
combined with boolean operations, for SF Symbols Bootstrap has no single icon for (a person cut
out of a filled circle, a bell with a badge). Names not listed here draw ViewTree's placeholder
and are reported, so a close-but-different icon is only listed where its meaning is the same.
"""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Layer:
    """An icon added to or cut out of a composite, scaled about its centre by `scale` and
    moved so that its centre is at (`x`, `y`) on the 16-unit grid."""
    op: str  # "add" or "cut"
    icon: str
    scale: float = 1.0
    x: float = 8.0
    y: float = 8.0


@dataclass(frozen=True)
class Composite:
    layers: tuple
    # The whole result scaled about the grid's centre, and mirrored left to right.
    scale: float = 1.0
    mirror: bool = False


def circled(icon, filled, scale=0.55):
    """`icon` inside a circle outline, or cut out of a filled circle."""
    if filled:
        return Composite((Layer("add", "circle-fill"), Layer("cut", icon, scale)))
    return Composite((Layer("add", "circle"), Layer("add", icon, scale)))


def badged(icon):
    """`icon` with a round badge at its top right, parted from it by a gap."""
    return Composite((Layer("add", icon), Layer("cut", "circle-fill", 0.5, 12.6, 3.4),
                      Layer("add", "circle-fill", 0.34, 12.6, 3.4)))


def mirrored(icon):
    return Composite((Layer("add", icon),), mirror=True)


# Bootstrap's person-circle is a ring with the head and shoulders inside; cutting it out of a
# filled circle leaves the inner disc with the person cut out, grown back to the full size.
PERSON_IN_FILLED_CIRCLE = Composite((Layer("add", "circle-fill"), Layer("cut", "person-circle")), scale=8 / 7)

SYMBOLS = {
    # Chevrons and arrows
    "chevron.right": "chevron-right", "chevron.left": "chevron-left",
    "chevron.up": "chevron-up", "chevron.down": "chevron-down",
    "chevron.forward": "chevron-right", "chevron.backward": "chevron-left",
    "chevron.up.chevron.down": "chevron-expand",
    "chevron.compact.down": "chevron-compact-down", "chevron.compact.up": "chevron-compact-up",
    "chevron.compact.left": "chevron-compact-left", "chevron.compact.right": "chevron-compact-right",
    "chevron.right.circle": circled("chevron-right", False), "chevron.right.circle.fill": circled("chevron-right", True),
    "chevron.left.circle": circled("chevron-left", False), "chevron.left.circle.fill": circled("chevron-left", True),
    "chevron.down.circle": circled("chevron-down", False), "chevron.down.circle.fill": circled("chevron-down", True),
    "chevron.up.circle": circled("chevron-up", False), "chevron.up.circle.fill": circled("chevron-up", True),
    "chevron.left.forwardslash.chevron.right": "code-slash",
    "arrow.up": "arrow-up", "arrow.down": "arrow-down", "arrow.left": "arrow-left", "arrow.right": "arrow-right",
    "arrow.forward": "arrow-right", "arrow.backward": "arrow-left",
    "arrow.up.right": "arrow-up-right", "arrow.up.left": "arrow-up-left",
    "arrow.down.right": "arrow-down-right", "arrow.down.left": "arrow-down-left",
    "arrow.up.forward": "arrow-up-right",
    "arrow.up.circle": "arrow-up-circle", "arrow.up.circle.fill": "arrow-up-circle-fill",
    "arrow.down.circle": "arrow-down-circle", "arrow.down.circle.fill": "arrow-down-circle-fill",
    "arrow.left.circle": "arrow-left-circle", "arrow.left.circle.fill": "arrow-left-circle-fill",
    "arrow.right.circle": "arrow-right-circle", "arrow.right.circle.fill": "arrow-right-circle-fill",
    "arrow.up.square": "arrow-up-square", "arrow.up.square.fill": "arrow-up-square-fill",
    "arrow.down.square": "arrow-down-square", "arrow.down.square.fill": "arrow-down-square-fill",
    "arrow.up.right.square": "arrow-up-right-square", "arrow.up.right.square.fill": "arrow-up-right-square-fill",
    "arrow.clockwise": "arrow-clockwise", "arrow.counterclockwise": "arrow-counterclockwise",
    "arrow.triangle.2.circlepath": "arrow-repeat", "arrow.2.circlepath": "arrow-repeat",
    "arrow.left.arrow.right": "arrow-left-right", "arrow.up.arrow.down": "arrow-down-up",
    "arrow.up.left.and.arrow.down.right": "arrows-angle-expand",
    "arrow.down.right.and.arrow.up.left": "arrows-angle-contract",
    "arrow.up.and.down.and.arrow.left.and.right": "arrows-move",
    "arrow.down.to.line": "arrow-bar-down", "arrow.up.to.line": "arrow-bar-up",
    "arrow.turn.down.left": "arrow-return-left", "return": "arrow-return-left",
    "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.left.fill": "reply-fill",
    "arrowshape.turn.up.backward": "reply", "arrowshape.turn.up.backward.fill": "reply-fill",
    "arrowshape.turn.up.left.2": "reply-all", "arrowshape.turn.up.left.2.fill": "reply-all-fill",
    "arrowshape.turn.up.right": mirrored("reply"), "arrowshape.turn.up.right.fill": mirrored("reply-fill"),
    "arrowshape.turn.up.forward": mirrored("reply"), "arrowshape.turn.up.forward.fill": mirrored("reply-fill"),
    "arrow.triangle.turn.up.right.diamond": "sign-turn-right", "arrow.triangle.turn.up.right.diamond.fill": "sign-turn-right-fill",
    "square.and.arrow.up": "box-arrow-up", "square.and.arrow.down": "box-arrow-in-down",
    "tray.and.arrow.down": "download", "tray.and.arrow.up": "upload",
    "rectangle.portrait.and.arrow.right": "box-arrow-right", "rectangle.portrait.and.arrow.forward": "box-arrow-right",
    "arrow.up.forward.app": "box-arrow-up-right", "arrow.down.doc": "file-earmark-arrow-down",

    # Marks and operators
    "xmark": "x-lg", "xmark.circle": "x-circle", "xmark.circle.fill": "x-circle-fill",
    "xmark.square": "x-square", "xmark.square.fill": "x-square-fill",
    "xmark.octagon": "x-octagon", "xmark.octagon.fill": "x-octagon-fill",
    "plus": "plus-lg", "plus.circle": "plus-circle", "plus.circle.fill": "plus-circle-fill",
    "plus.square": "plus-square", "plus.square.fill": "plus-square-fill",
    "minus": "dash-lg", "minus.circle": "dash-circle", "minus.circle.fill": "dash-circle-fill",
    "minus.square": "dash-square", "minus.square.fill": "dash-square-fill",
    "plusminus": "plus-slash-minus", "percent": "percent", "number": "hash", "at": "at",
    "checkmark": "check-lg", "checkmark.circle": "check-circle", "checkmark.circle.fill": "check-circle-fill",
    "checkmark.square": "check-square", "checkmark.square.fill": "check-square-fill",
    "checkmark.seal": "patch-check", "checkmark.seal.fill": "patch-check-fill",
    "checkmark.shield": "shield-check", "checkmark.shield.fill": "shield-fill-check",
    "checklist": "list-check",
    "info": "info-lg", "info.circle": "info-circle", "info.circle.fill": "info-circle-fill",
    "info.square": "info-square", "info.square.fill": "info-square-fill",
    "questionmark": "question-lg", "questionmark.circle": "question-circle",
    "questionmark.circle.fill": "question-circle-fill",
    "questionmark.square": "question-square", "questionmark.square.fill": "question-square-fill",
    "exclamationmark": "exclamation-lg",
    "exclamationmark.triangle": "exclamation-triangle", "exclamationmark.triangle.fill": "exclamation-triangle-fill",
    "exclamationmark.circle": "exclamation-circle", "exclamationmark.circle.fill": "exclamation-circle-fill",
    "exclamationmark.octagon": "exclamation-octagon", "exclamationmark.octagon.fill": "exclamation-octagon-fill",
    "exclamationmark.square": "exclamation-square", "exclamationmark.square.fill": "exclamation-square-fill",
    "nosign": "slash-circle", "infinity": "infinity", "asterisk": "asterisk",
    "ellipsis": "three-dots",
    "ellipsis.circle": Composite((Layer("add", "circle"), Layer("add", "three-dots", 0.75))),
    "ellipsis.circle.fill": Composite((Layer("add", "circle-fill"), Layer("cut", "three-dots", 0.75))),
    "ellipsis.bubble": "chat-dots", "ellipsis.bubble.fill": "chat-dots-fill",

    # Shapes
    "circle": "circle", "circle.fill": "circle-fill", "circle.lefthalf.filled": "circle-half",
    "square": "square", "square.fill": "square-fill", "square.lefthalf.filled": "square-half",
    "triangle": "triangle", "triangle.fill": "triangle-fill",
    "diamond": "diamond", "diamond.fill": "diamond-fill",
    "hexagon": "hexagon", "hexagon.fill": "hexagon-fill",
    "octagon": "octagon", "octagon.fill": "octagon-fill",
    "pentagon": "pentagon", "pentagon.fill": "pentagon-fill",
    "capsule": "capsule", "app": "app",

    # People
    "person": "person", "person.fill": "person-fill",
    "person.circle": "person-circle", "person.circle.fill": PERSON_IN_FILLED_CIRCLE,
    "person.crop.circle": "person-circle", "person.crop.circle.fill": PERSON_IN_FILLED_CIRCLE,
    "person.crop.square": "person-square",
    "person.2": "people", "person.2.fill": "people-fill",
    "person.badge.plus": "person-plus", "person.fill.badge.plus": "person-plus-fill",
    "person.badge.minus": "person-dash", "person.fill.badge.minus": "person-dash-fill",
    "person.fill.checkmark": "person-check-fill", "person.fill.xmark": "person-x-fill",
    "person.text.rectangle": "person-vcard", "person.text.rectangle.fill": "person-vcard-fill",
    "face.smiling": "emoji-smile", "face.smiling.fill": "emoji-smile-fill",
    "hand.thumbsup": "hand-thumbs-up", "hand.thumbsup.fill": "hand-thumbs-up-fill",
    "hand.thumbsdown": "hand-thumbs-down", "hand.thumbsdown.fill": "hand-thumbs-down-fill",
    "hand.point.up": "hand-index", "hand.point.up.fill": "hand-index-fill",
    "eye": "eye", "eye.fill": "eye-fill", "eye.slash": "eye-slash", "eye.slash.fill": "eye-slash-fill",
    "ear": "ear", "ear.fill": "ear-fill",

    # Places and things
    "house": "house-door", "house.fill": "house-door-fill",
    "building": "building", "building.fill": "building-fill",
    "building.2": "buildings", "building.2.fill": "buildings-fill",
    "building.columns": "bank", "storefront": "shop",
    "magnifyingglass": "search", "plus.magnifyingglass": "zoom-in", "minus.magnifyingglass": "zoom-out",
    "bell": "bell", "bell.fill": "bell-fill", "bell.slash": "bell-slash", "bell.slash.fill": "bell-slash-fill",
    "bell.badge": badged("bell"), "bell.badge.fill": badged("bell-fill"),
    "bell.circle": circled("bell-fill", False), "bell.circle.fill": circled("bell-fill", True),
    "envelope": "envelope", "envelope.fill": "envelope-fill",
    "envelope.open": "envelope-open", "envelope.open.fill": "envelope-open-fill",
    "envelope.badge": badged("envelope"), "envelope.badge.fill": badged("envelope-fill"),
    "trash": "trash3", "trash.fill": "trash3-fill",
    "pencil": "pencil", "square.and.pencil": "pencil-square", "pencil.tip": "pen",
    "paintbrush": "brush", "paintbrush.fill": "brush-fill",
    "paintpalette": "palette", "paintpalette.fill": "palette-fill",
    "eyedropper": "eyedropper", "scissors": "scissors", "paperclip": "paperclip", "crop": "crop",
    "calendar": "calendar3", "calendar.badge.plus": "calendar-plus", "calendar.badge.minus": "calendar-minus",
    "calendar.badge.clock": "calendar-event",
    "clock": "clock", "clock.fill": "clock-fill", "clock.arrow.circlepath": "clock-history",
    "alarm": "alarm", "alarm.fill": "alarm-fill", "stopwatch": "stopwatch", "stopwatch.fill": "stopwatch-fill",
    "timer": "stopwatch", "hourglass": "hourglass",
    "photo": "image", "photo.fill": "image-fill", "photo.on.rectangle": "images",
    "camera": "camera", "camera.fill": "camera-fill",
    "video": "camera-video", "video.fill": "camera-video-fill",
    "video.slash": "camera-video-off", "video.slash.fill": "camera-video-off-fill",
    "film": "film", "tv": "tv", "tv.fill": "tv-fill",
    "cart": "cart3", "cart.fill": "cart-fill", "cart.badge.plus": "cart-plus", "cart.fill.badge.plus": "cart-plus-fill",
    "bag": "bag", "bag.fill": "bag-fill", "bag.badge.plus": "bag-plus", "bag.fill.badge.plus": "bag-plus-fill",
    "basket": "basket", "basket.fill": "basket-fill",
    "creditcard": "credit-card", "creditcard.fill": "credit-card-fill",
    "banknote": "cash", "dollarsign": "currency-dollar", "eurosign": "currency-euro",
    "sterlingsign": "currency-pound", "yensign": "currency-yen", "bitcoinsign": "currency-bitcoin",
    "gift": "gift", "gift.fill": "gift-fill",
    "lock": "lock", "lock.fill": "lock-fill", "lock.open": "unlock", "lock.open.fill": "unlock-fill",
    "lock.shield": "shield-lock", "lock.shield.fill": "shield-lock-fill",
    "key": "key", "key.fill": "key-fill",
    "shield": "shield", "shield.fill": "shield-fill", "shield.slash": "shield-slash", "shield.slash.fill": "shield-slash-fill",
    "bookmark": "bookmark", "bookmark.fill": "bookmark-fill",
    "tag": "tag", "tag.fill": "tag-fill",
    "flag": "flag", "flag.fill": "flag-fill",
    "pin": "pin", "pin.fill": "pin-fill",
    "map": "map", "map.fill": "map-fill",
    "location": mirrored("cursor"), "location.fill": mirrored("cursor-fill"),
    "mappin": "geo-fill", "mappin.and.ellipse": "geo",
    "globe": "globe", "globe.americas": "globe-americas", "globe.europe.africa": "globe-europe-africa",
    "globe.asia.australia": "globe-asia-australia",
    "safari": "compass", "safari.fill": "compass-fill", "target": "bullseye",
    "phone": "telephone", "phone.fill": "telephone-fill",
    "phone.arrow.up.right": "telephone-outbound", "phone.arrow.up.right.fill": "telephone-outbound-fill",
    "phone.arrow.down.left": "telephone-inbound", "phone.arrow.down.left.fill": "telephone-inbound-fill",
    "message": "chat", "message.fill": "chat-fill",
    "bubble.left": "chat-left", "bubble.left.fill": "chat-left-fill",
    "bubble.right": "chat-right", "bubble.right.fill": "chat-right-fill",
    "text.bubble": "chat-left-text", "text.bubble.fill": "chat-left-text-fill",
    "quote.bubble": "chat-left-quote", "quote.bubble.fill": "chat-left-quote-fill",
    "paperplane": "send", "paperplane.fill": "send-fill",
    "megaphone": "megaphone", "megaphone.fill": "megaphone-fill",
    "newspaper": "newspaper", "book": "book", "book.fill": "book-fill",
    "book.closed": "journal", "books.vertical": "bookshelf",
    "graduationcap": "mortarboard", "graduationcap.fill": "mortarboard-fill",
    "briefcase": "briefcase", "briefcase.fill": "briefcase-fill",
    "archivebox": "archive", "archivebox.fill": "archive-fill",
    "tray": "inbox", "tray.fill": "inbox-fill", "tray.2": "inboxes", "tray.2.fill": "inboxes-fill",
    "shippingbox": "box-seam", "shippingbox.fill": "box-seam-fill", "cube": "box", "cube.fill": "box-fill",
    "printer": "printer", "printer.fill": "printer-fill",
    "ticket": "ticket", "ticket.fill": "ticket-fill",
    "trophy": "trophy", "trophy.fill": "trophy-fill", "rosette": "award",
    "puzzlepiece": "puzzle", "puzzlepiece.fill": "puzzle-fill",
    "dice": "dice-5", "dice.fill": "dice-5-fill",
    "gamecontroller": "controller", "cup.and.saucer": "cup-hot", "cup.and.saucer.fill": "cup-hot-fill",
    "car": "car-front", "car.fill": "car-front-fill", "bus": "bus-front", "bus.fill": "bus-front-fill",
    "tram": "train-front", "tram.fill": "train-front-fill", "bicycle": "bicycle", "airplane": "airplane",
    "fuelpump": "fuel-pump", "fuelpump.fill": "fuel-pump-fill",
    "lightbulb": "lightbulb", "lightbulb.fill": "lightbulb-fill", "lightbulb.slash": "lightbulb-off",
    "wrench": "wrench", "hammer": "hammer", "wrench.and.screwdriver": "tools",
    "gear": "gear", "gearshape": "gear", "gearshape.fill": "gear-fill",
    "slider.horizontal.3": "sliders", "slider.vertical.3": "sliders2-vertical",
    "power": "power", "qrcode": "qr-code", "qrcode.viewfinder": "qr-code-scan",
    "barcode": "upc", "barcode.viewfinder": "upc-scan", "viewfinder": "fullscreen",

    # Documents and lists
    "doc": "file-earmark", "doc.fill": "file-earmark-fill",
    "doc.text": "file-earmark-text", "doc.text.fill": "file-earmark-text-fill",
    "doc.richtext": "file-earmark-richtext", "doc.richtext.fill": "file-earmark-richtext-fill",
    "doc.badge.plus": "file-earmark-plus", "doc.zipper": "file-earmark-zip",
    "doc.on.doc": "files", "doc.on.clipboard": "clipboard", "doc.on.clipboard.fill": "clipboard-fill",
    "clipboard": "clipboard", "clipboard.fill": "clipboard-fill",
    "folder": "folder", "folder.fill": "folder-fill",
    "folder.badge.plus": "folder-plus", "folder.badge.minus": "folder-minus",
    "link": "link-45deg", "paperclip.circle": circled("paperclip", False),
    "line.3.horizontal": "list", "line.3.horizontal.decrease": "filter",
    "line.3.horizontal.decrease.circle": "filter-circle", "line.3.horizontal.decrease.circle.fill": "filter-circle-fill",
    "list.bullet": "list-ul", "list.number": "list-ol", "list.star": "list-stars",
    "list.bullet.rectangle": "card-list", "list.bullet.indent": "list-nested",
    "text.alignleft": "text-left", "text.aligncenter": "text-center", "text.alignright": "text-right",
    "text.justify": "justify", "textformat": "fonts", "bold": "type-bold", "italic": "type-italic",
    "underline": "type-underline", "strikethrough": "type-strikethrough",
    "square.grid.2x2": "grid", "square.grid.2x2.fill": "grid-fill",
    "square.grid.3x3": "grid-3x3-gap", "square.grid.3x3.fill": "grid-3x3-gap-fill",
    "rectangle.grid.1x2": "grid-1x2", "rectangle.grid.1x2.fill": "grid-1x2-fill",
    "square.stack.3d.up": "layers", "square.stack.3d.up.fill": "layers-fill",
    "rectangle.stack": "collection", "rectangle.stack.fill": "collection-fill",
    "square.split.2x1": "layout-split", "sidebar.left": "layout-sidebar", "sidebar.right": "layout-sidebar-reverse",
    "chart.bar": "bar-chart", "chart.bar.fill": "bar-chart-fill",
    "chart.pie": "pie-chart", "chart.pie.fill": "pie-chart-fill",
    "chart.line.uptrend.xyaxis": "graph-up", "chart.line.downtrend.xyaxis": "graph-down",
    "waveform": "soundwave", "waveform.path.ecg": "activity",

    # Media
    "play": "play", "play.fill": "play-fill", "pause": "pause", "pause.fill": "pause-fill",
    "stop": "stop", "stop.fill": "stop-fill",
    "play.circle": "play-circle", "play.circle.fill": "play-circle-fill",
    "pause.circle": "pause-circle", "pause.circle.fill": "pause-circle-fill",
    "stop.circle": "stop-circle", "stop.circle.fill": "stop-circle-fill",
    "play.rectangle": "play-btn", "play.rectangle.fill": "play-btn-fill",
    "record.circle": "record-circle", "record.circle.fill": "record-circle-fill",
    "forward": "fast-forward", "forward.fill": "fast-forward-fill",
    "backward": "rewind", "backward.fill": "rewind-fill",
    "forward.end": "skip-end", "forward.end.fill": "skip-end-fill",
    "backward.end": "skip-start", "backward.end.fill": "skip-start-fill",
    "shuffle": "shuffle", "repeat": "repeat", "repeat.1": "repeat-1",
    "music.note": "music-note", "music.note.list": "music-note-list",
    "speaker": "volume-off", "speaker.fill": "volume-off-fill",
    "speaker.wave.1": "volume-down", "speaker.wave.1.fill": "volume-down-fill",
    "speaker.wave.2": "volume-up", "speaker.wave.2.fill": "volume-up-fill",
    "speaker.slash": "volume-mute", "speaker.slash.fill": "volume-mute-fill",
    "mic": "mic", "mic.fill": "mic-fill", "mic.slash": "mic-mute", "mic.slash.fill": "mic-mute-fill",
    "headphones": "headphones", "airpods": "earbuds",

    # Devices and connectivity
    "wifi": "wifi", "wifi.slash": "wifi-off", "antenna.radiowaves.left.and.right": "broadcast",
    "cellularbars": "reception-4", "bolt": "lightning", "bolt.fill": "lightning-fill",
    "bolt.circle": circled("lightning-fill", False), "bolt.circle.fill": circled("lightning-fill", True),
    "battery.100": "battery-full", "battery.50": "battery-half", "battery.0": "battery",
    "battery.100.bolt": "battery-charging",
    "iphone": "phone", "ipad": "tablet", "laptopcomputer": "laptop", "desktopcomputer": "display",
    "applewatch": "smartwatch", "keyboard": "keyboard", "keyboard.fill": "keyboard-fill",
    "externaldrive": "hdd", "externaldrive.fill": "hdd-fill",
    "cpu": "cpu", "cpu.fill": "cpu-fill", "memorychip": "memory", "server.rack": "server",
    "command": "command", "option": "option", "shift": "shift", "shift.fill": "shift-fill",
    "capslock": "capslock", "capslock.fill": "capslock-fill", "escape": "escape",
    "delete.left": "backspace", "delete.left.fill": "backspace-fill",
    "delete.right": "backspace-reverse", "delete.right.fill": "backspace-reverse-fill",
    "apple.logo": "apple", "applelogo": "apple",

    # Weather and nature
    "cloud": "cloud", "cloud.fill": "cloud-fill",
    "cloud.rain": "cloud-rain", "cloud.rain.fill": "cloud-rain-fill",
    "cloud.heavyrain": "cloud-rain-heavy", "cloud.heavyrain.fill": "cloud-rain-heavy-fill",
    "cloud.drizzle": "cloud-drizzle", "cloud.drizzle.fill": "cloud-drizzle-fill",
    "cloud.snow": "cloud-snow", "cloud.snow.fill": "cloud-snow-fill",
    "cloud.sleet": "cloud-sleet", "cloud.sleet.fill": "cloud-sleet-fill",
    "cloud.hail": "cloud-hail", "cloud.hail.fill": "cloud-hail-fill",
    "cloud.fog": "cloud-fog", "cloud.fog.fill": "cloud-fog-fill",
    "cloud.bolt": "cloud-lightning", "cloud.bolt.fill": "cloud-lightning-fill",
    "cloud.bolt.rain": "cloud-lightning-rain", "cloud.bolt.rain.fill": "cloud-lightning-rain-fill",
    "cloud.sun": "cloud-sun", "cloud.sun.fill": "cloud-sun-fill",
    "cloud.moon": "cloud-moon", "cloud.moon.fill": "cloud-moon-fill",
    "icloud": "cloud", "icloud.fill": "cloud-fill",
    "icloud.and.arrow.up": "cloud-arrow-up", "icloud.and.arrow.up.fill": "cloud-arrow-up-fill",
    "icloud.and.arrow.down": "cloud-arrow-down", "icloud.and.arrow.down.fill": "cloud-arrow-down-fill",
    "sun.max": "sun", "sun.max.fill": "sun-fill", "sun.min": "brightness-low", "sun.min.fill": "brightness-low-fill",
    "sunrise": "sunrise", "sunrise.fill": "sunrise-fill", "sunset": "sunset", "sunset.fill": "sunset-fill",
    "moon": "moon", "moon.fill": "moon-fill", "moon.stars": "moon-stars", "moon.stars.fill": "moon-stars-fill",
    "sparkles": "stars", "snowflake": "snow", "thermometer": "thermometer-half",
    "umbrella": "umbrella", "umbrella.fill": "umbrella-fill", "wind": "wind", "tornado": "tornado",
    "hurricane": "hurricane", "drop": "droplet", "drop.fill": "droplet-fill",
    "flame": "fire", "flame.fill": "fire", "tree": "tree", "tree.fill": "tree-fill",
    "star": "star", "star.fill": "star-fill", "star.leadinghalf.filled": "star-half",
    "star.circle": circled("star-fill", False), "star.circle.fill": circled("star-fill", True),
    "heart": "heart", "heart.fill": "heart-fill",
    "heart.circle": circled("heart-fill", False), "heart.circle.fill": circled("heart-fill", True),
    "heart.slash": "heartbreak", "heart.slash.fill": "heartbreak-fill",
    "bandage": "bandaid", "bandage.fill": "bandaid-fill", "pills": "capsule-pill",
    "speedometer": "speedometer2",
}

# Numbers in circles and squares.
for digit in range(10):
    for shape in ("circle", "square"):
        SYMBOLS[f"{digit}.{shape}"] = f"{digit}-{shape}"
        SYMBOLS[f"{digit}.{shape}.fill"] = f"{digit}-{shape}-fill"
