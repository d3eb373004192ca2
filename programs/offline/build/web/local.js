// The offline page's transport. The engine and the built-in players run
// in this page, compiled to WebAssembly (bq.wasm, from programs/offline);
// app.js draws the table as it does for the server and, finding
// window.bqLocal, asks this instead of the server. The service worker
// (sw.js) keeps the page's files, so that after its first load the page
// plays with the network off.
"use strict";
(() => {
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
  // A table lives as long as the page: a reload starts at the form.
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);

  // engine is the WebAssembly program's API (globalThis.blackqueen), once
  // it runs.
  const engine = (async () => {
    const go = new Go();
    const r = await fetch("bq.wasm");
    const { instance } = await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject);
    go.run(instance); // sets globalThis.blackqueen, then waits for calls
    return globalThis.blackqueen;
  })();

  // pace is how long a built-in player pauses before it acts, in
  // milliseconds, so that people can follow: ?pace=N sets it (0 to 5000).
  const asked = new URLSearchParams(location.search).get("pace");
  const pace = asked !== null && /^\d{1,4}$/.test(asked) ? Math.min(+asked, 5000) : 700;

  // seed is 64 random bytes in hex: the deals' seed and the built-in
  // players'.
  const seed = () => [...crypto.getRandomValues(new Uint8Array(64))].map((b) => b.toString(16).padStart(2, "0")).join("");

  // refusal reads a rejection of the engine (a Refusal in JSON).
  const refusal = (e) => {
    try { return JSON.parse(e); } catch (_) { return { code: "error", en: String(e), de: String(e) }; }
  };

  window.bqLocal = {
    // api answers the page's requests of the server's API.
    async api(path, body) {
      const bq = await engine;
      if (path === "/api/games") return JSON.parse(bq.games());
      if (path === "/api/lobby") return { tables: [] };
      if (path === "/api/history") return { games: [] };
      if (path === "/api/tables" && body) {
        try {
          return JSON.parse(await bq.create(JSON.stringify(Object.assign({}, body, { seed: seed(), pace }))));
        } catch (e) {
          const r = refusal(e);
          throw new Error(r[document.documentElement.lang] || r.en);
        }
      }
      throw new Error("offline: " + path);
    },
    // connect sends the table's publications to hear, the first as fresh.
    async connect(hear) {
      const bq = await engine;
      let fresh = true;
      bq.subscribe((p) => { hear(JSON.parse(p), fresh); fresh = false; });
    },
    // send carries out one of the page's messages; a refusal is heard as
    // the server's channel tells it.
    async send(m, hear) {
      const bq = await engine;
      try {
        await bq.send(JSON.stringify(m));
      } catch (e) {
        hear({ t: "refused", v: 1, refusal: refusal(e) });
      }
    },
    // hint is the fast player's hint for the person's seat, as the
    // server's "hint" answers it; a refusal is thrown as the server's is
    // (its message the Refusal in JSON).
    async hint() {
      const bq = await engine;
      try {
        return JSON.parse(await bq.hint());
      } catch (e) {
        throw { message: typeof e === "string" ? e : String(e) };
      }
    },
    // stats is how long the built-in players took per decision so far.
    async stats() { return JSON.parse((await engine).stats()); },
  };
})();
