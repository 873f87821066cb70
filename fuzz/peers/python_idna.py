"""urikit fuzz peer: CPython 3.11's "idna" and "punycode" codecs (Unicode
14.0), the Internet Archive's, for fuzz_idna2003. One line in, one out:
  idna HEX(UTF-8 label) -> "ok HEX(ToASCII)" or "error" (UnicodeError)
  puny HEX(UTF-8 text)  -> "ok HEX(text.encode('punycode'))"
Another CPython says so in its first line and stops (no oracle)."""
import encodings.idna
import sys
import unicodedata

if sys.version_info[:2] != (3, 11) or unicodedata.unidata_version != "14.0.0":
    print(f"not the reference: CPython {sys.version.split()[0]} (Unicode {unicodedata.unidata_version})", flush=True)
    sys.exit(0)
print("ready cpython", sys.version.split()[0], flush=True)
for line in sys.stdin:
    kind, _, data = line.rstrip("\n").partition(" ")
    text = bytes.fromhex(data).decode("utf-8")
    try:
        out = encodings.idna.ToASCII(text) if kind == "idna" else text.encode("punycode")
        print("ok", out.hex(), flush=True)
    except UnicodeError:
        print("error", flush=True)
