// The blackqueen table page: plain JavaScript, no build step, nothing
// from other hosts. The server sends each seat its own view; this page
// only draws it and sends the seat's moves.
"use strict";

const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

// ---- language ----
const T = {
  en: {
    create: "New table", yourName: "Your name", game: "Game", seats: "Seats", deals: "Deals (0: the whole match)",
    options: "Options", optionsHint: "Each rule the game leaves a choice in, set to its default.", byDefault: "default",
    public: "List in the lobby (otherwise only by code)", createBtn: "Create and sit down", joinCode: "Join by code",
    go: "Go", open: "Open tables", recent: "Finished games", judge: "Referee", judgeHint: "Replay a game record (JSON file), with the referee's verdict.",
    leave: "Leave", lastTrick: "Last trick", deal: "Deal", sheet: "Match sheet", chat: "Chat", send: "Send",
    download: "Download the record", judgeIt: "Ask the referee", person: "a person", seat: "Seat", you: "you",
    join: "Join", watch: "Watch", free: "free", bot: "built-in", waiting: "Waiting for players…", yourTurn: "Your turn",
    turnOf: (n) => `${n} to play`, drawFrom: (n) => `Draw a card from ${n}`, pass: (k, n) => `Pass ${k} cards to ${n}`,
    passBtn: (k) => `Pass these ${k}`, stock: (k) => `Put ${k} cards back into the stock`, stockBtn: "Put back",
    take: "Take the stock", push: "Push the stock on", announce: { jungfrau: "Announce Jungfrau", durchmarsch: "Announce Durchmarsch" },
    next: "Next deal", nextWait: "Waiting for the others…", timerOn: "Timer: on (switch off)", timerOff: "Timer: off (switch on)",
    timerWish: "you asked for it off", countdown: (s) => `${s} s`, auto: (n) => `Time up: a card was drawn for ${n}`,
    pair: (n) => `${n} lays down a pair`, laid: "pairs", discards: (k) => (k === 1 ? "1 card on the discard pile" : `${k} cards on the discard pile`),
    tricks: "tricks", total: "total", points: "points", outcome: "outcome", finished: "The table has finished.",
    abandoned: "The table was closed.", winners: (w) => `Winner: ${w}`, lowest: (w) => `Lowest total: ${w}`, loser: (n) => `${n} is left with the maid`,
    share: "Code", copy: "link", valid: "The referee finds the record valid.", invalid: "The referee refuses the record:",
    refused: "Not allowed:", noTable: "There is no such table.", spectator: "You are watching.",
    connecting: "Connecting…", reconnecting: "Connection lost; reconnecting…", stockSize: (k) => `stock: ${k}`,
    jungfrau: "Jungfrau", durchmarsch: "Durchmarsch", pushed: "pushed", dealer: "dealer", sitsOut: "sits out", isOut: "out", none: "none yet",
    game_names: {}, lobbyEmpty: "No open table. Create one!", historyEmpty: "None yet.", received: "received",
    passedTo: "passed", deals_n: (n) => `deal ${n}`, totals: "totals", timerShort: "short turns", heartsBroken: "hearts broken",
    outcomes: { normal: "card points", jungfrau: "Jungfrau", durchmarsch: "Durchmarsch", "announced-jungfrau": "announced Jungfrau",
      "announced-durchmarsch": "announced Durchmarsch", "failed-announcement": "failed announcement", moon: "shooting the moon",
      slam: "slam", redeal: "void deal, dealt again", "old-maid": "left with the maid" },
    cards: (k) => (k === 1 ? "1 card" : `${k} cards`), tricksN: (k) => (k === 1 ? "1 trick" : `${k} tricks`), pairs: (k) => (k === 1 ? "1 pair" : `${k} pairs`),
    watching: (k) => `${k} watching`, moving: "The table is moving to another server…",
    badOption: (n, form) => `The option ${n} is not written as it should be: ${form}.`,
    badMessage: "The message is not one the table understands.", rateLimit: "Too many messages: slow down.",
    ranks: { 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten", J: "jack", Q: "queen", K: "king", A: "ace" },
    suits: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" }, cardName: (r, s) => `${r} of ${s}`, joker: "joker",
    canPlay: "can be played", cannotPlay: "cannot be played", canChoose: "can be chosen", marked: "chosen", timerOffTag: "wants the timer off",
    drawBack: (k, n) => `card ${k} of ${n}, can be drawn`, recordFile: "record (JSON)",
    rpReplay: "Replay", rpDealPrev: "« Deal", rpTrickPrev: "‹‹ Trick", rpPrev: "‹ Move", rpNext: "Move ›", rpTrickNext: "Trick ››", rpDealNext: "Deal »",
    rpKeys: "Keys: ← → a move, ↑ ↓ a trick, Page Up/Down a deal, Home/End the deal's start and end.",
    rpDealOf: (d, k) => `Deal ${d} of ${k}`, rpStepOf: (s, k) => `move ${s} of ${k}`, rpDealt: (n) => `${n} deals the cards`,
    rpPlays: (n, c) => `${n} plays ${c}`, rpPasses: (n, cs) => `${n} passes ${cs}`, rpStock: (n, cs) => `${n} takes the stock and puts back ${cs}`,
    rpPush: (n) => `${n} pushes the stock on`, rpAnnounce: (n, a) => `${n} announces ${a}`, rpDraws: (n, c) => `${n} draws ${c}`,
    rpDrawsFrom: (n, c, f) => `${n} draws ${c} from ${f}`, rpRefused: (m) => `Refused: ${m}`, rpAction: (k) => `action ${k}`,
    rpCut: (k) => `The record is longer than a replay shows: these are its first ${k} steps.`, rpScores: (d) => `Deal ${d}`,
    rpNothing: "Nothing of this record can be replayed.", rpTurn: "Turn the table to this seat",
    rpPoints: (k) => (k === 1 || k === -1 ? `${k} point` : `${k} points`),
  },
  de: {
    create: "Neuer Tisch", yourName: "Dein Name", game: "Spiel", seats: "Plätze", deals: "Spiele (0: die ganze Partie)",
    options: "Optionen", optionsHint: "Jede Regel, die das Spiel offen lässt, auf ihrer Vorgabe.", byDefault: "Vorgabe",
    public: "In der Lobby zeigen (sonst nur per Code)", createBtn: "Erstellen und Platz nehmen", joinCode: "Mit Code beitreten",
    go: "Los", open: "Offene Tische", recent: "Beendete Spiele", judge: "Schiedsrichter", judgeHint: "Ein Spielprotokoll (JSON-Datei) nachspielen, mit dem Urteil des Schiedsrichters.",
    leave: "Verlassen", lastTrick: "Letzter Stich", deal: "Spiel", sheet: "Spielzettel", chat: "Chat", send: "Senden",
    download: "Protokoll herunterladen", judgeIt: "Schiedsrichter fragen", person: "ein Mensch", seat: "Platz", you: "du",
    join: "Beitreten", watch: "Zuschauen", free: "frei", bot: "Computer", waiting: "Warte auf Mitspieler…", yourTurn: "Du bist dran",
    turnOf: (n) => `${n} ist dran`, drawFrom: (n) => `Zieh eine Karte von ${n}`, pass: (k, n) => `Gib ${k} Karten an ${n}`,
    passBtn: (k) => `Diese ${k} abgeben`, stock: (k) => `Leg ${k} Karten in den Stock zurück`, stockBtn: "Zurücklegen",
    take: "Stock aufnehmen", push: "Stock weiterschieben", announce: { jungfrau: "Jungfrau ansagen", durchmarsch: "Durchmarsch ansagen" },
    next: "Nächstes Spiel", nextWait: "Warte auf die anderen…", timerOn: "Timer: an (ausschalten)", timerOff: "Timer: aus (einschalten)",
    timerWish: "du willst ihn aus", countdown: (s) => `${s} s`, auto: (n) => `Zeit abgelaufen: für ${n} wurde gezogen`,
    pair: (n) => `${n} legt ein Paar ab`, laid: "Paare", discards: (k) => (k === 1 ? "1 Karte abgelegt" : `${k} Karten abgelegt`),
    tricks: "Stiche", total: "Summe", points: "Punkte", outcome: "Ausgang", finished: "Der Tisch ist beendet.",
    abandoned: "Der Tisch wurde geschlossen.", winners: (w) => `Gewinner: ${w}`, lowest: (w) => `Niedrigste Summe: ${w}`, loser: (n) => `${n} bleibt auf dem Schwarzen Peter sitzen`,
    share: "Code", copy: "Link", valid: "Der Schiedsrichter findet das Protokoll gültig.", invalid: "Der Schiedsrichter weist das Protokoll zurück:",
    refused: "Nicht erlaubt:", noTable: "Diesen Tisch gibt es nicht.", spectator: "Du schaust zu.",
    connecting: "Verbinde…", reconnecting: "Verbindung verloren; verbinde neu…", stockSize: (k) => `Stock: ${k}`,
    jungfrau: "Jungfrau", durchmarsch: "Durchmarsch", pushed: "geschoben", dealer: "Geber", sitsOut: "setzt aus", isOut: "ausgeschieden", none: "noch keine",
    game_names: { "old-maid": "Schwarzer Peter" }, lobbyEmpty: "Kein offener Tisch. Erstell einen!", historyEmpty: "Noch keine.",
    received: "erhalten", passedTo: "abgegeben", deals_n: (n) => `Spiel ${n}`, totals: "Summen", timerShort: "kurze Züge", heartsBroken: "Herz gebrochen",
    outcomes: { normal: "Kartenpunkte", jungfrau: "Jungfrau", durchmarsch: "Durchmarsch", "announced-jungfrau": "angesagte Jungfrau",
      "announced-durchmarsch": "angesagter Durchmarsch", "failed-announcement": "gescheiterte Ansage", moon: "Mondschuss",
      slam: "alle Stiche", redeal: "ungültig, neu gegeben", "old-maid": "Schwarzer Peter" },
    cards: (k) => (k === 1 ? "1 Karte" : `${k} Karten`), tricksN: (k) => (k === 1 ? "1 Stich" : `${k} Stiche`), pairs: (k) => (k === 1 ? "1 Paar" : `${k} Paare`),
    watching: (k) => `${k} schauen zu`, moving: "Der Tisch zieht auf einen anderen Server um…",
    badOption: (n, form) => `Die Option ${n} ist nicht richtig geschrieben: ${form}.`,
    badMessage: "Die Nachricht versteht der Tisch nicht.", rateLimit: "Zu viele Nachrichten: bitte langsamer.",
    ranks: { 2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun", 10: "Zehn", J: "Bube", Q: "Dame", K: "König", A: "Ass" },
    suits: { C: "Kreuz", D: "Karo", H: "Herz", S: "Pik" }, cardName: (r, s) => `${s} ${r}`, joker: "Joker",
    canPlay: "kann gespielt werden", cannotPlay: "kann nicht gespielt werden", canChoose: "kann gewählt werden", marked: "gewählt",
    timerOffTag: "möchte die Uhr aus", drawBack: (k, n) => `Karte ${k} von ${n}, kann gezogen werden`, recordFile: "Protokoll (JSON)",
    rpReplay: "Wiederholung", rpDealPrev: "« Spiel", rpTrickPrev: "‹‹ Stich", rpPrev: "‹ Zug", rpNext: "Zug ›", rpTrickNext: "Stich ››", rpDealNext: "Spiel »",
    rpKeys: "Tasten: ← → ein Zug, ↑ ↓ ein Stich, Bild auf/ab ein Spiel, Pos1/Ende Anfang und Ende des Spiels.",
    rpDealOf: (d, k) => `Spiel ${d} von ${k}`, rpStepOf: (s, k) => `Zug ${s} von ${k}`, rpDealt: (n) => `${n} gibt die Karten`,
    rpPlays: (n, c) => `${n} spielt ${c}`, rpPasses: (n, cs) => `${n} gibt ${cs} ab`, rpStock: (n, cs) => `${n} nimmt den Stock auf und legt ${cs} zurück`,
    rpPush: (n) => `${n} schiebt den Stock weiter`, rpAnnounce: (n, a) => `${n} sagt ${a} an`, rpDraws: (n, c) => `${n} zieht ${c}`,
    rpDrawsFrom: (n, c, f) => `${n} zieht ${c} von ${f}`, rpRefused: (m) => `Abgelehnt: ${m}`, rpAction: (k) => `Aktion ${k}`,
    rpCut: (k) => `Das Protokoll ist länger, als eine Wiederholung zeigt: das sind seine ersten ${k} Schritte.`, rpScores: (d) => `Spiel ${d}`,
    rpNothing: "Von diesem Protokoll lässt sich nichts nachspielen.", rpTurn: "Den Tisch zu diesem Platz drehen",
    rpPoints: (k) => (k === 1 || k === -1 ? `${k} Punkt` : `${k} Punkte`),
  },
  da: {
    create: "Nyt bord", yourName: "Dit navn", game: "Spil", seats: "Pladser", deals: "Giv (0: hele partiet)",
    options: "Indstillinger", optionsHint: "Hver regel, spillet lader være åben, står på sin standard.", byDefault: "standard",
    public: "Vis i lobbyen (ellers kun med kode)", createBtn: "Opret og sæt dig", joinCode: "Deltag med kode",
    go: "Gå", open: "Åbne borde", recent: "Afsluttede spil", judge: "Dommer", judgeHint: "Genafspil en spilprotokol (JSON-fil) med dommerens afgørelse.",
    leave: "Forlad", lastTrick: "Sidste stik", deal: "Giv", sheet: "Regnskab", chat: "Chat", send: "Send",
    download: "Hent protokollen", judgeIt: "Spørg dommeren", person: "et menneske", seat: "Plads", you: "du",
    join: "Deltag", watch: "Se med", free: "ledig", bot: "computer", waiting: "Venter på spillere…", yourTurn: "Din tur",
    turnOf: (n) => `${n} er i tur`, drawFrom: (n) => `Træk et kort fra ${n}`, pass: (k, n) => `Giv ${k} kort videre til ${n}`,
    passBtn: (k) => `Giv disse ${k} videre`, stock: (k) => `Læg ${k} kort tilbage i talonen`, stockBtn: "Læg tilbage",
    take: "Tag talonen op", push: "Skub talonen videre", announce: { jungfrau: "Meld Jungfrau", durchmarsch: "Meld Durchmarsch" },
    next: "Næste giv", nextWait: "Venter på de andre…", timerOn: "Ur: til (slå fra)", timerOff: "Ur: fra (slå til)",
    timerWish: "du vil have det slået fra", countdown: (s) => `${s} s`, auto: (n) => `Tiden er gået: der blev trukket for ${n}`,
    pair: (n) => `${n} lægger et par ned`, laid: "par", discards: (k) => (k === 1 ? "1 kort i bunken" : `${k} kort i bunken`),
    tricks: "stik", total: "sum", points: "point", outcome: "udfald", finished: "Bordet er afsluttet.",
    abandoned: "Bordet blev lukket.", winners: (w) => `Vinder: ${w}`, lowest: (w) => `Laveste sum: ${w}`, loser: (n) => `${n} sidder tilbage med Sorte Per`,
    share: "Kode", copy: "link", valid: "Dommeren finder protokollen gyldig.", invalid: "Dommeren afviser protokollen:",
    refused: "Ikke tilladt:", noTable: "Det bord findes ikke.", spectator: "Du ser med.",
    connecting: "Forbinder…", reconnecting: "Forbindelsen blev afbrudt; forbinder igen…", stockSize: (k) => `talon: ${k}`,
    jungfrau: "Jungfrau", durchmarsch: "Durchmarsch", pushed: "skubbet", dealer: "giver", sitsOut: "står over", isOut: "ude", none: "ingen endnu",
    game_names: { "black-maria": "Sorte Maria", hearts: "Hjerter", "old-maid": "Sorte Per" }, lobbyEmpty: "Intet åbent bord. Opret et!",
    historyEmpty: "Ingen endnu.", received: "modtaget", passedTo: "givet videre", deals_n: (n) => `giv ${n}`, totals: "summer",
    timerShort: "korte træk", heartsBroken: "hjerter brudt",
    outcomes: { normal: "kortpoint", jungfrau: "Jungfrau", durchmarsch: "Durchmarsch", "announced-jungfrau": "meldt Jungfrau",
      "announced-durchmarsch": "meldt Durchmarsch", "failed-announcement": "mislykket melding", moon: "at skyde månen",
      slam: "slem", redeal: "ugyldigt giv, gives igen", "old-maid": "sad med Sorte Per" },
    cards: (k) => (k === 1 ? "1 kort" : `${k} kort`), tricksN: (k) => (k === 1 ? "1 stik" : `${k} stik`), pairs: (k) => (k === 1 ? "1 par" : `${k} par`),
    watching: (k) => `${k} ser med`, moving: "Bordet flytter til en anden server…",
    badOption: (n, form) => `Indstillingen ${n} er ikke skrevet, som den skal: ${form}.`,
    badMessage: "Bordet forstår ikke beskeden.", rateLimit: "For mange beskeder: sæt tempoet ned.",
    ranks: { 2: "to", 3: "tre", 4: "fire", 5: "fem", 6: "seks", 7: "syv", 8: "otte", 9: "ni", 10: "ti", J: "knægt", Q: "dame", K: "konge", A: "es" },
    suits: { C: "klør", D: "ruder", H: "hjerter", S: "spar" }, cardName: (r, s) => `${s} ${r}`, joker: "joker",
    canPlay: "kan spilles", cannotPlay: "kan ikke spilles", canChoose: "kan vælges", marked: "valgt",
    timerOffTag: "vil have uret slået fra", drawBack: (k, n) => `kort ${k} af ${n}, kan trækkes`, recordFile: "protokol (JSON)",
    rpReplay: "Genafspilning", rpDealPrev: "« Giv", rpTrickPrev: "‹‹ Stik", rpPrev: "‹ Træk", rpNext: "Træk ›", rpTrickNext: "Stik ››", rpDealNext: "Giv »",
    rpKeys: "Taster: ← → et træk, ↑ ↓ et stik, Page Up/Down et giv, Home/End givets start og slutning.",
    rpDealOf: (d, k) => `Giv ${d} af ${k}`, rpStepOf: (s, k) => `træk ${s} af ${k}`, rpDealt: (n) => `${n} giver kortene`,
    rpPlays: (n, c) => `${n} spiller ${c}`, rpPasses: (n, cs) => `${n} giver ${cs} videre`, rpStock: (n, cs) => `${n} tager talonen op og lægger ${cs} tilbage`,
    rpPush: (n) => `${n} skubber talonen videre`, rpAnnounce: (n, a) => `${n} melder ${a}`, rpDraws: (n, c) => `${n} trækker ${c}`,
    rpDrawsFrom: (n, c, f) => `${n} trækker ${c} fra ${f}`, rpRefused: (m) => `Afvist: ${m}`, rpAction: (k) => `handling ${k}`,
    rpCut: (k) => `Protokollen er længere, end en genafspilning viser: dette er dens første ${k} skridt.`, rpScores: (d) => `Giv ${d}`,
    rpNothing: "Intet af denne protokol kan genafspilles.", rpTurn: "Drej bordet til denne plads",
    rpPoints: (k) => `${k} point`,
  },
};
// LANGS are the page's languages, in the order its switch goes round;
// the first of the browser's languages (Accept-Language) that the page
// has is the one it starts in.
const LANGS = ["en", "de", "da"];
function browserLang() {
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(code)) return code;
  }
  return "en";
}
let lang = LANGS.includes(localStorage.getItem("bq:lang")) ? localStorage.getItem("bq:lang") : browserLang();
const t = (k, ...a) => { const v = T[lang][k] ?? T.en[k]; return typeof v === "function" ? v(...a) : v; };
// inLang is a message the server sends in each language ({en, de, da})
// in the page's language, or in English when it lacks that one.
const inLang = (m) => (m && (m[lang] || m.en)) || "";
// nextLang is the language the switch goes to from lang.
const nextLang = () => LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length];

