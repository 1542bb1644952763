/** About page: a kind social-media post about the artist's work, with a pet avatar. */
import { type Ctx, drawFigure, placeFigure } from "./compose.ts";
import { defaultStyle } from "./figure.ts";
import { petHead } from "./heads.ts";
import { subPainting } from "./products.ts";
import { el, escapeXml, f, rect } from "./svg.ts";

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
  const fig = petHead(rng, rng.chance(0.6), undefined, { whiskers: false });
  out += `<g clip-path="${avClip}">${rect(ax - 32, ay - 32, 64, 64, bg)}${drawFigure(ctx, fig, { ...defaultStyle("flat"), outline: "#2b2230", lineW: 3 }, placeFigure(fig, ax - 26, ay - 24, 52, 60))}</g>`;
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
