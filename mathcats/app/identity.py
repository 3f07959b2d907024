"""Who is visiting: always the same anonymous pupil. No login, no name, no lasting cookie.

Jupyter gives each browser a random name kept in a cookie for 30 days; a
classroom app has no use for that, so nobody gets one. The page still needs
the ``_xsrf`` cookie (kept for this browser session only, see
``config/voila.json``) so that leaving a page can close its kernel
(Voila 0.5 does not set it by itself: voila-dashboards/voila#1458).
"""

from __future__ import annotations

from jupyter_server.auth.identity import User
from tornado.websocket import WebSocketHandler
from voila.voila_identity_provider import VoilaIdentityProvider

PUPIL = User(username="pupil", name="Pupil", display_name="Pupil")


class ClassroomIdentity(VoilaIdentityProvider):
    def get_user(self, handler):
        if self.auth_enabled:  # a token was configured: Jupyter's usual login applies
            return super().get_user(handler)
        handler.current_user = PUPIL
        if not isinstance(handler, WebSocketHandler):
            handler.xsrf_token  # noqa: B018  (reading it sets the cookie)
        return PUPIL