function applyLang() {
  document.documentElement.lang = lang;
  $("lang").textContent = nextLang().toUpperCase();
  $("lang").title = "English / Deutsch / Dansk";
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  if (state.update) render();
}

// ---- cards ----
const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
// RANKS are the ranks each language writes otherwise than the record, as
// the terminal and the rule messages do (card.Rank.Face).
const RANKS = { de: { J: "B", Q: "D" }, da: { J: "Kn", Q: "D", A: "E" } };
function cardLabel(c) {
  if (c === "Joker") return "★"; // a glyph every font has, unlike 🃏
  const s = c.slice(-1), r = c.slice(0, -1);
  return ((RANKS[lang] && RANKS[lang][r]) || r) + SUITS[s];
}
function cardEl(c, cls) {
  const e = el("button", "card " + (cls || ""));
  e.type = "button";
  e.dataset.card = c;
  const red = c.endsWith("H") || c.endsWith("D");
  if (red) e.classList.add("red");
  e.textContent = cardLabel(c);
  e.setAttribute("aria-label", cardName(c));
  return e;
}
function backEl() {
  const e = el("button", "card back");
  e.type = "button";
  return e;
}

// ---- state ----
// cluster: the server is a node of a cluster (the page speaks the same
// protocol either way); version: the highest lease version of the table's
// owner seen (a deposed owner's publications are ignored).
const state = { table: null, secret: null, seat: -1, ws: null, update: null, marked: new Set(), games: [], strengths: [],
  gameOf: {}, chat: [], refusal: null, timerAt: 0, closedByUs: false, retry: 0,
  cluster: false, version: 0, presence: null };

