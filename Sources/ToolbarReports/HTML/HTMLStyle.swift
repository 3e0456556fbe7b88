/// The report page's inline style sheet: system fonts; pictures at 1 pt = 1 px in frames that
/// scroll sideways (never scaled down, so a phone shows them at the size a designer knows); tables
/// that fit a phone or scroll in their own frame; colours with at least 4.5:1 contrast, and a
/// second cue besides colour for every classification. Rules for drawings use single selectors
/// (`.note`, never `svg .note`): inside a `<use>` only those reach the drawn copies. Print rules
/// keep captions with their pictures and set pictures side by side at 60 % (tall windows
/// smaller), screens one after another rather than a page each, tables small and wrapping at
/// word ends, and print what is collapsed on screen.
enum HTMLStyle {
    static let css = """
        :root{color-scheme:light;--ink:#1b1f24;--muted:#4a5360;--line:#c9d1db;--fail:#a4161a;--review:#7a4a00;\
        --pass:#1d6b35}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.5 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:var(--ink);\
        background:#fff}
        header,main,footer,nav{max-width:1100px;margin:0 auto;padding:0 16px}
        header{padding-top:16px}
        h1{font-size:1.6em;margin:.4em 0}h2{font-size:1.3em;margin:1.6em 0 .5em;border-bottom:1px solid var(--line)}
        h3{font-size:1.1em;margin:1.2em 0 .4em}h4{font-size:1em;margin:.8em 0 .2em}
        .meta,.note-text{color:var(--muted)}
        .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px}
        .badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:.8em;font-weight:600;\
        vertical-align:middle}
        .badge.fail{background:var(--fail)}.badge.needsReview{background:var(--review)}.badge.pass{background:var(--pass)}
        .badge.new{background:#0b5cad}
        .scroll,.frame{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
        .scroll:focus-visible,.frame:focus-visible{outline:2px solid #0b5cad;outline-offset:2px}
        table{border-collapse:collapse;margin:.4em 0;font-size:.92em}
        th,td{border:1px solid var(--line);padding:3px 7px;text-align:left;vertical-align:top}
        th{background:#eef1f5}
        td.num{text-align:right}
        figure{margin:.6em 0 1em}figcaption{color:var(--muted);font-size:.9em}
        .frame svg{display:block;max-width:none}
        text{fill:#111;font-family:-apple-system,system-ui,sans-serif;font-size:11px}
        .note{fill:#4a5360;font-size:10px}.cap{font-size:11px;font-weight:600}.tick{font-size:10px}
        .navtitle{font-size:15px;font-weight:600}.large{font-size:26px;font-weight:700}
        .glyph{font-size:16px;font-weight:600}.red{fill:#b3141b;font-weight:700}
        .bar{fill:#f1f3f6;stroke:#7b8594}.window{fill:#fafbfc;stroke:#c9d1db;stroke-dasharray:6 4}
        .menu{fill:#fff;stroke:#7b8594}.divider,.axis{stroke:#4a5360}
        .break{stroke:#a4161a;stroke-dasharray:3 2}.here{fill:#1b1f24}
        .item{stroke:#4a5360;stroke-width:1}.item.primary{fill:#d6e6ff;stroke:#0b5cad;stroke-width:2}
        .item.secondary{fill:#dcf1e2;stroke:#1d6b35;stroke-width:1.5;stroke-dasharray:5 3}
        .item.overflow{fill:#efe3fb;stroke:#5b2d91;stroke-width:1.5;stroke-dasharray:1.5 2.5}
        .item.destructive{fill:#fde0e0;stroke:#b3141b;stroke-width:3}.item.none{fill:#eceff2}
        .system{fill:#fff;stroke:#7b8594}
        .errors{fill:#b3141b}.warnings{fill:#c98a00}.review{fill:#5b6b80}
        .grid{stroke:#e3e7ec}.change{stroke:#0b5cad;stroke-dasharray:2 2}
        ul.findings{padding-left:1.2em}ul.findings small{color:var(--muted);font-size:1em}
        details summary{cursor:pointer}details.more>summary{font-weight:600;color:#0b5cad;margin:.8em 0}
        .key{font-size:1.1em}.key.errors{color:#b3141b}.key.warnings{color:#c98a00}.key.review{color:#5b6b80}
        section.screen{content-visibility:auto;contain-intrinsic-size:auto 1200px}
        .tools button{font:inherit;padding:3px 10px}ul.glance{padding-left:1.2em;margin:.3em 0}
        @media (max-width:600px){body{font-size:14px}header,main,footer,nav{padding:0 10px}\
        th,td{padding:2px 4px}table{font-size:.86em}}
        @media print{.skip,nav,.tools{display:none}body{font-size:10pt}header,main,footer{max-width:none;padding:0}\
        section.screen{content-visibility:visible}h2{margin-top:1em}h3{margin:.8em 0 .3em}\
        figure,tr,.chart{break-inside:avoid}h2,h3,h4{break-after:avoid}\
        figure{display:inline-block;vertical-align:top;width:min-content;min-width:16em;max-width:100%;margin:0 12px 6px 0}\
        .scroll,.frame{overflow:visible}.frame svg{zoom:.6;max-width:1180px;max-height:480px;width:auto;height:auto}\
        table{table-layout:auto;font-size:.8em;margin:.2em 0}th,td{overflow-wrap:break-word;padding:1px 5px}\
        th br{display:none}th code{margin-left:.4em}\
        details::details-content{content-visibility:visible;display:contents}details>summary{list-style:none}\
        details.more>summary{display:none}\
        a{color:inherit;text-decoration:none}}
        """
}
