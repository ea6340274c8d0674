"""Settings for the HTTP benchmark: qlnweb's own settings, plus a floor route when asked.

``DJANGO_SETTINGS_MODULE=bench.settings_bench`` with ``QLN_BENCH_FLOOR=1``
serves ``/api/v1/bench-floor`` (see :mod:`bench.floor_urls`) in front of the
project's URL map; without the variable this module is ``qlnweb.settings``
unchanged. Never used outside ``bench/``.
"""
from __future__ import annotations

import os

from qlnweb.settings import *  # noqa: F401,F403

if os.environ.get("QLN_BENCH_FLOOR") == "1":
    ROOT_URLCONF = "bench.floor_urls"