function seatName(i) {
  const u = state.update;
  const s = u && u.seats[i];
  if (i === state.seat) return t("you");
  if (!s) return t("seat") + " " + (i + 1);
  if (s.bot) return botName(u, i);
  if (!s.taken) return t("seat") + " " + (i + 1) + " (" + t("free") + ")";
  return s.name || t("seat") + " " + (i + 1);
}
// BOT_NAMES are the built-in players' names, as the terminal table gives
// them: the first built-in seat is Anna, the next Bruno, and so on.
const BOT_NAMES = ["Anna", "Bruno", "Clara", "Dieter", "Emma", "Felix"];
function botName(u, i) {
  let k = 0;
  for (let j = 0; j < i; j++) if (u.seats[j] && u.seats[j].bot) k++;
  return BOT_NAMES[k % BOT_NAMES.length];
}
// withPageNames writes a server's sentence with the page's names for the
// built-in players: the server calls them by strength and seat
// ("heuristic 3", "built-in 3").
function withPageNames(text) {
  const u = state.update;
  if (!u) return text;
  u.seats.forEach((s, i) => {
    if (!s || !s.bot) return;
    for (const call of [s.name, "built-in", "Computer"]) if (call) text = text.split(call + " " + (i + 1)).join(botName(u, i));
  });
  return text;
}
function gameTitle(id) {
  const g = state.gameOf[id];
  return (g && g.titles && g.titles[lang]) || (T[lang].game_names[id]) || (g && g.title) || id;
}

// local is a transport of the page's own, when it brings one (the
// offline page's local.js, which plays against the engine compiled to
// WebAssembly): api, connect and send ask it instead of the server.
const local = window.bqLocal || null;

// ---- lobby ----
async function api(path, body) {
  if (local) return local.api(path, body);
  const opt = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const r = await fetch(path, opt);
  const j = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(inLang(j) || r.statusText);
  return j;
}

// loadGames fetches the games and strengths once.
async function loadGames() {
  if (state.games.length) return;
  const g = await api("/api/games");
  state.games = g.games;
  state.strengths = g.strengths;
  state.cluster = !!g.cluster;
  for (const x of g.games) state.gameOf[x.id] = x;
}

async function showLobby() {
  $("table").hidden = true;
  $("lobby").hidden = false;
  $("where").textContent = "";
  $("name").value = localStorage.getItem("bq:name") || "";
  try {
    if (!$("game").options.length) {
      await loadGames();
      const sel = $("game");
      sel.replaceChildren(...state.games.map((x) => { const o = el("option", "", gameTitle(x.id)); o.value = x.id; return o; }));
      sel.value = "hearts";
      gameChanged();
    }
    const l = await api("/api/lobby");
    const ul = $("tables");
    ul.replaceChildren();
    for (const x of l.tables) {
      const li = el("li");
      li.append(el("b", "", gameTitle(x.game)), " · " + x.info.seats + " " + t("seats") + ", " + x.info.free.length + " " + t("free") +
        (x.info.watchers ? ", " + t("watching", x.info.watchers) : "") + " ");
      const j = el("button", "", t("join"));
      const said = el("span", "msg bad");
      said.setAttribute("role", "alert");
      j.onclick = () => joinTable(x.id, -1, said);
      const w = el("button", "ghost", t("watch"));
      w.onclick = () => { location.hash = "#t=" + x.id; };
      li.append(j, " ", w, " ", said);
      ul.append(li);
    }
    if (!l.tables.length) ul.append(el("li", "hint", t("lobbyEmpty")));
    const h = await api("/api/history");
    const hl = $("history");
    hl.replaceChildren();
    for (const x of h.games.slice(0, 10)) {
      const li = el("li");
      // A finished game opens in the page's replay, on its final result;
      // its record is a download beside it.
      const a = el("a", "", gameTitle(x.game));
      a.href = "#r=" + x.id;
      a.className = "open";
      const rec = el("a", "hint", t("recordFile"));
      rec.href = "/api/tables/" + x.id + "/record";
      li.append(a, " · " + x.seats.join(", ") + " · " + (x.totals || []).join(" / ") + " · " + x.ended + " · ", rec);
      hl.append(li);
    }
    if (!h.games.length) hl.append(el("li", "hint", t("historyEmpty")));
  } catch (e) {
    $("lobbyMsg").textContent = e.message;
  }
}

