// urikit tests: Node's URL (a separate implementation of the URL Standard)
// as a differential peer. Reads JSON lines {"input": ..., "base": ... | null}
// and writes one JSON line {"href": ... | null} per input (null: failure).
import { createInterface } from 'node:readline';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
for await (const line of lines) {
  const t = JSON.parse(line);
  let href = null;
  try {
    href = (t.base === null ? new URL(t.input) : new URL(t.input, t.base)).href;
  } catch {
    href = null;
  }
  out.push(JSON.stringify({ href }));
  if (out.length >= 4096) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
}
if (out.length) process.stdout.write(out.join('\n') + '\n');
