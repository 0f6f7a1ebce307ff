"""Which family each motif title belongs to (far, middle or near): the one place for it, read
by the art's motifs and by the tables (without loading the art's drawing tools)."""

from __future__ import annotations

FAMILIES: tuple[str, ...] = ("far", "middle", "near")

#: Each motif title's family: far things (sky, weather, light), the middle distance (places,
#: buildings, trees), near things (flowers, creatures, people).
FAMILY_OF: dict[str, str] = {
    "Aurora": "far", "Bright": "far", "Clouds": "far", "Comet": "far", "Crimson": "far",
    "Dawn": "far", "Distant": "far", "Dreaming": "far", "Eclipse": "far", "Fleeting": "far",
    "Horizon": "far", "Moon": "far", "Rainbow": "far", "Starlings": "far", "Stormy": "far",
    "Summit": "far", "Sunlit": "far", "Twilight": "far",
    "Amber": "middle", "Ancient": "middle", "Bridge": "middle", "Cypress": "middle",
    "Frozen": "middle", "Gentle": "middle", "Golden": "middle", "Harbour": "middle",
    "Hollow": "middle", "Lighthouse": "middle", "Lonely": "middle", "Misty": "middle",
    "Orchard": "middle", "Quiet": "middle", "River": "middle", "Secret": "middle",
    "Silver": "middle", "Tower": "middle", "Village": "middle", "Wandering": "middle",
    "Willow": "middle", "Windmill": "middle",
    "Blooming": "near", "Burning": "near", "Dancer": "near", "Drowsy": "near", "Ferns": "near",
    "Fox": "near", "Heron": "near", "Hidden": "near", "Lanterns": "near", "Meadow": "near",
    "Poppies": "near", "Restless": "near", "Rustling": "near", "Scarlet": "near",
    "Sparrow": "near", "Tender": "near", "Tulips": "near", "Velvet": "near", "Wanderer": "near",
    "Wild": "near",
}
