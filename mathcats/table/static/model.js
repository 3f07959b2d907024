// The model a table is drawn through outside Jupyter: anywidget's front-end
// interface (get, set, save_changes, on, off, send). A host gives it a way to
// send (``post``): class play a websocket, the site a Web Worker. A value set
// fires "change:NAME"; a host's own message fires "msg:custom".

export class Model {
  // post(content): send what the table sends (a tap, a tick) to its Python session.
  constructor(post, data = {}) {
    this.post = post;
    this.data = data;
    this.listeners = {};
  }

  get(name) {
    return this.data[name];
  }

  set(name, value) {
    this.data[name] = value;
    this.emit(`change:${name}`, value);
  }

  save_changes() {}  // nothing is synced back: the table sends messages instead

  on(event, callback) {
    (this.listeners[event] ||= []).push(callback);
  }

  off(event, callback) {
    this.listeners[event] = (this.listeners[event] || []).filter((c) => c !== callback);
  }

  emit(event, value) {
    for (const callback of [...(this.listeners[event] || [])]) callback(value);
  }

  send(content) {
    this.post(content);
  }
}
