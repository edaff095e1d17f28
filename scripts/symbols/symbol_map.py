"""Which Bootstrap Icons glyph stands in for each SF Symbol name.

A value is either the name of a Bootstrap Icons SVG (without `.svg`) or a `Composite`: icons
combined with boolean operations, for SF Symbols Bootstrap has no single icon for (a person cut
out of a filled circle, a bell with a badge). Names not listed here draw ViewTree's placeholder
and are reported, so a close-but-different icon is only listed where its meaning is the same.
"""

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Layer:
    """An icon (or a composite) added to or cut out of a composite, scaled about its centre by
    `scale` (and mirrored left to right if asked, then turned `turns` quarter turns clockwise)
    and moved so that its centre is at (`x`, `y`) on the 16-unit grid."""
    op: str  # "add" or "cut"
    icon: object  # a Bootstrap icon's name, or a Composite
    scale: float = 1.0
    x: float = 8.0
    y: float = 8.0
    mirror: bool = False
    turns: int = 0


@dataclass(frozen=True)
class Composite:
    layers: tuple
    # The whole result scaled about the grid's centre, and mirrored left to right.
    scale: float = 1.0
    mirror: bool = False
    # The layers that draw the symbol's badge (or another part painted apart, the sun of
    # `cloud.sun.fill`; `icon#n` is an icon's n-th SVG element), which multicolour, hierarchical
    # and palette rendering paint apart from the rest: none for a one-layer symbol.
    badge: tuple = ()
    # The result's outer contour filled, less the result: an outlined icon made solid, its
    # marks cut out of its filled shape (for the `.fill` variants Bootstrap lacks).
    solid: bool = False


def circled(icon, filled, scale=0.55):
    """`icon` inside a circle outline, or cut out of a filled circle."""
    if filled:
        return Composite((Layer("add", "circle-fill"), Layer("cut", icon, scale)))
    return Composite((Layer("add", "circle"), Layer("add", icon, scale)))


def badged(icon, x, y, diameter, gap, mark=None, shape="circle-fill"):
    """`icon` with a round badge of `diameter` grid units centred at (`x`, `y`), parted from it
    by `gap` units, and `mark` (an icon drawn for a 16-unit disc) cut out of the badge; `shape`
    is the badge's icon (a disc, or the gear of `folder.badge.gearshape`, whose disc is cut out
    of `icon`). The badge is the symbol's badge layer.

    Where SF Symbols puts the badge and how big it is were measured on SF Symbols' outlines
    (andrilla-llc/sf-symbols, regular, medium; docs/SYMBOL-METRICS.md, "Badges") relative to the
    box of the symbol without its badge, and carried over to the Bootstrap icon's box. The gap is
    0.065 em in every measured symbol."""
    disc = Layer("add", shape, diameter / 16, x, y)
    badge = (disc, Layer("cut", mark, diameter / 16, x, y)) if mark else (disc,)
    return Composite((Layer("add", icon), Layer("cut", "circle-fill", (diameter + 2 * gap) / 16, x, y)) + badge,
                     badge=badge)


# SF Symbols' dot badges (see `badged`): centre, diameter and gap on the Bootstrap icon's grid.
def bell_badged(icon):
    return badged(icon, 11.64, 2.64, 5.14, 0.98)


def app_badged(icon):
    return badged(icon, 13.77, 2.26, 5.27, 1.04)


def envelope_badged(icon):
    return badged(icon, 15.49, 3.18, 4.59, 0.9)


# The badge at the bottom left of `person.crop.circle`, with `mark` (a plus, minus, xmark,
# checkmark, exclamation mark) or without.
def person_badged(icon, mark=None):
    return badged(icon, 0.95, 12.1, 8, 1.06, mark)


def slashed(icon):
    """`icon` struck through from top left to bottom right, the stroke parted from it by a gap."""
    return Composite((Layer("add", icon), Layer("cut", "slash-lg", 1.25, 8.9, 7.1, True),
                      Layer("cut", "slash-lg", 1.25, 7.1, 8.9, True), Layer("add", "slash-lg", 1.1, mirror=True)))


def squared(icon, filled, scale=0.55):
    """`icon` inside a rounded square outline, or cut out of a filled one."""
    if filled:
        return Composite((Layer("add", "square-fill"), Layer("cut", icon, scale)))
    return Composite((Layer("add", "square"), Layer("add", icon, scale)))


def solid(icon):
    """`icon`, outlined, made solid: its outer contour filled, its marks cut out of it."""
    return Composite((Layer("add", icon),), solid=True)


def mirrored(icon):
    return Composite((Layer("add", icon),), mirror=True)


def turned(icon, turns=1):
    """`icon` turned `turns` quarter turns clockwise about the grid's centre."""
    return Composite((Layer("add", icon, turns=turns),))


def digit(number):
    """The digit `number` alone: Bootstrap's circled digit less its circle."""
    return Composite((Layer("add", f"{number}-circle"), Layer("cut", "circle")))


def numbered(text, shape, filled):
    """Two digits side by side in a circle or a rounded square (`shape`), cut out of it if
    `filled`, as SF Symbols' `00.circle` ... `50.square.fill` draw them."""
    return Composite((Layer("add", shape + "-fill" if filled else shape),)
                     + tuple(Layer("cut" if filled else "add", digit(d), 0.72, x) for d, x in zip(text, (5.75, 10.25))))


