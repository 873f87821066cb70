// urikit fuzz peer: Node's RegExp (V8), the reference for URL pattern groups
// (fuzz_ecma). One line in, one line out, at once:
//   FLAGS HEX(source) HEX(text)  ->  "error" (new RegExp throws), "null"
//   (no match), or "match" and each group: "-" undefined, "=" empty, else
//   its hex; "timeout" when V8's backtracking takes longer than 100 ms (it
//   is exponential on some regexps the VM runs in linear time: no oracle).
//   Text is Latin-1: a byte a character, as urikit's VM reads it.
import { createInterface } from 'node:readline';
import vm from 'node:vm';

const un = (h) => Buffer.from(h, 'hex').toString('latin1');
const hx = (s) => Buffer.from(s, 'latin1').toString('hex');
const context = vm.createContext({});
const exec = new vm.Script('new RegExp(source, flags).exec(text)');
process.stdout.write(`ready node ${process.version}\n`);
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  const [flags, source, text] = line.split(' ');
  let answer;
  try {
    Object.assign(context, { source: un(source), flags, text: un(text ?? '') });
    const m = exec.runInContext(context, { timeout: 100 });
    answer = m === null ? 'null' : ['match', ...Array.from(m).slice(1).map((g) => (g === undefined ? '-' : g === '' ? '=' : hx(g)))].join(' ');
  } catch (e) {
    answer = String(e).includes('timed out') ? 'timeout' : 'error';
  }
  process.stdout.write(answer + '\n');
}
