"""The class host as a JupyterHub service: ``python -m mathcats.classroom.hub``.

The hub starts it (``c.JupyterHub.services``, see deploy/jupyterhub_config.py)
with its address, prefix and OAuth client in the environment. It serves the
same routes as ``mathcats serve --class`` under the prefix
(``/services/mathcats-class/``). Children join with table codes and need no hub
account. The teacher's page and socket need a hub login holding the scope to
use this service (``access:services!service=NAME``, given by a role in
``c.JupyterHub.load_roles``) instead of the teacher key. The tables, and the
secret signing the teachers' login cookies, are kept in ``$MATHCATS_CLASS_DATA``
(default: the user's data folder, platformdirs), so a restart loses neither.
Every child reaches it through the hub's proxy: the child's own address, which
slows down wrong codes, is the proxy's ``X-Forwarded-For``, believed only from
the proxy's addresses (``$MATHCATS_CLASS_PROXIES``, default this machine's).
"""

from __future__ import annotations

import os
import secrets
import sys
from contextlib import suppress
from pathlib import Path
from urllib.parse import urlsplit

from jupyter_server.utils import url_path_join
from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler, HubOAuthenticated
from tornado.ioloop import IOLoop
from tornado.log import enable_pretty_logging
from tornado.web import (
    Application,
    Finish,
    HTTPError,
    RedirectHandler,
    RequestHandler,
    authenticated,
)
from tornado.websocket import WebSocketHandler

from ..pages.guard import HOSTS, guarded
from . import kept_host
from .journal import data_dir
from .lag import settle
from .web import PROXIES, routes

DATA_VARIABLE = "MATHCATS_CLASS_DATA"  # the journal's folder
PROXIES_VARIABLE = "MATHCATS_CLASS_PROXIES"  # the hub proxy's addresses, comma-separated
LOCAL_PROXY = "127.0.0.1,::1"  # the hub's proxy on this machine (its usual place)
SECRET_FILE = "cookie_secret"  # beside the journal: logins outlive a restart
TEXT = {
    "no-public-url": "Set c.JupyterHub.public_url: the children's address is made from it.",
    "not-teacher": "This page is for the class's teachers. Ask the hub's admin.",
}


class Login(HubOAuthenticated, RequestHandler):
    """The hub's login (OAuth), then the teacher's page."""

    def initialize(self, teacher_page: str):
        self.teacher_page = teacher_page

    @authenticated
    def get(self) -> None:
        self.redirect(self.teacher_page)


def hub_teacher(auth: HubOAuth, login: str):
    """``teacher_ok`` for ``routes``: a hub user with the scope to use this service.

    A page asked with no login goes to ``login``; a socket is refused.
    """

    async def teacher_ok(handler: RequestHandler) -> bool:
        user = await auth.get_user(handler, sync=False)
        if user and auth.check_scopes(auth.access_scopes, user):
            return True
        if isinstance(handler, WebSocketHandler):
            return False
        if user:
            raise HTTPError(403, TEXT["not-teacher"])
        handler.redirect(login)
        raise Finish

    return teacher_ok


def cookie_secret(folder: Path) -> str:
    """The secret signing this service's login cookies, made once in ``folder`` (0600)."""
    path = folder / SECRET_FILE
    new = os.O_WRONLY | os.O_CREAT | os.O_EXCL  # only if there is none yet
    with suppress(FileExistsError), os.fdopen(os.open(path, new, 0o600), "w") as out:
        out.write(secrets.token_hex(32))
    return path.read_text()


def service() -> tuple[Application, str]:
    """The service's tornado app, from the hub's environment, and where it listens."""
    auth = HubOAuth.instance()  # the one the login and its callback use
    public = os.environ.get("JUPYTERHUB_PUBLIC_URL")
    if not public:
        sys.exit(TEXT["no-public-url"])
    prefix = auth.base_url  # JUPYTERHUB_SERVICE_PREFIX
    folder = Path(os.environ[DATA_VARIABLE]) if os.environ.get(DATA_VARIABLE) else data_dir()
    host = kept_host(folder)
    login = url_path_join(prefix, "login")
    teacher_page = url_path_join(prefix, "class/teacher")
    found = [
        *routes(host, prefix, url_path_join(public, "class"), hub_teacher(auth, login)),
        (login, guarded(Login), {"teacher_page": teacher_page}),
        (prefix, guarded(RedirectHandler), {"url": teacher_page}),  # the hub's Services menu
        (urlsplit(auth.oauth_redirect_uri).path, guarded(HubOAuthCallbackHandler)),
    ]
    bind = os.environ["JUPYTERHUB_SERVICE_URL"]
    names = {urlsplit(public).hostname, urlsplit(bind).hostname}  # as the proxy forwards it
    proxies = os.environ.get(PROXIES_VARIABLE, LOCAL_PROXY).split(",")
    settings = {
        HOSTS: frozenset(names),
        "cookie_secret": cookie_secret(folder),
        PROXIES: frozenset(p.strip() for p in proxies if p.strip()),
    }
    return Application(found, **settings), bind


def main() -> None:
    enable_pretty_logging()
    app, bind = service()
    address = urlsplit(bind)
    app.listen(address.port, address.hostname)
    settle(IOLoop.current().asyncio_loop)
    IOLoop.current().start()


if __name__ == "__main__":
    main()
