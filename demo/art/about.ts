/** About page pictures: the artist's painted portrait, the studio, and a kind social-media post. */
import { CAT_COATS, catHead, catHeadOpts, DOG_COATS, dogHead, dogOpts } from "./animals.ts";
import { glazeShade } from "./ceramics.ts";
import { type Ctx, drawFigure, finish, mediumStyle, placeFigure } from "./compose.ts";
import { defaultStyle, type Figure } from "./figure.ts";
import { bust, personLook } from "./paintings.ts";
import { subPainting } from "./products.ts";
import { pickPalette, strokeField } from "./scene.ts";
import {
  blobPts,
  darken,
  el,
  escapeXml,
  f,
  lighten,
  mix,
  type Pt,
  type Rng,
  smooth,
} from "./util.ts";

// ---------------------------------------------------------------- portrait

export function aboutPortrait(ctx: Ctx): string {
  const { rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const medium = rng.pick(["oil", "gouache", "oil"] as const);
  const style = mediumStyle(rng, medium, pal);
  let out = el("rect", {
    width: W,
    height: H,
    fill: ctx.doc.linear(
      [
        [0, pal.bg[0]],
        [1, pal.bg[1]],
      ],
      90,
    ),
  });
  // studio hints behind: canvases on the wall, loosely painted
  for (let i = 0; i < 4; i++) {
    const w = W * rng.range(0.15, 0.3);
    const h = w * rng.range(0.7, 1.3);
    const x = rng.range(-0.05, 0.9) * W;
    const y = rng.range(0.02, 0.45) * H;
    out += el("rect", {
      x,
      y,
      width: w,
      height: h,
      fill: mix(rng.pick([pal.accent, pal.accent2, pal.mid, pal.light]), pal.bg[0], 0.45),
      "fill-opacity": 0.8,
    });
    out += el("rect", {
      x: x + w * 0.1,
      y: y + h * 0.2,
      width: w * 0.8,
      height: h * 0.5,
      fill: mix(rng.pick([pal.accent, pal.mid]), pal.bg[0], 0.5),
      "fill-opacity": 0.5,
    });
  }
  out += strokeField(rng, 0, 0, W, H, [pal.bg[0], pal.bg[1], pal.light], 26, {
    size: W * 0.07,
    opacity: [0.15, 0.35],
  });
  const look = { ...personLook(rng, pal), faceless: rng.chance(0.35) };
  if (look.hairStyle === "hat" && rng.chance(0.5)) look.hairStyle = "bun";
  look.top = rng.pick(["#d9cbb0", "#6f8a9a", "#3f4a5a", "#b5654a", "#e6dfd2", pal.accent2]);
  const fig: Figure = bust(rng, look, rng.range(-1, 1));
  // paint smudges on the smock
  for (let i = 0; i < 5; i++) {
    fig.push({
      kind: "shape",
      pts: blobPts(
        rng,
        rng.range(-90, 90),
        rng.range(-70, -10),
        rng.range(4, 8),
        rng.range(3, 6),
        0.3,
        6,
      ),
      fill: rng.pick([pal.accent, pal.accent2, "#e9c46a", "#2a9d8f"]),
      role: "detail",
      noOutline: true,
    });
  }
  const pl = placeFigure(fig, W * 0.1, H * 0.14, W * 0.8, H * 0.86);
  pl.y = H + 4;
  out += drawFigure(ctx, fig, style, pl);
  out += finish(ctx, medium);
  return out;
}

// ---------------------------------------------------------------- studio

function pot(ctx: Ctx, cx: number, base: number, h: number, col: string, shade?: string): string {
  const { rng } = ctx;
  const w = h * rng.range(0.5, 0.9);
  const neck = w * rng.range(0.25, 0.45);
  const d = smooth(
    [
      [cx - neck, base - h],
      [cx - w * 0.5, base - h * 0.55],
      [cx - w * 0.38, base - h * 0.05],
      [cx, base],
      [cx + w * 0.38, base - h * 0.05],
      [cx + w * 0.5, base - h * 0.55],
      [cx + neck, base - h],
    ],
    true,
    0.9,
  );
  return (
    el("path", { d, fill: col }) +
    (shade ? el("path", { d, fill: shade }) : glazeShade(ctx, d, -1)) +
    el("ellipse", { cx, cy: base - h, rx: neck, ry: neck * 0.25, fill: darken(col, 0.5) })
  );
}

function easel(
  ctx: Ctx,
  x: number,
  floor: number,
  h: number,
  canvasW: number,
  canvasH: number,
  kind: "animal" | "landscape" | "abstract" | "wip",
): string {
  const wood = "#9a6a3e";
  let out = el("path", {
    d: `M${f(x)} ${f(floor - h)}L${f(x - h * 0.22)} ${f(floor)}M${f(x)} ${f(floor - h)}L${f(x + h * 0.22)} ${f(floor)}M${f(x)} ${f(floor - h * 0.95)}L${f(x + h * 0.05)} ${f(floor - h * 0.05)}`,
    stroke: wood,
    "stroke-width": 9,
    "stroke-linecap": "round",
    fill: "none",
  });
  const shelfY = floor - h * 0.36;
  out += el("rect", {
    x: x - canvasW * 0.55,
    y: shelfY,
    width: canvasW * 1.1,
    height: 10,
    fill: darken(wood, 0.15),
  });
  const cy = shelfY - canvasH;
  out += el("rect", {
    x: x - canvasW / 2 + 5,
    y: cy + 6,
    width: canvasW,
    height: canvasH,
    fill: "#1a1410",
    "fill-opacity": 0.25,
  });
  out += el("rect", {
    x: x - canvasW / 2 - 2,
    y: cy - 2,
    width: canvasW + 4,
    height: canvasH + 4,
    fill: "#efe9dc",
  });
  const S = 1000;
  const k = canvasW / S;
  if (kind === "wip") {
    // work in progress: pencil lines and the first blocks of colour
    const { rng } = ctx;
    let d = "";
    for (let i = 0; i < 6; i++) {
      const pts: Pt[] = [];
      for (let j = 0; j < 4; j++)
        pts.push([
          x - canvasW * 0.4 + rng() * canvasW * 0.8,
          cy + canvasH * 0.1 + rng() * canvasH * 0.8,
        ]);
      d += smooth(pts, false);
    }
    for (let i = 0; i < 3; i++)
      out += el("path", {
        d: smooth(
          blobPts(
            rng,
            x + rng.range(-0.25, 0.25) * canvasW,
            cy + rng.range(0.3, 0.7) * canvasH,
            canvasW * 0.15,
            canvasH * 0.1,
            0.3,
            7,
          ),
          true,
        ),
        fill: rng.pick(["#c9704a", "#4a7a9a", "#7a9a5a", "#e0b050"]),
        "fill-opacity": 0.7,
      });
    out += el("path", {
      d,
      fill: "none",
      stroke: "#5a5450",
      "stroke-width": 1.2,
      "stroke-opacity": 0.6,
    });
  } else
    out += `<g transform="translate(${f(x - canvasW / 2)} ${f(cy)}) scale(${f(k)})">${subPainting(ctx, S, canvasH / k, kind)}</g>`;
  out += el("rect", {
    x: x - canvasW * 0.08,
    y: cy - 14,
    width: canvasW * 0.16,
    height: 14,
    fill: wood,
  });
  return out;
}

export function studio(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const wall = rng.pick(["#ece4d6", "#e4e8e6", "#efe6dc", "#dfe3e8", "#e9dfcf"]);
  const floorY = H * rng.range(0.7, 0.76);
  let out = el("rect", {
    width: W,
    height: floorY,
    fill: doc.linear(
      [
        [0, lighten(wall, 0.2)],
        [1, darken(wall, 0.08)],
      ],
      90,
    ),
  });
  const boards = rng.pick(["#a77b52", "#8c6a4a", "#c49a6c", "#b9a48a"]);
  out += el("rect", { y: floorY, width: W, height: H - floorY, fill: boards });
  let d = "";
  for (let i = 1; i < 6; i++) {
    const y = floorY + ((H - floorY) * i * i) / 36;
    d += `M0 ${f(y)}H${W}`;
  }
  for (let i = -10; i <= 10; i++)
    d += `M${f(W / 2 + i * 40)} ${f(floorY)}L${f(W / 2 + i * 140)} ${f(H)}`;
  out += el("path", {
    d,
    stroke: darken(boards, 0.25),
    "stroke-width": 1.5,
    "stroke-opacity": 0.5,
  });
  out += el("rect", { y: floorY - 8, width: W, height: 10, fill: lighten(wall, 0.3) });
  // window with daylight
  const winLeft = rng.chance(0.5);
  const wx = winLeft ? W * 0.05 : W * 0.68;
  const ww = W * 0.27;
  const wy = H * 0.1;
  const wh = floorY * 0.62;
  out += el("rect", {
    x: wx,
    y: wy,
    width: ww,
    height: wh,
    fill: doc.linear(
      [
        [0, "#bcd7e8"],
        [1, "#eef4f2"],
      ],
      90,
    ),
  });
  for (let i = 0; i < 3; i++)
    out += el("path", {
      d: smooth(
        blobPts(
          rng,
          wx + ww * rng.range(0.1, 0.9),
          wy + wh * rng.range(0.6, 0.95),
          ww * 0.2,
          wh * 0.15,
          0.3,
          7,
        ),
        true,
      ),
      fill: rng.pick(["#7f9f6a", "#6a8a5a", "#98b07a"]),
      "fill-opacity": 0.8,
    });
  out += el("path", {
    d: `M${f(wx + ww / 2)} ${f(wy)}v${f(wh)}M${f(wx)} ${f(wy + wh / 2)}h${f(ww)}`,
    stroke: "#f6f2ea",
    "stroke-width": 8,
  });
  out += el("rect", {
    x: wx,
    y: wy,
    width: ww,
    height: wh,
    fill: "none",
    stroke: "#f6f2ea",
    "stroke-width": 14,
  });
  out += el("rect", { x: wx - 16, y: wy + wh, width: ww + 32, height: 12, fill: "#f0ebe2" });
  // light shaft on the floor
  const sx = winLeft ? wx + ww * 0.9 : wx + ww * 0.1;
  const dir = winLeft ? 1 : -1;
  out += el("path", {
    d: `M${f(wx)} ${f(wy + wh)}L${f(wx + ww)} ${f(wy + wh)}L${f(sx + dir * W * 0.35 + ww)} ${f(H)}L${f(sx + dir * W * 0.35 - ww * 0.2)} ${f(H)}Z`,
    fill: "#fff8e6",
    "fill-opacity": 0.16,
  });
  // shelves with pots on the other side
  const shelfX = winLeft ? W * 0.42 : W * 0.08;
  const shelfW = W * 0.5;
  const potShade = doc.linear(
    [
      [0, "#ffffff", 0.12],
      [0.3, "#ffffff", 0.04],
      [0.6, "#000000", 0],
      [1, "#000000", 0.4],
    ],
    0,
  );
  for (let s = 0; s < 2; s++) {
    const y = H * (0.26 + s * 0.2);
    let x = shelfX + rng.range(10, 30);
    while (x < shelfX + shelfW - 40) {
      const h = rng.range(40, 80);
      out += pot(
        ctx,
        x + h * 0.3,
        y,
        h,
        rng.pick([
          "#2f6f8f",
          "#b5543c",
          "#e9e2d3",
          "#6f8f6a",
          "#d9a441",
          "#3a3a48",
          "#9c4f6a",
          "#7aa7b8",
        ]),
        potShade,
      );
      x += h * rng.range(0.7, 1.1) + 6;
    }
    out += el("rect", { x: shelfX, y: y, width: shelfW, height: 10, fill: "#8a5f3c" });
    out += el("rect", {
      x: shelfX,
      y: y + 10,
      width: shelfW,
      height: 6,
      fill: "#1a1410",
      "fill-opacity": 0.15,
    });
  }
  // leaning canvases
  for (let i = 0; i < 3; i++) {
    const cw = W * rng.range(0.08, 0.14);
    const ch = cw * rng.range(1, 1.4);
    const cx = (winLeft ? W * 0.88 : W * 0.04) + i * 14 * (winLeft ? -1 : 1);
    out += el("path", {
      d: `M${f(cx)} ${f(floorY + 6)}L${f(cx + cw)} ${f(floorY + 6)}L${f(cx + cw + 12)} ${f(floorY - ch)}L${f(cx + 12)} ${f(floorY - ch)}Z`,
      fill: i === 2 ? mix("#e8dfcc", rng.pick(["#c9704a", "#4a7a9a", "#7a9a5a"]), 0.5) : "#d9cbb0",
      stroke: "#b59a74",
      "stroke-width": 3,
    });
  }
  // easels with paintings
  const nE = rng.int(1, 2);
  for (let i = 0; i < nE; i++) {
    const ex = W * (nE === 1 ? rng.range(0.4, 0.6) : 0.34 + i * 0.32);
    const eh = H * rng.range(0.7, 0.8);
    const cw = W * rng.range(0.16, 0.22);
    const kind = i === 0 ? rng.pick(["animal", "landscape", "abstract"] as const) : "wip";
    out += easel(ctx, ex, H * 0.96, eh, cw, cw * rng.range(0.75, 1.25), kind);
  }
  // work table with brush jars and a palette
  const tx = winLeft ? W * 0.68 : W * 0.06;
  const tw = W * 0.26;
  const ty = H * 0.8;
  out += el("rect", { x: tx, y: ty, width: tw, height: 12, fill: "#7a5234" });
  out += el("path", {
    d: `M${f(tx + 10)} ${f(ty)}v${f(H - ty)}M${f(tx + tw - 10)} ${f(ty)}v${f(H - ty)}`,
    stroke: "#6a4a30",
    "stroke-width": 10,
  });
  for (let j = 0; j < 2; j++) {
    const jx = tx + tw * (0.2 + j * 0.25);
    let brushes = "";
    for (let b = 0; b < 5; b++) {
      const a = rng.range(-0.35, 0.35);
      brushes += `M${f(jx)} ${f(ty - 6)}L${f(jx + Math.sin(a) * 60)} ${f(ty - 6 - Math.cos(a) * 60)}`;
    }
    out += el("path", {
      d: brushes,
      stroke: "#b5834a",
      "stroke-width": 3,
      "stroke-linecap": "round",
    });
    out += el("rect", {
      x: jx - 14,
      y: ty - 34,
      width: 28,
      height: 34,
      rx: 4,
      fill: "#cfe0e6",
      "fill-opacity": 0.85,
    });
  }
  const px = tx + tw * 0.78;
  out += el("ellipse", { cx: px, cy: ty - 4, rx: 40, ry: 9, fill: "#d9b98a" });
  for (let i = 0; i < 5; i++)
    out += el("ellipse", {
      cx: px - 28 + i * 13,
      cy: ty - 6 + rng.range(-2, 2),
      rx: 5,
      ry: 2.5,
      fill: rng.pick(["#c0392b", "#2a6f97", "#f1c40f", "#27ae60", "#ffffff", "#8e44ad"]),
    });
  // plant
  const plx = winLeft ? W * 0.3 : W * 0.62;
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + rng.range(-1, 1);
    out += el("path", {
      d: smooth(
        blobPts(rng, plx + Math.cos(a) * 40, H * 0.84 + Math.sin(a) * 50, 30, 10, 0.1, 6, a),
        true,
      ),
      fill: rng.pick(["#4f7a4a", "#5f8a56", "#3f6a3e"]),
    });
  }
  out += pot(ctx, plx, H * 0.92, 56, "#b5603e");
  // warm light overlay from the window
  out += el("rect", {
    width: W,
    height: H,
    fill: doc.linear(
      winLeft
        ? [
            [0, "#fff5dd", 0.18],
            [0.6, "#fff5dd", 0],
          ]
        : [
            [0.4, "#fff5dd", 0],
            [1, "#fff5dd", 0.18],
          ],
      0,
    ),
  });
  return out;
}

