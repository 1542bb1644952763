/** Product photos: a greeting card, a cork-backed coaster and a Snap card-game tuck box. */
import { paintAbstract } from "./abstract.ts";
import { darken, lighten, mix } from "./colour.ts";
import { type Ctx, drawFigure, placeFigure } from "./compose.ts";
import { defaultStyle } from "./figure.ts";
import type { Pt } from "./geometry.ts";
import { paintLandscape } from "./landscape.ts";
import { paintAnimals } from "./paintings.ts";
import { contactShadow, studioBackdrop } from "./photo.ts";
import { cardFace, indexIcon, type SnapKind, snapFigure } from "./snap.ts";
import { el, f } from "./svg.ts";

/** The back of a Snap card: a border and a repeat of the edition's index icon. */
function cardBack(main: string, acc: string, edition: SnapKind): string {
  let out = el("rect", { width: 630, height: 880, rx: 38, fill: "#fffdf8" });
  out += el("rect", { x: 30, y: 30, width: 570, height: 820, rx: 24, fill: main });
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 3; x++)
      out += `<g transform="translate(${125 + x * 190 + (y % 2) * 0} ${140 + y * 150}) scale(0.55)">${indexIcon(edition, lighten(main, 0.25))}</g>`;
  out += el("rect", {
    x: 50,
    y: 50,
    width: 530,
    height: 780,
    rx: 18,
    fill: "none",
    stroke: acc,
    "stroke-width": 6,
  });
  return out;
}

/** Render a painting into its own W×H space (sharing ids and randomness with the page). */
export function subPainting(
  ctx: Ctx,
  W: number,
  H: number,
  kind: "animal" | "landscape" | "abstract" | "any" = "any",
): string {
  const sub: Ctx = { ...ctx, W, H, rng: ctx.rng.fork() };
  const k =
    kind === "any" ? sub.rng.pick(["animal", "animal", "landscape", "abstract"] as const) : kind;
  let body: string;
  if (k === "landscape") body = paintLandscape(sub);
  else if (k === "abstract") body = paintAbstract(sub);
  else body = paintAnimals(sub, sub.rng.pick(["cats", "dogs", "wildlife", "rats-others"] as const));
  const clip = ctx.doc.clip(el("rect", { width: W, height: H }));
  return `<g clip-path="${clip}">${body}</g>`;
}

/** matrix() placing a unit-space (u×v) rectangle onto a parallelogram with origin o and edge vectors ex, ey. */
function onto(o: Pt, ex: Pt, ey: Pt, u: number, v: number): string {
  return `matrix(${f4(ex[0] / u)} ${f4(ex[1] / u)} ${f4(ey[0] / v)} ${f4(ey[1] / v)} ${f(o[0])} ${f(o[1])})`;
}

function f4(x: number): string {
  return String(Math.round(x * 10000) / 10000);
}

function quad(pts: Pt[]): string {
  return `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`;
}

