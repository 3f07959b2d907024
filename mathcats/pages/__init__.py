"""What the hosts share of their pages, below them all (no host imports another).

``parts.py``: the words, links, the header and navigation, the home page's
game cards; ``covers.py``: each game's cover; ``form.py``: the setup form;
``guard.py``: the Host/Origin guard on every tornado handler (the app's Voila
server, class play, the hub's class service). The app (``mathcats serve``),
the static site (``mathcats site``) and class play call these.
"""

from pathlib import Path

# The pages' style sheet: the app's template serves it, the site copies it into its folder.
STYLE = Path(__file__).parents[1] / "app/share/jupyter/voila/templates/mathcats/static/mathcats.css"
# The one theme (colours, focus ring, sizes) every page and the table load before their own sheet.
THEME = Path(__file__).parents[1] / "table/static/theme.css"