function gameChanged() {
  const g = state.gameOf[$("game").value];
  const sel = $("seats");
  const keep = +sel.value;
  sel.replaceChildren();
  for (let n = g.min; n <= g.max; n++) { const o = el("option", "", String(n)); o.value = n; sel.append(o); }
  sel.value = keep >= g.min && keep <= g.max ? keep : (g.min <= 4 && 4 <= g.max ? 4 : g.min);
  optionControls(g);
  seatsChanged();
}
function seatsChanged() {
  const n = +$("seats").value;
  const box = $("seatKinds");
  const old = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const lab = el("label", "seatKind");
    lab.append(el("span", "", t("seat") + " " + (i + 1)));
    const s = el("select");
    s.id = "kind" + i;
    const p = el("option", "", i === 0 ? t("you") : t("person"));
    p.value = "";
    s.append(p);
    if (i > 0) for (const k of state.strengths) { const o = el("option", "", t("bot") + ": " + k); o.value = k; s.append(o); }
    s.value = old[i] !== undefined ? old[i] : (i === 0 ? "" : state.strengths.includes("fast") ? "fast" : state.strengths[0]);
    if (i === 0) s.disabled = true;
    lab.append(s);
    box.append(lab);
  }
}

async function createTable(ev) {
  ev.preventDefault();
  const n = +$("seats").value;
  const options = chosenOptions();
  if (typeof options === "string") { tellNear("createMsg", options); return; }
  const name = $("name").value.trim();
  localStorage.setItem("bq:name", name);
  const bots = [];
  for (let i = 0; i < n; i++) bots.push($("kind" + i).value);
  try {
    const g = await api("/api/tables", { game: $("game").value, seats: n, bots, options, deals: +$("deals").value, public: $("public").checked, name });
    localStorage.setItem("bq:" + g.table, JSON.stringify({ secret: g.secret, seat: g.seat }));
    tellNear("createMsg", "");
    location.hash = "#t=" + g.table;
  } catch (e) {
    tellNear("createMsg", e.message);
  }
}

// joinTable takes a seat at table id (-1: any free one); a refusal is
// told in said, next to the button that asked, or else in the page's
// message line.
async function joinTable(id, seat, said) {
  const name = ($("name").value || localStorage.getItem("bq:name") || "").trim();
  try {
    const g = await api("/api/tables/" + id + "/join", { seat, name });
    localStorage.setItem("bq:" + g.table, JSON.stringify({ secret: g.secret, seat: g.seat }));
    if (location.hash === "#t=" + g.table) openTable(g.table); else location.hash = "#t=" + g.table;
  } catch (e) {
    const m = said || ($("table").hidden ? $("lobbyMsg") : $("msg"));
    m.textContent = e.message;
  }
}

// ---- the table ----
function openTable(id) {
  $("lobby").hidden = true;
  $("table").hidden = false;
  state.table = id;
  const held = JSON.parse(localStorage.getItem("bq:" + id) || "null");
  state.secret = held ? held.secret : null;
  state.seat = held ? held.seat : -1;
  state.update = null;
  state.marked.clear();
  state.chat = [];
  state.refusal = null;
  state.version = 0;
  state.presence = null;
  $("chat").replaceChildren();
  $("msg").textContent = t("connecting");
  loadGames().then(() => { render(); connect(); }, connect);
}

// onServer takes one message of the table: an update, a chat line, a
// refusal.
function onServer(m) {
  if (m.t === "update") {
    const prev = state.update;
    state.explain = m.explain || null;
    state.update = m.update;
    if (m.update.seat < 0 && state.secret) { state.secret = null; }
    state.seat = m.update.seat;
    if (!prev || prev.seq !== m.update.seq) { state.refusal = null; state.marked.clear(); }
    state.timerAt = performance.now();
    render();
  } else if (m.t === "chat") {
    addChat(m.chat);
  } else if (m.t === "refused") {
    state.refusal = m.refusal;
    if (m.refusal.code === "unknown-seat" || m.refusal.code === "no-table") {
      if (m.refusal.code === "unknown-seat") { localStorage.removeItem("bq:" + state.table); state.secret = null; }
    }
    showRefusal();
  }
}

// reconnectAfter connects again after ws closed, unless the table is over
// or the page left it.
function reconnectAfter(ws) {
  if (state.closedByUs || state.ws !== ws) return;
  if (state.update && (state.update.state === "finished" || state.update.state === "abandoned")) return;
  if (state.refusal && state.refusal.code === "no-table") return;
  $("msg").textContent = t("reconnecting");
  state.retry = Math.min(state.retry + 1, 6);
  setTimeout(() => { if (state.ws === ws && !$("table").hidden) connect(); }, 300 * state.retry);
}

// ---- the connection: Centrifuge's JSON protocol ----
// The page connects to /connection/websocket of the server that served it
// (alone, or whichever node of a cluster the load balancer picked) and
// reaches the table wherever it runs: it subscribes to its seat's channel
// with the seat's secret (or to the spectators' channel), and its
// requests are RPCs that the node forwards to the table's owner.
const CODE_REFUSED = 4000, CODE_STALE = 4001, CODE_UNAVAILABLE = 4002, CODE_NO_TABLE = 4003, CODE_BAD = 4004,
  CODE_RATE = 4005, CODE_DENIED = 103;

function connect() {
  if (local) { local.connect(onPublication); return; }
  if (state.ws) { state.closedByUs = true; state.ws.close(); }
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(proto + "//" + location.host + "/connection/websocket");
  const conn = { ws, id: 0, pending: new Map(), presence: 0, silence: 0, heard: 0, opening: 0, pong: false };
  ws.bq = conn;
  state.ws = ws;
  state.closedByUs = false;
  // A node that accepts the connection but never answers (paused) is
  // left after 5 s, as a silent one is once connected (watchSilence).
  conn.opening = setTimeout(() => { if (state.ws === ws && !conn.silence) ws.close(); }, 5000);
  ws.onopen = async () => {
    try {
      const c = await cfCall(conn, { connect: { name: "blackqueen-page" } });
      clearTimeout(conn.opening);
      watchSilence(conn, c.connect && c.connect.ping);
      const seat = state.secret ? state.seat : -1;
      const ch = seat >= 0 ? "bq:seat:" + state.table + ":" + seat : "bq:watch:" + state.table;
      const r = await cfCall(conn, { subscribe: { channel: ch, data: seat >= 0 ? { secret: state.secret } : {} } });
      state.retry = 0;
      // The subscription's first state is where the table stands now,
      // even behind what the page showed (the server restarted): the page
      // goes on from it instead of waiting for a seq it will not see.
      if (r.subscribe && r.subscribe.data) onPublication(r.subscribe.data, true);
      pollPresence(conn);
      conn.presence = setInterval(() => pollPresence(conn), 3000);
    } catch (e) {
      if (e.code === CODE_DENIED && state.secret) {
        // The seat's secret no longer holds it: watch instead.
        localStorage.removeItem("bq:" + state.table);
        state.secret = null;
        state.seat = -1;
      } else if (e.code === CODE_NO_TABLE) {
        state.refusal = { code: "no-table", en: T.en.noTable, de: T.de.noTable, da: T.da.noTable };
        showRefusal();
        state.closedByUs = true;
      } else if (e.code === CODE_UNAVAILABLE) {
        $("msg").textContent = t("moving");
      }
      ws.close();
    }
  };
  ws.onmessage = (ev) => {
    conn.heard = performance.now();
    for (const line of String(ev.data).split("\n")) {
      if (!line.trim()) continue;
      const f = JSON.parse(line);
      // A ping: answered only when the node's connect reply asks for
      // answers; it closes a connection that answers one ping twice (a
      // page more than a ping interval behind would).
      if (!Object.keys(f).length) { if (conn.pong) ws.send("{}"); continue; }
      if (f.connect) conn.pong = !!f.connect.pong;
      if (f.id) {
        const p = conn.pending.get(f.id);
        conn.pending.delete(f.id);
        if (p) { if (f.error) p.reject(f.error); else p.resolve(f); }
      } else if (f.push && f.push.pub) onPublication(f.push.pub.data);
      else if (f.push && f.push.message) onPublication(f.push.message.data);
    }
  };
  ws.onclose = () => {
    clearTimeout(conn.opening);
    clearInterval(conn.presence);
    clearInterval(conn.silence);
    for (const p of conn.pending.values()) p.reject({ code: CODE_UNAVAILABLE, message: "connection lost" });
    conn.pending.clear();
    reconnectAfter(ws);
  };
}

