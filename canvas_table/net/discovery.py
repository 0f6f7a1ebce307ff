"""Tables on the local network: a server announces each open table with zeroconf (mDNS/DNS-SD),
and :func:`discover` lists the tables announced around.

Service type ``_canvastable._tcp.local.``; one service a table, named after its code and game,
with TXT properties ``table``, ``game``, ``players``, ``free`` (free remote seats), ``protocol``.
"""

from __future__ import annotations

import asyncio
import socket
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from canvas_table.net.protocol import PROTOCOL

SERVICE = "_canvastable._tcp.local."
SETTLE_S = 0.5  # a new table waits this long before its first announcement (see Announcer.update)


@dataclass(frozen=True, slots=True)
class Found:
    """A table announced on the local network."""

    table: str
    game: str
    players: int
    free: int
    url: str


def lan_address() -> str:
    """The address this machine is reached at on its local network (127.0.0.1 without one). No
    packet is sent: connecting a UDP socket only picks the interface a route would use."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never reached
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def _interfaces(address: str) -> Any:
    from zeroconf import InterfaceChoice

    return [address] if address not in ("", "0.0.0.0") else InterfaceChoice.All


class Announcer:
    """Announces a server's open tables (the server calls :meth:`update` after each change) at
    ``address``, the one clients reach the server at ("0.0.0.0": this machine's LAN address)."""

    def __init__(self, address: str = "127.0.0.1", port: int = 0) -> None:
        self.address = lan_address() if address in ("", "0.0.0.0") else address
        self.port = port
        self._zeroconf: AsyncZeroconf | None = None
        self._infos: dict[str, AsyncServiceInfo] = {}
        self._lock = asyncio.Lock()  # one table's changes announced in order

    def _zc(self) -> AsyncZeroconf:
        if self._zeroconf is None:
            self._zeroconf = AsyncZeroconf(interfaces=_interfaces(self.address), ip_version=IPVersion.V4Only)
        return self._zeroconf

    def _info(self, table: Any) -> AsyncServiceInfo:
        free = sum(1 for seat in table.seats if seat.kind == "remote" and not seat.taken)
        code = table.code
        return AsyncServiceInfo(
            SERVICE, f"{code} {table.game.id}.{SERVICE}",
            addresses=[socket.inet_aton(self.address)],
            port=self.port, server=f"canvastable-{code.lower()}.local.",
            properties={"table": code, "game": table.game.id, "players": str(len(table.seats)),
                        "free": str(free), "protocol": str(PROTOCOL), "path": "/"})

    async def update(self, table: Any) -> None:
        """Announce ``table`` with its free seats; withdraw it once it is over."""
        async with self._lock:
            zc = self._zc()
            old = self._infos.pop(table.code, None)
            if old is None and not table.over:
                # Listeners keep two texts of one name heard within a second of each other and
                # may show the older: a new table is announced once its host has sat down.
                await asyncio.sleep(SETTLE_S)
            if table.over:
                if old is not None:
                    await zc.async_unregister_service(old)
                return
            info = self._info(table)
            if old is None:
                await zc.async_register_service(info)
            elif info.properties != old.properties:
                await zc.async_update_service(info)
            else:
                info = old  # nothing seen from outside changed
            self._infos[table.code] = info

    async def close(self) -> None:
        """Withdraw every announcement and close."""
        async with self._lock:
            await self._close()

    async def _close(self) -> None:
        if self._zeroconf is not None:
            await self._zeroconf.async_unregister_all_services()
            await self._zeroconf.async_close()
            self._zeroconf = None


async def discover(seconds: float = 2.0, address: str = "") -> list[Found]:
    """The tables announced on the local network within ``seconds`` (``address``: the interface
    to listen on, default every one)."""
    zc = AsyncZeroconf(interfaces=_interfaces(address), ip_version=IPVersion.V4Only)
    names: set[str] = set()

    def seen(zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    browser = AsyncServiceBrowser(zc.zeroconf, SERVICE, handlers=[seen])
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in sorted(names):
            info = AsyncServiceInfo(SERVICE, name)
            if await info.async_request(zc.zeroconf, 1000):
                table = _found(info)
                if table is not None:
                    found.append(table)
        return found
    finally:
        await browser.async_cancel()
        await zc.async_close()


def _found(info: AsyncServiceInfo) -> Found | None:
    props = {key.decode("utf-8", "replace"): (value or b"").decode("utf-8", "replace")
             for key, value in info.properties.items()}
    addresses = info.parsed_addresses()
    try:
        return Found(props["table"], props["game"], int(props["players"]), int(props["free"]),
                     f"ws://{addresses[0]}:{info.port}")
    except (KeyError, ValueError, IndexError):
        return None  # another program's service of the same type, or a broken one
