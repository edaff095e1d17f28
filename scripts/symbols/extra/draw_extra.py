#!/usr/bin/env python3
"""Draws the icons of this folder that are made of geometry (`lane`, `brakesignal`,
`square-on-circle`, `badge-moon`, `hockey-puck(-fill)`, `flask(-fill)`, `testtube-2`, `text-badge-lines`,
`bird(-fill)`, `swift`, `hand-raised(-fill)`) on Bootstrap's 16-unit grid, and writes them as SVGs here. They are
ViewTree's own drawings; where a part sits was read from SF Symbols' outlines' contour bounds
(docs/SYMBOL-METRICS.md), never their curves. Run with the packages build_symbols.py needs:

    python3 scripts/symbols/extra/draw_extra.py [name ...]
"""

import math
import sys
from pathlib import Path

import pathops
from fontTools.pens.basePen import BasePen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.svgLib.path.parser import parse_path

OUT = Path(__file__).resolve().parent


def P(d):
    """An SVG path's `d` as a Skia path."""
    p = pathops.Path()
    parse_path(d, p.getPen())
    return p


def union(*ps):
    """The union of paths."""
    r = pathops.Path()
    for p in ps: r = pathops.op(r, p, pathops.PathOp.UNION)
    return r


def diff(a, *bs):
    """`a` less the others."""
    for b in bs: a = pathops.op(a, b, pathops.PathOp.DIFFERENCE)
    return a


def inter(a, b):
    """Where `a` and `b` overlap."""
    return pathops.op(a, b, pathops.PathOp.INTERSECTION)


def circle(cx, cy, r):
    return ellipse(cx, cy, r, r)


def ellipse(cx, cy, rx, ry):
    return P(f"M{cx-rx} {cy}A{rx} {ry} 0 1 0 {cx+rx} {cy}A{rx} {ry} 0 1 0 {cx-rx} {cy}Z")


def ring(cx, cy, r, w=1.0):
    """A circle of radius r stroked w wide."""
    return diff(circle(cx, cy, r + w/2), circle(cx, cy, r - w/2))


def polygon(pts):
    return P("M" + "L".join(f"{x} {y}" for x, y in pts) + "Z")


def capsule(p, q, w=1.0):
    """A stroke from p to q, w wide, with round caps."""
    (x0, y0), (x1, y1) = p, q
    dx, dy = x1 - x0, y1 - y0; n = math.hypot(dx, dy) or 1
    nx, ny = -dy / n * w / 2, dx / n * w / 2
    return union(polygon([(x0+nx, y0+ny), (x1+nx, y1+ny), (x1-nx, y1-ny), (x0-nx, y0-ny)]),
                 circle(x0, y0, w/2), circle(x1, y1, w/2))


def stroke(pts, w=1.0, closed=False):
    """A polyline stroked w wide with round joins and caps."""
    pts = list(pts)
    if closed: pts = pts + [pts[0]]
    return union(*[capsule(a, b, w) for a, b in zip(pts, pts[1:])])


def bezier(p0, p1, p2, p3, n=24):
    """n + 1 points along a cubic curve."""
    return [tuple((1-t)**3*a + 3*(1-t)**2*t*b + 3*(1-t)*t*t*c + t**3*d for a, b, c, d in zip(p0, p1, p2, p3))
            for t in (i / n for i in range(n + 1))]


def arc_points(cx, cy, r, a0, a1, n=32):
    """Points on a circle from angle a0 to a1 (degrees, y down, 0 = right)."""
    return [(cx + r*math.cos(math.radians(a)), cy + r*math.sin(math.radians(a)))
            for a in (a0 + (a1 - a0) * i / n for i in range(n + 1))]


def save(name, path):
    """Writes `path` as `name`.svg, coordinates to 1/100 of a unit."""
    path.simplify()
    pen = SVGPathPen(None, ntos=lambda v: f"{round(v, 2):g}")
    path.draw(pen)
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">\n'
            f'  <path fill-rule="evenodd" d="{pen.getCommands()}"/>\n</svg>\n')
    (OUT / f"{name}.svg").write_text(text)
    print(name, len(text), 'bytes, bounds', [round(v, 2) for v in path.bounds])


class Flatten(BasePen):
    """A path's contours as polylines (curves sampled)."""
    def __init__(s): super().__init__(None); s.contours = []
    def _moveTo(s, p): s.contours.append([p])
    def _lineTo(s, p): s.contours[-1].append(p)
    def _curveToOne(s, a, b, c): s.contours[-1] += bezier(s.contours[-1][-1], a, b, c, 16)[1:]
    def _closePath(s): pass
    def _endPath(s): pass


