// motamot's web page: a seat or a spectator of a game on a motamot server. It speaks the
// protocol of `motamot rejoindre` (net/protocol.py): every sentence comes from the server in
// the player's language, put once in the live region; the board is drawn from the scene.
"use strict";

(() => {
  const words = JSON.parse(document.getElementById("words").textContent);
  const $ = (id) => document.getElementById(id);
  const format = (text, values) => text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? values[key] : whole));
  const ROWS = "ABCDEFGHIJKLMNO";
  const SIZE = 15;
  // What never changes comes with the page: each premium's mark and class, the values.
  const MARKS = Object.fromEntries(words.legend.map(([code, short]) => [code, short]));
  const PREMIUM_CLASS = Object.fromEntries(words.legend.map(([code, , , css]) => [code, css]));
  const VALUES = words.values;
  const KEPT_SAID = 60; // sentences kept in the log: the page stays light on a phone

  const cells = [];
  let socket = null;
  let invitation = "";
  let seatedAt = null; // in the lobby, the number of the table the player sits at
  let lobbyCard = ""; // the player's card, in the lobby: "#salon-" and its four words
  let number = 0;
  let retry = 1;
  let scene = null;
  let seated = false;
  let left = false;
  let away = false; // the page left for another, kept by the browser to come back to
  let focused = { row: 7, col: 7 };
  let chosen = null; // the square a word starts on, chosen on the grid
  let previewed = ""; // the line heard last, which Enter then plays
  let clockShown = null;

  // ---------------------------------------------------------------- the board

  function buildBoard() {
    const table = $("board");
    const head = table.createTHead().insertRow();
    const corner = document.createElement("th");
    corner.className = "corner";
    corner.scope = "col";
    corner.setAttribute("aria-label", words.corner); // the row letters' column
    head.appendChild(corner);
    for (let col = 0; col < SIZE; col++) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = String(col + 1);
      head.appendChild(th);
    }
    const body = table.createTBody();
    for (let row = 0; row < SIZE; row++) {
      const tr = body.insertRow();
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = ROWS[row];
      tr.appendChild(th);
      cells.push([]);
      for (let col = 0; col < SIZE; col++) {
        const td = document.createElement("td");
        td.setAttribute("role", "gridcell");
        td.tabIndex = row === focused.row && col === focused.col ? 0 : -1;
        td.dataset.row = row;
        td.dataset.col = col;
        tr.appendChild(td);
        cells[row].push(td);
      }
    }
    table.addEventListener("keydown", onGridKey);
    table.addEventListener("click", (event) => {
      const td = event.target.closest("td[role=gridcell]");
      if (td) {
        const row = Number(td.dataset.row);
        const col = Number(td.dataset.col);
        const again = chosen && chosen.row === row && chosen.col === col;
        moveFocus(row, col);
        choose(row, col, true, again);
      }
    });
  }

  function moveFocus(row, col) {
    cells[focused.row][focused.col].tabIndex = -1;
    focused = { row: Math.max(0, Math.min(SIZE - 1, row)), col: Math.max(0, Math.min(SIZE - 1, col)) };
    const cell = cells[focused.row][focused.col];
    cell.tabIndex = 0;
    cell.focus();
  }

  function onGridKey(event) {
    const { row, col } = focused;
    const moves = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: event.ctrlKey ? [0, 0] : [row, 0],
      End: event.ctrlKey ? [SIZE - 1, SIZE - 1] : [row, SIZE - 1],
      PageUp: [0, col],
      PageDown: [SIZE - 1, col],
    };
    if (event.key in moves) {
      event.preventDefault();
      moveFocus(...moves[event.key]);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(row, col, true);
    } else if (event.key === " ") {
      event.preventDefault();
      choose(row, col, false, true);
    } else if (!event.ctrlKey && !event.altKey && !event.metaKey && jumpTo(event.key)) {
      event.preventDefault();
    }
  }

  // A square reached by its name typed on the grid, its row's letter then its column's number:
  // H, 8 goes to H8; 1 goes to column 1, and a second digit at once after it to 10 to 15.
  let typedName = "";
  function jumpTo(key) {
    if (/^[a-o]$/i.test(key)) {
      typedName = key.toUpperCase();
      return true;
    }
    if (!/^[0-9]$/.test(key) || !typedName) {
      typedName = "";
      return false;
    }
    const col = Number(typedName.slice(1) + key);
    if (col < 1 || col > SIZE) {
      typedName = "";
      return true;
    }
    moveFocus(ROWS.indexOf(typedName[0]), col - 1);
    typedName = col === 1 ? typedName + key : ""; // 1 may become 10 to 15
    return true;
  }

  // A square chosen where the word starts (then the word is typed: ``toWord``); chosen again
  // by a click, or with Space, the direction turns. Said in the status line.
  function choose(row, col, toWord = true, turn = false) {
    if (!seated) return;
    if (turn) {
      const down = document.querySelector("input[name=direction][value=down]");
      const across = document.querySelector("input[name=direction][value=across]");
      (across.checked ? down : across).checked = true;
    }
    chosen = { row, col };
    $("square").value = ROWS[row] + String(col + 1);
    showChosen();
    if (toWord) {
      state("");
      $("word").focus();
    } else {
      state($("word-label").textContent);
    }
  }

  function direction() {
    return document.querySelector("input[name=direction]:checked").value;
  }

  function showChosen() {
    const name = $("square").value.trim().toUpperCase();
    const across = direction() === "across";
    $("word-label").textContent = name
      ? format(words.word_at, { square: name, direction: across ? words.across : words.down })
      : words.word_label;
    for (const row of cells) for (const td of row) td.removeAttribute("aria-selected");
    if (chosen) cells[chosen.row][chosen.col].setAttribute("aria-selected", "true");
    $("board").classList.toggle("down", !across);
  }

  // A square's text is its name, for the screen reader (hidden from sight); what the eye
  // sees (the premium's mark, a tile's letter and value) is hidden from the screen reader.
  // A name given as a label instead was passed over by Orca, which read the marks.
  function drawBoard() {
    for (let row = 0; row < SIZE; row++) {
      for (let col = 0; col < SIZE; col++) {
        const td = cells[row][col];
        const trial = scene.tentative.find(([r, c]) => r === row && c === col);
        const letter = trial ? trial[2] : scene.board[row][col];
        const premium = words.premiums[row][col];
        const name = document.createElement("span");
        name.className = "for-reader";
        name.textContent = scene.squares[row][col];
        const face = document.createElement("span");
        face.setAttribute("aria-hidden", "true");
        td.className = "";
        if (premium !== ".") td.classList.add("premium-" + PREMIUM_CLASS[premium]);
        if (letter === ".") {
          face.textContent = MARKS[premium] || "";
        } else {
          td.classList.add("tile");
          const joker = letter !== letter.toUpperCase();
          if (joker) td.classList.add("joker");
          face.append(...tileFace(letter.toUpperCase(), joker));
        }
        td.replaceChildren(name, face);
        if (scene.last.some(([r, c]) => r === row && c === col)) td.classList.add("last");
        if (trial) td.classList.add("trial");
        if (chosen && chosen.row === row && chosen.col === col) td.setAttribute("aria-selected", "true");
      }
    }
  }

  // A tile as the eye sees it: its letter and, smaller, its value (0 for a joker).
  function tileFace(letter, joker) {
    const shown = document.createElement("span");
    shown.className = "letter";
    shown.textContent = letter;
    const points = document.createElement("span");
    points.className = "value";
    points.textContent = String(joker ? 0 : VALUES[letter]);
    return [shown, points];
  }

  function clock(seconds) {
    if (seconds === null || seconds === undefined) return "";
    const sign = seconds < 0 ? "-" : "";
    const whole = Math.abs(seconds);
    return sign + Math.floor(whole / 60) + ":" + String(whole % 60).padStart(2, "0");
  }

  function drawScores() {
    const body = $("scores").tBodies[0];
    body.textContent = "";
    scene.players.forEach((player, index) => {
      const tr = body.insertRow();
      const name = document.createElement("th");
      name.scope = "row";
      name.textContent = player.name;
      if (index === scene.turn) {
        tr.className = "turn";
        tr.setAttribute("aria-current", "true");
        const mark = document.createElement("span");
        mark.className = "to-play";
        mark.textContent = " (" + words.to_play + ")";
        name.appendChild(mark);
      }
      tr.appendChild(name);
      tr.insertCell().textContent = String(player.score);
      const time = tr.insertCell();
      time.textContent = clock(player.time);
      time.className = "clock";
    });
    $("scores").classList.toggle("untimed", scene.players.every((p) => p.time === null));
    $("bag").textContent = format(words.bag, { count: scene.bag });
    clockShown = { at: Date.now(), players: scene.players.map((p) => p.time) };
  }

  // The running clock is redrawn once a second on the screen only: never announced.
  function tickClock() {
    if (!scene || !clockShown || scene.turn === null || scene.turn === undefined) return;
    const start = clockShown.players[scene.turn];
    if (start === null || start === undefined) return;
    const row = $("scores").tBodies[0].rows[scene.turn];
    if (!row) return;
    const elapsed = Math.floor((Date.now() - clockShown.at) / 1000);
    row.cells[row.cells.length - 1].textContent = clock(start - elapsed);
  }

  function drawRack() {
    const rack = $("rack");
    rack.textContent = "";
    for (const tile of scene.tiles) {
      const li = document.createElement("li");
      li.className = "tile";
      const joker = tile === "?";
      if (joker) li.classList.add("joker");
      li.append(...tileFace(tile, joker));
      rack.appendChild(li);
    }
    $("rack-said").textContent = scene.rack; // "Chevalet, B 3, G 2…", as motamot says it
  }

  function drawButtons() {
    const pending = scene.pending === true;
    for (const id of ["play", "cancel"]) $(id).setAttribute("aria-disabled", String(!pending));
  }

  function draw(next) {
    scene = next;
    if (!scene.squares.length) return; // the lobby's scene has no board to name
    drawBoard();
    drawScores();
    if (seated) {
      drawRack();
      drawButtons();
    }
  }

  // ---------------------------------------------------------------- what is said

  // What one message of the server said goes into the live region as one paragraph: Orca
  // read the paragraphs of a quick succession out of order (the player's move after the
  // computer's reply). The clock's warnings and its time out (the message with the clock's
  // cue) go to the assertive region instead, said at once, the latest one kept in sight.
  function say(texts, urgent = false) {
    if (!texts.length) return;
    if (urgent) {
      $("alarm").textContent = texts.join(" ");
      return;
    }
    const log = $("said");
    const line = document.createElement("p");
    line.textContent = texts.join(" ");
    log.appendChild(line);
    while (log.childElementCount > KEPT_SAID) log.firstElementChild.remove();
    log.scrollTop = log.scrollHeight; // the newest in sight
  }

  // A table's answer (motamot.speech.answer): what the page says of it. The history steps
  // are taken here, over what this page was told, one entry an answer (or each message of
  // one cut by its breaks), as in the terminal; the page's reader keeps its own rate.
  const heard = [];
  let back = 0;
  function answered(items) {
    const texts = [];
    let entry = [];
    const keep = () => {
      if (!entry.length) return;
      heard.push(entry.join(" "));
      back = 0;
      entry = [];
    };
    const step = (index) => {
      if (index < 0 || index >= heard.length) return false;
      back = heard.length - 1 - index;
      texts.push(heard[index]);
      return true;
    };
    for (const [kind, text, ...rest] of items) {
      if (kind === "say") {
        texts.push(text);
        if (rest[1] !== false) entry.push(text);
      } else if (kind === "break") {
        keep();
      } else if (kind === "rate") {
        texts.push(rest[1]);
      } else if (kind === "again") {
        keep();
        const latest = heard.length - 1;
        const found = {
          repeat: () => step(latest - back),
          latest: () => step(latest),
          back: () => step(latest - back - 1),
          forward: () => back > 0 && step(latest - back + 1),
          first: () => step(0),
        }[text]();
        if (!found && rest[0]) texts.push(rest[0]);
      }
    }
    keep();
    while (heard.length > KEPT_SAID) heard.shift();
    return texts;
  }

  // An answer's sound cues (motamot.sound.cues), played as the terminal plays them: each one
  // cuts the last, at the seat's volume. The seat sends none when its sounds are off
  // ("sons non"). A browser may refuse to play before the player's first key: then silence.
  let volume = 40; // the seat's, told as the page joins (the settings' own level until then)
  function played(items) {
    for (const [kind, name] of items) {
      const cue = kind === "cue" && document.getElementById("cue-" + name);
      if (!cue) continue;
      for (const other of document.querySelectorAll("audio")) other.pause();
      cue.currentTime = 0;
      cue.volume = volume / 100;
      cue.play().catch(() => {});
    }
  }

  function state(text) {
    $("state").textContent = text;
  }

  // ---------------------------------------------------------------- the connection

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function request(kind, fields) {
    number += 1;
    send(Object.assign({ type: kind, n: number }, fields));
  }

  function join() {
    if (lobbyCard) {
      send({ type: "lobby", card: lobbyCard, language: words.language, settings: {}, page: true });
    } else {
      send({ type: "join", invitation, language: words.language, settings: {}, screen: true, page: true });
    }
  }

  // ---------------------------------------------------------------- the lobby

  // In the lobby the page shows its tables, the proposal form, the talk and the log; the
  // board, the scores and the rack come with the game.
  function showLobby(inLobby) {
    const title = inLobby ? words.lobby_title : words.title;
    document.title = title;
    document.querySelector("h1").textContent = title;
    $("talk-heading").textContent = inLobby ? words.lobby_talk_heading : words.talk_heading;
    document.querySelector("label[for=talk-text]").textContent = inLobby ? words.lobby_talk_label : words.talk_label;
    $("lobby").hidden = !inLobby;
    $("board-area").hidden = inLobby;
    $("scores-area").hidden = inLobby;
    $("seat").hidden = inLobby || !seated;
    $("watching").hidden = inLobby || seated;
    $("talk").hidden = !inLobby && !seated;
  }

  // Each open table with its button to sit there; at the player's own table, the button to
  // leave it instead, and no form to open another (one table at a time). The server sends
  // what changed: tables new or changed (by number), those gone, who is there, the table the
  // player sits at. Items are changed in place, so a button keeps its focus.
  function drawLobby(message) {
    if ("who" in message) $("lobby-who").textContent = message.who;
    if ("at" in message) seatedAt = message.at;
    const list = $("lobby-tables");
    for (const number of message.gone || []) {
      const item = list.querySelector(`li[data-number="${number}"]`);
      if (item) item.remove();
    }
    for (const [number, text] of Object.entries(message.tables || {})) {
      let item = list.querySelector(`li[data-number="${number}"]`);
      if (!item) {
        item = document.createElement("li");
        item.dataset.number = number;
        item.append(document.createElement("span"));
        const after = [...list.children].find((other) => Number(other.dataset.number) > Number(number));
        list.insertBefore(item, after || null);
      }
      item.firstChild.textContent = text + " ";
    }
    for (const item of list.children) {
      const number = Number(item.dataset.number);
      const button = item.querySelector("button");
      if (number === seatedAt && button) button.remove();
      if (number !== seatedAt && !button) {
        const sit = document.createElement("button");
        sit.type = "button";
        sit.textContent = format(words.sit, { number });
        sit.addEventListener("click", () => request("line", { text: "assieds " + number }));
        item.append(sit);
      }
    }
    const atATable = seatedAt !== null && seatedAt !== undefined;
    $("stand").hidden = !atATable;
    $("propose-form").hidden = atATable;
    $("propose-heading").hidden = atATable;
  }

  function proposal() {
    const parts = ["propose", $("propose-rules").value];
    parts.push($("propose-players").value + " joueurs");
    const minutes = Number($("propose-clock").value);
    if (minutes > 0) parts.push("pendule " + minutes);
    if ($("propose-duplicate").checked) parts.push("duplicate");
    if ($("propose-rated").checked) parts.push("classee");
    parts.push($("propose-hints").checked ? "indices" : "sans indices");
    return parts.join(" ");
  }

  // A key of motamot's commands: yes and no answer what waits for a yes.
  function key(command, argument = "") {
    request("key", { command, argument });
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const base = location.pathname.replace(/[^/]*$/, "");
    socket = new WebSocket(scheme + "//" + location.host + base + "ws");
    state(words.connecting);
    socket.addEventListener("open", () => {
      number = 0; // a new connection counts its messages again
      join();
    });
    socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
    socket.addEventListener("close", () => {
      if (left || away) return;
      state(format(retry === 1 ? words.lost_one : words.lost, { seconds: retry }));
      setTimeout(connect, retry * 1000);
      retry = Math.min(retry * 2, 60);
    });
  }

  function receive(message) {
    if (message.type === "joined" && message.lobby) {
      $("lobby-tables").replaceChildren(); // a new connection is sent the whole lobby again
      seatedAt = null;
      retry = 1;
      volume = message.volume;
      seated = false;
      $("join").hidden = true;
      $("game").hidden = false;
      showLobby(true);
      state("");
    } else if (message.type === "lobby") {
      drawLobby(message);
    } else if (message.type === "joined") {
      retry = 1;
      volume = message.volume;
      seated = message.seat !== null && message.seat !== undefined;
      $("join").hidden = true;
      $("game").hidden = false;
      $("seat").hidden = !seated;
      $("talk").hidden = !seated; // a spectator reads the table's talk, and cannot write into it
      $("watching").hidden = seated;
      if (!seated) $("help").textContent = words.help_watching;
      state("");
    } else if (message.type === "said") {
      const urgent = message.items.some(([kind, name]) => kind === "cue" && name === "clock");
      const texts = answered(message.items);
      say(texts, urgent);
      if (texts.length) played(message.items); // never a sound without its words
      if (message.scene) draw(message.scene);
      if (message.left) leave();
    } else if (message.type === "error") {
      say([message.text]);
      if (message.code === "game-removed") {
        leave(); // final: said once, the page stops
      } else if (["unknown-invitation", "unknown-card", "too-many-tries"].includes(message.code)) {
        left = message.code === "too-many-tries";
        askInvitation();
      }
    } else if (message.type === "moved") {
      // A rematch, or a lobby table's game: the seat is at the new game, and the address keeps
      // its invitation (a reload takes the seat again).
      if (message.lobby) {
        lobbyCard = "";
        seated = true;
        showLobby(false);
      }
      if (message.invitation) {
        invitation = message.invitation;
        history.replaceState(null, "", "#" + invitation.replace(/ /g, "-"));
      }
    } else if (message.type === "settings") {
      volume = message.settings.cue_volume; // changed at the seat ("volume 60")
    } else if (message.type === "bye") {
      leave();
    }
  }

  function leave() {
    left = true;
    state(words.ended);
    if (socket) socket.close();
  }

  function askInvitation() {
    $("join").hidden = false;
    $("game").hidden = true;
    state(words.no_invitation);
    $("invitation").focus();
  }

  // ---------------------------------------------------------------- playing

  function moveLine() {
    const square = $("square").value.trim().toUpperCase();
    const word = $("word").value.trim();
    const found = /^([A-O])(\d{1,2})$/.exec(square) || /^(\d{1,2})([A-O])$/.exec(square);
    if (!found || !word) return word; // the server says what is missing, in the player's words
    const row = /^[A-O]$/.test(found[1]) ? found[1] : found[2];
    const col = /^[A-O]$/.test(found[1]) ? found[2] : found[1];
    return (direction() === "across" ? row + col : col + row) + " " + word;
  }

  // The move heard is played: its square and word are emptied for the next one (a line
  // without a square is a command: scores, aide, abandonne).
  function confirm() {
    key("yes");
    $("word").value = "";
    $("square").value = "";
    chosen = null;
    previewed = "";
    showChosen();
    state("");
  }

  function wire() {
    $("move-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const line = moveLine();
      if (scene && scene.pending && line === previewed) {
        confirm();
      } else {
        previewed = line;
        request("line", { text: line });
      }
    });
    // Escape takes back the move on trial; with none, it goes back to the board.
    $("word").addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      if (scene && scene.pending) key("no");
      else moveFocus(focused.row, focused.col);
    });
    const pressed = (id, action) =>
      $(id).addEventListener("click", () => {
        if ($(id).getAttribute("aria-disabled") !== "true") action();
      });
    pressed("play", confirm);
    pressed("cancel", () => key("no"));
    pressed("pass", () => key("pass"));
    pressed("challenge", () => key("challenge"));
    pressed("exchange", () => key("exchange", $("word").value.trim()));
    $("square").addEventListener("input", () => {
      const match = /^([A-O])(\d{1,2})$/.exec($("square").value.trim().toUpperCase());
      chosen = match ? { row: ROWS.indexOf(match[1]), col: Number(match[2]) - 1 } : null;
      showChosen();
    });
    for (const radio of document.querySelectorAll("input[name=direction]")) radio.addEventListener("change", showChosen);
    $("talk-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const text = $("talk-text").value.trim();
      if (!text) return;
      request("line", { text: "dis " + text });
      $("talk-text").value = "";
    });
    $("propose-form").addEventListener("submit", (event) => {
      event.preventDefault();
      request("line", { text: proposal() });
    });
    $("stand").addEventListener("click", () => request("line", { text: "leve" }));
    // A line typed as in motamot's line interface: the server reads it (its commands, a move),
    // and its answer comes to the live region. The field keeps the focus, emptied; Enter in
    // it empty plays the move heard, as the answer says.
    $("command-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const text = $("command").value.trim();
      if (!text) {
        if (scene && scene.pending) confirm();
        return;
      }
      request("line", { text });
      $("command").value = "";
    });
    // The history of what was said, as in the terminal: the server answers each step, the
    // page takes it over what it was told (answered). Anywhere on the page, focus unmoved.
    const steps = { F2: "repeat", F3: "back", F4: "forward" };
    document.addEventListener("keydown", (event) => {
      if (!(event.key in steps) || event.altKey || event.ctrlKey || event.metaKey || !seated) return;
      event.preventDefault();
      key(steps[event.key]);
    });
    $("join-form").addEventListener("submit", (event) => {
      event.preventDefault();
      invitation = $("invitation").value.trim();
      if (!invitation) return;
      left = false;
      if (socket && socket.readyState === WebSocket.OPEN) {
        join();
      } else {
        connect();
      }
    });
    // The invitation stays in the address's fragment, kept by the link switching language.
    $("language-link").href += location.hash;
    // A game of motamot navigateur (its page beside the start page): the way back there.
    $("start-link").hidden = !location.pathname.endsWith("/partie");
  }

  // Left for another page, this one kept in the browser's back-forward cache: its connection
  // is let go (motamot navigateur ends once no page is open); coming back connects again.
  window.addEventListener("pagehide", () => {
    away = true;
    if (socket) socket.close();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && away) {
      away = false;
      if (!left) connect();
    }
  });

  buildBoard();
  wire();
  setInterval(tickClock, 1000);
  invitation = decodeURIComponent(location.hash.slice(1)).replace(/-/g, " ").trim();
  if (invitation.startsWith("salon ")) {
    lobbyCard = invitation.slice("salon ".length);
    invitation = "";
  }
  if (invitation || lobbyCard) connect();
  else askInvitation();
})();
