"""Greedy strategies, one module per game. Importing this package registers them."""

from . import (
    feed_the_kitten,  # noqa: F401
    kittens_in_space,  # noqa: F401
    kittens_in_space_solo,  # noqa: F401
    kittys,  # noqa: F401
    kombat_kittens,  # noqa: F401
    meow_ten,  # noqa: F401
)
