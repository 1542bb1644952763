import { makeJpeg, pngHeaderClaiming } from "../images.ts";
import { json } from "../test-app.ts";
import type { Json } from "../use-test-app.ts";
import { BAD_IDS, DEEP, type Fixtures, LONG, type Route } from "./values.ts";

/** `value` put at a dotted path of a copy of `body`. */
export function withField(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = structuredClone(body) as Json;
  const keys = field.split(".");
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key];
  target[keys.at(-1)!] = value;
  return copy;
}

export const describeValue = (value: unknown) => {
  if (value === DEEP) return "<1000-deep object>";
  if (typeof value === "string" && value.length > 60) return `<${value.length} chars>`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

/** One request to make, and whether the endpoint must refuse it. */
export interface Case {
  label: string;
  url: string;
  init: RequestInit;
  /** False for requests that may also succeed (extra prototype keys on a valid body). */
  mustRefuse: boolean;
}

export function jsonCases(endpoint: Route, f: Fixtures): Case[] {
  const url = endpoint.url(f);
  const method = endpoint.method;
  const cases: Case[] = [];
  const raw = (label: string, body: BodyInit | null, type?: string, mustRefuse = true) => {
    const headers: Record<string, string> = type ? { "content-type": type } : {};
    cases.push({ label, url, init: { method, headers, body }, mustRefuse });
  };
  const valid = endpoint.body?.(f);

  if (valid) {
    for (const [field, values] of Object.entries(endpoint.fields ?? {})) {
      for (const value of values) {
        raw(
          `${field} = ${describeValue(value)}`,
          JSON.stringify(withField(valid, field, value)),
          "application/json",
        );
      }
    }
    for (const [label, body] of [
      ["body is an array", JSON.stringify([valid])],
      ["body is null", "null"],
      ["body is a number", "12345"],
      ["body is a string", JSON.stringify("hello")],
      ["body is true", "true"],
      ["empty body (JSON type)", ""],
    ] as const) {
      raw(label, body, "application/json");
    }
    // Like `{}` (below): refused unless every field is optional.
    raw("empty body (no type)", null, undefined, !endpoint.partial);
    for (const [label, body] of [
      ["body is {}", "{}"],
      ["raw __proto__ body", '{"__proto__":{"isAdmin":true}}'],
      ["raw constructor.prototype body", '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ] as const) {
      raw(label, body, "application/json", !endpoint.partial);
    }
    raw("valid JSON as text/plain", JSON.stringify(valid), "text/plain");
    raw(
      "form-urlencoded",
      new URLSearchParams(
        Object.entries(valid).map(([key, value]) => [key, String(value)]),
      ).toString(),
      "application/x-www-form-urlencoded",
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, String(value));
    cases.push({
      label: "multipart form",
      url,
      init: { method, body: form },
      mustRefuse: !endpoint.formToo,
    });
    if (endpoint.formToo) {
      // A form that may carry photos: text posing as one, and an empty name, are refused.
      for (const [label, bytes, name] of [
        [
          "text posing as a JPEG photo",
          new TextEncoder().encode("not a picture".repeat(50)),
          "a.jpg",
        ],
        [
          "an SVG as a photo",
          new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          "a.svg",
        ],
      ] as const) {
        const withPhoto = new FormData();
        for (const [key, value] of Object.entries(valid)) withPhoto.append(key, String(value));
        withPhoto.append(endpoint.formToo.photos, new File([bytes], name));
        cases.push({ label, url, init: { method, body: withPhoto }, mustRefuse: true });
      }
    }
    // Extra prototype keys on a valid body: it may succeed, but must not pollute or store them.
    const text = JSON.stringify(valid).slice(1);
    for (const [label, extra] of [
      ["__proto__ key on a valid body", '"__proto__":{"isAdmin":true,"status":"paid"},'],
      ["constructor key on a valid body", '"constructor":{"prototype":{"isAdmin":true}},'],
      ["prototype key on a valid body", '"prototype":{"isAdmin":true},'],
    ] as const) {
      raw(label, `{${extra}${text}`, "application/json", false);
    }
  } else {
    // No body expected: a body that is not JSON is still refused before anything happens.
    raw("text/plain body", "hello", "text/plain");
    raw("form-urlencoded body", "a=1&b=2", "application/x-www-form-urlencoded");
  }
  for (const [label, body] of [
    ["malformed JSON", '{"a":'],
    ["single-quoted JSON", "{'a':1}"],
    ["trailing comma", '{"a":1,}'],
    ["NaN literal", '{"a":NaN}'],
    ["2 MB of JSON", JSON.stringify({ junk: "x".repeat(2 * 1024 * 1024) })],
  ] as const) {
    raw(label, body, "application/json");
  }
  // Valid JSON, however deep: refused where a body is read, harmless where none is.
  raw(
    "100,000-deep arrays",
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    "application/json",
    Boolean(valid),
  );
  raw("JSON with an unknown type", "{}", "application/json-patch+json");
  if (endpoint.badUrl) {
    for (const id of BAD_IDS) {
      cases.push({
        label: `path parameter ${describeValue(id)}`,
        url: endpoint.badUrl(id),
        init: valid ? json(method, valid) : { method },
        mustRefuse: true,
      });
    }
  }
  return cases;
}

export async function uploadCases(endpoint: Route, f: Fixtures): Promise<Case[]> {
  const url = endpoint.url(f);
  const field = endpoint.upload!.field;
  const jpeg = await makeJpeg(40, 30);
  const cases: Case[] = [];
  const multipart = (label: string, parts: Array<[string, string | [Uint8Array, string]]>) => {
    const form = new FormData();
    for (const [name, value] of parts) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, new Blob([value[0] as Uint8Array<ArrayBuffer>]), value[1]);
    }
    cases.push({ label, url, init: { method: "POST", body: form }, mustRefuse: true });
  };
  const raw = (label: string, body: BodyInit, type: string) =>
    cases.push({
      label,
      url,
      init: { method: "POST", headers: { "content-type": type }, body },
      mustRefuse: true,
    });
  const text = new TextEncoder().encode("just some text, not an image at all");
  multipart("no file", []);
  multipart("the field as text", [[field, "not a file"]]);
  multipart("the file under another name", [["other", [jpeg, "a.jpg"]]]);
  multipart("text posing as a JPEG", [[field, [text, "photo.jpg"]]]);
  multipart("zero bytes", [[field, [new Uint8Array(0), "empty.jpg"]]]);
  multipart("an SVG", [
    [
      field,
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        "x.svg",
      ],
    ],
  ]);
  multipart("HTML with an image name", [
    [field, [new TextEncoder().encode("<script>alert(1)</script>"), "x.png"]],
  ]);
  multipart("a PNG header claiming 50,000 x 50,000 pixels", [
    [field, [pngHeaderClaiming(50_000, 50_000), "bomb.png"]],
  ]);
  multipart("a truncated JPEG", [[field, [jpeg.subarray(0, 200), "cut.jpg"]]]);
  multipart("an unknown section", [
    [field, [jpeg, "a.jpg"]],
    ["section", "../../etc"],
  ]);
  multipart("a section that is a file", [
    [field, [jpeg, "a.jpg"]],
    ["section", [jpeg, "s.jpg"]],
  ]);
  multipart("a 100k-character section", [
    [field, [jpeg, "a.jpg"]],
    ["section", LONG],
  ]);
  raw("JSON instead of multipart", JSON.stringify({ [field]: "a.jpg" }), "application/json");
  raw("text/plain", "hello", "text/plain");
  raw("form-urlencoded", `${field}=a.jpg`, "application/x-www-form-urlencoded");
  raw("multipart without a boundary", "garbage", "multipart/form-data");
  raw(
    "multipart with a wrong boundary",
    "--other\r\njunk\r\n--other--\r\n",
    "multipart/form-data; boundary=abc",
  );
  raw(
    "unterminated multipart",
    `--abc\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\n`,
    "multipart/form-data; boundary=abc",
  );
  return cases;
}
