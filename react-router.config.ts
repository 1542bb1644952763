import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Tests build into a folder of their own (testing/page-build.ts).
  buildDirectory: process.env.EASEL_BUILD_DIR || "build",
  ssr: true,
} satisfies Config;
