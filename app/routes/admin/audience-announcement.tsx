import { useEffect } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { NotFound } from "#core/domain-errors.ts";
import { rowIdOrNotFound } from "#core/ids.ts";
import { AnnouncementActions } from "~/components/admin/audience/announcement-actions.tsx";
import { SendProgressBar } from "~/components/admin/audience/send-progress.tsx";
import { SubmitButton } from "~/components/ui/submit-button.tsx";
import { formInput, performIntent } from "~/lib/action-result.ts";
import { appContext } from "~/lib/app-context.ts";
import { ActionForm, useActionForm } from "~/lib/use-action-form.ts";
import type { Route } from "./+types/audience-announcement";

export const meta: Route.MetaFunction = () => [{ title: "Announcement · Audience · Admin" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const id = rowIdOrNotFound(params.id);
  const announcement = await services.announcements.get(id).catch((error: unknown) => {
    if (error instanceof NotFound) throw data("Announcement not found", { status: 404 });
    throw error;
  });
  // The preview needs the postal address and PUBLIC_URL; without them it says what is missing.
  const preview = await services.announcements.preview(id).then(
    (mail) => ({ ok: true as const, html: mail.html }),
    (error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : "No preview",
    }),
  );
  return { announcement, preview };
}

/** "Send me a test", "Send" and "Delete draft": the capabilities behind `POST /api/admin/announcements/{id}/…`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(appContext);
  const { audience } = caller.capabilities;
  const input = formInput(await request.formData());
  return performIntent(input, {
    test: () => audience.testAnnouncement(caller, params.id),
    send: () => audience.sendAnnouncement(caller, params.id),
    // The capability behind `DELETE /api/admin/announcements/{id}`: a draft only.
    delete: async () => {
      await audience.deleteAnnouncement(caller, params.id);
      throw redirect("/admin/audience");
    },
  });
}

/** An announcement: its preview at a phone's and a desktop's width, its test, its send and progress. */
export default function Announcement({ loaderData }: Route.ComponentProps) {
  const { announcement, preview } = loaderData;
  const { progress } = announcement;
  const revalidator = useRevalidator();
  // While mails wait, the progress is read again every few seconds.
  useEffect(() => {
    if (announcement.status !== "sent" || progress.waiting === 0) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [announcement.status, progress.waiting, revalidator]);
  return (
    <div className="flex max-w-6xl flex-col gap-8">
      <div>
        <Link to="/admin/audience" className="text-sm underline underline-offset-4">
          Audience
        </Link>
        <h1 className="mt-2 font-display text-3xl">{announcement.subject}</h1>
        <p className="mt-1 text-ink-soft" data-testid="announcement-status">
          {announcement.status === "draft"
            ? announcement.sendAt
              ? `Draft, to go at ${new Date(announcement.sendAt).toUTCString()} once sent.`
              : "Draft: nobody has it yet."
            : announcement.status === "scheduled"
              ? `Scheduled for ${new Date(announcement.queuedAt!).toUTCString()}.`
              : "Sent."}
        </p>
      </div>
      {announcement.status !== "draft" && <SendProgressBar progress={progress} />}
      {announcement.status === "draft" && <DraftActions id={announcement.id} />}
      <AnnouncementActions
        status={announcement.status}
        // What the preview lacks, the mail lacks: nothing can be sent until it is there.
        blocked={preview.ok ? null : preview.message}
      />
      <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
        <h2 id="preview-heading" className="font-display text-2xl">
          Preview
        </h2>
        {preview.ok ? (
          <div className="flex flex-wrap items-start gap-6">
            <PreviewFrame title="Preview at a phone's width" width={375} html={preview.html} />
            <PreviewFrame title="Preview at a desktop's width" width={640} html={preview.html} />
          </div>
        ) : (
          // Why is said once, beside the buttons it disables.
          <p className="text-ink-soft">No preview until the mail can be sent (see above).</p>
        )}
      </section>
    </div>
  );
}

/** The mail in a sandboxed frame (no scripts, no navigation), at one width. */
function PreviewFrame({ title, width, html }: { title: string; width: number; html: string }) {
  return (
    <figure className="flex max-w-full flex-col gap-1">
      <figcaption className="text-sm text-ink-soft">{title}</figcaption>
      <iframe
        title={title}
        srcDoc={html}
        sandbox=""
        style={{ width, maxWidth: "100%" }}
        className="h-[640px] rounded border border-line bg-white"
      />
    </figure>
  );
}

/** A draft's "Edit" (the composer again) and "Delete draft" (back to Audience). */
function DraftActions({ id }: { id: number }) {
  const remove = useActionForm({ failure: { inForm: true } });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={`/admin/audience/announcements/${id}/edit`} className="btn-secondary">
        Edit
      </Link>
      <ActionForm recipe={remove}>
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton pending={remove.pending} busyLabel="Deleting..." className="btn-secondary">
          Delete draft
        </SubmitButton>
      </ActionForm>
    </div>
  );
}