// ---------------------------------------------------------------- tweet

const NAMES: Array<[string, string]> = [
  ["Maya Okafor", "mayamakes"],
  ["Tom Lindqvist", "tomlindq"],
  ["Priya Shah", "priya_draws_cats"],
  ["Hannah Brook", "hbrook"],
  ["Leo Martín", "leomartin"],
  ["Grace O'Neill", "graceoneill_"],
  ["Sam Whitaker", "samwhit"],
  ["Aiko Tanaka", "aiko.t"],
  ["Ruth Evans", "ruthie_e"],
  ["Jonas Becker", "jbecker"],
];

const KIND_TEXTS = [
  "My new mug arrived today and the little painted cat on it makes my morning coffee so much better. Beautiful work!",
  "Hung the fox print in the hallway and everyone who visits asks where it is from. Thank you for such lovely art.",
  "Bought a card for my mum and ended up keeping one for myself. The colours are even nicer in person.",
  "The portrait of our old dog made my dad cry (the good kind). You captured him perfectly.",
  "Played Snap with the kids all evening. The rat cards are the favourites in this house!",
  "That blue vase is the first thing I see every morning. Gorgeous glaze, wonderfully made.",
  "Just framed the hedgehog painting for the nursery. It is perfect. Can't wait to see what you make next.",
  "Met the artist at the market today. Kind, funny and so talented. Go and look at the shop!",
];

