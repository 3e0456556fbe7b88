/// The parts of a large HTML report that keep it quick to open: each screen's pictures, tables and
/// history kept as inert data (a browser scans a `<script>` block of a type it does not run for
/// its end and builds nothing from it; ``HTMLPacking`` makes it smaller), and the small inline
/// script that unpacks a block and turns it into markup when
/// its screen is opened, followed to by a link (`#s12`) or shown with "Show every screen in full",
/// making live only the drawing definitions (`<symbol>`, `<g>`) it uses. Printing prints what the
/// page holds (the summary, each screen's failing items and the screens opened): building all of
/// a 1,000-screen report before printing did not finish in 15 minutes in headless Chromium.
enum HTMLScript {
    /// `markup` kept inert until the script builds it, in the place it is built: packed
    /// (``HTMLPacking``, type `text/x-packed-html`), else as it is (`text/html`).
    static func inert(_ markup: String, attributes: String = "") -> String {
        let safe = neutralised(markup)
        if let packed = HTMLPacking.pack(safe) {
            return "<script type=\"\(packedType)\"\(attributes)>" + packed + "</script>\n"
        }
        return "<script type=\"text/html\"\(attributes)>" + safe + "</script>\n"
    }

    /// The type of a packed block.
    static let packedType = "text/x-packed-html"

    /// `markup` safe inside a script element: the only two things that could end it early or
    /// change how it is read, `</script` and `<!--`, have their `<` written as `&lt;`, which
    /// reads the same once built. Escaped names never hold either; this is the second guard.
    static func neutralised(_ markup: String) -> String {
        var cuts: [Int] = []
        let less = UInt8(ascii: "<")
        let found: Void? = markup.utf8.withContiguousStorageIfAvailable { bytes in
            for index in bytes.indices where bytes[index] == less && endsData(bytes, at: index) {
                cuts.append(index)
            }
        }
        if found == nil {
            let bytes = Array(markup.utf8)
            for index in bytes.indices where bytes[index] == less && endsData(bytes, at: index) {
                cuts.append(index)
            }
        }
        guard !cuts.isEmpty else { return markup }
        var bytes = Array(markup.utf8)
        for index in cuts.reversed() { bytes.replaceSubrange(index...index, with: "&lt;".utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the `<` at `index` starts `</script` (any case) or `<!--`.
    static func endsData<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Int) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        func matches(_ word: String) -> Bool {
            var position = index + 1
            for expected in word.utf8 {
                guard position < bytes.endIndex else { return false }
                let byte = bytes[position]
                // ASCII letters compare case-insensitively.
                let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
                guard lower == expected else { return false }
                position += 1
            }
            return true
        }
        return matches("/script") || matches("!--")
    }

    /// In `<head>`: without scripts the deferred parts cannot be built, so their empty toggles
    /// are hidden (the note from ``notes(screens:)`` says why).
    static let withoutScripts =
        "<noscript><style>details.more{display:none}</style></noscript>\n"
        + "<style>@media screen{.print-only{display:none}}</style>\n"

    /// Under the header: what a reader without scripts sees, and the button that builds every
    /// screen (for searching the whole page or printing it), shown only when the script runs.
    static func notes(screens: Int) -> String {
        "<noscript><p class=\"note-text\">This report of \(ReportText.count(screens, "screen")) keeps each "
            + "screen's pictures, commands, checklist and history as data that a small script in the page "
            + "draws when the screen is opened. With scripts off you see the summary and every screen's "
            + "findings; for the rest, allow scripts for this file or use <code>--format md</code> or "
            + "<code>--format json</code>.</p></noscript>\n"
            + "<p class=\"tools\"><button type=\"button\" id=\"show-all\" hidden>Show every screen in full "
            + "(to search or print the whole report)</button></p>\n"
            + "<p class=\"note-text print-only\">Printed: the summary and each screen's failing items; the "
            + "screens opened before printing in full. To print every screen, choose “Show every screen in full” "
            + "first (a screen takes several pages).</p>\n"
    }

    /// The page's only script. Builds a collapsed part from its inert block on first open; makes
    /// live the definitions the built part refers to (and those they refer to) from the inert
    /// block of definitions, one per line; opens the screen a link points at; builds everything
    /// on "Show every screen in full".
    static let source = #"""
        (() => {
        "use strict";
        const unpack = (block) => {
          if (block.type === "text/html") return block.textContent;
          const input = new TextEncoder().encode(block.textContent);
          let out = new Uint8Array(input.length * 4 + 64);
          let n = 0;
          let i = 0;
          const number = () => {
            let value = 0;
            for (let shift = 0; ; shift += 5) {
              const digit = input[i++] - 63;
              value += (digit & 31) * 2 ** shift;
              if (!(digit & 32)) return value;
            }
          };
          while (i < input.length) {
            const end = input.indexOf(1, i);
            const stop = end < 0 ? input.length : end;
            if (n + stop - i + 4096 > out.length) {
              const bigger = new Uint8Array((n + stop - i + 4096) * 2);
              bigger.set(out.subarray(0, n));
              out = bigger;
            }
            out.set(input.subarray(i, stop), n);
            n += stop - i;
            i = stop;
            if (i >= input.length) break;
            i++;
            const length = number() + 8;
            const distance = number() + 1;
            if (n + length > out.length) {
              const bigger = new Uint8Array((n + length) * 2);
              bigger.set(out.subarray(0, n));
              out = bigger;
            }
            for (let k = 0; k < length; k++, n++) out[n] = out[n - distance];
          }
          return new TextDecoder().decode(out.subarray(0, n));
        };
        const live = document.getElementById("drawings");
        let index = null;
        const define = (root) => {
          if (!index) {
            index = new Map();
            const text = [...document.querySelectorAll("script.drawing-data")].map(unpack).join("");
            for (const line of text.split("\n")) {
              const start = line.indexOf(' id="') + 5;
              if (start > 4) index.set(line.slice(start, line.indexOf('"', start)), line);
            }
          }
          const todo = [root];
          while (todo.length) {
            for (const use of todo.pop().querySelectorAll("use")) {
              const id = (use.getAttribute("href") || "").slice(1);
              const line = index.get(id);
              if (line === undefined) continue;
              index.delete(id);
              live.insertAdjacentHTML("beforeend", line);
              todo.push(live.lastElementChild);
            }
          }
        };
        const build = (more) => {
          const data = more.querySelector(":scope > script[type^='text/']");
          if (!data) return;
          data.insertAdjacentHTML("afterend", unpack(data));
          data.remove();
          define(more);
        };
        document.addEventListener("toggle", (event) => {
          if (event.target.open && event.target.matches("details.more")) build(event.target);
        }, true);
        const follow = () => {
          let id = location.hash.slice(1);
          try { id = decodeURIComponent(id); } catch (error) { return; }
          const target = id && document.getElementById(id);
          const section = target && target.closest("section.screen");
          const more = section && section.querySelector("details.more");
          if (!more || more.open) return;
          build(more);
          more.open = true;
          target.scrollIntoView();
        };
        window.addEventListener("hashchange", follow);
        follow();
        const all = () => {
          for (const more of document.querySelectorAll("details.more")) { build(more); more.open = true; }
        };
        const button = document.getElementById("show-all");
        button.hidden = false;
        button.addEventListener("click", () => { all(); button.hidden = true; });
        })();
        """#
}
