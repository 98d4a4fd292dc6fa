"""A position drawn as SVG (view.h: ``bao_diagram_svg`` into a memory
sink), as ``bao diagram --svg`` draws it."""

import ctypes

from . import _lib
from ._lib import lib


class DiagramOpts(ctypes.Structure):
    _fields_ = [("flip", ctypes.c_int), ("dots", ctypes.c_int),
                ("dots_max", ctypes.c_int), ("title", ctypes.c_char_p),
                ("caption", ctypes.c_char_p), ("theme", ctypes.c_int)]


_lib.SIZES["bao_diagram_opts"] = DiagramOpts
for _name, _sig in {
        "bao_sink_memory": (ctypes.c_void_p, []),
        "bao_sink_text": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t)]),
        "bao_sink_free": (ctypes.c_int, [ctypes.c_void_p]),
        "bao_diagram_svg": (ctypes.c_int, [ctypes.c_void_p, ctypes.POINTER(_lib.Pos),
                                           ctypes.c_void_p, ctypes.POINTER(DiagramOpts)]),
}.items():
    _f = getattr(lib, _name)
    _f.restype, _f.argtypes = _sig


def svg(position, flip: bool = False, title: str = "") -> str:
    """The SVG document of ``position`` (North's view with ``flip``)."""
    o = DiagramOpts(flip=int(bool(flip)), dots=0, dots_max=0,
                    title=title.encode() if title else None, caption=None, theme=0)
    sink = lib.bao_sink_memory()
    if not sink:
        raise MemoryError("bao: out of memory")
    try:
        if not lib.bao_diagram_svg(sink, ctypes.byref(position._c), None,
                                   ctypes.byref(o)):
            raise MemoryError("bao: out of memory drawing the position")
        n = ctypes.c_size_t(0)
        text = lib.bao_sink_text(sink, ctypes.byref(n))
        return ctypes.string_at(text, n.value).decode("utf-8")
    finally:
        lib.bao_sink_free(sink)