export function greetingCard(ctx: Ctx): string {
  const { rng, W, H } = ctx;
  const st = studioBackdrop(ctx, rng.range(0.58, 0.66));
  let out = st.markup;
  const cw = W * rng.range(0.3, 0.36);
  const ch = cw * 1.41;
  const bottom = Math.min(H * 0.9, st.table + H * 0.2);
  const x0 = W * rng.range(0.36, 0.46);
  const tilt = rng.range(-0.06, 0.06);
  const o: Pt = [x0, bottom - ch];
  const ex: Pt = [cw, cw * tilt];
  const ey: Pt = [0, ch];
  // envelope lying in front
  if (rng.chance(0.6)) {
    const env = rng.pick(["#c9a77c", "#e8e0d0", "#b7c7c9", "#d9b8a8"]);
    const ex0 = x0 + cw * rng.range(0.35, 0.6);
    const ey0 = bottom + H * 0.01;
    const ew = cw * 1.1;
    const eh = H * 0.1;
    const sk = ew * 0.25;
    out += el("path", {
      d: quad([
        [ex0, ey0],
        [ex0 + ew, ey0],
        [ex0 + ew + sk, ey0 + eh],
        [ex0 + sk, ey0 + eh],
      ]),
      fill: env,
    });
    out += el("path", {
      d: `M${f(ex0)} ${f(ey0)}L${f(ex0 + ew * 0.55 + sk * 0.5)} ${f(ey0 + eh * 0.6)}L${f(ex0 + ew)} ${f(ey0)}`,
      fill: "none",
      stroke: darken(env, 0.2),
      "stroke-width": 2,
    });
  }
  // cast shadow on the table
  out += el("path", {
    d: quad([
      [x0, bottom],
      [x0 + cw, bottom + cw * tilt],
      [x0 + cw * 1.5, bottom - ch * 0.05],
      [x0 + cw * 0.5, bottom - ch * 0.08],
    ]),
    fill: "#1a1410",
    "fill-opacity": 0.18,
  });
  // back panel (the card is opened a little, spine on the left)
  const back: Pt[] = [
    o,
    [x0 - cw * 0.28, o[1] + ch * 0.05],
    [x0 - cw * 0.28, bottom - ch * 0.02],
    [x0, bottom],
  ];
  out += el("path", { d: quad(back), fill: "#e9e4da" });
  out += el("path", { d: quad(back), fill: "#000", "fill-opacity": 0.12 });
  // front panel: white border around the painting
  out += el("path", {
    d: quad([o, [o[0] + ex[0], o[1] + ex[1]], [o[0] + ex[0], o[1] + ex[1] + ch], [x0, bottom]]),
    fill: "#fbf8f2",
  });
  const inset = 70;
  const art = subPainting(ctx, 1000 - inset * 2, 1410 - inset * 2.4);
  out += `<g transform="${onto(o, ex, ey, 1000, 1410)}"><g transform="translate(${inset} ${inset})">${art}</g></g>`;
  // paper sheen and edge
  out += el("path", {
    d: quad([o, [o[0] + ex[0], o[1] + ex[1]], [o[0] + ex[0], o[1] + ex[1] + ch], [x0, bottom]]),
    fill: ctx.doc.sheen("#ffffff", 0.16, 0.5, "#000000", 0.08, 0),
    stroke: "#cfc8bb",
    "stroke-width": 1.2,
  });
  out += contactShadow(ctx, x0 + cw / 2, bottom + 2, cw * 0.5, 4);
  return out;
}

function corkSpeckles(rng: Ctx["rng"], S: number, n: number): string {
  let dark = "";
  let light = "";
  for (let i = 0; i < n; i++) {
    const x = rng() * S;
    const y = rng() * S;
    const r = rng.range(1.5, 5);
    const seg = `M${f(x - r)} ${f(y)}a${f(r)} ${f(r * 0.8)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r * 0.8)} 0 1 0 ${f(-2 * r)} 0`;
    if (i % 3 === 0) light += seg;
    else dark += seg;
  }
  return (
    el("path", { d: dark, fill: "#7a5434", "fill-opacity": 0.55 }) +
    el("path", { d: light, fill: "#e8c898", "fill-opacity": 0.6 })
  );
}

