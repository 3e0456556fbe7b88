#!/usr/bin/env bash
# Opens an HTML report in headless Chromium and saves a PNG screenshot of it.
#
#   scripts/screenshot-report.sh REPORT.html [OUTPUT.png] [WIDTHxHEIGHT]
#
# Defaults: OUTPUT is docs/images/report.png, the window 1100x1400 (use 390x1600 for a phone).
# Needs Debian's chromium-headless-shell (or chromium): apt-get install -y chromium-headless-shell
set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 ]]; then
    echo "usage: $0 REPORT.html [OUTPUT.png] [WIDTHxHEIGHT]" >&2
    exit 64
fi
report=$1
output=${2:-docs/images/report.png}
size=${3:-1100x1400}
if [[ ! -f $report ]]; then
    echo "Error: $report is not a file" >&2
    exit 66
fi
if [[ ! $size =~ ^[0-9]+x[0-9]+$ ]]; then
    echo "Error: size must look like 1100x1400, got $size" >&2
    exit 64
fi

browser=""
for candidate in chromium-headless-shell chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
        browser=$candidate
        break
    fi
done
if [[ -z $browser ]]; then
    echo "Error: no headless Chromium found; install it with: apt-get install -y chromium-headless-shell" >&2
    exit 69
fi

absolute=$(cd "$(dirname "$report")" && pwd)/$(basename "$report")
mkdir -p "$(dirname "$output")"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
flags=(--no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile"
       --window-size="${size/x/,}" --screenshot="$output")
# chromium (not the headless shell) needs --headless to stay off screen.
[[ $browser != chromium-headless-shell ]] && flags=(--headless "${flags[@]}")
"$browser" "${flags[@]}" "file://$absolute" >/dev/null 2>&1
if [[ ! -s $output ]]; then
    echo "Error: $browser wrote no screenshot" >&2
    exit 70
fi
echo "$output"