// watchSilence closes the connection when the server has said nothing
// (it pings every `ping` seconds) for a ping and a half more: a node that
// stopped answering (paused, cut off) is left for another.
function watchSilence(conn, ping) {
  if (!ping) return;
  conn.heard = performance.now();
  const limit = ping * 1000 + 1500;
  conn.silence = setInterval(() => {
    if (performance.now() - conn.heard <= limit) return;
    clearInterval(conn.silence);
    if (state.ws !== conn.ws) return;
    $("msg").textContent = t("reconnecting");
    for (const p of conn.pending.values()) p.reject({ code: CODE_UNAVAILABLE, message: "no answer" });
    conn.pending.clear();
    connect(); // closes this connection and opens another
  }, 500);
}

// cfCall sends one command and resolves with its reply.
function cfCall(conn, body) {
  return new Promise((resolve, reject) => {
    if (conn.ws.readyState !== WebSocket.OPEN) { reject({ code: CODE_UNAVAILABLE, message: "not connected" }); return; }
    const id = ++conn.id;
    conn.pending.set(id, { resolve, reject });
    conn.ws.send(JSON.stringify(Object.assign({ id }, body)));
    setTimeout(() => { if (conn.pending.delete(id)) reject({ code: CODE_UNAVAILABLE, message: "no reply" }); }, 10000);
  });
}

// onPublication takes a publication of the table's owner; one from an
// owner deposed since (a lower lease version) or older than what the page
// shows is ignored, but for a subscription's first state (fresh), which
// is taken as it is.
function onPublication(p, fresh) {
  if (!p) return;
  if (fresh) { state.version = p.v; if (p.t === "update") state.update = null; }
  if (p.v < state.version) return;
  state.version = p.v;
  if (p.t === "update" && state.update && p.update.seq < state.update.seq) return;
  onServer({ t: p.t, update: p.update, chat: p.chat, refusal: p.refusal, explain: p.explain });
}

// send sends one of the page's messages as the RPC it is. While the
// table's owner changes (a node died) or the connection is made again,
// the same request is sent again, with the seq of the update the move was
// made on: the owner applies a move once, however often it is sent.
async function send(m, tries, data) {
  if (local) { local.send(m, onPublication); return; }
  const ws = state.ws;
  const conn = ws && ws.bq;
  if (!conn) return;
  if (!data) {
    data = { table: state.table, secret: state.secret || "" };
    if (m.t === "move") Object.assign(data, { seq: state.update ? state.update.seq : 0, move: m.move });
    else if (m.t === "timer") data.on = !!m.on;
    else if (m.t === "chat") data.text = m.text;
  }
  try {
    await cfCall(conn, { rpc: { method: m.t, data } });
  } catch (e) {
    if (e.code === CODE_STALE) return; // the table has moved on: the newer update decides
    if (e.code === CODE_UNAVAILABLE && (tries || 0) < 40 && data.table === state.table) {
      $("msg").textContent = t("moving");
      setTimeout(() => send(m, (tries || 0) + 1, data), 300);
      return;
    }
    let r = { code: "error", en: e.message || "", de: e.message || "" };
    if (e.code === CODE_REFUSED) { try { r = JSON.parse(e.message); } catch (_) { /* keep the text */ } }
    if (e.code === CODE_BAD) r = { code: "bad-message", en: T.en.badMessage, de: T.de.badMessage, da: T.da.badMessage };
    if (e.code === CODE_RATE) r = { code: "rate-limit", en: T.en.rateLimit, de: T.de.rateLimit, da: T.da.rateLimit };
    onServer({ t: "refused", refusal: r });
  }
}

// pollPresence asks who is at the table now (Centrifuge's presence, which
// every node shares): the spectators, and which seats someone holds open.
async function pollPresence(conn) {
  try {
    const r = await cfCall(conn, { rpc: { method: "presence", data: { table: state.table } } });
    const p = r.rpc && r.rpc.data;
    // Drawn again only when it changed: a redraw replaces the buttons,
    // and a click whose press and release fall on either side of it is
    // lost.
    if (JSON.stringify(p) === JSON.stringify(state.presence)) return;
    state.presence = p;
    render();
  } catch (_) { /* the next poll tries again */ }
}
function sendMove(mv) {
  mv.seat = state.seat;
  send({ t: "move", move: mv });
}

function showRefusal() {
  const r = state.refusal;
  if (!r) return;
  $("msg").textContent = t("refused") + " " + inLang(r) + (r.ref ? " (" + r.ref + ")" : "");
  $("msg").classList.add("bad");
}

function addChat(c) {
  const li = el("li");
  li.append(el("b", "", (c.seat === state.seat ? t("you") : (c.name || t("seat") + " " + (c.seat + 1))) + ": "), c.text);
  $("chat").append(li);
  $("chat").scrollTop = $("chat").scrollHeight;
}

function render() {
  const u = state.update;
  if (!u || $("table").hidden) return;
  const focus = focusBefore();
  const v = u.view;
  const me = u.seat;
  // For tests and for people's tools: where the page stands.
  document.body.dataset.seq = u.seq;
  document.body.dataset.seat = me;
  document.body.dataset.state = u.state;
  $("where").textContent = gameTitle(v.game);
  $("title").textContent = gameTitle(v.game) + (u.state === "waiting" ? "" : " · " + t("deals_n", v.dealsPlayed + (u.state === "playing" ? 1 : 0)));
  const link = location.origin + "/#t=" + state.table;
  const share = $("share");
  share.replaceChildren(t("share") + ": ", el("code", "", state.table), " ");
  const a = el("a", "", t("copy"));
  a.href = link;
  share.append(a);
  $("leaveBtn").hidden = me < 0;
  const watchers = state.presence ? state.presence.watchers : 0;
  $("watchers").textContent = watchers ? t("watching", watchers) : "";

  // The seats around the table, starting left of me.
  const n = v.seats;
  const others = $("others");
  others.replaceChildren();
  const start = me >= 0 ? me : 0;
  for (let k = me >= 0 ? 1 : 0; k < n; k++) others.append(placeAt(seatBox(u, (start + k) % n), seatAngle(u, (start + k) % n), ...ringRadii()));
  $("meSeat").replaceChildren(me >= 0 ? seatBox(u, me, true) : el("span", "hint", t("spectator")));

  renderMiddle(u);
  renderHand(u);
  renderActions(u);
  renderSide(u);
  renderTimerButton(u);
  if (state.refusal) showRefusal();
  else {
    $("msg").classList.remove("bad");
    $("msg").textContent = statusLine(u);
  }
  focusAfter(focus);
}

function statusLine(u) {
  const v = u.view;
  if (u.state === "waiting") return t("waiting");
  if (u.state === "finished") {
    const w = (v.winners || []).map(seatName).join(", ");
    if (w) return t("finished") + " " + t("winners", w);
    // Ended by its number of deals before the game's own end: no winner,
    // but the lowest total leads (every game here counts penalties).
    const low = Math.min(...v.totals);
    const lead = v.totals.map((x, i) => (x === low ? seatName(i) : null)).filter((x) => x !== null).join(", ");
    return t("finished") + (v.totals.length ? " " + t("lowest", lead) : "");
  }
  if (u.state === "abandoned") return t("abandoned");
  if (v.turn) {
    const k = v.turn.kind;
    if (k === "draw") return t("drawFrom", seatName(v.turn.from));
    if (k === "pass") return t("pass", v.turn.count, seatName(v.passTo));
    if (k === "stock") return t("stock", v.turn.count);
    return t("yourTurn");
  }
  // The table stands at the timer's draw (until the next change).
  if (u.timer && u.timer.auto >= 0) return t("auto", seatName(u.timer.auto));
  if (v.toAct >= 0) return t("turnOf", seatName(v.toAct));
  return "";
}

