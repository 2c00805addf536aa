"""The rules as a Markdown page, written from the catalogue alone (`flask rules write docs/rules.md`).

The catalogue (`RULES`, `TEXTS`, each kind's editions) is the single source; the page only lays it out, so
the committed page and `GET /v1/rules` can never disagree. Given a gettext catalogue the page is
written in its language (docs/rules.sv.md, docs/rules.it.md; `GET /rules.md` by Accept-Language).
"""

from __future__ import annotations

from collections.abc import Iterator
from gettext import NullTranslations

from racko_api.core.catalog import Rule, decisions
from racko_api.core.kind import Edition
from racko_api.core.sources import Text
from racko_api.core.words import Catalogue, render, tr
from racko_api.games.kinds import KINDS, RULES, TEXTS

TITLE = tr("The rules of Rack-O, edition by edition")
INTRO = tr("This page is written from the rule catalogue (`GET /v1/rules`, `GET /v1/rulesets`) by "
           "`flask rules write`; edit the catalogue, never this page. Every rule has a stable id that "
           "answers and problem+json `type` links cite. Where a text is loose or silent the service "
           "takes a **Decision**, listed with its reason under the rule it belongs to.")


def _text(text: Text, say: Catalogue) -> Iterator[str]:
    yield f"### {text.source.title}"
    yield ""
    yield _say(tr("In {language}; presets: {presets}.", language=text.language,
               presets=", ".join(f"`{p}`" for p in text.presets)), say)
    yield ""
    yield _say(text.about, say)
    if text.quotes:
        yield ""
        yield _say(tr("Lines the readings rest on:"), say)
        yield ""
        yield from (f"> {quote}\n>" if i < len(text.quotes) - 1 else f"> {quote}"
                    for i, quote in enumerate(text.quotes))
    yield ""


def _option(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value).lower() if isinstance(value, bool) else str(value)


def _say(value: object, say: Catalogue) -> str:
    """A sentence of the catalogue or of the page in the language of `say`."""
    return str(render(value, say))


def _preset(edition: Edition, say: Catalogue) -> Iterator[str]:
    low, high = edition.players
    players = f"{low}" if low == high else f"{low}-{high}"
    yield f"### `{edition.id}`: {_say(edition.title, say)}"
    yield ""
    yield _say(tr("{summary} Source: {source}. Racks at the table: {players}.", summary=edition.summary,
               source=edition.source, players=players), say)
    yield ""
    yield _say(tr("| option | value |"), say)
    yield "|---|---|"
    for name, value in edition.options.items():
        yield f"| `{name}` | {_option(value)} |"
    yield ""


def _rule(rule: Rule, say: Catalogue) -> Iterator[str]:
    yield f"### {rule.id}: {_say(rule.title, say)}"
    yield ""
    yield _say(rule.text, say)
    yield ""
    yield _say(tr("Said by: {sources}.", sources="; ".join(f'{c.source.title} ("{c.quote}")'
                                                        for c in rule.sources)), say)
    for d in rule.decisions:
        yield ""
        yield _say(tr("- **Decision**: {decision} *Why*: {reason}", decision=d.decision,
                      reason=d.reason), say)
    yield ""


def rules_markdown(say: Catalogue | None = None) -> str:
    """The whole page in the language of `say` (English without one), ending with one newline."""
    say = say or NullTranslations()
    lines = [f"# {_say(TITLE, say)}", "", _say(INTRO, say), "", "## " + _say(tr("The texts"), say), ""]
    for text in TEXTS:
        lines.extend(_text(text, say))
    lines += ["## " + _say(tr("The editions (presets)"), say), "",
              _say(tr("A table may override any option of a preset (house rules) under the same name."),
                   say), ""]
    for edition in (e for kind in KINDS.values() for e in kind.editions.values()):
        lines.extend(_preset(edition, say))
    lines += ["## " + _say(tr("The rules"), say), ""]
    for rule in RULES.values():
        lines.extend(_rule(rule, say))
    lines += ["## " + _say(tr("Every Decision at a glance"), say), ""]
    lines.extend(f"- {r.id}: {_say(d.decision, say)}" for r, d in decisions(RULES))
    return "\n".join(lines).rstrip("\n") + "\n"
