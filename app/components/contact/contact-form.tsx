import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import { CONTACT_SUBJECTS, HONEYPOT_FIELD } from "~/lib/schemas/contact.ts";

/** What the contact page's action answers. */
export type ContactResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      errors?: Record<string, string>;
      values?: Record<string, string>;
    };

const SUCCESS = {
  title: "Message sent successfully!",
  description: "Thank you for your message. I will get back to you soon.",
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * The enquiry form. With JavaScript it sends through a fetcher ("Sending...", then a toast and a
 * cleared form, or the errors beside the fields); without, it is a plain post and the page shows
 * the result (`noScriptResult`, the action's answer to that post).
 */
export function ContactForm({ noScriptResult }: { noScriptResult: ContactResult | undefined }) {
  const fetcher = useFetcher<ContactResult>({ key: "contact" });
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<ContactResult | undefined>(undefined);
  const pending = fetcher.state !== "idle";
  const result = fetcher.data ?? noScriptResult;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = result && !result.ok ? (result.values ?? {}) : {};

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      form.current?.reset();
      toast(SUCCESS);
      return;
    }
    toast({
      title: "Failed to send message",
      description: answer.message || "Please try again later.",
      variant: "destructive",
    });
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [fetcher.state, fetcher.data, toast]);

  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `contact-${name}-error` } : {};

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="text-2xl">
        Send a message
      </h2>
      {!fetcher.data && noScriptResult?.ok && (
        <div role="status" className="flex gap-3 rounded-xl border border-line bg-paper px-4 py-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <p>
            <strong className="font-semibold">{SUCCESS.title}</strong> {SUCCESS.description}
          </p>
        </div>
      )}
      {!fetcher.data &&
        noScriptResult &&
        !noScriptResult.ok &&
        Object.keys(errors).length === 0 && (
          <p
            role="alert"
            className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {noScriptResult.message}
          </p>
        )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="mb-1.5 block text-sm font-medium">
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            defaultValue={values.name}
            className="field-input aria-invalid:border-red-700"
            {...described("name")}
          />
          <FieldError id="contact-name-error" error={errors.name} />
        </div>
        <div>
          <label htmlFor="contact-email" className="mb-1.5 block text-sm font-medium">
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email}
            className="field-input aria-invalid:border-red-700"
            {...described("email")}
          />
          <FieldError id="contact-email-error" error={errors.email} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className="mb-1.5 block text-sm font-medium">
          Subject <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <select
          id="contact-subject"
          name="subject"
          defaultValue={values.subject ?? ""}
          className="field-input aria-invalid:border-red-700"
          {...described("subject")}
        >
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
        <FieldError id="contact-subject-error" error={errors.subject} />
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          defaultValue={values.message}
          className="field-input aria-invalid:border-red-700"
          {...described("message")}
        />
        <FieldError id="contact-message-error" error={errors.message} />
      </div>
      {/* People never see this field; form-filling bots do, and fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`contact-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className="text-sm text-ink-soft">
        Replies usually come within 24-48 hours. If your enquiry is urgent, please say so in the
        subject line of your message.
      </p>
      <button type="submit" disabled={pending} className="btn-primary self-start">
        <Send className="size-4" aria-hidden />
        {pending ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
