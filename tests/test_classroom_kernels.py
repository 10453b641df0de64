"""The classroom's kernel cap counted without a server: Voilà's pools of standby kernels and the kernels running are
stood in for, so each moment of a pool's life (filled, a kernel handed to a pupil's page, the refill pending, the
refill's kernel started) is set up exactly, with no timing to hope for.

The server-level tests (``tests/test_classroom_server.py``) show the same cap with real kernels; this one pins down
the moment between a pupil's page taking the standby kernel and the refill's kernel showing up, which a real server
passes through in a few milliseconds.
"""

from __future__ import annotations

import asyncio
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

    manager = Pools(max_kernels=places)
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