function seatBox(u, i, mine) {
  const v = u.view;
  const s = u.seats[i];
  const box = el("div", "seat");
  box.dataset.seat = i;
  if (v.toAct === i || (v.phase === "pass" && !(v.havePassed || []).includes(i) && u.state === "playing")) box.classList.add("toact");
  const connected = state.presence && state.presence.connected ? state.presence.connected[i] : s && s.connected;
  if (s && !connected && !s.bot && s.taken) box.classList.add("away");
  if ((v.out || []).includes(i)) box.classList.add("out");
  const head = el("div", "name", seatName(i));
  if (v.dealer === i) head.append(el("span", "tag", t("dealer")));
  // A seat eliminated from the match, or one that sits this deal out
  // (the dealer of four at Schwarze Sau with the stock exchange).
  if ((v.out || []).includes(i)) head.append(el("span", "tag", t("isOut")));
  else if ((v.active || []).length && !v.active.includes(i)) head.append(el("span", "tag", t("sitsOut")));
  if ((v.jungfrau || []).includes(i)) head.append(el("span", "tag ann", t("jungfrau")));
  if (v.durchmarsch === i) head.append(el("span", "tag ann", t("durchmarsch")));
  if ((v.pushed || []).includes(i)) head.append(el("span", "tag", t("pushed")));
  if (s && s.timerOff) head.append(timerOffTag());
  box.append(head);
  const info = el("div", "info");
  const parts = [t("cards", v.handSizes[i] || 0)];
  if (v.game !== "old-maid") parts.push(t("tricksN", v.tricksWon[i] || 0));
  parts.push(t("total") + " " + (v.totals[i] ?? 0));
  info.textContent = parts.join(" · ");
  box.append(info);
  if (u.timer && u.timer.on && u.timer.seat === i) {
    const c = el("div", "countdown", "");
    c.dataset.timer = "1";
    if (u.timer.countdown) c.classList.add("warn");
    box.append(c);
  }
  // A replay shows every hand face up (replay.js), the live table backs.
  if (!mine && u.replay) box.append(replayHand(u, i));
  else if (!mine && v.game !== "old-maid") box.append(backsOf(v.handSizes[i] || 0));
  if (s && s.bot && s.name) box.title = t("bot") + ": " + s.name;
  if (!mine && v.game === "old-maid" && !u.replay) {
    // Face-down cards: the seat I draw from lights up, and a click draws.
    const fan = el("div", "fan backs");
    const drawing = v.turn && v.turn.kind === "draw" && v.turn.from === i;
    for (let p = 0; p < (v.handSizes[i] || 0); p++) {
      const b = backEl();
      if (drawing) {
        b.classList.add("legal");
        b.dataset.pos = p;
        b.setAttribute("aria-label", t("drawBack", p + 1, v.handSizes[i]));
        b.onclick = () => sendMove({ drawAt: p });
      } else b.disabled = true;
      fan.append(b);
    }
    box.append(fan);
  }
  if (v.game === "old-maid" && v.laid && v.laid[i] && v.laid[i].length) {
    box.append(el("div", "laid", t("pairs", v.laid[i].length / 2)));
  }
  if (s && !s.bot && !s.taken && state.seat < 0 && u.state !== "finished") {
    const j = el("button", "", t("join"));
    j.onclick = () => joinTable(state.table, i);
    box.append(j);
  }
  return box;
}

function renderMiddle(u) {
  const v = u.view;
  const trick = $("trick");
  trick.replaceChildren();
  const info = $("centerInfo");
  info.replaceChildren();
  $("passInfo").textContent = "";
  if (v.game === "old-maid") {
    const d = v.lastDraw;
    if (d && d.pair && d.pair.length) {
      const p = el("div", "pair");
      p.append(el("div", "hint", t("pair", seatName(d.seat))));
      for (const c of d.pair) p.append(cardEl(c, "shown"));
      trick.append(p);
    } else if (d && d.card) {
      const p = el("div", "pair");
      p.append(el("div", "hint", seatName(d.seat) + " ← " + seatName(d.from)));
      const c = cardEl(d.card, "shown");
      p.append(c);
      trick.append(p);
      const key = v.dealsPlayed + ":" + d.seat + ":" + d.from + ":" + (v.discards || []).length + ":" + (v.handSizes || []).join(",");
      if (motionOf().draw !== key) { motionOf().draw = key; flyIn(c, seatAngle(u, d.from), 90); }
    }
    info.append(el("div", "hint", t("discards", (v.discards || []).length)));
    if (v.last && u.state !== "playing" && v.last.loser >= 0) info.append(el("div", "big", t("loser", seatName(v.last.loser))));
    return;
  }
  drawTrick(u, trick);
  if (v.stockSize) info.append(el("div", "hint", t("stockSize", v.stockSize)));
  if (v.heartsBroken && v.game === "hearts") info.append(el("div", "hint", t("heartsBroken")));
  // What the page's seat passed and received, under its hand.
  $("passInfo").textContent = (v.passed || []).length ? t("passedTo") + ": " + v.passed.map(cardLabel).join(" ") +
    ((v.received || []).length ? " · " + t("received") + ": " + v.received.map(cardLabel).join(" ") : "") : "";
}

function renderHand(u) {
  const v = u.view;
  const hand = $("hand");
  hand.replaceChildren();
  const turn = v.turn;
  const choose = turn && (turn.kind === "pass" || turn.kind === "stock");
  const legal = new Set(turn && turn.cards ? turn.cards : []);
  const shown = [...(v.hand || [])];
  // In the stock phase the cards to choose from include the stock taken.
  if (turn && turn.kind === "stock") for (const c of turn.cards) if (!shown.includes(c)) shown.push(c);
  for (const c of shown) {
    const b = cardEl(c);
    if (turn && (turn.kind === "play" || choose) && legal.has(c)) {
      b.classList.add("legal");
      if (choose && state.marked.has(c)) b.classList.add("marked");
      b.onclick = () => {
        if (turn.kind === "play") { sendMove({ play: c }); return; }
        if (state.marked.has(c)) state.marked.delete(c);
        else if (state.marked.size < turn.count) state.marked.add(c);
        render();
      };
    } else if (turn && turn.kind === "play") b.setAttribute("aria-disabled", "true");
    b.setAttribute("aria-label", handCardLabel(c, turn, legal.has(c)));
    if ((v.stockTaken || []).includes(c) && turn && turn.kind === "stock") b.classList.add("fromStock");
    hand.append(b);
  }
  dealMotion(u, hand);
}

function renderActions(u) {
  const v = u.view;
  const box = $("actions");
  box.replaceChildren();
  const turn = v.turn;
  const btn = (label, f, cls) => { const b = el("button", cls || "", label); b.type = "button"; b.onclick = f; box.append(b); return b; };
  if (turn && (turn.kind === "pass" || turn.kind === "stock")) {
    const ok = state.marked.size === turn.count && (turn.must || []).every((c) => state.marked.has(c));
    const b = btn(turn.kind === "pass" ? t("passBtn", turn.count) : t("stockBtn"), () => {
      const cards = [...state.marked];
      sendMove(turn.kind === "pass" ? { pass: cards } : { stock: cards });
    }, "primary");
    b.disabled = !ok;
    b.id = "confirm";
  }
  if (turn && turn.kind === "take") btn(t("take"), () => sendMove({ take: true }), "primary");
  if (turn && turn.canPush) btn(t("push"), () => sendMove({ push: true }));
  for (const a of v.announce || []) {
    btn(t("announce")[a.announce] || a.announce, () => sendMove({ announce: a.announce }), "ann");
  }
  if (u.state === "between-deals" && u.seat >= 0) {
    const ready = u.seats[u.seat] && u.seats[u.seat].ready;
    const b = btn(ready ? t("nextWait") : t("next"), () => send({ t: "next" }), "primary");
    b.id = "next";
    b.disabled = ready;
  }
}