# SF Symbols' two-digit numbers in circles and squares.
NUMBERED = {f"{number:02}.{shape}{'.fill' if filled else ''}": numbered(f"{number:02}", shape, filled)
            for number in range(51) for shape in ("circle", "square") for filled in (False, True)}


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
    "arrow.left.arrow.right": "arrow-left-right", "arrow.up.arrow.down": mirrored("arrow-down-up"),
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
    "nosign": mirrored("slash-circle"), "infinity": "infinity", "asterisk": "asterisk",
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
    "bell.badge": bell_badged("bell"), "bell.badge.fill": bell_badged("bell-fill"),
    "bell.circle": circled("bell-fill", False), "bell.circle.fill": circled("bell-fill", True),
    "envelope": "envelope", "envelope.fill": "envelope-fill",
    "envelope.open": "envelope-open", "envelope.open.fill": "envelope-open-fill",
    "envelope.badge": envelope_badged("envelope"), "envelope.badge.fill": envelope_badged("envelope-fill"),
    "trash": "trash3", "trash.fill": "trash3-fill",
    "pencil": "pencil", "square.and.pencil": "pencil-square", "pencil.tip": "pen",
    "paintbrush": "brush", "paintbrush.fill": "brush-fill",
    "paintpalette": "palette", "paintpalette.fill": "palette-fill",
    "eyedropper": "eyedropper", "scissors": "scissors", "paperclip": "paperclip", "crop": "crop",
    "calendar": "calendar3",
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
    "tag": mirrored("tag"), "tag.fill": mirrored("tag-fill"),
    "flag": "flag", "flag.fill": "flag-fill",
    "pin": "pin", "pin.fill": "pin-fill",
    "map": "map", "map.fill": "map-fill",
    "location": "cursor", "location.fill": "cursor-fill",
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
    "wrench": "wrench", "hammer": mirrored("hammer"), "wrench.and.screwdriver": "tools",
    "gear": "gear", "gearshape": "gear", "gearshape.fill": "gear-fill",
    "slider.horizontal.3": "sliders", "slider.vertical.3": "sliders2-vertical",
    "power": "power", "qrcode": "qr-code", "qrcode.viewfinder": "qr-code-scan",
    "barcode": "upc", "barcode.viewfinder": "upc-scan", "viewfinder": "fullscreen",

    # Documents and lists
    "doc": "file-earmark", "doc.fill": "file-earmark-fill",
    "doc.text": "file-earmark-text", "doc.text.fill": "file-earmark-text-fill",
    "doc.richtext": "file-earmark-richtext", "doc.richtext.fill": "file-earmark-richtext-fill",
    "doc.zipper": "file-earmark-zip",
    "doc.on.doc": "files", "doc.on.clipboard": "clipboard", "doc.on.clipboard.fill": "clipboard-fill",
    "clipboard": "clipboard", "clipboard.fill": "clipboard-fill",
    "folder": "folder", "folder.fill": "folder-fill",
    "folder.badge.plus": badged("folder", 15.19, 4.38, 7.0, 0.92, "badge-plus"), "folder.badge.minus": badged("folder", 15.19, 4.38, 7.0, 0.92, "badge-minus"),
    "link": "link-45deg", "paperclip.circle": circled("paperclip", False),
    "line.3.horizontal": "list", "line.3.horizontal.decrease": "filter",
    "line.3.horizontal.decrease.circle": "filter-circle", "line.3.horizontal.decrease.circle.fill": "filter-circle-fill",
    "list.bullet": "list-ul", "list.number": "list-ol", "list.star": "list-stars",
    "list.bullet.rectangle": "card-list", "list.bullet.indent": "list-nested",
    "text.alignleft": "text-left", "text.aligncenter": "text-center", "text.alignright": "text-right",
    "text.justify": "justify", "textformat": "textformat", "bold": "type-bold", "italic": "type-italic",
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
    "speaker.slash": slashed(Composite((Layer("add", "volume-off", 1.5),))),
    "speaker.slash.fill": slashed(Composite((Layer("add", "volume-off-fill", 1.5),))),
    "mic": "mic", "mic.fill": "mic-fill", "mic.slash": "mic-mute", "mic.slash.fill": "mic-mute-fill",
    "headphones": "headphones", "airpods": "earbuds",

    # Devices and connectivity
    "wifi": "wifi", "wifi.slash": mirrored("wifi-off"), "antenna.radiowaves.left.and.right": "broadcast",
    "cellularbars": "reception-4", "bolt": "lightning", "bolt.fill": "lightning-fill",
    "bolt.circle": circled("lightning-fill", False), "bolt.circle.fill": circled("lightning-fill", True),
    "battery.100": "battery-full", "battery.50": "battery-half", "battery.0": "battery",
    "battery.100.bolt": "battery-charging",
    "iphone": "phone", "ipad": "tablet", "laptopcomputer": "laptop", "desktopcomputer": "display",
    "applewatch": "smartwatch", "keyboard": "keyboard", "keyboard.fill": "keyboard-fill",
    "externaldrive": "hdd", "externaldrive.fill": "hdd-fill",
    "externaldrive.badge.plus": badged("hdd", -0.27, 10.97, 7.48, 0.98, "badge-plus"),
    "cpu": "cpu", "cpu.fill": "cpu-fill", "memorychip": "memory", "server.rack": "server-rack",
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
    "cloud.sun": Composite((Layer("add", "cloud-sun"),), badge=(Layer("add", "cloud-sun#2"),)), "cloud.sun.fill": Composite((Layer("add", "cloud-sun-fill"),), badge=(Layer("add", "cloud-sun-fill#2"),)),
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
for number in range(10):
    for shape in ("circle", "square"):
        SYMBOLS[f"{number}.{shape}"] = f"{number}-{shape}"
        SYMBOLS[f"{number}.{shape}.fill"] = f"{number}-{shape}-fill"

