#!/usr/bin/env bash
# Pictures of an HTML report as people see it: on a desktop (1440 px), on a phone (390 px) and
# printed (PDF, its first pages as PNG), from headless Chromium.
#
#   scripts/screenshot-report.sh [-o OUTPUT-DIR] [REPORT.html]
#
# Without REPORT.html it makes the demo report in a temporary folder with the debug build
# (`toolbar-registry demo`, then Share of the crowded editor given high priority by "ana" and a
# second audit, so each screen's history has two audits and a change between them).
# OUTPUT-DIR (default docs/images) receives report-desktop.png, report-phone.png and
# report-print-summary.png and report-print-screen.png: page 1 of the report printed to PDF (the
# summary) and the page where the first screen's pictures start. It prints the page count.
# Needs chromium (apt-get install -y chromium) and pdftoppm and pdftotext (apt-get install -y
# poppler-utils).
set -euo pipefail

usage() {
    echo "usage: $0 [-o OUTPUT-DIR] [REPORT.html]" >&2
    exit 64
}
root=$(cd "$(dirname "$0")/.." && pwd)
output=$root/docs/images
while [[ $# -gt 0 ]]; do
    case $1 in
        -o) [[ $# -ge 2 ]] || usage; output=$2; shift 2 ;;
        -h|--help) usage ;;
        -*) usage ;;
        *) break ;;
    esac
done
[[ $# -le 1 ]] || usage

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
        browser=$candidate
        break
    fi
done
if [[ -z $browser ]]; then
    echo "Error: no headless Chromium found; install it with: apt-get install -y chromium" >&2
    exit 69
fi
if ! command -v pdftoppm >/dev/null 2>&1; then
    echo "Error: pdftoppm not found; install it with: apt-get install -y poppler-utils" >&2
    exit 69
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ $# -ge 1 ]]; then
    report=$1
    if [[ ! -f $report ]]; then
        echo "Error: $report is not a file" >&2
        exit 66
    fi
else
    (cd "$root" && swift build --product toolbar-registry >/dev/null)
    tool=$(cd "$root" && swift build --show-bin-path)/toolbar-registry
    db=$work/registry.sqlite
    "$tool" demo --db "$db" >/dev/null || [[ $? == 2 ]]
    "$tool" command update "PhotoEditor/Crowded Editor/share" --priority high --author ana --db "$db" >/dev/null
    "$tool" audit --author ci --db "$db" >/dev/null || [[ $? == 2 ]]
    report=$work/report.html
    "$tool" report --format html --timestamp 2026-12-01T00:00:00Z -o "$report" --db "$db"
fi
absolute=$(cd "$(dirname "$report")" && pwd)/$(basename "$report")
mkdir -p "$output"

# One fresh profile per run; --headless keeps chromium off screen.
run_browser() {
    local profile
    profile=$(mktemp -d "$work/profile.XXXX")
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$profile" "$@" "file://$absolute" >/dev/null 2>&1
}

run_browser --window-size=1440,1800 --screenshot="$output/report-desktop.png"
run_browser --window-size=390,1800 --screenshot="$output/report-phone.png"
run_browser --no-pdf-header-footer --print-to-pdf="$work/report.pdf"
# Page 1 is the summary; the first screen's pictures start on the first page with the heading
# "Toolbar in every scenario" (pages are separated by form feeds in pdftotext's output).
first=$(pdftotext -layout "$work/report.pdf" - 2>/dev/null \
    | awk 'BEGIN { RS = "\f" } /Toolbar in every scenario/ && !found { found = NR } END { print found }')
pdftoppm -png -r 60 -singlefile -f 1 -l 1 "$work/report.pdf" "$work/summary"
pdftoppm -png -r 60 -singlefile -f "${first:-3}" -l "${first:-3}" "$work/report.pdf" "$work/screen"
[[ -s $work/summary.png ]] && mv "$work/summary.png" "$output/report-print-summary.png"
[[ -s $work/screen.png ]] && mv "$work/screen.png" "$output/report-print-screen.png"

for file in report-desktop.png report-phone.png report-print-summary.png report-print-screen.png; do
    if [[ ! -s $output/$file ]]; then
        echo "Error: $browser wrote no $file" >&2
        exit 70
    fi
done
pages=$(pdfinfo "$work/report.pdf" 2>/dev/null | awk '/^Pages:/ { print $2 }' || true)
echo "$output: report-desktop.png (1440 px), report-phone.png (390 px), report-print-summary.png and" \
    "report-print-screen.png (pages 1 and ${first:-3} of ${pages:-?} printed)"
