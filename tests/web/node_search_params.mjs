// urikit tests: Node's URLSearchParams (a separate implementation of the URL
// Standard) as a differential peer. Reads JSON lines, one per case:
//   {"init": S}  -> {"pairs": [[name, value], ...], "str": ..., "sorted": ...}
//                   (new URLSearchParams(S), its toString(), and after sort())
//   {"href": S}  -> {"href": null} when new URL(S) fails, else
//                   {"pairs": ..., "href": ...} (url.searchParams, and the
//                   URL's href after url.searchParams.sort())
import { createInterface } from 'node:readline';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
for await (const line of lines) {
  const t = JSON.parse(line);
  let result;
  if ('init' in t) {
    const p = new URLSearchParams(t.init);
    const pairs = [...p];
    const str = p.toString();
    p.sort();
    result = { pairs, str, sorted: p.toString() };
  } else {
    let u = null;
    try { u = new URL(t.href); } catch { u = null; }
    if (u === null) {
      result = { href: null };
    } else {
      const pairs = [...u.searchParams];
      u.searchParams.sort();
      result = { pairs, href: u.href };
    }
  }
  out.push(JSON.stringify(result));
  if (out.length >= 4096) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
}
if (out.length) process.stdout.write(out.join('\n') + '\n');
