import type { Config } from "@react-router/dev/config";

// The bench's yardstick: a bare React Router 7 app with the same versions, one route rendering one line.
export default { ssr: true, buildDirectory: "../../.cache/bench-minimal" } satisfies Config;
