// urikit tests: Node's RegExp (V8, ECMAScript's semantics) as the reference
// for URL pattern groups. Reads JSON lines, one per case:
//   {"re": S, "flags": F, "texts": [T, ...]} ->
//   {"error": message} when new RegExp(S, F) throws, else
//   {"results": [null or [group 1, group 2, ...] (null for undefined), ...]}
//   (exec of each text; S is anchored by the caller).
import { createInterface } from 'node:readline';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
for await (const line of lines) {
  const t = JSON.parse(line);
  let result;
  try {
    const re = new RegExp(t.re, t.flags);
    result = {
      results: t.texts.map((text) => {
        const m = re.exec(text);
        return m === null ? null : m.slice(1).map((g) => (g === undefined ? null : g));
      }),
    };
  } catch (e) {
    result = { error: String(e) };
  }
  out.push(JSON.stringify(result));
  if (out.length >= 4096) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
}
if (out.length) process.stdout.write(out.join('\n') + '\n');