# More names real apps use (ranked_names.tsv), each with the Bootstrap icon of the same meaning.
SYMBOLS.update({
    "network": "diagram-3", "arrow.2.squarepath": "arrow-repeat", "hand.raised": "hand-raised",
    "hand.raised.fill": "hand-raised-fill",
    "plus.square.on.square": "window-plus", "doc.plaintext": "file-earmark-text", "doc.plaintext.fill": "file-earmark-text-fill",
    "arrow.uturn.left": "arrow-90deg-left", "arrow.uturn.right": "arrow-90deg-right",
    "arrow.uturn.backward": "arrow-90deg-left", "arrow.uturn.forward": "arrow-90deg-right",
    "arrow.uturn.up": "arrow-90deg-up", "arrow.uturn.down": "arrow-90deg-down",
    "captions.bubble": "chat-square-text", "captions.bubble.fill": "chat-square-text-fill",
    "pencil.line": "pencil", "photo.on.rectangle.angled": "images",
    "bubble.left.and.bubble.right": "chat-left-dots", "bubble.left.and.bubble.right.fill": "chat-left-dots-fill",
    "chevron.left.slash.chevron.right": "code-slash", "line.horizontal.3.decrease.circle": "filter-circle",
    "line.horizontal.3.decrease.circle.fill": "filter-circle-fill", "line.horizontal.3.decrease": "filter",
    "line.horizontal.3": "list", "quote.opening": "quote", "quote.closing": "quote",
    "pencil.circle": circled("pencil", False), "pencil.circle.fill": circled("pencil-fill", True),
    "list.bullet.rectangle.portrait": "card-text", "list.bullet.rectangle.portrait.fill": "card-text",
    "rectangle.compress.vertical": "arrows-collapse", "rectangle.expand.vertical": "arrows-expand",
    "terminal": "terminal", "terminal.fill": "terminal-fill", "suit.heart": "suit-heart", "suit.heart.fill": "suit-heart-fill",
    "suit.club": "suit-club", "suit.club.fill": "suit-club-fill", "suit.spade": "suit-spade", "suit.spade.fill": "suit-spade-fill",
    "suit.diamond": "suit-diamond", "suit.diamond.fill": "suit-diamond-fill",
    "gobackward": "arrow-counterclockwise", "goforward": "arrow-clockwise",
    "books.vertical.fill": "bookshelf", "largecircle.fill.circle": "record-circle",
    "square.and.arrow.up.fill": Composite((Layer("add", "box-arrow-up"), Layer("add", "square-fill", 0.75, 8, 10.5),
                                            Layer("cut", "dash-lg", 0.6, 8, 7.6, turns=1))), "square.and.arrow.down.fill": Composite((Layer("add", "box-arrow-in-down"), Layer("add", "square-fill", 0.75, 8, 10.5),
                                              Layer("cut", "arrow-down", 0.6, 8, 8.9))),
    "dot.radiowaves.right": Composite((Layer("add", "broadcast"), Layer("cut", "square-fill", 1.0, -2.4, 8))), "dot.radiowaves.left.and.right": "broadcast",
    "exclamationmark.bubble": "chat-left-dots", "exclamationmark.bubble.fill": "chat-left-dots-fill",
    "hand.point.right": turned("hand-index-thumb"), "hand.point.right.fill": turned("hand-index-thumb-fill"),
    "lock.rotation": "arrow-repeat", "doc.on.doc.fill": "files",
    "arrow.up.arrow.down.circle": circled("arrow-down-up", False), "arrow.up.arrow.down.circle.fill": circled("arrow-down-up", True),
    "app.dashed": "plus-square-dotted", "arrow.counterclockwise.circle": circled("arrow-counterclockwise", False),
    "arrow.counterclockwise.circle.fill": circled("arrow-counterclockwise", True),
    "arrow.clockwise.circle": circled("arrow-clockwise", False), "arrow.clockwise.circle.fill": circled("arrow-clockwise", True),
    "arrowtriangle.down": "caret-down", "arrowtriangle.down.fill": "caret-down-fill",
    "arrowtriangle.up": "caret-up", "arrowtriangle.up.fill": "caret-up-fill",
    "arrowtriangle.left": "caret-left", "arrowtriangle.left.fill": "caret-left-fill",
    "arrowtriangle.right": "caret-right", "arrowtriangle.right.fill": "caret-right-fill",
    "arrowtriangle.down.square": "caret-down-square", "arrowtriangle.down.square.fill": "caret-down-square-fill",
    "arrowtriangle.up.square": "caret-up-square", "arrowtriangle.up.square.fill": "caret-up-square-fill",
    "arrowtriangle.left.square": "caret-left-square", "arrowtriangle.left.square.fill": "caret-left-square-fill",
    "arrowtriangle.right.square": "caret-right-square", "arrowtriangle.right.square.fill": "caret-right-square-fill",
    "bubble.middle.bottom": "chat-square", "bubble.middle.bottom.fill": "chat-square-fill",
    "ellipsis.curlybraces": "braces-asterisk", "curlybraces": "braces", "eyedropper.full": "eyedropper",
    "folder.fill.badge.plus": badged("folder-fill", 15.19, 4.38, 7.0, 0.92, "badge-plus"), "highlighter": "pen",
    "internaldrive": "device-hdd", "internaldrive.fill": "device-hdd-fill",
    "keyboard.chevron.compact.down": "keyboard", "list.bullet.clipboard": "clipboard-data",
    "list.clipboard": "clipboard-data", "list.clipboard.fill": "clipboard-data-fill",
    "list.bullet.clipboard.fill": "clipboard-data-fill", "macbook.and.iphone": "pc-display",
    "moon.zzz": "moon-stars", "moon.zzz.fill": "moon-stars-fill", "multiply": "x-lg",
    "multiply.circle": "x-circle", "multiply.circle.fill": "x-circle-fill",
    "multiply.square": "x-square", "multiply.square.fill": "x-square-fill",
    "poweroutlet.type.b": "outlet", "poweroutlet.type.b.fill": solid("outlet"), "rectangle.3.group": "grid-3x2-gap",
    "square.on.square": mirrored("files"), "square.stack": "collection", "square.stack.fill": "collection-fill",
    "sun.haze": "cloud-haze", "sun.haze.fill": "cloud-haze-fill", "tray.full": "inbox", "tray.full.fill": "inbox-fill",
    "wand.and.stars": "magic", "wand.and.rays": "magic", "wand.and.stars.inverse": "magic",
    "xmark.bin": "trash2", "xmark.bin.fill": "trash2-fill", "person.slash": slashed("person"),
    "person.slash.fill": slashed("person-fill"), 
    "arrow.triangle.branch": "bezier2", "arrow.up.doc": "file-earmark-arrow-up", "arrow.up.doc.fill": "file-earmark-arrow-up-fill",
    "arrow.down.doc.fill": "file-earmark-arrow-down-fill", "arrowshape.zigzag.right": "arrow-return-right",
    "bell.and.waves.left.and.right": "bell", "bell.and.waves.left.and.right.fill": "bell-fill",
    "bolt.horizontal": "lightning-charge", "bolt.horizontal.fill": "lightning-charge-fill",
    "chart.bar.xaxis": "bar-chart-line", "chart.bar.doc.horizontal": "file-earmark-bar-graph",
    "circle.grid.3x3": "grid-3x3", "circle.grid.3x3.fill": "grid-3x3-gap-fill",
    "clock.arrow.2.circlepath": "clock-history", "cloud.sun.rain": "cloud-sun", "cloud.sun.rain.fill": "cloud-sun-fill",
    "doc.text.magnifyingglass": "file-earmark-text", "dollarsign.circle": "currency-dollar",
    "dollarsign.circle.fill": circled("currency-dollar", True), "eject": "eject", "eject.fill": "eject-fill",
    "exclamationmark.shield": "shield-exclamation", "exclamationmark.shield.fill": "shield-fill-exclamation",
    "hammer.fill": mirrored("hammer"), "gearshape.2": "gear-wide-connected", "gearshape.2.fill": "gear-wide-connected",
    "hifispeaker": "speaker", "hifispeaker.fill": "speaker-fill", "ladybug": "bug", "ladybug.fill": "bug-fill",
    "ant": "bug", "ant.fill": "bug-fill", "link.icloud": "cloud-check", "movieclapper": "film",
    "music.mic": "mic", "newspaper.fill": "newspaper", "paperclip.circle.fill": circled("paperclip", True),
    "party.popper": "balloon", "party.popper.fill": "balloon-fill", "person.3": "people", "person.3.fill": "people-fill",
    "play.rectangle.on.rectangle": "collection-play", "play.rectangle.on.rectangle.fill": "collection-play-fill",
    "play.tv": "tv", "play.tv.fill": "tv-fill", "plusminus.circle": "plus-slash-minus",
    "puzzlepiece.extension": "puzzle", "puzzlepiece.extension.fill": "puzzle-fill",
    "rectangle.on.rectangle": "window-stack", "rectangle.portrait": "phone", "return.left": "arrow-return-left",
    "return.right": "arrow-return-right", "rotate.right": "arrow-clockwise", "rotate.left": "arrow-counterclockwise",
    "shippingbox.and.arrow.backward": "box-seam", "sidebar.leading": "layout-sidebar", "sidebar.trailing": "layout-sidebar-reverse",
    "smiley": "emoji-smile", "smiley.fill": "emoji-smile-fill", "suitcase": "briefcase",
    "suitcase.fill": "briefcase-fill", "switch.2": "toggles", "text.append": "text-indent-left",
    "waveform.path": "activity", "wifi.exclamationmark": "wifi-off", "xmark.seal": "patch-minus", "xmark.seal.fill": "patch-minus-fill",
    "checkmark.rectangle": "check-square", "checkmark.rectangle.fill": "check-square-fill",
    "xmark.rectangle": "x-square", "xmark.rectangle.fill": "x-square-fill",
    "plus.rectangle": "plus-square", "plus.rectangle.fill": "plus-square-fill",
    "minus.rectangle": "dash-square", "minus.rectangle.fill": "dash-square-fill",
    "square.split.2x1.fill": Composite((Layer("add", "square-fill"), Layer("cut", "dash-lg", 1.3, turns=1))),
    "calendar.circle": circled("calendar3", False), "calendar.circle.fill": circled("calendar3", True),
    
    "person.crop.rectangle": "person-badge", "person.crop.rectangle.fill": "person-badge-fill",
    "person.crop.square.fill": Composite((Layer("add", "square-fill"), Layer("cut", "person-fill", 0.78, 8, 9.7))), "book.closed.fill": "journal", "app.badge": app_badged("app"),
    "app.badge.fill": app_badged("app-fill"), "app.fill": "app-fill",
    "arrow.right.square": "arrow-right-square", "arrow.right.square.fill": "arrow-right-square-fill",
    "arrow.left.square": "arrow-left-square", "arrow.left.square.fill": "arrow-left-square-fill",
    "arrow.forward.circle": "arrow-right-circle", "arrow.forward.circle.fill": "arrow-right-circle-fill",
    "arrow.backward.circle": "arrow-left-circle", "arrow.backward.circle.fill": "arrow-left-circle-fill",
    "arrow.forward.square": "arrow-right-square", "arrow.forward.square.fill": "arrow-right-square-fill",
    "arrow.backward.square": "arrow-left-square", "arrow.backward.square.fill": "arrow-left-square-fill",
    "arrow.up.right.circle": "arrow-up-right-circle", "arrow.up.right.circle.fill": "arrow-up-right-circle-fill",
    "arrow.up.left.circle": "arrow-up-left-circle", "arrow.up.left.circle.fill": "arrow-up-left-circle-fill",
    "arrow.down.right.circle": "arrow-down-right-circle", "arrow.down.right.circle.fill": "arrow-down-right-circle-fill",
    "arrow.down.left.circle": "arrow-down-left-circle", "arrow.down.left.circle.fill": "arrow-down-left-circle-fill",
    "arrow.up.forward.circle": "arrow-up-right-circle", "arrow.up.forward.circle.fill": "arrow-up-right-circle-fill",
    "arrow.up.forward.square": "arrow-up-right-square", "arrow.up.forward.square.fill": "arrow-up-right-square-fill",
    "arrow.up.left.square": "arrow-up-left-square", "arrow.up.left.square.fill": "arrow-up-left-square-fill",
    "arrow.down.right.square": "arrow-down-right-square", "arrow.down.right.square.fill": "arrow-down-right-square-fill",
    "arrow.down.left.square": "arrow-down-left-square", "arrow.down.left.square.fill": "arrow-down-left-square-fill",
    "arrow.left.to.line": "arrow-bar-left", "arrow.right.to.line": "arrow-bar-right",
    "arrow.down.circle.dotted": "arrow-down-circle", "arrow.up.and.down": "arrow-down-up",
    "arrow.left.and.right": "arrow-left-right", "arrow.up.and.down.circle": circled("arrow-down-up", False),
    "arrow.up.right.and.arrow.down.left": "arrows-angle-expand", "arrow.down.left.and.arrow.up.right": "arrows-angle-contract",
    "arrow.up.backward": "arrow-up-left", "arrow.down.forward": "arrow-down-right", "arrow.down.backward": "arrow-down-left",
    "arrow.turn.up.left": "arrow-90deg-left", "arrow.turn.up.right": "arrow-90deg-right",
    "arrow.turn.down.right": "arrow-return-right", "arrow.turn.up.forward.iphone": "phone-flip",
    "arrow.right.arrow.left": "arrow-left-right", "arrow.down.app": "box-arrow-in-down", "arrow.up.bin": "trash2",
    "arrow.backward.to.line": "arrow-bar-left", "arrow.forward.to.line": "arrow-bar-right",
    "arrow.down.to.line.compact": "arrow-bar-down",
    "arrow.up.to.line.compact": "arrow-bar-up", "arrow.down.right.and.arrow.up.left.circle": circled("arrows-angle-contract", False),
     "arrow.triangle.merge": "sign-merge-left",
    "arrow.triangle.swap": "arrow-left-right", "arrow.triangle.pull": "bezier2", "arrow.triangle.capsulepath": "arrow-repeat",
    "arrow.counterclockwise.icloud": "cloud-arrow-up", "arrow.clockwise.icloud": "cloud-arrow-down",
    "arrow.clockwise.icloud.fill": "cloud-arrow-down-fill", "icloud.slash": "cloud-slash", "icloud.slash.fill": "cloud-slash-fill",
    "icloud.and.arrow.down.fill": "cloud-arrow-down-fill", 
    "person.badge.key": "person-lock", "person.badge.key.fill": "person-fill-lock", "person.badge.clock": "person-gear",
    "person.badge.shield.checkmark": "person-check", "person.crop.circle.badge.plus": person_badged("person-circle", "badge-plus"),
    "person.crop.circle.badge.checkmark": person_badged("person-circle", "badge-checkmark"),
    "person.crop.circle.fill.badge.checkmark": person_badged(PERSON_IN_FILLED_CIRCLE, "badge-checkmark"),
    "person.crop.circle.badge.xmark": person_badged("person-circle", "badge-xmark"),
    "person.crop.circle.fill.badge.xmark": person_badged(PERSON_IN_FILLED_CIRCLE, "badge-xmark"),
    "person.crop.circle.badge.minus": person_badged("person-circle", "badge-minus"),
    "person.crop.circle.fill.badge.minus": person_badged(PERSON_IN_FILLED_CIRCLE, "badge-minus"), "person.crop.circle.badge.exclamationmark": person_badged("person-circle", "badge-exclamationmark"),
    "person.crop.circle.badge.exclamationmark.fill": person_badged(PERSON_IN_FILLED_CIRCLE, "badge-exclamationmark"),
    "person.crop.circle.badge.questionmark": "person-exclamation", "person.crop.circle.fill.badge.plus": person_badged(PERSON_IN_FILLED_CIRCLE, "badge-plus"),
    "person.crop.circle.badge": person_badged("person-circle"),
    "person.crop.artframe": "person-bounding-box", "person.crop.square.filled.and.at.rectangle": "person-vcard",
    "person.fill.questionmark": "person-fill-exclamation", "person.fill.turn.right": "person-fill",
    "person.and.arrow.left.and.arrow.right": "people", "person.fill.and.arrow.left.and.arrow.right": "people-fill",
    "person.2.crop.square.stack": "people", "person.2.crop.square.stack.fill": "people-fill",
    "person.2.wave.2": "people", "person.2.wave.2.fill": "people-fill", "person.wave.2": "person-video",
    "person.bust": "person", "person.bust.fill": "person-fill", "person.icloud": "person-badge",
    "person.line.dotted.person": "people", "person.line.dotted.person.fill": "people-fill",
    "person.3.sequence": "people", "person.3.sequence.fill": "people-fill",
    "figure.walk": "person-up", "figure.stand": "person",
    "accessibility": "universal-access", "accessibility.fill": "universal-access-circle",
    "questionmark.app": "question-square", "questionmark.app.fill": "question-square-fill",
    "questionmark.bubble": "chat-left-dots", "questionmark.bubble.fill": "chat-left-dots-fill",
    "questionmark.folder": "folder", "questionmark.folder.fill": "folder-fill",
    "questionmark.diamond": "question-diamond", "questionmark.diamond.fill": "question-diamond-fill",
    "exclamationmark.2": "exclamation-lg", "exclamationmark.3": "exclamation-lg",
    "exclamationmark.arrow.circlepath": "arrow-repeat", "exclamationmark.icloud": "cloud-slash",
    "exclamationmark.icloud.fill": "cloud-slash-fill", "exclamationmark.lock": "lock", "exclamationmark.lock.fill": "lock-fill",
    "exclamationmark.transmission": "exclamation-diamond", "exclamationmark.warninglight": "exclamation-diamond",
    "exclamationmark.warninglight.fill": "exclamation-diamond-fill", "exclamationmark.magnifyingglass": "search",
    "checkmark.diamond": "patch-check", "checkmark.diamond.fill": "patch-check-fill", "checkmark.icloud": "cloud-check",
    "checkmark.icloud.fill": "cloud-check-fill", "checkmark.bubble": "chat-left-text", "checkmark.bubble.fill": "chat-left-text-fill",
    "checkmark.circle.badge.xmark": "check-circle", "checkmark.message": "chat-left-text", "checkmark.message.fill": "chat-left-text-fill",
    "checklist.checked": "ui-checks", "checklist.unchecked": "list-task",
    "list.bullet.below.rectangle": "view-list", "list.dash": "list-ul", "list.triangle": "list-nested",
    "list.bullet.circle": circled("list-ul", False), "list.bullet.circle.fill": circled("list-ul", True),
    "list.bullet.rectangle.fill": Composite((Layer("add", "card-fill"), Layer("cut", "card-list"))), "list.and.film": "collection-play", 
    "text.insert": "text-indent-left",
    "text.quote": "blockquote-left", "text.redaction": "body-text", "text.word.spacing": "text-wrap",
    "text.book.closed": "journal-text", "text.book.closed.fill": "journal-text", "text.magnifyingglass": "search",
    "text.line.first.and.arrowtriangle.forward": "list-ol",
    "textformat.size": "fonts", "textformat.alt": "fonts", "textformat.abc": "type", "textformat.123": "123",
    "character.cursor.ibeam": "cursor-text", "character.book.closed": "translate", "character.bubble": "translate",
    "character": "type", "a.magnify": "zoom-in", "abc": "type", "123.rectangle": "123",
    "paragraphsign": "paragraph", "decrease.indent": "text-indent-right", "increase.indent": "text-indent-left",
    "signature": "vector-pen", "pencil.and.outline": "vector-pen", "pencil.and.ellipsis.rectangle": "input-cursor-text",
    "rectangle.and.pencil.and.ellipsis": "input-cursor-text", "square.and.pencil.circle": circled("pencil-square", False),
    "square.and.pencil.circle.fill": circled("pencil-square", True), "pencil.tip.crop.circle": circled("pen", False),
    "pencil.tip.crop.circle.badge.plus": circled("pen", False), "lasso": "bounding-box-circles",
    "scribble": "vector-pen", "scribble.variable": "vector-pen", "eraser": "eraser", "eraser.fill": "eraser-fill",
    "trash.square": squared("trash3", False), "trash.square.fill": squared("trash3-fill", True),
    "bubble.left.and.text.bubble.right": "chat-left-text", "bubble.left.and.text.bubble.right.fill": "chat-left-text-fill",
    "network.badge.shield.half.filled": "shield-shaded", "rectangle.connected.to.line.below": "hdd-network",
    "badge.plus.radiowaves.right": "broadcast-pin", "faxmachine": "printer", "faxmachine.fill": "printer-fill",
    "forward.frame": "skip-forward", "forward.frame.fill": "skip-forward-fill",
    "hand.draw": "vector-pen", "hand.draw.fill": "vector-pen", "laptopcomputer.trianglebadge.exclamationmark": "laptop",
    "lasso.and.sparkles": "magic", "leaf.arrow.circlepath": "recycle", "lock.square.stack": "safe",
    "lock.square.stack.fill": "safe-fill", "memories": "collection-play", "pencil.and.list.clipboard": "clipboard-check",
    "pencil.and.scribble": "vector-pen", "platter.filled.bottom.iphone": "phone", "point.3.connected.trianglepath.dotted": "bezier",
    "point.topleft.down.curvedto.point.bottomright.up": "bezier2", "selection.pin.in.out": "bounding-box",
    "square.bottomthird.inset.filled": "layout-text-window", "square.leadingthird.inset.filled": "layout-sidebar-inset",
    "square.trailingthird.inset.filled": "layout-sidebar-inset-reverse", "square.on.square.dashed": "window-stack",
    "tray.and.arrow.up.fill": "upload", "tray.and.arrow.down.fill": "download", "film.fill": "film",
    "gamecontroller.fill": solid("controller"), "memorychip.fill": "memory", "movieclapper.fill": "film",
    "globe.europe.africa.fill": "globe-europe-africa", "globe.americas.fill": "globe-americas",
    "globe.asia.australia.fill": "globe-asia-australia", "character.book.closed.fill": "translate",
    "ellipsis.rectangle": "menu-button", "ellipsis.rectangle.fill": "menu-button-fill",
    "pause.rectangle": "pause-btn", "pause.rectangle.fill": "pause-btn-fill",
    "heart.rectangle": "postcard-heart", "heart.rectangle.fill": "postcard-heart-fill",
    "lock.rectangle": "lock", "lock.rectangle.fill": "lock-fill",
    "rectangle.portrait.and.arrow.forward.fill": "box-arrow-right", "rotate.right.fill": "arrow-clockwise",
    "waveform.path.ecg.rectangle": "clipboard-pulse", "waveform.path.ecg.rectangle.fill": "clipboard2-pulse-fill",
    "arrowshape.zigzag.right.fill": "arrow-return-right",
    "leaf": "leaf", "leaf.fill": "leaf-fill", "leaf.circle": circled("leaf", False), "leaf.circle.fill": circled("leaf-fill", True),
    "pawprint": "pawprint", "pawprint.fill": "pawprint-fill", "fish": "fish", "fish.fill": "fish-fill",
    "binoculars": "binoculars", "binoculars.fill": "binoculars-fill", "camera.macro": "flower1",
    "banknote.fill": "cash", "medal": "award", "medal.fill": "award-fill", "heart.text.square": "postcard-heart",
    "heart.text.square.fill": "postcard-heart-fill", "chart.xyaxis.line": "graph-up", "mountain.2": "image-alt",
    "mountain.2.fill": "image-alt", "sparkle": "stars", "building.2.crop.circle": circled("buildings", False),
    "building.2.crop.circle.fill": circled("buildings-fill", True), "mappin.circle": circled("geo-fill", False),
    "mappin.circle.fill": circled("geo-fill", True),
    "arrowshape.turn.up.right.circle": circled("arrow-90deg-right", False),
    "arrowshape.turn.up.right.circle.fill": circled("arrow-90deg-right", True),
})
SYMBOLS.update(NUMBERED)


