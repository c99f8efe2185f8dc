"""Colour-vision deficiency simulation (Machado, Oliveira and Fernandes 2009, full
severity) and CIE Lab distances: the tests use it to check that what the table tells
by colour stays apart for protanopes, deuteranopes and tritanopes.  Also handy on a
screenshot: ``simulate_image(Image.open(path), "deutan").show()``."""

from __future__ import annotations

import numpy as np

KINDS = ("protan", "deutan", "tritan")

_MATRICES = {
    "protan": np.array([[0.152286, 1.052583, -0.204868],
                        [0.114503, 0.786281, 0.099216],
                        [-0.003882, -0.048116, 1.051998]]),
    "deutan": np.array([[0.367322, 0.860646, -0.227968],
                        [0.280085, 0.672501, 0.047413],
                        [-0.011820, 0.042940, 0.968881]]),
    "tritan": np.array([[1.255528, -0.076749, -0.178779],
                        [-0.078411, 0.930809, 0.147602],
                        [0.004733, 0.691367, 0.303900]]),
}
_XYZ = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


def rgb(colour: str) -> np.ndarray:
    """"#rrggbb" (an alpha part is ignored) as floats in 0..1."""
    value = colour.lstrip("#")
    return np.array([int(value[i:i + 2], 16) for i in (0, 2, 4)]) / 255


def _linear(c: np.ndarray) -> np.ndarray:
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _gamma(c: np.ndarray) -> np.ndarray:
    c = np.clip(c, 0, 1)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(colours: np.ndarray, kind: str) -> np.ndarray:
    """sRGB colours (..., 3) in 0..1 as seen with ``kind`` (or unchanged: "normal")."""
    colours = np.asarray(colours, float)
    if kind == "normal":
        return colours
    return _gamma(_linear(colours) @ _MATRICES[kind].T)


def lab(colours: np.ndarray) -> np.ndarray:
    xyz = (_linear(np.asarray(colours, float)) @ _XYZ.T) / _WHITE
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], -1)


def distance(a: str, b: str, kind: str = "normal") -> float:
    """CIE76 colour difference between two colours as seen with ``kind``."""
    return float(np.linalg.norm(lab(simulate(rgb(a), kind)) - lab(simulate(rgb(b), kind))))


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours."""
    la, lb = (float(_linear(rgb(c)) @ _XYZ[1]) for c in (a, b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def simulate_image(image, kind: str):
    """A Pillow RGB image as seen with ``kind``."""
    from PIL import Image
    array = np.asarray(image.convert("RGB"), float) / 255
    return Image.fromarray((simulate(array, kind) * 255 + 0.5).astype("uint8"))
