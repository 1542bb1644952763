import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  // Each case: what the text is rendered into, what the HTML must hold and what it must never.
  it.each([
    {
      what: "renders paragraphs, headings from level 2, lists, emphasis and links",
      markdown:
        "# Title\n\n## Section\n\n### Part\n\nSome **bold** and *soft* words.\n\n- one\n- two\n\n1. first\n2. second\n\n[Terms](/terms)",
      holds: [
        "<h2>Title</h2>",
        "<h2>Section</h2>",
        "<h3>Part</h3>",
        "<p>Some <strong>bold</strong> and <em>soft</em> words.</p>",
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
        "<ol>\n<li>first</li>\n<li>second</li>\n</ol>",
        '<a href="/terms">Terms</a>',
      ],
      never: /<h1/,
    },
    {
      what: "shows raw HTML as the text typed, never as markup",
      markdown:
        'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>',
      holds: [
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&lt;img src=x onerror=alert(1)&gt;",
        "&lt;iframe",
      ],
      never: /<(script|img|iframe)/i,
    },
    {
      what: "links bare addresses and e-mail addresses, and leaves pictures and tables out",
      markdown:
        "Write to orders@example.com or see https://ico.org.uk\n\n![x](/media/a.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
      holds: [
        '<a href="mailto:orders@example.com">orders@example.com</a>',
        '<a href="https://ico.org.uk" rel="noopener noreferrer">',
      ],
      never: /<img|<table/,
    },
    {
      what: "escapes quotes in link addresses and text",
      markdown: '[x](https://a.example/?q="><b>) "quoted" & <b>',
      holds: [],
      never: /<b>|"></,
    },
  ])("$what", ({ markdown, holds, never }) => {
    const html = renderMarkdown(markdown);
    for (const part of holds) expect(html).toContain(part);
    expect(html).not.toMatch(never);
  });

  it("makes links only to web pages, e-mail, phone numbers and this site's pages", () => {
    const html = renderMarkdown(
      [
        "[a](javascript:alert(1))",
        "[b](JaVaScRiPt&#58;alert(1))",
        "[c](data:text/html,hi)",
        "[d](vbscript:msgbox)",
        "[e](file:///etc/passwd)",
        "[f](https://ico.org.uk)",
        "[g](mailto:hello@example.com)",
        "[h](tel:+441234567890)",
        "[i](/privacy#rights)",
      ].join(" "),
    );
    expect(html).not.toMatch(/href="(javascript|data|vbscript|file):/i);
    expect(html).toContain("[a](javascript:alert(1))");
    expect(html).toContain('<a href="https://ico.org.uk" rel="noopener noreferrer">f</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">g</a>');
    expect(html).toContain('<a href="tel:+441234567890">h</a>');
    expect(html).toContain('<a href="/privacy#rights">i</a>');
    expect(html.match(/<a /g)).toHaveLength(4);
  });
});