export function coaster(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const st = studioBackdrop(ctx, rng.range(0.18, 0.3));
  let out = st.markup;
  const S = 1000;
  const R = 60;
  const cork = "#c79a66";
  const size = W * rng.range(0.36, 0.42);
  const squash = rng.range(0.6, 0.75);
  const skew = rng.range(-0.25, 0.25);
  const place = (cx: number, cy: number, rot: number) => {
    const k = size / S;
    const c = Math.cos(rot);
    const s = Math.sin(rot);
    // rotate in the table plane, then squash for the viewing angle
    return `matrix(${f4(k * c + skew * k * s)} ${f4(squash * k * s)} ${f4(-k * s + skew * k * c)} ${f4(squash * k * c)} ${f(cx)} ${f(cy)})`;
  };
  const thick = 26;
  // second coaster, flipped to show the cork back
  const bx = W * rng.range(0.22, 0.3);
  const by = H * rng.range(0.5, 0.58);
  const backTf = place(bx, by, rng.range(-0.5, 0.5));
  out += `<g transform="${backTf}">${el("rect", { x: -S / 2 + 20, y: -S / 2 + 40, width: S, height: S, rx: R, fill: "#1a1410", "fill-opacity": 0.2 })}${el("rect", { x: -S / 2, y: -S / 2 + thick, width: S, height: S, rx: R, fill: darken(cork, 0.35) })}${el("rect", { x: -S / 2, y: -S / 2, width: S, height: S, rx: R, fill: cork })}<g clip-path="${doc.clip(el("rect", { x: -S / 2, y: -S / 2, width: S, height: S, rx: R }))}"><g transform="translate(${-S / 2} ${-S / 2})">${corkSpeckles(rng, S, 160)}</g></g></g>`;
  // the main coaster, art side up
  const cx = W * rng.range(0.55, 0.64);
  const cy = H * rng.range(0.58, 0.66);
  const tf = place(cx, cy, rng.range(-0.35, 0.35));
  const kind = rng.pick(["animal", "animal", "abstract", "landscape"] as const);
  const art = subPainting(ctx, S, S, kind);
  const face = doc.clip(el("rect", { x: 0, y: 0, width: S, height: S, rx: R }));
  out += `<g transform="${tf}">`;
  out += el("rect", {
    x: -S / 2 + 30,
    y: -S / 2 + 60,
    width: S,
    height: S,
    rx: R,
    fill: "#1a1410",
    "fill-opacity": 0.22,
  });
  out += el("rect", {
    x: -S / 2,
    y: -S / 2 + thick,
    width: S,
    height: S,
    rx: R,
    fill: darken(cork, 0.3),
  });
  out += el("rect", { x: -S / 2, y: -S / 2 + thick * 0.5, width: S, height: S, rx: R, fill: cork });
  out += `<g transform="translate(${-S / 2} ${-S / 2})"><g clip-path="${face}">${art}</g>`;
  out += el("rect", {
    width: S,
    height: S,
    rx: R,
    fill: doc.sheen("#ffffff", 0.2, 0.45, "#000000", 0.1),
  });
  out += el("rect", {
    x: 4,
    y: 4,
    width: S - 8,
    height: S - 8,
    rx: R,
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.5,
    "stroke-width": 8,
  });
  out += "</g></g>";
  return out;
}