def lane(number):
    """`N.lane`: the number between a lane's two bars, as big as SF Symbols draws it (its
    digits 0.59 of the bars' height, two digits 0.5)."""
    text = str(number)
    if len(text) == 1:
        return Composite((Layer("add", "lane"), Layer("add", digit(number), 0.97, 8, 8.2)))
    return Composite((Layer("add", "lane"),) + tuple(Layer("add", digit(int(d)), 0.82, x, 8.2)
                                                     for d, x in zip(text, (5.5, 10.4))))


def bolt_triangle_badged(bolt):
    """A bolt with a warning triangle (its exclamation mark cut out) at its bottom right, parted
    from it by a gap, at SF Symbols' proportions; the triangle is the badge layer."""
    badge = (Layer("add", "exclamation-triangle-fill", 0.476, 10.785, 12.6),)
    return Composite((Layer("add", bolt, 0.96, 6.245, 7.975), Layer("cut", "exclamation-triangle-fill", 0.64, 10.785, 12.15))
                     + badge, badge=badge)


def moon_badged(icon):
    """`person.crop.circle` with a crescent moon cut out of its bottom-left badge."""
    return person_badged(icon, "badge-moon")


# Badged names with their badge where SF Symbols puts it (docs/SYMBOL-METRICS.md, "Badges"): a
# disc with a plus or minus, or a gear.
def calendar_badged(mark):
    return badged("calendar3", 15.36, 13.22, 8.14, 1.0, mark)


