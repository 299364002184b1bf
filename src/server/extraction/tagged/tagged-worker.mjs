// Reads tagged filings (Inline XBRL, XBRL instances, report packages) in a worker thread, so that a
// large or hostile filing never holds the API's event loop and can be stopped (terminated) and
// limited in memory like a PDF (see ../worker-thread.ts). Plain JavaScript that loads the reader's
// TypeScript through tsx's namespaced import (a dependency of the service), so it runs the same
// under vitest, `node --import tsx` (npm start) and plain node. Protocol (../pdf-worker-common.mjs):
//   in:  { id, op: "check", bytes: Uint8Array }
//        { id, op: "read", bytes: Uint8Array, file: string }
//   out: { id, ok: true, kind }           ("check": "ixbrl" | "xbrl" | "report_package")
//        { id, ok: true, outcome }        ("read": the extraction outcome)
//        { id, ok: false, unreadable: true, name: "FilingRefusedError", message }  (refused)
//        { id, ok: false, unreadable: false, name, message }                       (failure)
import { tsImport } from "tsx/esm/api";
import { serve } from "../pdf-worker-common.mjs";

// Loaded once per thread; messages wait for it.
const modules = Promise.all([
  tsImport("./filing-kind.ts", import.meta.url),
  tsImport("./extract-tagged.ts", import.meta.url),
]);

serve(async (msg) => {
  const [filingKind, extractTagged] = await modules;
  const bytes = Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength);
  try {
    if (msg.op === "check") return { ok: true, kind: await filingKind.detectFilingKind(bytes) };
    return { ok: true, outcome: await extractTagged.extractFiling(bytes, msg.file) };
  } catch (err) {
    if (err instanceof filingKind.FilingRefusedError) {
      return { ok: false, unreadable: true, name: "FilingRefusedError", message: err.message };
    }
    throw err;
  }
});