def contours(path):
    pen = Flatten()
    path.draw(pen)
    return pen.contours


def outlined(path, w=1.0):
    """The outline of a filled shape, stroked w wide centred on its edge."""
    return union(*[stroke(c, w, closed=True) for c in contours(path)])

W = set(sys.argv[1:])

# --- lane: SF's lane box is 0.899 x 0.736 em, two bars at the sides (16 x 13.1 on the grid).
if not W or 'lane' in W:
    top, bottom = 8 - 6.55, 8 + 6.55
    save('lane', union(capsule((0.6, top + 0.6), (0.6, bottom - 0.6), 1.2),
                       capsule((15.4, top + 0.6), (15.4, bottom - 0.6), 1.2)))

# --- brakesignal: a ring as tall as the box (1.393 x 0.952 em) and an arc each side.
if not W or 'brakesignal' in W:
    arcs = [stroke(arc_points(8, 8, 7.5, 180 - 36, 180 + 36), 1.0), stroke(arc_points(8, 8, 7.5, -36, 36), 1.0)]
    save('brakesignal', union(ring(8, 8, 4.97, 1.0), *arcs))

# --- square.on.circle: a circle at the top left, cut around a rounded square at the bottom right.
if not W or 'square-on-circle' in W:
    def rounded(x0, y0, x1, y1, r):
        return P(f"M{x0+r} {y0}H{x1-r}A{r} {r} 0 0 1 {x1} {y0+r}V{y1-r}A{r} {r} 0 0 1 {x1-r} {y1}H{x0+r}"
                 f"A{r} {r} 0 0 1 {x0} {y1-r}V{y0+r}A{r} {r} 0 0 1 {x0+r} {y0}Z")
    sx0, sy0, sx1, sy1 = 4.52, 4.31, 16, 15.78
    square = diff(rounded(sx0, sy0, sx1, sy1, 2.4), rounded(sx0 + 1, sy0 + 1, sx1 - 1, sy1 - 1, 1.5))
    circ = diff(ring(5.7, 5.92, 5.2, 1.0), rounded(sx0 - 0.9, sy0 - 0.9, sx1 + 0.9, sy1 + 0.9, 3.2))
    save('square-on-circle', union(square, circ))

# --- badge-moon: a crescent cut out of a badge's 16-unit disc (SF: 0.68 of the disc across).
if not W or 'badge-moon' in W:
    save("badge-moon", diff(circle(7.4, 8.5, 4.7), circle(10.1, 6.0, 3.9)))

# --- hockey.puck: a disc seen from the side, 1.003 x 0.767 em (16 x 12.23 on the grid).
if not W or 'hockey-puck' in W:
    top, ry = 8 - 6.115 + 3.63, 3.63
    low = top + 12.23 - 2 * ry
    silhouette = union(ellipse(8, top, 8, ry), polygon([(0, top), (16, top), (16, low), (0, low)]), ellipse(8, low, 8, ry))
    lower_inside = diff(union(polygon([(1, top), (15, top), (15, low), (1, low)]), ellipse(8, low, 7, ry - 1)),
                        ellipse(8, top, 8, ry))
    save('hockey-puck', diff(silhouette, lower_inside, ellipse(8, top, 7, ry - 1)))
    gap = diff(inter(ellipse(8, top, 9.2, ry + 0.75), polygon([(-2, top), (18, top), (18, 16), (-2, 16)])),
               ellipse(8, top, 8, ry))
    save('hockey-puck-fill', diff(silhouette, gap))

# --- flask: an Erlenmeyer flask, 0.933 x 1.024 em (14.58 x 16 on the grid), marks on the neck.
if not W or 'flask' in W:
    left, right = 5.75, 10.25
    walls = [(left, 1.0), (left, 6.9)] + bezier((left, 6.9), (3.5, 10.0), (2.3, 11.8), (1.55, 13.0))[1:] \
        + bezier((1.55, 13.0), (0.9, 14.2), (1.4, 15.5), (2.9, 15.5))[1:] + [(13.1, 15.5)] \
        + bezier((13.1, 15.5), (14.6, 15.5), (15.1, 14.2), (14.45, 13.0))[1:] \
        + bezier((14.45, 13.0), (13.7, 11.8), (12.5, 10.0), (right, 6.9))[1:] + [(right, 1.0)]
    rim = capsule((5.05, 0.62), (10.95, 0.62), 1.24)
    marks = [capsule((left, y), (7.75, y), 0.9) for y in (2.85, 5.0, 7.15)]
    save('flask', union(stroke(walls, 1.0), rim, *marks))
    body = union(stroke(walls, 1.0), polygon(walls))
    cuts = [capsule((6.75, y), (7.75, y), 0.9) for y in (2.85, 5.0, 7.15)]
    save('flask-fill', union(diff(body, *cuts), rim))

