import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders paragraphs, headings from level 2, lists, emphasis and links", () => {
    const html = renderMarkdown(
      "# Title\n\n## Section\n\n### Part\n\nSome **bold** and *soft* words.\n\n- one\n- two\n\n1. first\n2. second\n\n[Terms](/terms)",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<h3>Part</h3>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<p>Some <strong>bold</strong> and <em>soft</em> words.</p>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n<li>second</li>\n</ol>");
    expect(html).toContain('<a href="/terms">Terms</a>');
  });

  it("shows raw HTML as the text typed, never as markup", () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<(script|img|iframe)/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;iframe");
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

  it("links bare addresses and e-mail addresses, and leaves pictures and tables out", () => {
    const html = renderMarkdown(
      "Write to orders@example.com or see https://ico.org.uk\n\n![x](/media/a.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain('<a href="mailto:orders@example.com">orders@example.com</a>');
    expect(html).toContain('<a href="https://ico.org.uk" rel="noopener noreferrer">');
    expect(html).not.toMatch(/<img|<table/);
  });

  it("escapes quotes in link addresses and text", () => {
    const html = renderMarkdown('[x](https://a.example/?q="><b>) "quoted" & <b>');
    expect(html).not.toContain("<b>");
    expect(html).not.toContain('"><');
  });
});
