// One chosen item of a multi-select or a file list: its name and a remove button that says what it removes.
export function RemovableChip({
  label,
  removeLabel,
  onRemove,
  disabled,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pe-1 ps-3 text-sm text-primary-900">
      <span>{label}</span>
      <button
        type="button"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        className="rounded-full p-1 text-primary-700 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50"
      >
        <svg viewBox="0 0 20 20" className="h-3 w-3" aria-hidden="true" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}
