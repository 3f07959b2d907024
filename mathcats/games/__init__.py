"""The five games. Importing this package registers each of them."""

from . import (
    feed_the_kitten,  # noqa: F401
    kittens_in_space,  # noqa: F401
    kittens_in_space_solo,  # noqa: F401
    kittys,  # noqa: F401
    kombat_kittens,  # noqa: F401
    meow_ten,  # noqa: F401
)
