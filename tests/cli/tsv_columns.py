"""The escapes of the shared TSV files (shared/data/crawler/README.md):
\\\\ \\t \\n \\r and \\xHH (one raw byte); read by the CLI checks."""


def unescape(column: bytes) -> bytes:
    out, i = bytearray(), 0
    while i < len(column):
        c = column[i:i + 1]
        if c == b"\\" and i + 1 < len(column):
            e = column[i + 1:i + 2]
            if e == b"x":
                out += bytes([int(column[i + 2:i + 4], 16)])
                i += 4
                continue
            out += {b"t": b"\t", b"n": b"\n", b"r": b"\r"}.get(e, e)
            i += 2
            continue
        out += c
        i += 1
    return bytes(out)
