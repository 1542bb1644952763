/** Abstract patterns: circles, blocks, waves, blobs, triangles or stripes. */
import { mix } from "./colour.ts";
import { type Ctx, finish } from "./compose.ts";
import { blobPts, type Pt, smooth } from "./geometry.ts";
import { pickPalette } from "./palettes.ts";
import { circle, el, f, rect } from "./svg.ts";
import { strokeField, washBackground } from "./textures.ts";

export function paintAbstract(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const pal = pickPalette(rng);
  const cols = [pal.accent, pal.accent2, pal.mid, pal.dark, pal.light, pal.bg[1]];
  const kind = rng.pick(["circles", "blocks", "waves", "blobs", "triangles", "stripes"] as const);
  let out = el("rect", { width: W, height: H, fill: rng.chance(0.7) ? pal.light : pal.bg[0] });
  if (kind === "circles") {
    const n = rng.int(3, 5);
    const m = Math.round((n * H) / W);
    const cw = W / n;
    const ch = H / m;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++) {
        const cx = cw * (i + 0.5);
        const cy = ch * (j + 0.5);
        out += rect(cw * i, ch * j, cw, ch, rng.pick(cols));
        const rings = rng.int(2, 4);
        for (let k = 0; k < rings; k++) {
          const r = (Math.min(cw, ch) / 2) * 0.9 * (1 - k / rings);
          out += el("path", {
            d: smooth(blobPts(rng, cx, cy, r, r, 0.04, 10), true),
            fill: rng.pick(cols),
          });
        }
      }
  } else if (kind === "blocks") {
    const rects: Array<[number, number, number, number]> = [[0, 0, W, H]];
    for (let i = 0; i < 9; i++) {
      rects.sort((a, b) => b[2] * b[3] - a[2] * a[3]);
      const r = rects.shift();
      if (!r) break;
      const [x, y, w, h] = r;
      if (w > h) {
        const s = w * rng.range(0.3, 0.7);
        rects.push([x, y, s, h], [x + s, y, w - s, h]);
      } else {
        const s = h * rng.range(0.3, 0.7);
        rects.push([x, y, w, s], [x, y + s, w, h - s]);
      }
    }
    for (const [x, y, w, h] of rects) {
      out += rect(x + 6, y + 6, w - 12, h - 12, rng.chance(0.35) ? pal.light : rng.pick(cols));
      out += strokeField(rng, x + 6, y + 6, w - 12, h - 12, [pal.light, pal.bg[0]], 2, {
        opacity: [0.1, 0.2],
      });
    }
    out = el("rect", { width: W, height: H, fill: pal.dark }) + out.replace(/^<rect[^>]*>/, "");
  } else if (kind === "waves") {
    const n = rng.int(6, 12);
    for (let i = 0; i <= n; i++) {
      const y = (H * i) / n - H * 0.04;
      const amp = H * rng.range(0.02, 0.06);
      const pts: Pt[] = [];
      for (let k = 0; k <= 8; k++)
        pts.push([(W * k) / 8, y + Math.sin(k * rng.range(0.8, 1.4) + i) * amp]);
      out += el("path", {
        d: `${smooth(pts, false)}L${W} ${H}L0 ${H}Z`,
        fill: mix(rng.pick(cols), pal.light, rng.range(0, 0.3)),
      });
    }
  } else if (kind === "blobs") {
    out += washBackground(doc, rng, W, H, pal, "blobs");
    for (let i = 0; i < rng.int(5, 9); i++) {
      const r = W * rng.range(0.08, 0.25);
      out += el("path", {
        d: smooth(blobPts(rng, rng() * W, rng() * H, r, r * rng.range(0.6, 1.2), 0.35, 8), true),
        fill: rng.pick(cols),
        "fill-opacity": rng.range(0.6, 0.95),
      });
    }
    for (let i = 0; i < 4; i++) {
      const pts: Pt[] = [];
      for (let k = 0; k < 5; k++) pts.push([rng() * W, rng() * H]);
      out += el("path", {
        d: smooth(pts, false),
        fill: "none",
        stroke: pal.dark,
        "stroke-width": rng.range(3, 10),
        "stroke-linecap": "round",
      });
    }
    let dots = "";
    for (let i = 0; i < 30; i++) dots += `M${f(rng() * W)} ${f(rng() * H)}h0`;
    out += el("path", {
      d: dots,
      stroke: rng.pick(cols),
      "stroke-width": 14,
      "stroke-linecap": "round",
    });
  } else if (kind === "triangles") {
    const n = rng.int(5, 9);
    const s = W / n;
    const rows = Math.ceil(H / s);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < rows; j++) {
        const x = i * s;
        const y = j * s;
        const a = rng.pick(cols);
        const b = rng.pick(cols);
        const flip = rng.chance(0.5);
        out += el("path", {
          d: flip
            ? `M${f(x)} ${f(y)}h${f(s)}v${f(s)}z`
            : `M${f(x)} ${f(y)}h${f(s)}l${f(-s)} ${f(s)}z`,
          fill: a,
        });
        out += el("path", {
          d: flip ? `M${f(x)} ${f(y)}v${f(s)}h${f(s)}z` : `M${f(x + s)} ${f(y)}v${f(s)}h${f(-s)}z`,
          fill: b,
        });
      }
    if (rng.chance(0.6))
      out += circle(W * rng.range(0.3, 0.7), H * rng.range(0.3, 0.7), W * 0.2, pal.light, {
        "fill-opacity": 0.85,
      });
  } else {
    const n = rng.int(8, 18);
    const angle = rng.pick([0, 90, 45, -30]);
    let g = "";
    const D = Math.hypot(W, H);
    let x = -D / 2;
    while (x < D / 2) {
      const w = (D / n) * rng.range(0.3, 1.6);
      g += rect(x, -D / 2, w, D, rng.pick(cols));
      x += w;
    }
    out += `<g transform="translate(${f(W / 2)} ${f(H / 2)}) rotate(${angle})">${g}</g>`;
    out += circle(
      W * rng.range(0.3, 0.7),
      H * rng.range(0.3, 0.7),
      W * rng.range(0.15, 0.3),
      rng.pick(cols),
      { stroke: pal.light, "stroke-width": 10 },
    );
  }
  out += finish(ctx, rng.pick(["oil", "gouache", "watercolour"] as const));
  return out;
}
