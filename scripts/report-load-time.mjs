#!/usr/bin/env node
// Measures how long an HTML report takes to become interactive in headless Chromium, over the
// DevTools protocol (no packages needed; Node 22+, or Node 20 with --experimental-websocket):
//
//   node --experimental-websocket scripts/report-load-time.mjs REPORT.html [WIDTH] [--runs N] [--budget SECONDS]
//
// For each run (a fresh browser each time) it opens the file at WIDTH px (default 1440) and
// reports, from the start of the navigation: DOMContentLoaded, the load event, and "interactive":
// the load event fired and the page then painted a frame and answered a script. It then opens the
// last screen's collapsed details (as a reader would) and times until they are built and painted. It also counts
// requests other than the file itself and console errors, both of which must be zero.
// Prints one line per run and the median; with --budget, exits 1 when the median misses it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const value = args[index + 1];
  args.splice(index, 2);
  return value;
};
const runs = Number(option("--runs", "3"));
const budget = option("--budget", null);
if (args.length < 1 || args.length > 2 || !Number.isInteger(runs) || runs < 1) {
  console.error("usage: report-load-time.mjs REPORT.html [WIDTH] [--runs N] [--budget SECONDS]");
  process.exit(64);
}
const file = resolve(args[0]);
const width = Number(args[1] ?? "1440");
if (!existsSync(file)) {
  console.error(`Error: ${file} does not exist`);
  process.exit(66);
}
if (typeof WebSocket === "undefined") {
  console.error("Error: this Node has no WebSocket; use Node 22+ or run with --experimental-websocket");
  process.exit(69);
}
const browser = ["chromium", "chromium-browser", "google-chrome"].find((name) =>
  process.env.PATH.split(":").some((dir) => existsSync(join(dir, name))));
if (!browser) {
  console.error("Error: no Chromium found; install it with: apt-get install -y chromium");
  process.exit(69);
}

/** Starts a headless browser and returns its DevTools WebSocket URL and process. */
function launch(profile) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(browser, [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      `--user-data-dir=${profile}`, "--remote-debugging-port=0", `--window-size=${width},900`, "about:blank",
    ], { stdio: ["ignore", "ignore", "pipe"] });
    let text = "";
    child.stderr.on("data", (chunk) => {
      text += chunk;
      const match = text.match(/DevTools listening on (ws:\/\/\S+)/);
      if (match) resolvePromise({ url: match[1], child });
    });
    child.on("exit", (code) => reject(new Error(`${browser} exited (${code}) before listening`)));
  });
}

/** A minimal DevTools protocol client. */
async function connect(url) {
  const socket = new WebSocket(url);
  await new Promise((ok, fail) => { socket.onopen = ok; socket.onerror = fail; });
  let next = 1;
  const pending = new Map();
  const listeners = [];
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data.id && pending.has(data.id)) {
      const { ok, fail } = pending.get(data.id);
      pending.delete(data.id);
      data.error ? fail(new Error(data.error.message)) : ok(data.result);
    } else if (data.method) {
      for (const listener of listeners) listener(data);
    }
  };
  return {
    send(method, params = {}, sessionId) {
      const id = next++;
      socket.send(JSON.stringify({ id, method, params, sessionId }));
      return new Promise((ok, fail) => pending.set(id, { ok, fail }));
    },
    on(listener) { listeners.push(listener); },
    close() { socket.close(); },
  };
}

async function measure() {
  const profile = mkdtempSync(join(tmpdir(), "report-load-"));
  const { url, child } = await launch(profile);
  try {
    const cdp = await connect(url);
    const { targetId } = await cdp.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
    const send = (method, params) => cdp.send(method, params, sessionId);
    const requests = [];
    const errors = [];
    let loaded;
    const loadFired = new Promise((ok) => { loaded = ok; });
    cdp.on((event) => {
      if (event.sessionId !== sessionId) return;
      if (event.method === "Network.requestWillBeSent") requests.push(event.params.request.url);
      if (event.method === "Runtime.exceptionThrown") errors.push(event.params.exceptionDetails.text);
      if (event.method === "Runtime.consoleAPICalled" && event.params.type === "error") errors.push("console.error");
      if (event.method === "Log.entryAdded" && event.params.entry.level === "error") errors.push(event.params.entry.text);
      if (event.method === "Page.loadEventFired") loaded();
    });
    for (const domain of ["Page", "Runtime", "Network", "Log"]) await send(`${domain}.enable`);
    await send("Emulation.setDeviceMetricsOverride", { width, height: 900, deviceScaleFactor: 1, mobile: width < 600 });
    const start = performance.now();
    await send("Page.navigate", { url: `file://${file}` });
    await loadFired;
    // Interactive: after the load event, a frame is painted and the page answers a script.
    await send("Runtime.evaluate", {
      expression: "new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))", awaitPromise: true,
    });
    const interactive = (performance.now() - start) / 1000;
    const timing = (await send("Runtime.evaluate", {
      expression: "JSON.stringify((({domContentLoadedEventEnd: d, loadEventEnd: l, startTime: s}) => ({d: d - s, l: l - s}))(performance.getEntriesByType('navigation')[0]))",
      returnByValue: true,
    })).result.value;
    const { d, l } = JSON.parse(timing);
    // Opening the last screen's collapsed part, as a reader would, until it is built (a large
    // report's part is inert data the page's script builds on opening) and a frame is painted.
    const open = (await send("Runtime.evaluate", {
      expression: `new Promise(r => { const all = document.querySelectorAll('section.screen details.more');
        const last = all[all.length - 1]; if (!last) return r(-1); const t = performance.now(); last.open = true;
        last.scrollIntoView(); const built = () => !last.querySelector(':scope > script[type="text/html"]');
        const wait = () => requestAnimationFrame(() => setTimeout(() => built() ? r(performance.now() - t) : wait(), 0));
        wait(); })`,
      awaitPromise: true, returnByValue: true,
    })).result.value;
    cdp.close();
    const external = requests.filter((request) => request !== `file://${file}`);
    return { domContentLoaded: d / 1000, load: l / 1000, interactive, open: open / 1000, external, errors };
  } finally {
    child.kill();
    await new Promise((ok) => child.once("exit", ok));
    rmSync(profile, { recursive: true, force: true });
  }
}

const results = [];
for (let run = 1; run <= runs; run++) {
  const result = await measure();
  results.push(result);
  console.log(`run ${run}: DOMContentLoaded ${result.domContentLoaded.toFixed(2)} s, load ${result.load.toFixed(2)} s, `
    + `interactive ${result.interactive.toFixed(2)} s, last screen opened in `
    + (result.open < 0 ? "- (no collapsed screens)" : `${result.open.toFixed(2)} s`)
    + `; ${result.external.length} other requests, ${result.errors.length} console errors`);
  for (const request of result.external) console.log(`  request: ${request}`);
  for (const error of result.errors) console.log(`  error: ${error}`);
}
const sorted = results.map((result) => result.interactive).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const clean = results.every((result) => result.external.length === 0 && result.errors.length === 0);
let line = `median interactive ${median.toFixed(2)} s at ${width} px over ${runs} run${runs === 1 ? "" : "s"}`;
if (budget !== null) line += `  target < ${budget} s ${median < Number(budget) ? "MET" : "MISSED"}`;
console.log(line);
process.exit((budget !== null && median >= Number(budget)) || !clean ? 1 : 0);