# --- testtube.2: two tubes, 1.0 x 1.023 em (15.64 x 16): the left one full, the right one with
# a little liquid at the bottom, each with marks.
if not W or 'testtube-2' in W:
    def tube(cx):
        hw, r = 2.48, 2.48
        bottom = 15.5 - r
        walls = [(cx - hw, 1.0), (cx - hw, bottom)] + arc_points(cx, bottom, r, 180, 0, 24) + [(cx + hw, 1.0)]
        inside = union(polygon([(cx - hw + 0.5, 1.0), (cx + hw - 0.5, 1.0), (cx + hw - 0.5, bottom), (cx - hw + 0.5, bottom)]),
                       circle(cx, bottom, r - 0.5))
        rim = capsule((cx - 2.96, 0.65), (cx + 2.96, 0.65), 1.29)
        return stroke(walls, 1.0), inside, rim
    lw, linside, lrim = tube(3.79)
    marks = [capsule((2.4, y), (3.9, y), 0.9) for y in (5.33, 7.81, 10.3)]
    surface = inter(linside, polygon([(0, 2.4), (8, 2.4), (8, 3.3), (0, 3.3)]))
    rw, rinside, rrim = tube(12.21)
    rmarks = [capsule((10.65, y), (12.2, y), 0.9) for y in (5.33, 7.81, 10.3)]
    liquid = inter(rinside, polygon([(8, 12.3), (16, 12.3), (16, 16), (8, 16)]))
    save('testtube-2', union(lw, lrim, surface, *marks, rw, rrim, liquid, *rmarks))

# --- bird: a hummingbird facing right with its wings raised, 0.937 x 1.046 em (14.3 x 16).
if not W or 'bird' in W:
    head = circle(10.9, 6.5, 2.25)
    beak = union(polygon([(12.6, 5.9), (14.9, 6.75), (14.9, 7.05), (12.6, 7.5)]), circle(14.9, 6.9, 0.16))
    body = P("M9.2 5.6C12.3 6.2 13.1 8.4 11.4 10.2C10.4 11.2 9.3 11.7 8.7 12.3L8.9 15.5"
             "C7.6 15.7 6.3 15.5 5.2 14.9C6.4 13.2 6.7 11.3 6.4 9.4Z")
    wing = P("M9.4 8.6C7.6 5.6 4.6 3.2 1.1 2.6C0.7 5.4 2.4 8.9 5.6 10.1C7.0 10.6 8.4 10.5 9.4 10.2Z")
    back = P("M8.6 5.9C7.1 4.4 6.0 2.3 6.4 0.3C8.3 0.9 9.8 2.4 10.6 4.3Z")
    main = union(head, body, wing)
    eye = circle(11.35, 6.0, 0.45)
    grown = union(main, outlined(main, 2.0))
    save('bird', union(outlined(main), diff(outlined(back), grown), eye, diff(beak, head)))
    save('bird-fill', union(diff(main, eye), diff(back, grown), beak))

# --- swift: a swift in flight seen from below: sickle wings, a short body and a forked tail.
if not W or 'swift' in W:
    wings = P("M0.2 9.6C2.6 5.6 5.6 4.0 8.0 4.6C10.4 4.0 13.4 5.6 15.8 9.6"
              "C13.2 7.9 10.6 7.3 8.0 8.1C5.4 7.3 2.8 7.9 0.2 9.6Z")
    body = P("M8.0 3.2C9.2 3.2 9.7 4.6 9.6 6.4C9.5 8.8 9.0 10.4 8.9 11.0L10.6 13.6L8.0 11.9L5.4 13.6L7.1 11.0"
             "C7.0 10.4 6.5 8.8 6.4 6.4C6.3 4.6 6.8 3.2 8.0 3.2Z")
    save('swift', union(wings, body))

# --- text-badge-lines: the lines of `text.badge.plus` and its kin (0.983 x 0.923 em, 16 x 15.01 on
# the grid): two short lines right of the badge, two long ones under it.
if not W or 'text-badge-lines' in W:
    top = (16 - 15.01) / 2
    save('text-badge-lines', union(*[capsule((x0 + 0.64, top + y), (15.36, top + y), 1.28)
                                     for x0, y in ((9.36, 1.9), (9.36, 6.06), (0, 10.21), (0, 14.37))]))

