import { z } from "zod";

// In the browser, Zod would probe whether it may compile validators with `new Function`; the
// site's Content-Security-Policy forbids that, so the probe is reported as a violation on every
// page with a form. The browser validates without compiling. (The server keeps the faster path.)
if (typeof document !== "undefined") z.config({ jitless: true });

/** Zod, configured for where it runs: every schema of the core imports it from here. */
export { z };
