"""Players' names and seats' contributions as they are kept and compared: one rule for the
texts people type, and one form for names that look the same.

A name is NFC-normalised and has no space (or zero-width joiner) at either end, so "Ann", "Ann "
and a decomposed "Zoë" beside a composed one are one player each. A name or a contribution
holding a character that shows nothing, reorders the text around it or means nothing by itself
is refused (`text_fault`), since "Ann" and "Ann" + a zero-width space would be two players who
look the same: controls, format characters (bidirectional controls, zero-width spaces, TAG
characters ...), private-use characters, lone surrogates, and more than MOST_MARKS combining
marks on one character.

>>> normal_name(" Zoe\\u0308 ")
'Zoë'
>>> shows_as_typed("Ann\\u202e"), shows_as_typed("Ann")
(False, True)
>>> text_fault("Zoe\\u0308"), text_fault("Ann\\U000e0041"), text_fault("a" + "\\u0301" * 5)
(None, 'a TAG character (U+E0041)', 'more than 4 combining marks on one character')
"""

from __future__ import annotations

import re
import unicodedata

from racko_api.core.words import tr

# Refused: every format character of the Basic Multilingual Plane (bidirectional controls and
# isolates, zero-width spaces, the word joiner, soft hyphens, invisible operators ...) and the
# fillers that print as nothing. A zero-width joiner or non-joiner is taken inside a name, where
# emoji sequences and Persian or Indic spelling need it, and trimmed from its ends like a space.
# Written as escapes that Python's and ECMAScript's regular expressions read alike.
# Private-use characters are refused too (PRIVATE_USE_CLASS), and beyond the BMP every format,
# TAG and private-use character (ASTRAL_CLASS: the characters themselves, which a pattern read by
# code point, as Python's and ECMAScript's with the u flag are, takes as they are).
INVISIBLE_CLASS = (r"\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160"
                   r"\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
                   r"\u3164\ufeff\ufff9-\ufffb\uffa0")
PRIVATE_USE_CLASS = r"\ue000-\uf8ff"
ASTRAL_CLASS = ("\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
                "\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000f0000-\U0010ffff")
ASTRAL = re.compile(f"[{ASTRAL_CLASS}]")
# Controls (C0 with NUL, DEL, C1), line and paragraph separators.
CONTROL_CLASS = r"\x00-\x1f\x7f-\x9f\u2028\u2029"
INVISIBLE = re.compile(f"[{INVISIBLE_CLASS}]")
JOINERS = "\u200c\u200d"
BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
TAGS = range(0xE0000, 0xE0080)
MOST_MARKS = 4  # combining marks on one character: Vietnamese needs 2, stacked scripts a few more
SAFE = re.compile(r"[ -~\u00a0-\u00ac\u00ae-\u02ff\u0370-\u0482\u048a-\u058f\u3040-\u30ff"
                  r"\u4e00-\u9fff\uac00-\ud7a3]*")  # letters and signs that are never refused


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"


def _fault(char: str) -> str | None:
    """Why this one character is refused in a typed text, or None."""
    category = unicodedata.category(char)
    if category == "Cc" or char in "\u2028\u2029":
        return tr("a control character ({code})", code=_code(char))
    if category == "Cs":
        return tr("a lone surrogate ({code}), which is no character", code=_code(char))
    if ord(char) in TAGS:
        return tr("a TAG character ({code})", code=_code(char))
    if category == "Co" or ord(char) >= 0xF0000:
        return tr("a private-use character ({code})", code=_code(char))
    if char in BIDI:
        return tr("a bidirectional control ({code})", code=_code(char))
    if (category == "Cf" and char not in JOINERS) or INVISIBLE.match(char) or ASTRAL.match(char):
        return tr("an invisible format character ({code})", code=_code(char))
    return None


def text_fault(text: str) -> str | None:
    """Why a name or a contribution is refused (the first fault, in words), or None: the one
    rule for texts people type, on every endpoint and database."""
    if SAFE.fullmatch(text):
        return None
    marks = 0
    for char in text:
        fault = _fault(char)
        if fault is not None:
            return fault
        marks = marks + 1 if unicodedata.category(char)[0] == "M" else 0
        if marks > MOST_MARKS:
            return tr("more than {most} combining marks on one character", most=MOST_MARKS)
    return None


def normal_name(text: str) -> str:
    """A name as it is kept and compared: NFC-normalised, no space or joiner at either end."""
    name = unicodedata.normalize("NFC", text)
    while (trimmed := name.strip().strip(JOINERS)) != name:
        name = trimmed
    return name


def name_key(name: str) -> str:
    """What two names must not share to be two players: the name as kept, case aside ("Ann", "ann")."""
    return normal_name(name).casefold()


def shows_as_typed(name: str) -> bool:
    """Whether no character of the name is invisible or reorders the text."""
    return INVISIBLE.search(name) is None