def person_fill_badged(mark):
    return badged("person-fill", 15.01, 13.02, 6.79, 1.0, mark)


def person_outline_badged(mark):
    return badged("person", 14.85, 12.86, 6.58, 1.0, mark)


def photo_badged(icon):
    return badged(icon, 15.46, 12.58, 6.9, 1.0, "badge-plus")


def gear_badged(icon):
    return badged(icon, 15.19, 4.38, 7.14, 0.92, shape="gear-fill")


def badge_kept(spec, inner, scale=1.0):
    """`spec`, a composite drawing the badged composite `inner` (scaled by `scale` about the
    grid's centre), with `inner`'s badge as its own badge layer."""
    return Composite(spec.layers, spec.scale, spec.mirror, badge=(Layer("add", Composite(inner.badge), scale),))


def text_badged(mark):
    """Lines of text with a badge (its `mark` cut out) at the top left, as SF Symbols'
    `text.badge.plus` draws them."""
    return badged("text-badge-lines", 4.035, 4.535, 8.07, 1.0, mark)


# A star for a badge's 16-unit disc, 0.67 of it across (SF Symbols' `text.badge.star`).
BADGE_STAR = Composite((Layer("add", "star-fill", 0.668, 8, 7.6),))

SYMBOLS.update({
    "text.badge.plus": text_badged("badge-plus"), "text.badge.minus": text_badged("badge-minus"),
    "text.badge.checkmark": text_badged("badge-checkmark"), "text.badge.xmark": text_badged("badge-xmark"),
    "text.badge.star": text_badged(BADGE_STAR),
    "calendar.badge.plus": calendar_badged("badge-plus"), "calendar.badge.minus": calendar_badged("badge-minus"),
    "doc.badge.plus": badged("file-earmark", 2.58, 13.62, 7.25, 1.0, "badge-plus"),
    "person.badge.plus": person_outline_badged("badge-plus"), "person.badge.minus": person_outline_badged("badge-minus"),
    "person.fill.badge.plus": person_fill_badged("badge-plus"), "person.fill.badge.minus": person_fill_badged("badge-minus"),
    "person.badge.plus.fill": person_fill_badged("badge-plus"), "person.badge.minus.fill": person_fill_badged("badge-minus"),
    "photo.badge.plus": photo_badged("image"), "photo.badge.plus.fill": photo_badged("image-fill"),
    "folder.badge.gearshape": gear_badged("folder"), "folder.badge.gear": gear_badged("folder"),
    "folder.fill.badge.gearshape": gear_badged("folder-fill"),
})


