import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server bundle takes only the icons it uses: the package's CommonJS entry holds all of
  // them (1.3 MB of JavaScript the server would otherwise parse and keep on every start).
  ssr: { noExternal: ["lucide-react"] },
  build: {
    assetsInlineLimit: 0,
    // Only the re-exports a module uses are compiled: lucide-react's index re-exports ~4,800
    // icon modules, which the build otherwise resolved and transformed on every run
    // (a fresh clone's first start builds first).
    rolldownOptions: { experimental: { lazyBarrel: true } },
    // Few, larger chunks for the browser: over HTTP/1.1 a page with two dozen 1 KB modules waits
    // on connections before its stylesheet (docs/decisions/005).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            experimental: { lazyBarrel: true },
            output: {
              codeSplitting: {
                groups: [
                  // Form validation: only the pages with forms load it, not every page.
                  { name: "zod", test: /node_modules\/zod\//, priority: 1 },
                  // Postcode patterns: only the checkout's address fields need them.
                  { name: "postcodes", test: /node_modules\/postcode-validator\//, priority: 1 },
                  // Country names: only the address fields need them.
                  {
                    name: "countries",
                    test: /node_modules\/(i18n-iso-countries|diacritics)\//,
                    priority: 1,
                  },
                  { name: "vendor", test: /node_modules/ },
                  {
                    name: "shared",
                    // Not the form schemas (they carry zod, and most pages have no form), nor the
                    // postcode rules or the country names (the address fields'), nor the admin's
                    // helpers, nor the larger rules only the owner's pages read (the security log's
                    // words, kept card payments): every visitor's first page loads this chunk. It
                    // does take the sign-in form and the owner's card, which every page's shell
                    // draws (a request of their own each would cost more than their bytes).
                    test: /\/(core\/(?!schemas\/|address-rules|countries|security-events|card-payments)|app\/(lib\/(?!admin\/)|components\/((layout|media|carousel)\/|ui\/(card|cx|facts)\.|pill-tab\.|admin\/(login-form|owner-card)\.)))/,
                  },
                ],
              },
            },
          },
        }),
  },
}));
