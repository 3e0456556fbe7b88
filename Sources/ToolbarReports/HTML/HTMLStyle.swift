/// The report page's inline style sheet: system fonts, readable on a phone (tables scroll
/// sideways inside their box), colours with at least 4.5:1 contrast, and print rules.
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
    .scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
    table{border-collapse:collapse;margin:.4em 0;font-size:.92em}
    th,td{border:1px solid var(--line);padding:3px 7px;text-align:left;vertical-align:top}
    th{background:#eef1f5}
    td.num{text-align:right}
    figure{margin:.6em 0 1em}figcaption{color:var(--muted);font-size:.9em}
    figure svg{max-width:100%;height:auto;display:block}
    svg text{fill:#111;font-family:-apple-system,system-ui,sans-serif}
    .note{fill:#4a5360}.cap{font-size:11px;font-weight:600}
    .bar{fill:#f1f3f6;stroke:#7b8594}.menu{fill:#fff;stroke:#7b8594}.divider,.axis{stroke:#4a5360}
    .break{stroke:#a4161a;stroke-dasharray:3 2}.here{fill:#1b1f24}
    .item{stroke:#4a5360}.item.primary{fill:#d6e6ff}.item.secondary{fill:#dcf1e2}.item.overflow{fill:#efe3fb}
    .item.destructive{fill:#fde0e0}.item.none{fill:#eceff2}.system{fill:#fff;stroke:#7b8594}
    ul.findings{padding-left:1.2em}ul.findings small{color:var(--muted);font-size:1em}
    details summary{cursor:pointer}
    @media (max-width:600px){body{font-size:14px}th,td{padding:2px 4px}}
    @media print{.skip,nav{display:none}section.screen{break-before:page}}
    """
}
