"""The gettext catalogues: every sentence extracted from the code and the page has a Swedish and an
Italian translation that is neither missing nor fuzzy, with the same placeholders as the English."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po
from marshmallow import Schema, fields, validate

from racko_api.api.language import reread
from racko_api.api.validation_words import VALIDATION
from racko_api.catalogues import PAGE_WORDS, TRANSLATED, page_words, po_path

ROOT = Path(__file__).parent.parent
KEYWORDS = {"tr": None, "trn": (1, 2), "tr_noop": None, "tr_word": ((1, "c"), 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
GENITIVE = re.compile(r"\{(\w+):s\}")


def extracted() -> dict[tuple[str, str | None], str | tuple[str, ...]]:
    """Every message id in the code and the page's English words, as `pybabel extract` finds them."""
    with (ROOT / "babel.cfg").open() as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    found: dict[tuple[str, str | None], str | tuple[str, ...]] = {}
    for _file, _line, message, _comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=KEYWORDS):
        key = message if isinstance(message, str) else message[0]
        found[(key, context)] = message
    return found


EXTRACTED = extracted()


def placeholders(text: str) -> list[str]:
    """The named placeholders; a name in the genitive (`{name:s}`, core/words.py) is the name."""
    text = GENITIVE.sub(r"{\1}", text.replace("{{", "").replace("}}", ""))
    return sorted(set(PLACEHOLDER.findall(text)))


def test_extraction_finds_the_code_and_the_page() -> None:
    ids = {key for key, _ in EXTRACTED}
    assert "Missing data for required field." in ids  # marshmallow's, marked in validation_words.py
    assert "cards in order from #5 to #{last}, broken at #{broken}: {n} x {per_card} = {points}" in ids
    assert any(context == "result.title" for _, context in EXTRACTED)  # the page's words


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_id_has_a_translation_that_is_not_fuzzy(language: str) -> None:
    with po_path(language).open("rb") as po:
        catalogue = read_po(po, locale=language)
    problems = []
    for (key, context), message in EXTRACTED.items():
        entry = catalogue.get(key, context=context)
        if entry is None:
            problems.append(f"missing: {key!r} ({context})")
        elif entry.fuzzy or not entry.string or (isinstance(entry.string, tuple) and not all(entry.string)):
            problems.append(f"untranslated or fuzzy: {key!r} ({context})")
        else:
            sources = (message,) if isinstance(message, str) else message
            translations = (entry.string,) if isinstance(entry.string, str) else entry.string
            if {tuple(placeholders(s)) for s in sources} != {tuple(placeholders(t)) for t in translations}:
                problems.append(f"placeholders differ: {key!r} -> {entry.string!r}")
    assert problems == [], "\n".join(problems[:20])


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalogue_holds_no_message_the_code_no_longer_says(language: str) -> None:
    with po_path(language).open("rb") as po:
        catalogue = read_po(po, locale=language)
    stale = [m.id for m in catalogue if m.id and (m.id if isinstance(m.id, str) else m.id[0],
                                                   m.context) not in EXTRACTED]
    assert stale == [], "run `make messages`"


MACHINE_MADE = re.compile(r"\{(?:[a-z]|[a-z_]*\d[a-z_\d]*|\w+_value|(?:format|self|len|join|int|errors|"
                          r"state|p|a|action|opts|table|what|label_of|order_of)_\w+)[}!:]")


def test_placeholders_are_named_for_what_they_hold() -> None:
    """A translator reads `{card}` or `{slot}`, never a name made from the code that fills it
    (`{format_card_card}`, `{v5_slot_1}`); only the count is a letter, `{n}`."""
    made = sorted({key for key, context in EXTRACTED if context is None
                   and MACHINE_MADE.search(key.replace("{n}", "").replace("{{", ""))})
    assert made == [], "\n".join(made)


