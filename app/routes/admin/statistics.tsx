import type { Route } from "./+types/statistics";

export const meta: Route.MetaFunction = () => [{ title: "Statistics · Admin" }];

/** Admin → Statistics: visits counted without cookies (filled in below). */
export default function AdminStatistics() {
  return <h1 className="font-display text-3xl">Statistics</h1>;
}