# Symbols Bootstrap has no icon for, drawn for ViewTree (`extra/`), or composed at SF Symbols'
# proportions (each glyph's parts placed as in SF Symbols' outlines, docs/SYMBOL-METRICS.md).
SYMBOLS.update({
    "bird": "bird", "bird.fill": "bird-fill", "swift": "swift",
    "bird.circle": circled("bird", False, 0.62), "bird.circle.fill": circled("bird-fill", True, 0.62),
    "flask": "flask", "flask.fill": "flask-fill", "testtube.2": "testtube-2",
    "hockey.puck": "hockey-puck", "hockey.puck.fill": "hockey-puck-fill",
    "square.on.circle": "square-on-circle",
    "brakesignal": "brakesignal", "1.brakesignal": Composite((Layer("add", "brakesignal"), Layer("add", digit(1), 0.67))),
    "1.magnifyingglass": Composite((Layer("add", "search"), Layer("add", digit(1), 0.78, 6.5, 6.5))),
    "bolt.trianglebadge.exclamationmark": bolt_triangle_badged("lightning"),
    "bolt.trianglebadge.exclamationmark.fill": bolt_triangle_badged("lightning-fill"),
    "person.crop.circle.badge.moon": moon_badged("person-circle"),
    "person.crop.circle.badge.moon.fill": moon_badged(PERSON_IN_FILLED_CIRCLE),
    "lane": "lane", **{f"{number}.lane": lane(number) for number in range(1, 13)},
})


