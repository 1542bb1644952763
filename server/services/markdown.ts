import MarkdownIt from "markdown-it";

/**
 * The owner's Markdown as HTML, for the legal pages: paragraphs, headings, lists, emphasis, quotes,
 * rules and links. Raw HTML is never passed through (`html: false`: it shows as the text typed),
 * pictures and tables are left out, and links may only go to web pages, e-mail addresses, phone
 * numbers or pages of this site. Headings start at level 2: the page's own title is the `<h1>`.
 */
const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: true });
markdown.disable(["image", "table"]);

/** A scheme before the first `/`, `?` or `#`: `javascript:`, `https:` … */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

markdown.validateLink = (url) => {
  const scheme = SCHEME.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
};

/** Links to other sites do not tell them where the reader came from, nor get this page's window. */
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (/^https?:\/\//i.test(token.attrGet("href") ?? ""))
    token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** Renders Markdown the owner wrote as safe HTML (see above). */
export function renderMarkdown(source: string): string {
  const tokens = markdown.parse(source, {});
  for (const token of tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.max(2, Number(token.tag.slice(1)))}`;
    }
  }
  return markdown.renderer.render(tokens, markdown.options, {});
}
