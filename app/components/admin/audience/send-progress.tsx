import type { SendProgress } from "#core/audience.ts";

/** How far an announcement's mails have gone: sent, waiting and failed, with a bar. */
export function SendProgressBar({ progress }: { progress: SendProgress }) {
  const done = progress.sent + progress.failed;
  return (
    <section aria-labelledby="progress-heading" className="flex max-w-xl flex-col gap-2">
      <h2 id="progress-heading" className="font-display text-2xl">
        Progress
      </h2>
      <progress
        max={Math.max(progress.total, 1)}
        value={done}
        aria-labelledby="progress-heading"
        className="h-3 w-full"
      />
      <p data-testid="send-progress" className="text-sm">
        {progress.sent} sent · {progress.waiting} waiting · {progress.failed} failed (of{" "}
        {progress.total})
      </p>
    </section>
  );
}
