"""Network play: an authoritative asyncio server holding tables of any game, its protocol, a
client, headless bot players and local-network discovery. Nothing here imports Qt or a game:
games are reached through the registry (:mod:`canvas_table.games`) only."""
