import { Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "~/components/ui/cx.ts";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { titleFromFileName } from "~/lib/admin/api.ts";
import { uploadFiles } from "~/lib/admin/upload.ts";
import { IMAGE_TYPES } from "./image-picker.tsx";
import { NO_FILES_TOAST } from "./use-upload.ts";

interface FileState {
  file: File;
  preview: string;
  phase: "waiting" | "uploading" | "processing" | "done" | "failed";
  sent: number;
  error?: string;
}

/**
 * Several images at once: previews of the first four plus "+N more", then each file uploaded
 * (progress while its bytes go, "Processing" while the server makes its sizes) and turned into a
 * record by `create(url, title)`, one call per file, titled from its file name.
 */
export function BulkUploader({
  section,
  noun,
  create,
  onFinished,
  children,
}: {
  section: "portfolio" | "snapcards";
  /** "artworks" or "snap cards", for the messages. */
  noun: string;
  create: (imageUrl: string, title: string) => Promise<unknown>;
  onFinished: () => void;
  /** The fields every upload shares (category, art type, description …). */
  children?: React.ReactNode;
}) {
  const toast = useToast();
  const inputId = useId();
  const [files, setFiles] = useState<FileState[]>([]);
  const [running, setRunning] = useState(false);

  const previews = useRef<string[]>([]);
  const revokePreviews = () => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current = [];
  };
  // Unmounting frees the previews still shown.
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const choose = (list: FileList | null) => {
    revokePreviews();
    const chosen = [...(list ?? [])].map(
      (file): FileState => ({
        file,
        preview: URL.createObjectURL(file),
        phase: "waiting",
        sent: 0,
      }),
    );
    previews.current = chosen.map((item) => item.preview);
    setFiles(chosen);
  };
  const update = (index: number, change: Partial<FileState>) =>
    setFiles((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const start = async () => {
    if (files.length === 0) {
      toast(NO_FILES_TOAST);
      return;
    }
    setRunning(true);
    let done = 0;
    for (const [index, item] of files.entries()) {
      update(index, { phase: "uploading" });
      try {
        const [url] = await uploadFiles([item.file], section, (sent) =>
          update(index, { sent, phase: sent >= 1 ? "processing" : "uploading" }),
        );
        await create(url as string, titleFromFileName(item.file.name));
        update(index, { phase: "done", sent: 1 });
        done += 1;
      } catch (error) {
        update(index, { phase: "failed", error: (error as Error).message });
        toast({
          title: `Failed to upload ${item.file.name}`,
          description: (error as Error).message,
          variant: "destructive",
        });
      }
    }
    setRunning(false);
    if (done > 0) toast({ title: "Success", description: `Successfully uploaded ${done} ${noun}` });
    if (done < files.length)
      toast({
        title: `Failed to upload some ${noun}`,
        description: `${files.length - done} of ${files.length} could not be added`,
        variant: "destructive",
      });
    else setFiles([]);
    onFinished();
  };

  const shown = files.slice(0, 4);
  return (
    <div className="flex flex-col gap-4">
      {children}
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line bg-paper px-4 py-8 text-center text-ink-soft hover:border-ink has-focus-visible:ring-2 has-focus-visible:ring-accent"
      >
        <Upload className="size-6" aria-hidden />
        <span>Choose images (JPG, PNG or WebP)</span>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          className="sr-only"
          disabled={running}
          onChange={(event) => choose(event.target.files)}
        />
      </label>
      {files.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Chosen images">
          {shown.map((item) => (
            <li key={item.preview} className="flex flex-col gap-1">
              <img
                src={item.preview}
                alt={titleFromFileName(item.file.name)}
                className="aspect-square w-full rounded-lg bg-paper-deep object-cover"
              />
              <span className="truncate text-xs">{item.file.name}</span>
              <Progress item={item} />
            </li>
          ))}
          {files.length > 4 && (
            <li className="flex aspect-square items-center justify-center rounded-lg bg-paper-deep text-sm text-ink-soft">
              +{files.length - 4} more
            </li>
          )}
        </ul>
      )}
      {files.length > 4 && running && (
        <p className="text-sm text-ink-soft" aria-live="polite">
          {files.filter((item) => item.phase === "done").length} of {files.length} uploaded
        </p>
      )}
      <button
        type="button"
        className="btn-primary self-start"
        disabled={running}
        onClick={() => void start()}
      >
        {running ? "Uploading..." : `Upload ${files.length || ""} ${noun}`.replace("  ", " ")}
      </button>
    </div>
  );
}

function Progress({ item }: { item: FileState }) {
  const label = {
    waiting: "Waiting",
    uploading: "Uploading",
    processing: "Processing",
    done: "Done",
    failed: "Failed",
  }[item.phase];
  const value = item.phase === "done" ? 100 : Math.round(item.sent * 100);
  return (
    <div>
      <ProgressBar
        label={`${item.file.name}: ${label}`}
        value={value}
        fill={item.phase === "failed" ? 100 : value}
        className="h-1.5"
        barClassName={cx(
          item.phase === "failed" ? "bg-red-700" : "bg-accent",
          item.phase === "processing" && "animate-pulse",
        )}
      />
      <span className={`text-xs ${item.phase === "failed" ? "text-red-700" : "text-ink-soft"}`}>
        {item.phase === "failed" ? (item.error ?? label) : label}
      </span>
    </div>
  );
}
