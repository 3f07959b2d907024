"""Count to Ten: what each "Show me" reason claims, checked on the state (Game.claims)."""

CLAIMS = {
    "reach": lambda p: "game-won" in p.kinds(),
    "leave": lambda p: (p.after.goal - p.after.count) % 3 == 0 and not p.after.over,
    "out-of-reach": lambda p: p.after.goal - p.after.count > 2,  # more than one add away
}
