import type { ChangeEvent, Ref } from 'react';

/**
 * The hidden file picker for a game record (its owner opens it through `ref`): hands the chosen
 * file's text to `onText`, then clears itself so that the same file can be chosen again.
 */
export function RecordFileInput({
  ref,
  label,
  onText,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  onText: (text: string) => void;
}) {
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) onText(await f.text());
    e.target.value = '';
  };
  return (
    <input
      ref={ref}
      type="file"
      accept=".json,application/json"
      hidden
      onChange={onChange}
      aria-label={label}
    />
  );
}
