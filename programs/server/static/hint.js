// The page's hint: a button (and the ? key) for the seat to act, which
// asks the table's owner what the fast built-in player would do in the
// seat's place, shows that it is thinking meanwhile, then the reason in
// the page's language, and marks the hinted cards. The server answers
// for the asking connection's own seat only (its secret). Kept apart
// from app.js: it reads the page's state and draws nothing else.
"use strict";
(() => {
  const W = {
    en: { hint: "Hint", thinking: "Thinking…", none: "No hint now:", hintIs: "Hint:" },
    de: { hint: "Tipp", thinking: "Wird überlegt…", none: "Jetzt kein Tipp:", hintIs: "Tipp:" },
    da: { hint: "Tip", thinking: "Tænker…", none: "Intet tip nu:", hintIs: "Tip:" },
  };
  const w = (k) => (W[lang] || W.en)[k];
  const btn = $("hintBtn"), out = $("hintMsg");
  let asking = "";  // the decision a hint was asked for (decision), "": none
  let shown = null; // { at, move, reason } of the hint shown, at its decision

  // decision names what the seat has to decide: its hand, its turn and
  // its announcements. Another seat's move (a pass made meanwhile) leaves
  // it, and the hint for it, as they were.
  function decision(u) {
    return u ? JSON.stringify([u.seat, u.view.hand, u.view.turn, u.view.announce, u.view.current]) : "";
  }

  // local is the offline page's engine (local.js), which gives hints only
  // if it has a hint of its own; the server's page asks the server.
  const local = window.bqLocal;

  // mayHint reports whether the seat has something to decide now.
  function mayHint() {
    if (local && !local.hint) return false;
    const u = state.update;
    return !!(u && u.state === "playing" && u.seat >= 0 && (u.view.turn || (u.view.announce || []).length));
  }

  // hinted returns the elements the hinted move names: the cards of a
  // play, a pass or a stock, the back of an Old Maid draw.
  function hinted(mv) {
    if (mv.drawAt !== undefined) return [...document.querySelectorAll(`.fan .card.back.legal[data-pos="${mv.drawAt}"]`)];
    const cards = mv.play ? [mv.play] : (mv.pass || mv.stock || []);
    return cards.map((c) => document.querySelector(`#hand .card[data-card="${c}"]`)).filter((e) => e);
  }

  // refresh draws the button and the hint for the update shown; a hint
  // for another decision than the seat's now is dropped.
  function refresh() {
    const u = state.update;
    btn.textContent = w("hint");
    btn.hidden = !mayHint();
    btn.disabled = asking !== "";
    if (shown && decision(u) !== shown.at) shown = null;
    if (asking) { out.textContent = w("thinking"); return; }
    if (!shown) { if (!out.classList.contains("bad")) out.textContent = ""; return; }
    out.classList.remove("bad");
    out.textContent = w("hintIs") + " " + (shown.reason[lang] || shown.reason.en);
    for (const e of hinted(shown.move)) e.classList.add("hinted");
  }

  async function ask() {
    const conn = state.ws && state.ws.bq;
    if (!mayHint() || asking || !(local || conn)) return;
    asking = decision(state.update);
    shown = null;
    out.classList.remove("bad");
    refresh();
    try {
      const d = local ? await local.hint() :
        (await cfCall(conn, { rpc: { method: "hint", data: { table: state.table, secret: state.secret || "" } } })).rpc.data;
      if (d && decision(state.update) === asking) shown = { at: asking, move: d.move, reason: d.reason };
    } catch (e) {
      let why = e.message || "";
      try { const r = JSON.parse(why); why = r[lang] || r.en; } catch (_) { /* keep the text */ }
      out.textContent = w("none") + " " + why;
      out.classList.add("bad");
    }
    asking = "";
    refresh();
  }

  btn.onclick = ask;
  document.addEventListener("keydown", (ev) => {
    if (ev.key !== "?" || ev.ctrlKey || ev.altKey || ev.metaKey || (ev.target.closest && ev.target.closest("input, textarea, select"))) return;
    ev.preventDefault();
    ask();
  });
  // The page draws the hand and the seats again at every update: the
  // hint follows.
  new MutationObserver(refresh).observe($("hand"), { childList: true });
  new MutationObserver(refresh).observe($("others"), { childList: true });
  new MutationObserver(() => { out.classList.remove("bad"); refresh(); }).observe(document.body, { attributes: true, attributeFilter: ["data-seq"] });
  $("lang").addEventListener("click", () => setTimeout(refresh));
})();
