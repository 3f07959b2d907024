"""Voila's server closed to everything but the class (`mathcats serve` runs it: server.py).

Voila's standalone server answers any ``Host`` header, so a web page on
another site could rename itself to this computer's address (DNS rebinding)
and open, drive or shut down the tables' kernels. Here:

- only requests to ``127.0.0.1`` or ``localhost`` (or a name the teacher
  allows with ``mathcats serve --allow-host NAME``) are answered, others get
  403; a request a page sends (it carries ``Origin``: websockets, deleting a
  kernel) must come from a page of this very server (``pages/guard.py``, the
  guard class play wears too);
- page listings (``/``, ``/voila/tree``, ``/voila/api/contents``) are not
  served, and ``/`` leads to the home page;
- a malformed ``/voila/templates/...`` path is not found (404, Voila: 500);
- the template's theme.css is the table's file, served and named (with its
  hash, so browsers keep it) like the template's own files;
- a kernel's error output (tracebacks, with this computer's file paths, e.g.
  from a malformed ``comm_open``) goes to the server's log, never to the
  browser.
"""

from __future__ import annotations

import os

import voila.utils
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.utils import url_path_join
from tornado.web import HTTPError, RedirectHandler
from traitlets import List, Unicode, default
from voila.app import Voila
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from ..pages import THEME
from ..pages.guard import HOSTS, LOCAL_HOSTS, guarded
from . import HOME_PAGE

LISTINGS = (TornadoVoilaTreeHandler, VoilaContentsHandler)
# The one theme is the table's file; the template links it as its own.
THEME_PATH = os.path.join("mathcats", "static", THEME.name)


class TemplateFiles(TemplateStaticFileHandler):
    """The templates' files, at ``TEMPLATE/static/FILE`` (theme.css: the table's); else 404."""

    def parse_url_path(self, path: str) -> str:
        parts = os.path.normpath(path).split(os.sep, 2)
        if len(parts) != 3 or parts[1] != "static" or parts[0] in (".", ".."):
            raise HTTPError(404)
        url = super().parse_url_path(path)
        if os.path.normpath(path) == THEME_PATH:
            self.roots = [str(THEME.parent)]
        return url

    @classmethod
    def get_absolute_path(cls, root: str, path: str) -> str:
        if os.path.normpath(path) == THEME_PATH:
            return str(THEME)
        return super().get_absolute_path(root, path)


class QuietKernelConnection(ZMQChannelsWebsocketConnection):
    """A kernel's websocket that logs the kernel's errors and stderr instead of sending them."""

    def handle_outgoing_message(self, stream, outgoing_msg) -> None:
        channel = stream if isinstance(stream, str) else getattr(stream, "channel", None)
        if channel == "iopub":
            _, parts = self.session.feed_identities(outgoing_msg)
            kind = self.session.unpack(parts[1])["msg_type"]
            if kind in ("error", "stream"):
                content = self.session.unpack(parts[4])
                if kind == "error" or content.get("name") == "stderr":
                    text = content.get("text") or "\n".join(content.get("traceback", ()))
                    self.log.warning("Kernel %s (not sent to the page): %s", self.kernel_id, text)
                    return
        super().handle_outgoing_message(stream, outgoing_msg)


class GuardedVoila(Voila):
    """Voila answering only this computer's names and the teacher's."""

    allow_hosts = List(Unicode(), help="Host names answered besides 127.0.0.1 and localhost.").tag(
        config=True
    )

    @default("kernel_websocket_connection_class")
    def _quiet_kernels(self):
        return QuietKernelConnection

    def init_settings(self) -> dict:
        settings = super().init_settings()
        # The listening address too: preheated kernels ask for their page's request there.
        names = (*LOCAL_HOSTS, self.ip, *self.allow_hosts)
        settings[HOSTS] = frozenset(name.lower() for name in names)
        return settings

    def init_handlers(self) -> list:
        # Voila names a template's files for its pages (voila.utils.make_url, behind the
        # template's include_css) with its own class, which finds no theme.css: it logged a
        # 404 and named the theme without the hash that lets a browser keep it. Ours finds it.
        voila.utils.TemplateStaticFileHandler = TemplateFiles
        home = url_path_join(self.server_url, HOME_PAGE)
        routes = [(url_path_join(self.server_url, "/"), RedirectHandler, {"url": home})]
        for pattern, handler, *options in super().init_handlers():
            if handler not in LISTINGS:
                handler = TemplateFiles if handler is TemplateStaticFileHandler else handler
                routes.append((pattern, handler, *options))
        return [(pattern, guarded(handler), *options) for pattern, handler, *options in routes]
