/** About page: the studio, with easels, shelves of pots, a work table and a big window. */
import { darken, lighten, mix } from "./colour.ts";
import type { Ctx } from "./compose.ts";
import { blobPts, type Pt, smooth } from "./geometry.ts";
import { glazeShade } from "./photo.ts";
import { subPainting } from "./products.ts";
import { el, ellipse, f, rect } from "./svg.ts";

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
    ellipse(cx, base - h, neck, neck * 0.25, darken(col, 0.5))
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
  out += rect(x - canvasW * 0.55, shelfY, canvasW * 1.1, 10, darken(wood, 0.15));
  const cy = shelfY - canvasH;
  out += rect(x - canvasW / 2 + 5, cy + 6, canvasW, canvasH, "#1a1410", { "fill-opacity": 0.25 });
  out += rect(x - canvasW / 2 - 2, cy - 2, canvasW + 4, canvasH + 4, "#efe9dc");
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
  out += rect(x - canvasW * 0.08, cy - 14, canvasW * 0.16, 14, wood);
  return out;
}

export function studio(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const wall = rng.pick(["#ece4d6", "#e4e8e6", "#efe6dc", "#dfe3e8", "#e9dfcf"]);
  const floorY = H * rng.range(0.7, 0.76);
  let out = el("rect", {
    width: W,
    height: floorY,
    fill: doc.fade(lighten(wall, 0.2), darken(wall, 0.08)),
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
  out += rect(wx, wy, ww, wh, doc.fade("#bcd7e8", "#eef4f2"));
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
  out += rect(wx, wy, ww, wh, "none", { stroke: "#f6f2ea", "stroke-width": 14 });
  out += rect(wx - 16, wy + wh, ww + 32, 12, "#f0ebe2");
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
    out += rect(shelfX, y, shelfW, 10, "#8a5f3c");
    out += rect(shelfX, y + 10, shelfW, 6, "#1a1410", { "fill-opacity": 0.15 });
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
  out += rect(tx, ty, tw, 12, "#7a5234");
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
  out += ellipse(px, ty - 4, 40, 9, "#d9b98a");
  for (let i = 0; i < 5; i++)
    out += ellipse(
      px - 28 + i * 13,
      ty - 6 + rng.range(-2, 2),
      5,
      2.5,
      rng.pick(["#c0392b", "#2a6f97", "#f1c40f", "#27ae60", "#ffffff", "#8e44ad"]),
    );
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
  out += el("rect", { width: W, height: H, fill: doc.sideLight("#fff5dd", 0.18, 0.6, winLeft) });
  return out;
}
