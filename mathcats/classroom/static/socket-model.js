// The model a class table is drawn through: the table's Model (anywidget's
// front-end interface) over the page's websocket, so the very renderer the
// widget uses (/class/table.js) draws it. A "scene" frame becomes the "scene"
// value and fires "change:scene"; every other frame fires "msg:custom". The
// socket comes back by itself (waits 0.25 s, doubling to 2 s, forever) and then
// sends hello()'s message again (join, back with the seat key).
// The page pings every PING_MS; a line silent for SILENT_MS is dropped and made again.

import { Model } from "../table.js";

const FIRST_WAIT_MS = 250;
const MOST_WAIT_MS = 2000;
const PING_MS = 5000;  // the server answers "pong"
const SILENT_MS = 12000;  // nothing heard this long: the line is dead, connect again

// ws://this-server/path (wss:// on an https page).
export function socketUrl(path) {
  const url = new URL(path, location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

export class SocketModel extends Model {
  // url: the websocket; hello(): the message to send on every (re)connect, or null.
  constructor(url, hello = () => null) {
    // What table.js sends (a tap, a tick) goes as {"type": "send", content}.
    super((content) => this.tell({ type: "send", content }), { online: false });
    this.url = url;
    this.hello = hello;
    this.wait = FIRST_WAIT_MS;
    this.seq = -1;
    this.socket = null;
    this.connect();
    setInterval(() => this.beat(), PING_MS);
  }

  beat() {
    if (this.socket.readyState === WebSocket.OPEN && Date.now() - this.heard > SILENT_MS) {
      const dead = this.socket;
      this.set("online", false);
      this.connect();  // the dead line's close event, whenever it comes, changes nothing
      dead.close();
    } else {
      this.tell({ type: "ping" });
    }
  }

  // A message of the page itself (join, sit...). Nothing is sent while the line is down.
  tell(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  connect() {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.heard = Date.now();
      this.wait = FIRST_WAIT_MS;
      this.seq = -1;  // seq rises per connection
      this.set("online", true);
      const hello = this.hello();
      if (hello) this.tell(hello);
    });
    socket.addEventListener("message", (event) => {
      this.heard = Date.now();
      this.frame(event.data);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.set("online", false);
      setTimeout(() => this.connect(), this.wait);
      this.wait = Math.min(this.wait * 2, MOST_WAIT_MS);
    });
  }

  frame(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;  // not ours
    }
    if (message.type === "scene") {
      if (message.seq <= this.seq) return;  // an older scene than the one drawn
      this.seq = message.seq;
      this.set("scene", message.scene);
    } else {
      this.emit("msg:custom", message);
    }
  }
}
