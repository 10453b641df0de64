"""The classroom's kernel cap and culling without a server: Voilà's pools of standby kernels and the kernels running
are stood in for, so each moment of a pool's life (filled, a kernel handed to a pupil's page, the refill pending, the
refill's kernel started, a cull pass before the page connects) is set up exactly, with no timing to hope for.

The server-level tests (``tests/test_classroom_server.py``) show the same cap with real kernels; this one pins down
the moment between a pupil's page taking the standby kernel and the refill's kernel showing up, which a real server
passes through in a few milliseconds.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("voila")

from tutor import classroom  # noqa: E402  (made on first use: needs Voilà)

APPS = ("Amber.ipynb", "Loire.ipynb", "Taxis.ipynb")


def standby_task(loop: asyncio.AbstractEventLoop, kernel_id: str | None) -> asyncio.Future[Any]:
    """A pool's task: done with its kernel when ``kernel_id`` is given, still starting one when it is None."""
    task: asyncio.Future[Any] = loop.create_future()
    if kernel_id is not None:
        task.set_result({"kernel_id": kernel_id})
    return task


def kernel_manager(loop: asyncio.AbstractEventLoop, places: int) -> Any:
    """A classroom kernel manager with one standby kernel ready per app (``k-<app>``), as after the server's start.
    Taking a pool's kernel does what Voilà's does: the task leaves the pool and a refill task (no kernel yet) joins."""

    class Pools(classroom.ClassroomKernelManager):  # type: ignore[name-defined,misc]
        def list_kernel_ids(self) -> list[str]:
            return sorted(self.running)

        async def get_rendered_notebook(self, notebook_name: str, **kwargs: Any) -> tuple[Any, list[str], str]:
            content = await self._pools[notebook_name].pop(0)
            self._pools[notebook_name].append(standby_task(loop, None))  # the refill: pending, its kernel not started
            return None, [], content["kernel_id"]

        async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
            self.culled.append(kernel_id)
            self.running.discard(kernel_id)
            self._kernels.pop(kernel_id, None)

    manager = Pools(max_kernels=places)
    manager.culled = []
    manager.running = {f"k-{app}" for app in APPS}
    manager._preheated.update(manager.running)
    manager._pools = {app: [standby_task(loop, f"k-{app}")] for app in APPS}
    return manager


def test_a_pupils_kernel_counts_while_its_pools_refill_is_pending() -> None:
    """One place: a pupil's page takes Amber's standby kernel; until the refill's kernel shows, the pupil's kernel
    must still count, so the second pupil is refused (before the fix the taken kernel passed for the pending refill's
    and the class looked empty)."""
    loop = asyncio.new_event_loop()
    try:
        manager = kernel_manager(loop, places=1)
        assert manager.standby() == 3 and not manager.full  # three standby kernels, no pupil yet
        loop.run_until_complete(manager.get_rendered_notebook("Amber.ipynb"))
        assert manager.standby() == 2 and manager.full  # the refill pending: Amber's kernel is the pupil's
        manager.running.add("k-refill")  # the refill's kernel starts (its app not run yet)
        manager._preheated.add("k-refill")
        assert manager.standby() == 3 and manager.full
        manager._pools["Amber.ipynb"] = [standby_task(loop, "k-refill")]  # the refill is ready
        assert manager.standby() == 3 and manager.full
        manager.running.discard("k-Amber.ipynb")  # the pupil closes the tab
        assert manager.standby() == 3 and not manager.full
    finally:
        loop.close()


def test_standby_kernels_never_fill_the_class() -> None:
    """Two places, two pools refilling at once: the two pupils' kernels fill the class, the standby one does not."""
    loop = asyncio.new_event_loop()
    try:
        manager = kernel_manager(loop, places=2)
        loop.run_until_complete(manager.get_rendered_notebook("Amber.ipynb"))
        assert not manager.full
        loop.run_until_complete(manager.get_rendered_notebook("Taxis.ipynb"))
        assert manager.standby() == 1 and manager.full  # Loire's standby kernel; two pupils, two refills pending
    finally:
        loop.close()


def idle_kernel(idle_seconds: float) -> Any:
    """A running kernel as Jupyter's culling sees it: idle (not busy) since ``idle_seconds`` ago."""
    from jupyter_server._tz import utcnow

    return SimpleNamespace(last_activity=utcnow() - timedelta(seconds=idle_seconds), execution_state="idle",
                           kernel_name="python3", kernel_spec=SimpleNamespace(metadata={}))


def test_a_standby_kernel_gets_the_full_cull_time_from_its_hand_over() -> None:
    """Issue 24: standby kernels that waited 1885 s in their pools (the cull limit is 300 s) are never culled; the
    one a pupil's page takes gets 300 s from the hand-over to be connected, so a cull pass before the page connects
    leaves it (before the fix it kept its last activity from the preheating, and the first cull pass shut it down:
    the page then found "404 Kernel does not exist"); a page that never connects loses it after those 300 s."""
    loop = asyncio.new_event_loop()
    try:
        manager = kernel_manager(loop, places=5)
        manager.cull_idle_timeout = 300
        manager._kernels = {kernel_id: idle_kernel(1885) for kernel_id in manager.running}

        def cull_pass() -> list[str]:
            for kernel_id in list(manager._kernels):
                loop.run_until_complete(manager.cull_kernel_if_idle(kernel_id))
            return manager.culled

        assert cull_pass() == []  # standby kernels: never culled, however long they wait
        loop.run_until_complete(manager.get_rendered_notebook("Amber.ipynb"))  # a pupil's page takes Amber's
        assert cull_pass() == []  # the page has not connected yet: the kernel stays
        manager._kernels["k-Amber.ipynb"].last_activity -= timedelta(seconds=301)  # 301 s later, still unconnected
        assert cull_pass() == ["k-Amber.ipynb"]  # now it goes; the standby kernels still do not
        assert manager._kernels.keys() == {"k-Loire.ipynb", "k-Taxis.ipynb"}
    finally:
        loop.close()
