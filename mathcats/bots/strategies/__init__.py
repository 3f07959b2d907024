"""One bot module per game, named by the game's record: its greedy strategy and reasons."""
