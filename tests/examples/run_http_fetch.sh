#!/usr/bin/env bash
# examples/http_fetch against tests/examples/redirect_server.py on loopback:
# the redirect chain ends in 200 (the server answers 404 to any request
# target or Host it does not expect) and each hop is the expected one.
#   run_http_fetch.sh FETCH_BINARY PYTHON3
set -eu
fetch="$1"; python="$2"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
"$python" "$here/redirect_server.py" > "$work/port" &
server=$!
# Wait for the server's port (a state, not a moment): until it is written or
# the server has ended; 6,000 rounds (five minutes) only guard against a hang.
for _ in $(seq 6000); do
  [[ -s "$work/port" ]] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.05
done
port=$(head -1 "$work/port")
[[ -n "$port" ]] || { echo "the server did not start"; exit 1; }
"$fetch" "HTTP://127.0.0.1:$port/start#top" > "$work/out"
cat > "$work/expected" <<END
GET /start Host: 127.0.0.1:$port -> 302
GET /a/b?x=1 Host: 127.0.0.1:$port -> 302
GET /a/caf%E9 Host: 127.0.0.1:$port -> 302
GET /with%20space?q=a%20b Host: 127.0.0.1:$port -> 302
GET /next Host: 127.0.0.1:$port -> 302
GET /idx Host: localhost:$port -> 302
GET /final Host: localhost:$port -> 200
final: http://localhost:$port/final#own (4 bytes)
END
diff -u "$work/expected" "$work/out"
echo "http_fetch: the redirect chain of $(grep -c '^GET' "$work/out") requests passed"
