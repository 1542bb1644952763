/** The bench's result rows: logged as they come, then printed as one table and saved as JSON. */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./root.ts";

export interface Row {
  metric: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  budget?: string;
  pass?: boolean;
}

const rows: Row[] = [];

/** Records rows and logs each one. */
export function add(...added: Row[]): void {
  for (const row of added) {
    rows.push(row);
    const ratio = row.ratio !== undefined ? ` (${row.ratio.toFixed(2)}× baseline)` : "";
    console.info(`  ${row.metric}: ${row.value} ${row.unit}${ratio}`);
  }
}

/** A budget for a row: `value` must be at most (≤) or at least (≥) `limit`. */
export function within(
  value: number,
  bound: "≤" | "≥",
  limit: number,
  suffix = "",
): { budget: string; pass: boolean } {
  return {
    budget: `${bound} ${limit}${suffix}`,
    pass: bound === "≤" ? value <= limit : value >= limit,
  };
}

/** The machine the bench runs on. */
export function machine() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

/** One line naming the machine, for the start of the run. */
export function machineLine(): string {
  const { cpus, model, memoryGb, node } = machine();
  return `Easel bench on ${cpus} × ${model ?? "cpu"}, ${memoryGb} GB, Node ${node}`;
}

/** The rows as a Markdown table, one line each. */
export function table(all: Row[] = rows): string[] {
  return [
    "\n| metric | value | baseline | ratio | budget | ok |\n|---|---|---|---|---|---|",
    ...all.map(
      (row) =>
        `| ${row.metric.trim()} | ${row.value} ${row.unit} | ${row.baseline ?? ""} | ${row.ratio?.toFixed(2) ?? ""} | ${row.budget ?? ""} | ${row.pass === undefined ? "" : row.pass ? "yes" : "NO"} |`,
    ),
  ];
}

/** Prints the table and writes bench/results.json. */
export function report(): void {
  for (const line of table()) console.info(line);
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench/results.json"),
    `${JSON.stringify({ at: new Date().toISOString(), machine: machine(), rows }, null, 2)}\n`,
  );
}
