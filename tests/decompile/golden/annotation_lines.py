from __future__ import annotations


def build_menu(cons: console.Console, wordlist: list[str], start: int = 0, *rest: int, **options: bool) -> tuple[list[str], int]:






    return cons


def plain(a: int, b: str) -> None:
    pass