export function snapPack(ctx: Ctx): string {
  const { doc, rng, W, H } = ctx;
  const edition: SnapKind =
    ctx.variant === "cat" || ctx.variant === "dog" || ctx.variant === "rat"
      ? ctx.variant
      : rng.pick(["cat", "dog", "rat"] as const);
  const st = studioBackdrop(ctx, rng.range(0.62, 0.7));
  let out = st.markup;
  const colour = {
    cat: ["#2a6f97", "#f4a261"],
    dog: ["#bc4b51", "#f6e7cb"],
    rat: ["#5b4b8a", "#f2cc8f"],
  }[edition];
  const main = rng.chance(0.5)
    ? (colour[0] ?? "#2a6f97")
    : mix(colour[0] ?? "#2a6f97", rng.pick(["#1d3557", "#2a9d8f", "#6a4c93"]), 0.4);
  const acc = colour[1] ?? "#f4a261";
  // fanned cards on one side
  const fanLeft = rng.chance(0.5);
  const cardW = W * 0.2;
  const _cardH = cardW * (88 / 63);
  const fx = fanLeft ? W * 0.24 : W * 0.72;
  const fy = st.table + H * 0.14;
  for (let i = 0; i < 3; i++) {
    const rot = (fanLeft ? -1 : 1) * (i - 1) * 14 + rng.range(-3, 3);
    const face =
      i === 2
        ? cardFace({ ...ctx, rng: ctx.rng.fork() }, edition, 630, 880)
        : cardBack(main, acc, edition);
    const k = cardW / 630;
    const a = (rot * Math.PI) / 180;
    const sq = 0.6;
    out += `<g transform="matrix(${f4(k * Math.cos(a))} ${f4(k * sq * Math.sin(a))} ${f4(-k * Math.sin(a))} ${f4(k * sq * Math.cos(a))} ${f(fx)} ${f(fy)}) translate(-315 -880)">`;
    out += el("rect", {
      x: 12,
      y: 24,
      width: 630,
      height: 880,
      rx: 38,
      fill: "#1a1410",
      "fill-opacity": 0.2,
    });
    out += `${face}</g>`;
  }
  // the tuck box, three faces
  const bw = W * 0.3;
  const bh = bw * 1.38;
  const depth = bw * 0.3;
  const bx = fanLeft ? W * 0.52 : W * 0.2;
  const bottom = st.table + H * 0.22;
  const o: Pt = [bx, bottom - bh];
  const ex: Pt = [bw, -bw * 0.04];
  const ey: Pt = [0, bh];
  const dv: Pt = [depth * 0.8, -depth * 0.45];
  out += contactShadow(ctx, bx + bw * 0.6, bottom, bw * 0.75, H * 0.03);
  const side: Pt[] = [
    [o[0] + ex[0], o[1] + ex[1]],
    [o[0] + ex[0] + dv[0], o[1] + ex[1] + dv[1]],
    [o[0] + ex[0] + dv[0], o[1] + ex[1] + dv[1] + bh],
    [o[0] + ex[0], o[1] + ex[1] + bh],
  ];
  const top: Pt[] = [
    o,
    [o[0] + dv[0], o[1] + dv[1]],
    [o[0] + ex[0] + dv[0], o[1] + ex[1] + dv[1]],
    [o[0] + ex[0], o[1] + ex[1]],
  ];
  out += el("path", { d: quad(side), fill: darken(main, 0.3) });
  out += el("path", { d: quad(top), fill: lighten(main, 0.15) });
  // top face dots pattern & side stripe
  const [s0, s1] = [side[0]!, side[1]!];
  out += el("path", {
    d: quad([s0, s1, [s1[0], s1[1] + bh * 0.12], [s0[0], s0[1] + bh * 0.12]]),
    fill: darken(acc, 0.25),
  });
  // front art in a 630×880 space
  const fw = 630;
  const fh = 880;
  let front = el("rect", { width: fw, height: fh, fill: main });
  let dots = "";
  for (let y = 30; y < fh; y += 60)
    for (let x = 30 + ((y / 60) % 2) * 30; x < fw; x += 60)
      dots += `M${x - 6} ${y}a6 6 0 1 0 12 0a6 6 0 1 0 -12 0`;
  front += el("path", { d: dots, fill: lighten(main, 0.2), "fill-opacity": 0.6 });
  front += el("rect", { x: 40, y: 150, width: fw - 80, height: fh - 230, rx: 40, fill: acc });
  front += el("rect", {
    x: 56,
    y: 166,
    width: fw - 112,
    height: fh - 262,
    rx: 30,
    fill: "none",
    stroke: main,
    "stroke-width": 6,
    "stroke-dasharray": "18 12",
  });
  const fig = snapFigure(rng, edition);
  front += drawFigure(
    ctx,
    fig,
    { ...defaultStyle("flat"), outline: "#2b2230", lineW: 3.4 },
    placeFigure(fig, 90, 220, fw - 180, fh - 380),
  );
  // title band made of three big index icons (no lettering)
  for (let i = 0; i < 3; i++)
    front += `<g transform="translate(${f(fw / 2 + (i - 1) * 120)} 85) scale(0.55)">${indexIcon(edition, acc)}</g>`;
  // tuck flap line
  front += el("path", { d: `M0 22H${fw}`, stroke: darken(main, 0.35), "stroke-width": 4 });
  front += el("path", {
    d: `M${fw * 0.35} 22Q${fw / 2} 60 ${fw * 0.65} 22`,
    fill: "none",
    stroke: darken(main, 0.35),
    "stroke-width": 4,
  });
  out += `<g transform="${onto(o, ex, ey, fw, fh)}">${front}${el("rect", {
    width: fw,
    height: fh,
    fill: doc.sheen("#ffffff", 0.12, 0.6, "#000000", 0.15, 0),
  })}</g>`;
  out += el("path", {
    d: quad([
      o,
      [o[0] + ex[0], o[1] + ex[1]],
      [o[0] + ex[0], o[1] + ex[1] + bh],
      [o[0], o[1] + bh],
    ]),
    fill: "none",
    stroke: darken(main, 0.4),
    "stroke-width": 1.5,
  });
  return out;
}
