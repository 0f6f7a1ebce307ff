"""Game-agnostic core: seeded RNG, the game protocol, records, atomic storage and generic bots.

Nothing here imports Qt or knows the rules of a particular game.
"""
