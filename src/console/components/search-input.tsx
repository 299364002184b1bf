import { useEffect, useId, useRef, useState } from "react";

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
  // The values this box sent and the URL has not shown yet, in order: when the URL comes back with
  // one of them (a navigation can be slower than typing), the box keeps what was typed since instead
  // of going back to it. Any other value (Back, "Clear filters", a saved view) replaces the text.
  const sent = useRef<Array<string | undefined>>([]);
  useEffect(() => {
    const echo = sent.current.indexOf(value);
    if (echo >= 0) {
      sent.current.splice(0, echo + 1);
      return;
    }
    sent.current = [];
    setText(value ?? "");
  }, [value]);
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value ?? undefined)) return;
    const t = setTimeout(() => {
      sent.current.push(next);
      onChange(next);
    }, delayMs);
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
