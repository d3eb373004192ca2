// The replay: a finished table (#r=CODE), or a record file the visitor
// chose (#replay), drawn step by step as the live table draws it (the
// card table of app.js, which this file reuses), every hand face up since
// the deal is over. The server computes the steps with the rules library
// (/api/tables/CODE/replay, /api/replay): this page only draws them. It
// is loaded before app.js and only defines functions and listeners; what
// it calls of app.js (state, render, t, el, ...) exists by the time any
// of it runs.
"use strict";

// replay is what the page replays: the server's reply (data), where the
// page stands (deal, step), the seat drawn at the bottom, and what is
// being loaded (a token, so that an answer the page no longer waits for
// is dropped).
const replay = { data: null, source: null, deal: 0, step: 0, bottom: 0, loading: 0 };

// replayRoute shows the replay the hash asks for and returns true, or
// leaves replay mode and returns false for any other hash (app.js's route
// goes on).
function replayRoute(hash) {
  const m = hash.match(/^#r=([a-z0-9]{1,12})$/i);
  if (m) { openReplay({ table: m[1].toLowerCase() }); return true; }
  if (hash === "#replay") {
    const text = replay.source && replay.source.text !== undefined ? replay.source.text : sessionStorage.getItem("bq:replay");
    if (text === null) return false;
    openReplay({ text });
    return true;
  }
  leaveReplay();
  return false;
}

// leaveReplay ends replay mode: the table is the live table's again.
function leaveReplay() {
  if (!document.body.classList.contains("replaying")) return;
  document.body.classList.remove("replaying");
  $("replayBar").hidden = true;
  $("replayBox").hidden = true;
  replay.data = null;
  replay.loading++;
  state.update = null;
  state.motion = null;
}

// replayFile replays a record the visitor chose (its text); a refusal
// (too large) is told next to the file's field.
async function replayFile(text) {
  tellNear("replayMsg", "");
  try { sessionStorage.setItem("bq:replay", text); } catch (_) { /* too large to keep across a reload */ }
  replay.source = { text };
  if (location.hash === "#replay") openReplay({ text });
  else location.hash = "#replay";
}

// openReplay fetches the replay of source ({table} or {text}) and shows
// it: a table on its last step (where it ended), a record at its start,
// or at its fault.
async function openReplay(source) {
  if (state.ws) { state.closedByUs = true; state.ws.close(); state.ws = null; }
  const token = ++replay.loading;
  replay.source = source;
  const req = source.table !== undefined ? fetch("/api/tables/" + source.table + "/replay")
    : fetch("/api/replay", { method: "POST", headers: { "Content-Type": "application/json" }, body: source.text });
  let data;
  try {
    await loadGames();
    const r = await req;
    data = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(data[lang] || data.en || r.statusText);
  } catch (e) {
    if (token !== replay.loading) return;
    location.hash = "";
    tellNear(source.table !== undefined ? "lobbyMsg" : "replayMsg", e.message);
    return;
  }
  if (token !== replay.loading) return;
  replay.data = data;
  const held = source.table !== undefined ? JSON.parse(localStorage.getItem("bq:" + source.table) || "null") : null;
  replay.bottom = held && held.seat >= 0 && held.seat < data.seats.length ? held.seat : 0;
  const deals = data.deals;
  if (!deals.length) { replay.deal = 0; replay.step = 0; }
  else if (source.table !== undefined) { replay.deal = deals.length - 1; replay.step = deals[deals.length - 1].steps.length - 1; }
  else if (data.verdict.fault) { replay.deal = deals.length - 1; replay.step = deals[deals.length - 1].steps.length - 1; }
  else { replay.deal = 0; replay.step = 0; }
  state.table = source.table !== undefined ? source.table : null;
  state.secret = null;
  state.seat = -1;
  state.marked.clear();
  state.refusal = null;
  state.presence = null;
  state.motion = null;
  $("lobby").hidden = true;
  $("table").hidden = false;
  document.body.classList.add("replaying");
  $("replayBar").hidden = false;
  $("replayBox").hidden = false;
  drawReplay(true);
}

// replayStep is the step the page stands at, or null when there is none.
function replayStep() {
  const d = replay.data && replay.data.deals[replay.deal];
  return d ? d.steps[replay.step] : null;
}

// replayState is the live table's state for the step: playing, a deal
// over, or at the last step of the last deal the table's end (finished
// or abandoned; a record's match over is finished). A table still played
// has only a deal over there.
function replayState(d, k) {
  const data = replay.data;
  const deal = data.deals[d];
  if (k < deal.steps.length - 1 || !deal.result) return "playing";
  if (d === data.deals.length - 1) {
    if (data.state === "finished" || data.state === "abandoned") return data.state;
    if (!data.state && data.verdict.over) return "finished";
  }
  return "deal-over";
}

// replayUpdate is the step as the live table's update of a seat at the
// bottom: the view with that seat's hand, every hand face up, the match
// sheet up to the step.
function replayUpdate() {
  const data = replay.data;
  const step = replayStep();
  const st = replayState(replay.deal, replay.step);
  const results = data.deals.slice(0, replay.deal).map((x) => x.result).filter(Boolean);
  if (st !== "playing") results.push(data.deals[replay.deal].result);
  const view = Object.assign({}, step.view, { hand: step.hands[replay.bottom] || [] });
  return { seq: replay.step, state: st, seat: replay.bottom, view, seats: data.seats, results, timer: null,
    hands: step.hands, passing: step.passing, replay: true };
}

// drawReplay draws the step: the table by app.js's render, then what
// only a replay has (the stock face up, the cards being passed, the
// controls, the move, the verdict and the deal's explained scores).
// Still, no card moves (stillReplay).
function drawReplay(still) {
  const data = replay.data;
  if (!data) return;
  const b = document.body.dataset;
  b.replayDeal = replay.deal;
  b.replayStep = replay.step;
  const step = replayStep();
  if (step) {
    const u = replayUpdate();
    state.update = u;
    state.explain = u.state !== "playing" ? data.deals[replay.deal].explain || null : null;
    render();
    if (still) stillReplay();
    replayExtras(step);
  } else {
    $("where").textContent = gameTitle(data.game || "");
    $("title").textContent = gameTitle(data.game || "");
    for (const id of ["others", "meSeat", "hand", "trick", "centerInfo", "actions", "last", "sheet"]) $(id).replaceChildren();
    $("scoreBox").hidden = true;
    $("msg").textContent = t("rpNothing");
    b.state = "";
  }
  replayControls();
  replayVerdict();
  replayScores();
}

// replayExtras adds to the drawn table what the live table has not: the
// stock face up, and the cards the bottom seat is passing.
function replayExtras(step) {
  if (step.stock && step.stock.length) {
    // Under the live table's "stock: 2", its cards.
    const s = el("div", "stockShown");
    for (const c of step.stock) s.append(tinyCard(c));
    $("centerInfo").append(s);
  }
  const p = step.passing && step.passing[replay.bottom];
  if (p && p.length) {
    const w = el("div", "passing");
    w.append(el("span", "hint", t("passedTo") + ":"));
    for (const c of p) w.append(tinyCard(c));
    $("passInfo").replaceChildren(w);
  }
  for (const box of document.querySelectorAll("#others .seat")) {
    box.classList.add("turnable");
    box.title = t("rpTurn");
    box.onclick = () => { replay.bottom = +box.dataset.seat; drawReplay(true); };
  }
}

// tinyCard is a small face-up card, out of the keyboard's way.
function tinyCard(c) {
  const e = cardEl(c, "shown tiny");
  e.tabIndex = -1;
  return e;
}

// replayHand is seat i's hand face up in its box (app.js's seatBox draws
// it instead of the backs), with the cards it is passing.
function replayHand(u, i) {
  const box = el("div", "faceup");
  for (const c of u.hands[i] || []) box.append(tinyCard(c));
  const p = u.passing && u.passing[i];
  if (p && p.length) {
    const w = el("div", "passing");
    w.append(el("span", "hint", t("passedTo") + ":"));
    for (const c of p) w.append(tinyCard(c));
    box.append(w);
  }
  return box;
}

// moveText tells a move in words, the seats named as the table names them.
function moveText(m, view) {
  const n = seatName(m.seat);
  const cards = (cs) => (cs || []).map(cardLabel).join(" ");
  if (m.play) return t("rpPlays", n, cardLabel(m.play));
  if (m.pass) return t("rpPasses", n, cards(m.pass));
  if (m.stock) return t("rpStock", n, cards(m.stock));
  if (m.push) return t("rpPush", n);
  if (m.announce) return t("rpAnnounce", n, t(m.announce));
  if (m.draw) {
    const from = view && view.lastDraw && view.lastDraw.seat === m.seat ? view.lastDraw.from : -1;
    return from >= 0 ? t("rpDrawsFrom", n, cardLabel(m.draw), seatName(from)) : t("rpDraws", n, cardLabel(m.draw));
  }
  return "";
}

// replayControls draws the bar: where the page stands, the buttons, and
// the move that led to the step.
function replayControls() {
  const data = replay.data;
  const deals = data.deals;
  const deal = deals[replay.deal];
  const pos = $("replayPos");
  if (!deal) { pos.textContent = ""; $("replayMove").textContent = ""; }
  else {
    pos.textContent = t("rpDealOf", replay.deal + 1, deals.length) + " · " + t("rpStepOf", replay.step, deal.steps.length - 1);
    const step = deal.steps[replay.step];
    $("replayMove").textContent = step.move ? moveText(step.move, step.view) : t("rpDealt", seatName(deal.dealer));
  }
  const f = data.verdict.fault;
  const atFault = f && f.move && deal && replay.deal === deals.length - 1 && replay.step === deal.steps.length - 1;
  $("replayNext").textContent = atFault ? t("rpRefused", moveText(f.move, null)) + " (" + (f.ref || f.rule) + ")" : "";
  const first = !deal || (replay.deal === 0 && replay.step === 0);
  const last = !deal || (replay.deal === deals.length - 1 && replay.step === deal.steps.length - 1);
  for (const [id, off] of [["rpDealPrev", first], ["rpTrickPrev", first], ["rpPrev", first], ["rpNext", last], ["rpTrickNext", last], ["rpDealNext", last]]) {
    const b = $(id);
    b.textContent = t(id);
    b.disabled = off;
  }
  $("rpKeys").textContent = t("rpKeys");
  $("replayTitle").textContent = t("rpReplay");
  const dl = $("replayDownload");
  dl.hidden = replay.source.table === undefined;
  dl.href = "/api/tables/" + replay.source.table + "/record";
  dl.textContent = t("download");
}

// replayVerdict tells the referee's verdict on the whole record: valid,
// with its totals (and winners once the match is over), or its fault, its
// rule's ID and sentence in the page's language, and where it is.
function replayVerdict() {
  const data = replay.data;
  const v = data.verdict;
  const box = $("replayVerdict");
  box.replaceChildren();
  box.classList.toggle("bad", !v.valid);
  if (v.valid) {
    box.append(el("p", "", t("valid")));
    const names = (v.totals || []).map((x, i) => seatName(i) + " " + x).join(" · ");
    if (names) box.append(el("p", "", t("totals") + ": " + names));
    if (v.over && (v.winners || []).length) box.append(el("p", "", t("winners", v.winners.map(seatName).join(", "))));
  } else if (v.fault) {
    const f = v.fault;
    box.append(el("p", "", t("invalid")));
    const p = el("p", "rule");
    p.append(el("b", "", f.ref || f.rule), " ", withPageNames(f[lang] || f.en));
    box.append(p);
    const where = [];
    if (f.deal !== null) where.push(t("deals_n", f.deal + 1));
    if (f.action !== null) where.push(t("rpAction", f.action + 1));
    if (f.seat !== null) where.push(seatName(f.seat));
    if (where.length) box.append(el("p", "hint", where.join(" · ")));
    if (f.move) box.append(el("p", "", t("rpRefused", moveText(f.move, null))));
  }
  if (data.cut) box.append(el("p", "hint", t("rpCut", data.deals.reduce((k, d) => k + d.steps.length, 0))));
}

// replayScores explains the scores of the deal the page is in, once the
// deal is complete: its outcome, and each seat's points term by term, as
// the table explains them at the end of a deal.
function replayScores() {
  const box = $("replayScores");
  box.replaceChildren();
  const deal = replay.data.deals[replay.deal];
  if (!deal || !deal.result) return;
  const r = deal.result;
  box.append(el("h4", "", t("rpScores", replay.deal + 1) + " · " + (t("outcomes")[r.outcome] || r.outcome)));
  const explain = deal.explain && (deal.explain[lang] || deal.explain.en);
  const ul = el("ul", "list");
  for (let i = 0; i < r.points.length; i++) {
    const li = el("li");
    li.append(el("b", "", seatName(i) + ": " + t("rpPoints", r.points[i])));
    const terms = explain && explain[i] ? explain[i].map(withPageNames) : [];
    if (terms.length) li.append(el("div", "hint", terms.join("; ")));
    ul.append(li);
  }
  box.append(ul);
}

// ---- stepping ----

// stillReplay stops every card the table just drew from moving (app.js
// moves what is new since its last drawing: dealt, played, taken in,
// drawn), for a step backwards or a jump, on which a card would fly the
// wrong way or from nowhere.
function stillReplay() {
  for (const e of document.querySelectorAll("#middle .taken")) e.remove();
  for (const e of document.querySelectorAll("#felt .fly")) e.classList.remove("fly");
}

// stops reports whether step k of deal d is a place the trick buttons
// stop at: a trick just taken, any move but a card played to a trick,
// the deal's start and its end.
function replayStops(d, k) {
  const steps = replay.data.deals[d].steps;
  const s = steps[k];
  if (k === 0 || k === steps.length - 1 || !s.move || !s.move.play) return true;
  const cur = s.view.current;
  return !cur || !cur.cards || cur.cards.length === 0;
}

// replayGo moves by one move (by: "move"), to the next place the trick
// buttons stop at ("trick"), or to the next deal's start ("deal"),
// forwards (dir 1) or backwards (-1), and draws the step.
function replayGo(by, dir) {
  const deals = replay.data && replay.data.deals;
  if (!deals || !deals.length) return;
  let d = replay.deal, k = replay.step;
  const back = () => { if (k > 0) k--; else if (d > 0) { d--; k = deals[d].steps.length - 1; } else return false; return true; };
  const fwd = () => { if (k < deals[d].steps.length - 1) k++; else if (d < deals.length - 1) { d++; k = 0; } else return false; return true; };
  if (by === "deal") {
    if (dir > 0) { if (d < deals.length - 1) { d++; k = 0; } else k = deals[d].steps.length - 1; }
    else if (k > 0) k = 0;
    else if (d > 0) d--;
  } else if (by === "trick") {
    const step = dir > 0 ? fwd : back;
    while (step() && !replayStops(d, k)) { /* on to the next stop */ }
  } else if (dir > 0) fwd();
  else back();
  if (d === replay.deal && k === replay.step) return;
  // Only a move forwards moves cards: backwards they would fly the
  // wrong way, and a jump has nothing to show on its way.
  replay.deal = d;
  replay.step = k;
  drawReplay(dir < 0 || by !== "move");
}

// The keyboard: the arrows step (left and right a move, up and down a
// trick), Page Up and Down a deal, Home and End the deal's start and end;
// not while typing in a field.
window.addEventListener("keydown", (ev) => {
  if (!replay.data || $("table").hidden || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  if (ev.target && /^(INPUT|SELECT|TEXTAREA)$/.test(ev.target.tagName)) return;
  const keys = { ArrowLeft: ["move", -1], ArrowRight: ["move", 1], ArrowUp: ["trick", -1], ArrowDown: ["trick", 1],
    PageUp: ["deal", -1], PageDown: ["deal", 1] };
  let go = keys[ev.key];
  if (ev.key === "Home" || ev.key === "End") {
    const deal = replay.data.deals[replay.deal];
    if (!deal) return;
    ev.preventDefault();
    ev.stopPropagation();
    replay.step = ev.key === "Home" ? 0 : deal.steps.length - 1;
    drawReplay(true);
    return;
  }
  if (!go) return;
  ev.preventDefault();
  ev.stopPropagation(); // the live table's arrows move the focus along the hand
  replayGo(...go);
}, true);

// The buttons, and the language: the page's switch sets <html lang>,
// and the replay's own texts follow it.
window.addEventListener("DOMContentLoaded", () => {
  const buttons = { rpDealPrev: ["deal", -1], rpTrickPrev: ["trick", -1], rpPrev: ["move", -1], rpNext: ["move", 1],
    rpTrickNext: ["trick", 1], rpDealNext: ["deal", 1] };
  for (const [id, go] of Object.entries(buttons)) $(id).onclick = () => replayGo(...go);
  // The live table's deals that are over, replayed.
  $("replayLink").onclick = (ev) => { ev.preventDefault(); if (state.table) location.hash = "#r=" + state.table; };
  new MutationObserver(() => { if (replay.data && !$("table").hidden) drawReplay(true); })
    .observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
});