function renderSide(u) {
  const v = u.view;
  const last = $("last");
  last.replaceChildren();
  $("lastBox").hidden = v.game === "old-maid";
  if (v.lastTrick) {
    v.lastTrick.cards.forEach((c, k) => {
      const w = el("div", "played small");
      w.append(el("div", "who", seatName(v.lastTrick.seats[k])), cardEl(c, "shown"));
      last.append(w);
    });
    last.append(el("div", "hint", "→ " + seatName(v.lastTrick.winner)));
  } else last.append(el("span", "hint", t("none")));

  // The last deal's breakdown, while the next has not begun.
  const sb = $("scoreBox");
  sb.hidden = !(v.last && u.state !== "playing");
  if (!sb.hidden) {
    const r = v.last;
    const tricks = v.game !== "old-maid"; // Old Maid has no tricks
    const tab = el("table");
    const hr = el("tr");
    hr.append(el("th", "", ""));
    if (tricks) hr.append(el("th", "", t("tricks")));
    hr.append(el("th", "", t("points")), el("th", "", t("total")));
    tab.append(hr);
    for (let i = 0; i < v.seats; i++) {
      const tr = el("tr");
      tr.append(el("td", "", seatName(i)));
      if (tricks) tr.append(el("td", "", String((r.tricks || []).filter((x) => x.winner === i).length)));
      tr.append(el("td", "", String(r.points[i])), el("td", "", String(v.totals[i])));
      tab.append(tr);
      const terms = state.explain && state.explain[lang] && state.explain[lang][i] && state.explain[lang][i].map(withPageNames);
      if (terms && terms.length) {
        const er = el("tr", "explain");
        const td = el("td", "", terms.join("; "));
        td.colSpan = hr.children.length;
        er.append(td);
        tab.append(er);
      }
    }
    $("score").replaceChildren(el("div", "hint", t("outcome") + ": " + (t("outcomes")[r.outcome] || r.outcome)), tab);
  }

  // The match sheet: every deal's points, and the totals.
  const sheet = el("table");
  const hr = el("tr");
  hr.append(el("th", "", "#"));
  for (let i = 0; i < v.seats; i++) hr.append(el("th", seatName(i).length > 6 ? "long" : "", seatName(i)));
  sheet.append(hr);
  (u.results || []).forEach((r, k) => {
    const tr = el("tr");
    tr.append(el("td", "", String(k + 1)));
    for (let i = 0; i < v.seats; i++) tr.append(el("td", "", String(r.points[i])));
    sheet.append(tr);
  });
  const tot = el("tr", "totals");
  tot.append(el("td", "", "Σ"));
  for (let i = 0; i < v.seats; i++) tot.append(el("td", "", String(v.totals[i])));
  sheet.append(tot);
  $("sheet").replaceChildren(sheet);

  const end = u.state === "finished" || u.state === "abandoned";
  $("endBox").hidden = !(end || (u.results || []).length);
  $("download").href = "/api/tables/" + state.table + "/record";
}

function renderTimerButton(u) {
  const b = $("timerBtn");
  const show = u.timer && u.seat >= 0 && u.seats.filter((s) => !s.bot).length >= 2 && u.state !== "finished";
  b.hidden = !show;
  if (!show) return;
  const wish = u.seats[u.seat].timerOff;
  b.textContent = u.timer.on ? t("timerOn") : t("timerOff");
  if (wish && u.timer.on) b.textContent += " · " + t("timerWish");
  b.onclick = () => send({ t: "timer", on: !!wish });
}

// The countdown ticks locally from the remaining time of the last update.
setInterval(() => {
  const u = state.update;
  const e = document.querySelector("[data-timer]");
  if (!u || !u.timer || !e) return;
  const left = Math.max(0, u.timer.remaining / 1e6 - (performance.now() - state.timerAt));
  const text = t("countdown", Math.ceil(left / 1000));
  if (!e.firstChild) e.append(clockIcon(), el("span"));
  if (e.lastChild.textContent !== text) e.lastChild.textContent = text;
  e.classList.toggle("warn", left <= 10000);
}, 200);

async function judgeBlob(text, out) {
  out.hidden = false;
  try {
    const r = await fetch("/api/judge" + (lang === "da" ? "?lang=da" : ""), { method: "POST", headers: { "Content-Type": "application/json" }, body: text });
    const v = await r.json();
    if (v.valid) out.textContent = t("valid") + "\n" + t("totals") + ": " + (v.totals || []).join(" / ");
    else out.textContent = t("invalid") + " " + (v.error ? (v.error.rule + ": " + inLang(v.error)) : "");
  } catch (e) {
    out.textContent = e.message;
  }
}

