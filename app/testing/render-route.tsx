/**
 * Route tests without a browser (createRoutesStub): a page rendered
 * to HTML through React Router's stub, with the loader and action data it is given, and its forms
 * read back as a browser would submit them (without JavaScript).
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";

/** A route module's component, as the stub takes it (it passes the route's data as props). */
type StubComponent = NonNullable<Parameters<typeof createRoutesStub>[0][number]["Component"]>;

/** One route of the page under test: its id (for `useRouteLoaderData`), path and component. */
export interface StubRoute {
  id: string;
  path: string;
  Component: StubComponent;
  loaderData?: unknown;
  actionData?: unknown;
}

/**
 * Renders `page` at `url` below a root route (id "root", with `rootData`, as the site's root
 * loader gives every page its store settings).
 */
export function renderRoute(page: StubRoute, url: string, rootData: unknown = {}): RenderedPage {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootOutlet,
      children: [{ id: page.id, path: page.path, Component: page.Component }],
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root: rootData, [page.id]: page.loaderData ?? null },
        ...(page.actionData === undefined ? {} : { actionData: { [page.id]: page.actionData } }),
      }}
    />,
  );
  return new RenderedPage(html);
}

function RootOutlet() {
  return <Outlet />;
}

/** A form as the browser would post it: its attributes and its fields' names and values. */
export interface PostedForm {
  attributes: Record<string, string>;
  /** Every successful control's name and value, in document order (unticked boxes left out). */
  fields: Array<[string, string]>;
  /** The fields as `FormData`, for `formInput`. */
  formData(): FormData;
  /** The HTML inside the form. */
  html: string;
}

/** The rendered markup, with just enough reading to find forms, fields and texts in it. */
export class RenderedPage {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }

  /** The text of the page without its tags (for "says …" checks). */
  get text(): string {
    return decode(this.html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
  }

  /** Every form on the page, in order. */
  forms(): PostedForm[] {
    return [...this.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) =>
      postedForm(attributesOf(match[1]!), match[2]!),
    );
  }

  /** The one form that posts `intent` (a hidden field or its submit button). */
  formFor(intent: string): PostedForm {
    const found = this.forms().filter((form) =>
      form.fields.some(([name, value]) => name === "intent" && value === intent),
    );
    if (found.length !== 1) throw new Error(`${found.length} forms post intent ${intent}`);
    return found[0]!;
  }

  /** The attributes of the control named `name` (an input, text area or select). */
  control(name: string): Record<string, string> {
    const tag = [...this.html.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)]
      .map((match) => attributesOf(match[0]))
      .find((attributes) => attributes.name === name);
    if (!tag) throw new Error(`no control named ${name}`);
    return tag;
  }
}

function postedForm(attributes: Record<string, string>, html: string): PostedForm {
  const fields: Array<[string, string]> = [];
  const controls = /<(input|textarea|select)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/g;
  for (const [, tag, rawAttributes, inner = ""] of html.matchAll(controls)) {
    const control = attributesOf(rawAttributes!);
    const name = control.name;
    if (!name || "disabled" in control) continue;
    if (tag === "textarea") fields.push([name, decode(inner.replace(/^\n/, ""))]);
    else if (tag === "select") fields.push([name, selectedOption(inner)]);
    else if (control.type === "checkbox" || control.type === "radio") {
      if ("checked" in control) fields.push([name, control.value ?? "on"]);
    } else if (control.type !== "submit" && control.type !== "file")
      fields.push([name, control.value ?? ""]);
  }
  // A submit button that names an intent posts it (the first one: the one a test presses).
  for (const [, rawAttributes] of html.matchAll(/<button\b([^>]*)>/g)) {
    const button = attributesOf(rawAttributes!);
    if (button.name && button.type !== "button") {
      fields.push([button.name, button.value ?? ""]);
      break;
    }
  }
  return {
    attributes,
    fields,
    html,
    formData() {
      const data = new FormData();
      for (const [name, value] of fields) data.append(name, value);
      return data;
    },
  };
}

function selectedOption(options: string): string {
  const all = [...options.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map((match) => ({
    attributes: attributesOf(match[1]!),
    text: decode(match[2]!),
  }));
  const chosen = all.find((option) => "selected" in option.attributes) ?? all[0];
  return chosen ? (chosen.attributes.value ?? chosen.text) : "";
}

/** A tag's attributes (given the tag, or what follows its name). */
function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.replace(/^<\w+/, "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((match) => [
      match[1]!,
      decode(match[2] ?? ""),
    ]),
  );
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);
}
