"""The rules as a Markdown page, written from the catalogue alone (`flask rules write docs/rules.md`).

The catalogue (`RULES`, `TEXTS`, `PRESETS`) is the single source; the page only lays it out, so
the committed page and `GET /v1/rules` can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator

from racko_api.core.catalog import RULES, Rule, decisions
from racko_api.core.sources import TEXTS, Text
from racko_api.games.rack_o.presets import PRESETS
from racko_api.games.rack_o.ruleset import Ruleset

HEADER = """# The rules of Rack-O, edition by edition

This page is written from the rule catalogue (`GET /v1/rules`, `GET /v1/rulesets`) by
`flask rules write docs/rules.md`; edit the catalogue, never this page. Every rule has a stable
id that answers and problem+json `type` links cite. Where a text is loose or silent the
service takes a **Decision**, listed with its reason under the rule it belongs to.
"""


def _text(text: Text) -> Iterator[str]:
    yield f"### {text.source.value}"
    yield ""
    yield f"In {text.language}; presets: {', '.join(f'`{p}`' for p in text.presets)}."
    yield ""
    yield text.about
    if text.quotes:
        yield ""
        yield "Lines the readings rest on:"
        yield ""
        yield from (f"> {quote}\n>" if i < len(text.quotes) - 1 else f"> {quote}"
                    for i, quote in enumerate(text.quotes))
    yield ""


def _option(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}: {v}" for k, v in value.items())
    return str(value).lower() if isinstance(value, bool) else str(value)


def _preset(ruleset: Ruleset) -> Iterator[str]:
    low, high = ruleset.seats
    players = f"{low}" if low == high else f"{low}-{high}"
    yield f"### `{ruleset.id}`: {ruleset.title}"
    yield ""
    yield f"{ruleset.summary} Source: {ruleset.source}. Racks at the table: {players}."
    yield ""
    yield "| option | value |"
    yield "|---|---|"
    for name, value in ruleset.options.to_dict().items():
        yield f"| `{name}` | {_option(value)} |"
    yield ""


def _rule(rule: Rule) -> Iterator[str]:
    yield f"### {rule.id}: {rule.title}"
    yield ""
    yield rule.text
    yield ""
    yield "Said by: " + "; ".join(s.value for s in rule.sources) + "."
    for d in rule.decisions:
        yield ""
        yield f"- **Decision**: {d.decision} *Why*: {d.reason}"
    yield ""


def rules_markdown() -> str:
    """The whole page, ending with one newline."""
    lines = [HEADER, "## The texts", ""]
    for text in TEXTS:
        lines.extend(_text(text))
    lines += ["## The editions (presets)", "",
              "A table may override any option of a preset (house rules) under the same name.", ""]
    for ruleset in PRESETS.values():
        lines.extend(_preset(ruleset))
    lines += ["## The rules", ""]
    for rule in RULES.values():
        lines.extend(_rule(rule))
    lines += ["## Every Decision at a glance", ""]
    lines.extend(f"- {r.id}: {d.decision}" for r, d in decisions())
    return "\n".join(lines).rstrip("\n") + "\n"