// ---- wiring ----
function route() {
  if (replayRoute(location.hash)) return; // replay.js
  const m = location.hash.match(/^#t=([a-z0-9]{1,12})$/i);
  if (m) openTable(m[1].toLowerCase());
  else {
    if (state.ws) { state.closedByUs = true; state.ws.close(); state.ws = null; }
    showLobby();
  }
}
$("lang").onclick = () => {
  lang = nextLang();
  localStorage.setItem("bq:lang", lang);
  applyLang();
  if (!$("lobby").hidden) { $("game").replaceChildren(); showLobby(); }
};
$("game").onchange = gameChanged;
$("seats").onchange = seatsChanged;
$("create").onsubmit = createTable;
$("joinCode").onsubmit = (ev) => { ev.preventDefault(); const c = $("code").value.trim().toLowerCase(); if (c) location.hash = "#t=" + c; };
$("chatForm").onsubmit = (ev) => { ev.preventDefault(); const x = $("chatText").value.trim(); if (x) send({ t: "chat", text: x }); $("chatText").value = ""; };
$("leaveBtn").onclick = () => { send({ t: "leave" }); localStorage.removeItem("bq:" + state.table); state.secret = null; setTimeout(connect, 200); };
$("judgeBtn").onclick = async () => { const r = await fetch("/api/tables/" + state.table + "/record"); judgeBlob(await r.text(), $("tableVerdict")); };
$("judgeFile").onchange = async (ev) => { const f = ev.target.files[0]; if (f) replayFile(await f.text()); };
window.addEventListener("hashchange", route);
$("hand").addEventListener("keydown", (ev) => arrowKeys(ev, "#hand .card"));
$("others").addEventListener("keydown", (ev) => arrowKeys(ev, ".fan .card.back.legal"));
$("actions").addEventListener("keydown", (ev) => arrowKeys(ev, "#actions button"));
applyLang();
route();

// ---- the table drawn as a card table ----
// The seats sit around an oval, the page's own seat at the bottom and
// the others in playing order (the next to the left, across the top, to
// the right); each card of a trick lies in front of the seat that played
// it; cards move (dealt, played, taken in, passed, drawn) unless the
// person asks for reduced motion.

// seatAngle is the direction of seat i from the middle of the table, in
// radians (screen coordinates: 0 right, π/2 down).
function seatAngle(u, i) {
  const n = u.view.seats;
  const start = u.seat >= 0 ? u.seat : 0;
  const k = (i - start + n) % n;
  return Math.PI / 2 + (2 * Math.PI * k) / n;
}

// placeAt puts e at angle on an oval of radii rx and ry (percent of its
// box) around the middle, and returns it.
function placeAt(e, angle, rx, ry) {
  e.classList.add("placed");
  e.style.left = (50 + rx * Math.cos(angle)).toFixed(2) + "%";
  e.style.top = (50 + ry * Math.sin(angle)).toFixed(2) + "%";
  return e;
}

// ringRadii are the radii of the oval the seats sit on, in percent of
// the table's width and height: the style sheet's --rx and --ry, which
// keep every seat's box on the table at each width.
function ringRadii() {
  const cs = getComputedStyle($("ring"));
  return [parseFloat(cs.getPropertyValue("--rx")) || 38, parseFloat(cs.getPropertyValue("--ry")) || 34];
}

// backsOf is a hand seen from across the table: k card backs and their
// number.
function backsOf(k) {
  const b = el("div", "backs");
  b.setAttribute("role", "img");
  b.setAttribute("aria-label", t("cards", k));
  for (let p = 0; p < k; p++) b.append(el("span", "mini"));
  b.append(el("span", "count", String(k)));
  return b;
}

// motionOf is what the page last drew, to move only what is new.
function motionOf() {
  if (!state.motion) state.motion = { cur: [], last: "", deal: "", draw: "", got: "" };
  return state.motion;
}
function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// flyIn moves e in from dist pixels towards angle (where it came from).
function flyIn(e, angle, dist, delay) {
  e.classList.add("fly");
  e.style.setProperty("--fx", (dist * Math.cos(angle)).toFixed(1) + "px");
  e.style.setProperty("--fy", (dist * Math.sin(angle)).toFixed(1) + "px");
  if (delay) e.style.animationDelay = delay + "ms";
}

// drawTrick lays the current trick's cards in front of their seats (a
// new card flies in from its seat), and a trick just completed is taken
// in by its winner.
function drawTrick(u, box) {
  const v = u.view;
  const cur = v.current && v.current.cards ? v.current : { cards: [], seats: [] };
  const m = motionOf();
  cur.cards.forEach((c, k) => {
    const seat = cur.seats[k];
    const w = placeAt(el("div", "played"), seatAngle(u, seat), 30, 27);
    const card = cardEl(c, "shown");
    w.append(card, el("div", "who", seatName(seat)));
    if (!m.cur.includes(c)) flyIn(card, seatAngle(u, seat), 140);
    box.append(w);
  });
  m.cur = cur.cards.slice();
  const lt = v.lastTrick;
  const key = lt ? v.dealsPlayed + ":" + lt.cards.join(",") : "";
  // The first drawing of a table moves nothing: the page comes in late.
  if (!m.last) m.last = key || "-";
  else if (key && key !== m.last) {
    m.last = key;
    if (!reducedMotion()) takeIn(u, lt);
  }
}

// takeIn shows the trick just completed a moment where it lay, then
// moves it to its winner. It lives in its own layer, which later
// redraws leave alone until it is gone.
function takeIn(u, lt) {
  const layer = el("div", "taken");
  const to = seatAngle(u, lt.winner);
  lt.cards.forEach((c, k) => {
    const w = placeAt(el("div", "played"), seatAngle(u, lt.seats[k]), 30, 27);
    const card = cardEl(c, "shown");
    card.tabIndex = -1;
    card.removeAttribute("data-card"); // a copy: what the page shows is the last trick
    card.setAttribute("aria-hidden", "true");
    card.style.setProperty("--tx", (220 * Math.cos(to)).toFixed(1) + "px");
    card.style.setProperty("--ty", (200 * Math.sin(to)).toFixed(1) + "px");
    w.append(card);
    layer.append(w);
  });
  $("middle").append(layer);
  setTimeout(() => layer.remove(), 1400);
}

// dealMotion deals a new hand in, card by card, and moves passed cards
// received into it.
function dealMotion(u, hand) {
  const v = u.view;
  const m = motionOf();
  const deal = state.table + ":" + v.dealsPlayed + ":" + u.state;
  if ((v.hand || []).length && m.deal !== deal) {
    m.deal = deal;
    [...hand.children].forEach((e, k) => flyIn(e, -Math.PI / 2, 260, 25 * k));
  }
  const got = (v.received || []).join(",");
  if (got && m.got !== got) {
    m.got = got;
    for (const c of v.received) {
      const e = hand.querySelector('[data-card="' + c + '"]');
      if (e) flyIn(e, -Math.PI / 2, 160);
    }
  }
}

// ---- the options of a new table ----
// Each option of the game's option table (served by /api/games) gets a
// control: a checkbox for one that is on or off, a choice among its
// values, or a field for a number or an object; each starts at its
// default and says in a line what it is about, in the page's language.

// optionControls fills the form's options for game g.
function optionControls(g) {
  const box = $("optionControls");
  box.replaceChildren();
  for (const o of g.table || []) {
    const row = el("label", "opt");
    const text = el("span", "optText");
    text.append(el("span", "optTitle", o.title[lang] || o.title.en), " ", el("code", "", o.name));
    let c;
    if (o.values && o.values.length === 2 && o.values.includes("true") && o.values.includes("false")) {
      c = el("input");
      c.type = "checkbox";
      c.checked = o.default === "true";
      row.classList.add("check");
      row.append(c, text);
    } else if (o.values && o.values.length) {
      c = el("select");
      for (const v of o.values) {
        const op = el("option", "", v === o.default ? v + " (" + t("byDefault") + ")" : v);
        op.value = v;
        c.append(op);
      }
      c.value = o.default;
      row.append(text, c);
    } else {
      c = el("input");
      c.value = o.default;
      c.spellcheck = false;
      c.title = o.form[lang] || o.form.en;
      row.append(text, c);
      text.append(el("span", "hint optForm", o.form[lang] || o.form.en));
    }
    c.dataset.option = o.name;
    c.setAttribute("aria-label", (o.title[lang] || o.title.en) + " (" + o.name + ")");
    box.append(row);
  }
}

// chosenOptions returns the options that differ from their defaults as
// the record writes them, or the reason one cannot be read (a string).
function chosenOptions() {
  const g = state.gameOf[$("game").value];
  const out = {};
  for (const o of (g && g.table) || []) {
    const c = document.querySelector('#optionControls [data-option="' + o.name + '"]');
    if (!c) continue;
    if (c.type === "checkbox") {
      if (String(c.checked) !== o.default) out[o.name] = c.checked;
      continue;
    }
    const v = c.value.trim();
    if (v === o.default || v === "") continue;
    if (o.values && o.values.length) { out[o.name] = v; continue; }
    try { out[o.name] = JSON.parse(v); } catch (_) { return t("badOption", o.name, o.form[lang] || o.form.en); }
  }
  return out;
}

// tellNear writes a message (or clears it) in the element id, which
// stands next to the button that caused it, and brings it into view.
function tellNear(id, text) {
  const e = $(id);
  e.textContent = text;
  if (text && e.scrollIntoView) e.scrollIntoView({ block: "nearest" });
}

// ---- keyboard and screen readers ----
// A whole deal plays with the keyboard alone: the arrows move along the
// hand (and along the backs to draw from, and the buttons above the
// hand), up from the hand to the buttons and down again, Enter plays,
// marks or presses. Each card says what it is and what may be done with
// it; the timer is a drawing, not a glyph a font may lack.

// cardName is a card as a screen reader says it: "queen of spades".
function cardName(c) {
  if (c === "Joker") return t("joker");
  const r = c.slice(0, -1), s = c.slice(-1);
  return t("cardName", (t("ranks")[r] || r), (t("suits")[s] || s));
}

// handCardLabel is a card of the hand with what may be done with it.
function handCardLabel(c, turn, legal) {
  const name = cardName(c);
  if (!turn) return name;
  if (turn.kind === "play") return name + ", " + t(legal ? "canPlay" : "cannotPlay");
  if ((turn.kind === "pass" || turn.kind === "stock") && legal) return name + ", " + t(state.marked.has(c) ? "marked" : "canChoose");
  return name;
}

// arrowKeys moves the focus along the elements of sel with the left and
// right arrows (Home, End), and between the hand and the buttons above
// it with up and down.
function arrowKeys(ev, sel) {
  const all = [...document.querySelectorAll(sel)];
  const k = all.indexOf(document.activeElement);
  let to = null;
  if (ev.key === "ArrowRight") to = all[(k + 1) % all.length];
  else if (ev.key === "ArrowLeft") to = all[(k - 1 + all.length) % all.length];
  else if (ev.key === "Home") to = all[0];
  else if (ev.key === "End") to = all[all.length - 1];
  else if (ev.key === "ArrowUp" && sel === "#hand .card") to = document.querySelector("#actions button:not(:disabled)");
  else if (ev.key === "ArrowDown" && sel === "#actions button") to = firstToPlay();
  if (!to) return;
  ev.preventDefault();
  to.focus();
}

// firstToPlay is the element a person acting now most likely wants: the
// confirmation of a full choice, a legal card, a back to draw, the next
// deal.
function firstToPlay() {
  const confirm = $("confirm");
  if (confirm && !confirm.disabled) return confirm;
  return document.querySelector("#hand .card.legal:not(.marked)") || document.querySelector("#hand .card.legal") ||
    document.querySelector(".fan .card.back.legal") || document.querySelector("#actions button:not(:disabled)");
}

// focusBefore notes where the focus is before the table is drawn again.
function focusBefore() {
  const a = document.activeElement;
  if (!a || a === document.body) return { free: true };
  if (!$("felt").contains(a)) return { free: false };
  return { free: true, card: a.dataset.card, pos: a.dataset.pos, id: a.id };
}

// focusAfter puts the focus back where it was (the same card, button or
// back), or, when it was nowhere or on what is gone, on what to play.
function focusAfter(f) {
  if (!f.free) return;
  let to = null;
  if (f.card) to = document.querySelector('#hand [data-card="' + f.card + '"]');
  else if (f.pos !== undefined) to = document.querySelector('.fan .card.back.legal[data-pos="' + f.pos + '"]');
  else if (f.id) to = $(f.id);
  if (!to || to.disabled) to = firstToPlay();
  if (to && document.activeElement !== to) to.focus({ preventScroll: true });
}

// clockIcon is the timer's drawing: a clock face with its hands.
function clockIcon(crossed) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("class", "icon");
  svg.setAttribute("aria-hidden", "true");
  const add = (tag, attrs) => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    svg.append(e);
  };
  add("circle", { cx: 8, cy: 9, r: 6, fill: "none", stroke: "currentColor", "stroke-width": 1.6 });
  add("path", { d: "M8 5.5V9l2.5 1.5M6.5 1.5h3", fill: "none", stroke: "currentColor", "stroke-width": 1.6, "stroke-linecap": "round" });
  if (crossed) add("path", { d: "M2 2l12 14", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round" });
  return svg;
}

// timerOffTag is the tag of a seat that wants the timer off.
function timerOffTag() {
  const tag = el("span", "tag");
  tag.append(clockIcon(true));
  tag.setAttribute("role", "img");
  tag.setAttribute("aria-label", t("timerOffTag"));
  tag.title = t("timerOffTag");
  return tag;
}
