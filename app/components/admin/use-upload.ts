import { useState } from "react";
import type { MediaSection } from "#core/media-files.ts";
import { type ToastInput, useToast } from "~/components/ui/toast.tsx";
import { uploadFiles } from "~/lib/admin/upload.ts";

/** The toast for an upload started with nothing chosen. */
export const NO_FILES_TOAST: ToastInput = {
  title: "Upload failed",
  description: "Please select files first",
  variant: "destructive",
};

/**
 * Uploads pictures for a form and says how it went: "Images uploaded" with `success(count)`'s
 * words when given, "Failed to upload images" with the server's message otherwise. Resolves with
 * the stored URLs, or undefined when nothing was uploaded.
 */
export function useUpload(section: MediaSection = "shop") {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const upload = async (
    files: readonly File[],
    success?: (count: number) => string,
  ): Promise<string[] | undefined> => {
    if (files.length === 0) {
      toast(NO_FILES_TOAST);
      return undefined;
    }
    setUploading(true);
    try {
      const urls = await uploadFiles(files, section);
      if (success) toast({ title: "Images uploaded", description: success(urls.length) });
      return urls;
    } catch (error) {
      toast({
        title: "Failed to upload images",
        description: (error as Error).message,
        variant: "destructive",
      });
      return undefined;
    } finally {
      setUploading(false);
    }
  };
  /** Uploads the first of `files` (a picker of one picture) and hands its URL to `then`. */
  const uploadOne = async (files: readonly File[], then: (url: string) => void) => {
    const [url] = (await upload(files.slice(0, 1))) ?? [];
    if (url) then(url);
  };
  return { uploading, upload, uploadOne };
}
