/** The picture types the media pipeline takes. */
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

/**
 * A button-like label that opens the file chooser for pictures (several at once); hands the
 * chosen files over and empties the input, so the same file can be chosen again.
 */
export function ImagePicker({
  onFiles,
  disabled,
  className = "btn-secondary",
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
  /** The label's icon and words. */
  children: React.ReactNode;
}) {
  return (
    <label
      className={`${className} cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-accent`}
    >
      {children}
      <input
        type="file"
        accept={IMAGE_TYPES}
        multiple
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          // Read the files now: a FileList empties when its input is reset.
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          onFiles(files);
        }}
      />
    </label>
  );
}
