"""Helpers of the Layers art tests."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image


def png_bytes(img: Image.Image) -> bytes:
    """PNG with the fixed options of the shared art build (no metadata): equal images, equal bytes."""
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=3, optimize=False)
    return buf.getvalue()


def alpha(img: Image.Image) -> np.ndarray:
    """The alpha channel as a uint8 array."""
    return np.asarray(img.getchannel("A"))
