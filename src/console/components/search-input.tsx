import { useEffect, useId, useState } from "react";

/**
 * A labelled search box bound to a URL value with a short debounce: typing updates the URL after
 * `delayMs`, and the box follows the URL when it changes elsewhere (back/forward, "Clear filters").
 */
export function SearchInput({
  label,
  value,
  onChange,
  delayMs = 300,
  maxLength = 255,
  className,
}: {
  label: string;
  value: string | undefined;
  onChange: (next: string | undefined) => void;
  delayMs?: number;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value ?? undefined)) return;
    const t = setTimeout(() => onChange(next), delayMs);
    return () => clearTimeout(t);
  }, [text, value, onChange, delayMs]);
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