# Badged variants that keep their badge layer.
SYMBOLS.update({
    "bell.badge.slash": badge_kept(slashed(bell_badged("bell")), bell_badged("bell")),
    "bell.badge.slash.fill": badge_kept(slashed(bell_badged("bell-fill")), bell_badged("bell-fill")),
    "bell.badge.circle": badge_kept(circled(bell_badged("bell"), False), bell_badged("bell"), 0.55),
})


RANKED_NAMES = Path(__file__).resolve().parent / "ranked_names.tsv"


def derived_symbols(available, count=None):
    """Variants of mapped names among the `count` most used SF Symbol names (ranked_names.tsv, all by default)
    that are not mapped yet: `X.fill`, `X.circle(.fill)`, `X.square(.fill)` and `X.slash` of a
    mapped name `X`, from Bootstrap's own variant where `X` is one icon and has one (`-fill`,
    `-circle`, `-square`, `-slash`), else composed. `available` is the set of
    Bootstrap icon names."""
    ranked = [line.split("\t")[0] for line in RANKED_NAMES.read_text().splitlines()][:count]
    derived = {}
    # Twice, so that a variant of a derived name (`bolt.slash.circle` of `bolt.slash`) is made too.
    for _ in range(2):
        for name in ranked:
            if name in SYMBOLS or name in derived:
                continue
            for suffix, native, compose in ((".circle.fill", "-circle-fill", lambda i, f: circled(f, True)),
                                            (".square.fill", "-square-fill", lambda i, f: squared(f, True)),
                                            (".circle", "-circle", lambda i, f: circled(i, False)),
                                            (".square", "-square", lambda i, f: squared(i, False)),
                                            (".slash.fill", "-slash-fill", lambda i, f: slashed(f)),
                                            (".slash", "-slash", lambda i, f: slashed(i)),
                                            (".fill", "-fill", None)):
                if not name.endswith(suffix):
                    continue
                base = name[: -len(suffix)]
                icon = SYMBOLS.get(base, derived.get(base))
                if icon is None:
                    break
                filled = SYMBOLS.get(base + ".fill", derived.get(base + ".fill"))
                if filled is None:
                    filled = icon + "-fill" if isinstance(icon, str) and icon + "-fill" in available else icon
                if isinstance(icon, str) and icon + native in available:
                    derived[name] = icon + native
                elif compose is not None:
                    derived[name] = compose(icon, filled)
                break
    return derived
