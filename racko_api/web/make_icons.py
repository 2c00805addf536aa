"""Draw the installable app's PNG icons from static/icon.svg with Debian's Chromium.

`python -m racko_api.web.make_icons` writes static/icons/icon-192.png, icon-512.png and
maskable-512.png (the mark inside the safe zone on a full-bleed background). Playwright is a
development dependency; the service itself only serves the PNG files.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).parent / "static"
CHROMIUM = "/usr/bin/chromium"
BACKGROUND = "#0b3a82"


def _html(svg: str, size: int, maskable: bool) -> str:
    inner = int(size * 0.8) if maskable else size
    mark = svg.replace("<svg ", "<svg width=100% height=100% ")
    return (f"<html><body style='margin:0;width:{size}px;height:{size}px;display:grid;"
            f"place-items:center;background:{BACKGROUND if maskable else 'transparent'}'>"
            f"<div style='width:{inner}px;height:{inner}px'>{mark}</div></body></html>")


def main() -> None:
    svg = (STATIC / "icon.svg").read_text()
    out = STATIC / "icons"
    out.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                             args=["--headless=new", "--no-sandbox"])
        for name, size, maskable in (("icon-192", 192, False), ("icon-512", 512, False),
                                     ("maskable-512", 512, True)):
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(_html(svg, size, maskable))
            page.screenshot(path=str(out / f"{name}.png"), omit_background=not maskable)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
