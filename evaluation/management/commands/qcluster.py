"""``manage.py qcluster``: django-q2's cluster, stopping cleanly on a process-group SIGTERM.

Overrides django-q2's command of the same name (``evaluation`` is listed before
``django_q`` in ``INSTALLED_APPS``); same options. See :mod:`evaluation.candidates.worker_stop`.
"""
from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django_q.management.commands import qcluster as q_command
from django_q.signals import post_spawn

from evaluation.candidates.worker_stop import GroupStopCluster, arm_worker


class Command(q_command.Command):
    help = "Starts the django-q2 cluster; a SIGTERM to the whole process group stops it within ~8 s (issue 13)."

    def handle(self, *args: Any, **options: Any) -> None:
        settings.SECRET_KEY  # noqa: B018 - as django-q2: signing needs it, fail before starting
        if options.get("cluster_name"):
            os.environ["Q_CLUSTER_NAME"] = options["cluster_name"]
        post_spawn.connect(arm_worker, dispatch_uid="qln-worker-stop")  # forked workers inherit it
        cluster = GroupStopCluster()
        cluster.start()
        if options.get("run_once", False):
            cluster.stop()
