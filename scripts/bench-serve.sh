#!/usr/bin/env bash
# `storychop serve` against nginx (Debian's) serving the same built site, side by side in one
# run (issue 38's figures). Not a test: a shared machine is noisy, so each figure is the median
# of RUNS runs, and the contenders take turns going first.
#
#   bash scripts/bench-serve.sh [ARCHIVE] [RUNS] [SECONDS]     (defaults: a copy of
#        sample-archive built in BENCH_DIR, 3 runs, 10 seconds a measurement)
#
# bench.sh calls it at its end with its 1,000-story archive. Environment: BENCH_DIR (default
# /tmp/storychop-bench-serve), STORYCHOP (the binary; default .build/release/storychop, built
# when missing). Installs nginx-light, wrk, time and curl when missing.
#
# Both servers listen on free loopback ports: nginx with a configuration of its own in BENCH_DIR
# (two workers, sendfile, no access log; without tcp_nopush, which here held each 64 KB range
# back and cut nginx's ranges a second from 21,000 to 3,000), serve with `--port`. wrk, 2 threads and 100 connections
# for SECONDS each: (1) one story's page, (2) 64 KB Range requests at random places in the largest
# recording (a Lua script sets the Range header). Prints requests per second side by side, serve's
# share of nginx's (target: at least half) and serve's peak memory, VmHWM (target: under 64 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
work="${BENCH_DIR:-/tmp/storychop-bench-serve}"
archive="${1:-}"
runs="${2:-3}"
seconds="${3:-10}"

. scripts/bench-lib.sh
mkdir -p "$work"
bench_storychop if-missing "$work"
bench_install nginx-light wrk time curl

if [[ -z "$archive" ]]; then
  archive="$work/sample-archive"
  rm -rf "$archive"
  cp -r sample-archive "$archive"
  "$storychop" build --archive "$archive" --no-check --quiet
fi
site="$archive/$(sed -n 's/^site: *//p' "$archive/storychop.yml" | head -1)"
[[ "$site" == "$archive/" ]] && site="$archive/site"
page="$(cd "$site" && ls -d stories/*/index.html | head -1)"
recording="$(cd "$site" && find stories -type f \( -name 'audio.*' -o -name 'playable.*' \) -printf '%s %p\n' | sort -n | tail -1 | cut -d' ' -f2)"
size=$(stat -c %s "$site/$recording")
echo "== $site: page /$page, recording /$recording ($size bytes)"

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_port() {
  for _ in $(seq 200); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.05
  done
  echo "error: nothing listens on port $1" >&2; exit 3
}

nginx_port=$(free_port)
mkdir -p "$work/nginx"
cat > "$work/nginx/nginx.conf" <<CONF
worker_processes 2;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  server {
    listen 127.0.0.1:$nginx_port;
    root $site;
    location ~ /\. { deny all; }
  }
}
CONF
nginx -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" &
nginx_pid=$!
serve_port=$(free_port)
"$storychop" serve --archive "$archive" --port "$serve_port" > "$work/serve.out" 2> "$work/serve.err" &
serve_pid=$!
trap 'kill -INT $serve_pid 2>/dev/null || true; kill -QUIT $nginx_pid 2>/dev/null || true; wait 2>/dev/null || true' EXIT
wait_port "$nginx_port"
wait_port "$serve_port"
# serve answers once its first build (up to date here) has made its copy of the site.
for _ in $(seq 600); do
  [[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$serve_port/$page")" == 200 ]] && break
  sleep 0.1
done
cmp <(curl -s "http://127.0.0.1:$nginx_port/$recording") "$site/$recording"
cmp <(curl -s "http://127.0.0.1:$serve_port/$recording") "$site/$recording"

cat > "$work/range.lua" <<LUA
local size = $size
local piece = 65536
math.randomseed(os.time())
request = function()
  local first = 0
  if size > piece then first = math.random(0, size - piece) end
  local last = math.min(first + piece, size) - 1
  return wrk.format("GET", "/$recording", { ["Range"] = "bytes=" .. first .. "-" .. last })
end
LUA

results="$work/serve-results.txt"
: > "$results"
measure() {   # measure NAME PORT KIND
  local args=(-t2 -c100 -d"${seconds}s" --latency)
  [[ "$3" == range ]] && args+=(-s "$work/range.lua")
  local rps
  rps=$(wrk "${args[@]}" "http://127.0.0.1:$2/$page" | awk '/^Requests\/sec:/ { print $2 }')
  echo "$1 $3 $rps" >> "$results"
  printf '  %-6s %-5s %10.0f requests/s\n' "$1" "$3" "$rps"
}
for run in $(seq "$runs"); do
  echo "== Run $run of $runs"
  for kind in page range; do
    if (( run % 2 )); then measure nginx "$nginx_port" "$kind"; measure serve "$serve_port" "$kind"
    else measure serve "$serve_port" "$kind"; measure nginx "$nginx_port" "$kind"; fi
  done
done
peak_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$serve_pid/status")

med_of() { awk -v who="$1" -v kind="$2" '$1 == who && $2 == kind { print $3 }' "$results" | median; }
echo "== Medians of $runs runs, ${seconds} s each, 100 connections"
for kind in page range; do
  nginx_rps=$(med_of nginx "$kind"); serve_rps=$(med_of serve "$kind")
  ratio=$(awk -v s="$serve_rps" -v n="$nginx_rps" 'BEGIN { printf "%.2f", s / n }')
  verdict=$(awk -v r="$ratio" 'BEGIN { print (r >= 0.5 ? "met" : "MISSED") }')
  printf '  %-5s nginx %10.0f/s  serve %10.0f/s  serve/nginx %s (target >= 0.5: %s)\n' "$kind" "$nginx_rps" "$serve_rps" "$ratio" "$verdict"
done
printf '  serve peak RSS (VmHWM) %.1f MB (target < 64 MB: %s)\n' "$(awk -v k="$peak_kb" 'BEGIN { print k / 1024 }')" \
  "$(awk -v k="$peak_kb" 'BEGIN { print (k / 1024 < 64 ? "met" : "MISSED") }')"