def test_a_stored_sentence_is_found_by_its_own_words_first() -> None:
    """A message id that is nearly all placeholders ("{field}: {reason}") fits any sentence, so
    the one with the most words of its own is tried first."""
    assert reread("went Rack-O: 75").msgid == "went Rack-O: {points}"
    assert reread("Must be one of: a, b.").params == {"choices": "a, b"}


def test_plural_forms_follow_the_count() -> None:
    with po_path("sv").open("rb") as po:
        catalogue = read_po(po, locale="sv")
    points = catalogue.get("{n} slot still empty; Rack-O needs all 10 filled")
    assert points is not None and points.string[0].startswith("{n} plats är")
    assert points.string[1].startswith("{n} platser är")


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_pages_word_files_are_generated_from_the_catalogue(language: str) -> None:
    english = page_words((PAGE_WORDS / "en.js").read_text(encoding="utf-8"))
    text = (PAGE_WORDS / f"{language}.js").read_text(encoding="utf-8")
    words = json.loads(text[text.index("{"):text.rindex("}") + 1])
    with po_path(language).open("rb") as po:
        catalogue = read_po(po, locale=language)
    assert set(words) == set(english)
    assert all(words[key] == catalogue.get(source, context=key).string for key, source in english.items())


def marshmallow_messages() -> set[str]:
    """Every default message of the installed marshmallow as it can reach an answer: the Range
    operators and the date/time kinds spelled out, as marshmallow fills them in."""
    templates = {m for _, cls in inspect.getmembers(fields, inspect.isclass)
                 for m in getattr(cls, "default_error_messages", {}).values()}
    templates |= set(Schema().error_messages.values())
    for _, cls in inspect.getmembers(validate, inspect.isclass):
        templates |= {v for k, v in vars(cls).items()
                      if isinstance(v, str) and k.startswith(("message", "default_message"))}
    operators = {"greater than", "greater than or equal to", "less than", "less than or equal to"}
    messages: set[str] = set()
    for template in templates - operators:
        if "_op}" in template:  # Range: "Must be {min_op} {{min}} and {max_op} {{max}}."
            messages |= {template.format(min_op=low, max_op=high)
                         for low in ("greater than", "greater than or equal to")
                         for high in ("less than", "less than or equal to")}
        elif "{obj_type}" in template:
            messages |= {template.replace("{obj_type}", kind) for kind in ("date", "datetime", "time")
                         if "{awareness}" not in template}
            messages |= {template.replace("{obj_type}", "datetime").replace("{awareness}", awareness)
                         for awareness in ("naive", "aware") if "{awareness}" in template}
        else:
            messages.add(template)
    return messages - {"{input!r} cannot be formatted as a timedelta."}  # no TimeDelta in this API


def test_every_marshmallow_message_is_a_message_id() -> None:
    assert marshmallow_messages() - set(VALIDATION) == set()


def test_a_filled_in_marshmallow_message_is_found_with_its_values() -> None:
    text = reread("Must be greater than or equal to 2 and less than or equal to 4.")
    assert text.msgid == "Must be greater than or equal to {min} and less than or equal to {max}."
    assert text.params == {"min": 2, "max": 4}


def test_a_stored_english_sentence_is_found_again_with_its_values() -> None:
    text = reread("cards in order from #5 to #20, broken at #25: 4 x 5 = 20")
    assert (text.msgid, text.params) == (
        "cards in order from #5 to #{last}, broken at #{broken}: {n} x {per_card} = {points}",
        {"last": 20, "broken": 25, "n": 4, "per_card": 5, "points": 20})
    plural = reread("1 slot still empty; Rack-O needs all 10 filled")
    assert (plural.plural, plural.number) == ("{n} slots still empty; Rack-O needs all 10 filled", 1)
    assert reread("not a sentence of this service") == "not a sentence of this service"


def test_a_stored_sentence_with_a_part_left_empty_is_found_again() -> None:
    """A parameter may have been empty ("{checked}" where no rack was typed)."""
    text = reread("called SUPER RACK-O!: a round won")
    assert (text.msgid, text.params) == ("called SUPER RACK-O!{checked}: a round won", {"checked": ""})