# --- hand-raised(-fill): an open right hand, palm out (SF's `hand.raised` is 0.797 x 1.063 em at the
# medium scale, regular weight: 12 x 16 on the grid): four fingers of rounded tips, the middle one
# tallest and the little one lowest, a thumb out to the right and up, a palm rounded below.
if not W or 'hand-raised' in W:
    def hand(finger):
        x0, x1 = 2.0, 14.0
        gap = (8.7 - 4 * finger) / 3
        tips = (3.2, 0.9 + finger / 2, finger / 2, 1.2 + finger / 2)
        fingers = [capsule((x0 + finger / 2 + i * (finger + gap), top + (finger / 2 if i == 0 else 0)),
                           (x0 + finger / 2 + i * (finger + gap), 9.5), finger)
                   for i, top in enumerate(tips)]
        right = x0 + 4 * finger + 3 * gap
        palm = union(polygon([(x0, 8.0), (right, 8.0), (right, 11.0), (x0, 11.0)]),
                     ellipse((x0 + right) / 2 + 0.35, 11.0, (right - x0) / 2 + 0.35, 5.0))
        thumb = capsule((right - finger / 2, 12.2), (x1 - finger / 2, 7.6), finger)
        return inter(union(*fingers, palm, thumb), polygon([(x0, 0), (x1, 0), (x1, 16), (x0, 16)]))
    save('hand-raised-fill', hand(1.75))
    # The outline: the same hand, its fingers wider so that the outline leaves room inside them.
    save('hand-raised', outlined(hand(2.05), 1.0))

# --- app-fill: Bootstrap's `app` filled (its outer rounded square, 1...15 with corners of 4).
if not W or 'app-fill' in W:
    save('app-fill', P("M5 1H11A4 4 0 0 1 15 5V11A4 4 0 0 1 11 15H5A4 4 0 0 1 1 11V5A4 4 0 0 1 5 1Z"))

# --- server-rack: SF's `server.rack`, a rounded box of three units, each with a light at its
# right (the box 0.5...15.5 by 1...15; three rows; the lights 2.7 from the right).
if not W or 'server-rack' in W:
    box = P("M3 1H13A2.5 2.5 0 0 1 15.5 3.5V12.5A2.5 2.5 0 0 1 13 15H3A2.5 2.5 0 0 1 0.5 12.5V3.5A2.5 2.5 0 0 1 3 1Z")
    rows = [capsule((0.5, y), (15.5, y), 1.0) for y in (1 + 14 / 3, 1 + 28 / 3)]
    lights = [circle(12.8, 1 + 14 / 6 + i * 14 / 3, 0.85) for i in range(3)]
    save('server-rack', union(inter(union(outlined(box), *rows), box), *lights))

# --- card-fill: the silhouette of Bootstrap's cards (`card-list`, `card-text`): 0...16 by 2...14 with
# corners of 1.5, for the `.fill` variants that cut a card's marks out of it.
if not W or 'card-fill' in W:
    save('card-fill', P("M1.5 2H14.5A1.5 1.5 0 0 1 16 3.5V12.5A1.5 1.5 0 0 1 14.5 14H1.5A1.5 1.5 0 0 1 0 12.5V3.5A1.5 1.5 0 0 1 1.5 2Z"))

# --- textformat: "Aa" (SF's `textformat` is 1.119 x 0.722 em at the medium scale, regular weight:
# 16 x 10.3 on the grid, from 2.85 to 13.15): a capital A of two legs and a bar, and a two-storey a
# of a bowl, a stem and an arched top.
if not W or 'textformat' in W:
    w, top, base = 1.2, 2.85, 13.15
    apex = (4.7, top + w / 2)
    capital = union(stroke([(0.6 + w / 2, base - w / 2), apex, (8.8 - w / 2, base - w / 2)], w),
                    capsule((2.55, 9.7), (6.85, 9.7), w))
    stem = capsule((15.4 - w / 2, 7.6), (15.4 - w / 2, base - w / 2), w)
    arch = stroke(arc_points(12.55, 8.05, 2.25, 200, 360), w)
    bowl = ring(12.7, 11.0, 1.95, w)
    save('textformat', union(capital, stem, arch, diff(bowl, P("M15.4 0H16V16H15.4Z"))))
