"""A JupyterHub for Math Cats on one machine: the recipe in docs/deploy.md.

Run it from the folder where the hub should keep its database, its cookie
secret and each class's pages (docs/deploy.md has the commands). Everything
listens on 127.0.0.1. The class accounts log in with any password (JupyterHub's
dummy authenticator); each gets its own Jupyter server, with Voila as a server
extension serving the app at /user/NAME/voila/render/home.ipynb. The class
host (class play: each child on their own device) runs as a hub service at
/services/mathcats-class/: the teacher account logs in and opens
/services/mathcats-class/class/teacher; children join at
/services/mathcats-class/class with a table code, without an account.
tests/browser/app_hub/ runs this very file, on other ports and folders.

For a real school, swap the authenticator and the spawner (docs/deploy.md).
"""

import os
import shutil
import sys
from pathlib import Path

from mathcats.app import notebooks_dir

c = get_config()  # noqa: F821 (JupyterHub defines it)

# Nothing listens beyond this machine: the proxy, the hub and every class's server.
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = 8000
c.JupyterHub.public_url = "http://127.0.0.1:8000/"  # the children's address is made from it
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = 8081
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:8001"
c.Spawner.ip = "127.0.0.1"

# Any password works: only for trying the recipe on one machine.
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allowed_users = {"class-a", "class-b", "teacher"}

# Each class's server runs as this machine's user, in a folder of its own.
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(Path.cwd() / "{username}")
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]  # this Python, with mathcats
if os.geteuid() == 0:  # e.g. in a container or CI
    c.Spawner.args = ["--allow-root"]
c.Spawner.default_url = "/voila/render/home.ipynb"  # logging in opens the games
c.Spawner.http_timeout = 120  # a busy machine takes a while to start a server
c.Spawner.start_timeout = 120


def give_pages(spawner):
    """Copy the app's pages (home, setup, table, rules, lessons) into the class's folder."""
    shutil.copytree(notebooks_dir(), spawner.home_dir, dirs_exist_ok=True)


c.Spawner.pre_spawn_hook = give_pages

# Class play: the class host as a service the hub starts, stops and proxies.
c.JupyterHub.services = [
    {
        "name": "mathcats-class",
        "url": "http://127.0.0.1:8010",  # where the service listens, on this computer only
        "command": [sys.executable, "-m", "mathcats.classroom.hub"],
        "environment": {"MATHCATS_CLASS_DATA": str(Path.cwd() / "class-tables")},
        "oauth_no_confirm": True,  # part of the school's hub: no "authorize" page
    }
]
# Only the teachers may open the teacher's page; anyone with a table code may join.
c.JupyterHub.load_roles = [
    {
        "name": "class-teacher",
        "scopes": ["access:services!service=mathcats-class"],
        "users": ["teacher"],
    }
]