function wrap(text: string, max: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    if (line && `${line} ${w}`.length > max) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

function icon(
  kind: "reply" | "retweet" | "like" | "share",
  x: number,
  y: number,
  col: string,
  filled: boolean,
): string {
  const s = {
    stroke: col,
    "stroke-width": 2.4,
    fill: "none",
    "stroke-linecap": "round" as const,
    "stroke-linejoin": "round" as const,
  };
  if (kind === "reply")
    return el("path", {
      d: `M${f(x - 11)} ${f(y - 2)}a11 9 0 1 1 8 8.6l-7 4.4l1.5 -6.5a9 8 0 0 1 -2.5 -6.5z`,
      ...s,
    });
  if (kind === "retweet")
    return el("path", {
      d: `M${f(x - 13)} ${f(y - 3)}l4 -5l4 5M${f(x - 9)} ${f(y - 7)}v10a3 3 0 0 0 3 3h8M${f(x + 13)} ${f(y + 3)}l-4 5l-4 -5M${f(x + 9)} ${f(y + 7)}v-10a3 3 0 0 0 -3 -3h-8`,
      ...s,
    });
  if (kind === "like")
    return el("path", {
      d: `M${f(x)} ${f(y + 10)}C${f(x - 16)} ${f(y)} ${f(x - 14)} ${f(y - 12)} ${f(x - 6)} ${f(y - 10)}C${f(x - 3)} ${f(y - 9)} ${f(x)} ${f(y - 6)} ${f(x)} ${f(y - 5)}C${f(x)} ${f(y - 6)} ${f(x + 3)} ${f(y - 9)} ${f(x + 6)} ${f(y - 10)}C${f(x + 14)} ${f(y - 12)} ${f(x + 16)} ${f(y)} ${f(x)} ${f(y + 10)}Z`,
      ...s,
      fill: filled ? "#f91880" : "none",
      stroke: filled ? "#f91880" : col,
    });
  return el("path", {
    d: `M${f(x)} ${f(y - 10)}v14M${f(x - 6)} ${f(y - 4)}l6 -6l6 6M${f(x - 10)} ${f(y + 2)}v8h20v-8`,
    ...s,
  });
}

function compact(n: number): string {
  return n >= 1000 ? `${(Math.round(n / 100) / 10).toString()}K` : String(n);
}

export function tweet(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const [name, handle] = rng.pick(NAMES);
  const text = ctx.variant?.trim() ? ctx.variant.trim() : rng.pick(KIND_TEXTS);
  const lines = wrap(text, 40).slice(0, 6);
  const withImage = lines.length <= 4 && rng.chance(0.6);
  const cardW = W * 0.8;
  const x0 = (W - cardW) / 2;
  const pad = 36;
  const lineH = 38;
  const imgH = withImage ? 200 : 0;
  const cardH =
    pad + 76 + lines.length * lineH + (withImage ? imgH + 20 : 0) + 26 + 40 + 56 + pad * 0.5;
  const y0 = Math.max(16, (H - cardH) / 2);
  let out = el("rect", {
    width: W,
    height: H,
    fill: rng.pick(["#eef0f3", "#e9ecef", "#f0f1f4", "#e6e9ee"]),
  });
  out += el("rect", {
    x: x0 + 2,
    y: y0 + 6,
    width: cardW,
    height: cardH,
    rx: 22,
    fill: "#0f1419",
    "fill-opacity": 0.06,
  });
  out += el("rect", {
    x: x0,
    y: y0,
    width: cardW,
    height: cardH,
    rx: 22,
    fill: "#ffffff",
    stroke: "#dfe3e8",
    "stroke-width": 1.5,
  });
  // avatar: a little painted pet
  const ax = x0 + pad + 32;
  const ay = y0 + pad + 32;
  const avClip = doc.clip(el("circle", { cx: ax, cy: ay, r: 32 }));
  const bg = rng.pick(["#f6d365", "#a8d8ea", "#ffb6b9", "#b8e0a8", "#d7c4f2"]);
  const isCat = rng.chance(0.6);
  const fig: Figure = isCat
    ? catHead(rng.pick(CAT_COATS), { ...catHeadOpts(rng), eyes: "open", whiskers: false })
    : dogHead(rng.pick(DOG_COATS), dogOpts(rng));
  out += `<g clip-path="${avClip}">${el("rect", { x: ax - 32, y: ay - 32, width: 64, height: 64, fill: bg })}${drawFigure(ctx, fig, { ...defaultStyle("flat"), outline: "#2b2230", lineW: 3 }, placeFigure(fig, ax - 26, ay - 24, 52, 60))}</g>`;
  const font = "Helvetica, Arial, sans-serif";
  const tx = ax + 48;
  out += `<text x="${f(tx)}" y="${f(y0 + pad + 24)}" font-family="${font}" font-size="24" font-weight="700" fill="#0f1419">${escapeXml(name)}</text>`;
  out += `<text x="${f(tx)}" y="${f(y0 + pad + 54)}" font-family="${font}" font-size="21" fill="#536471">@${escapeXml(handle)}</text>`;
  // the three-dot menu
  out += el("path", {
    d: `M${f(x0 + cardW - pad - 24)} ${f(y0 + pad + 18)}h0m10 0h0m10 0h0`,
    stroke: "#536471",
    "stroke-width": 5,
    "stroke-linecap": "round",
  });
  let y = y0 + pad + 76 + 28;
  for (const l of lines) {
    out += `<text x="${f(x0 + pad)}" y="${f(y)}" font-family="${font}" font-size="28" fill="#0f1419">${escapeXml(l)}</text>`;
    y += lineH;
  }
  if (withImage) {
    const iw = cardW - pad * 2;
    const clip = doc.clip(el("rect", { x: x0 + pad, y: y - 10, width: iw, height: imgH, rx: 16 }));
    const k = iw / 1000;
    out += `<g clip-path="${clip}"><g transform="translate(${f(x0 + pad)} ${f(y - 10)}) scale(${f(k)})">${subPainting(ctx, 1000, imgH / k, rng.pick(["animal", "landscape"] as const))}</g></g>`;
    out += el("rect", {
      x: x0 + pad,
      y: y - 10,
      width: iw,
      height: imgH,
      rx: 16,
      fill: "none",
      stroke: "#dfe3e8",
      "stroke-width": 1.5,
    });
    y += imgH + 20;
  }
  const hour = rng.int(7, 21);
  const minute = rng.int(0, 59);
  const month = rng.pick([
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ]);
  const when = `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"} · ${month} ${rng.int(1, 28)}, ${rng.int(2022, 2025)}`;
  out += `<text x="${f(x0 + pad)}" y="${f(y + 8)}" font-family="${font}" font-size="20" fill="#536471">${escapeXml(when)}</text>`;
  y += 34;
  out += el("path", {
    d: `M${f(x0 + pad)} ${f(y)}H${f(x0 + cardW - pad)}`,
    stroke: "#eff3f4",
    "stroke-width": 2,
  });
  y += 34;
  const counts = [rng.int(2, 40), rng.int(3, 120), rng.int(20, 2400)];
  const kinds = ["reply", "retweet", "like", "share"] as const;
  const step = (cardW - pad * 2) / 4;
  kinds.forEach((k, i) => {
    const ix = x0 + pad + 14 + i * step;
    const liked = k === "like" && rng.chance(0.7);
    out += icon(k, ix, y, "#536471", liked);
    const c = counts[i];
    if (c !== undefined)
      out += `<text x="${f(ix + 22)}" y="${f(y + 7)}" font-family="${font}" font-size="19" fill="${liked ? "#f91880" : "#536471"}">${compact(c)}</text>`;
  });
  return out;
}

export type { Pt, Rng };
