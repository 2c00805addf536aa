"""Players' names as they are kept and compared: one form for names that look the same.

A name is NFC-normalised and has no space (or zero-width joiner) at either end, so "Ann", "Ann "
and a decomposed "Zoë" beside a composed one are one player each. A name holding a character
that shows nothing or reorders the text around it is refused where names are read (the API's
schemas), since "Ann" and "Ann" + a zero-width space would be two players who look the same.

>>> normal_name(" Zoe\\u0308 ")
'Zoë'
>>> shows_as_typed("Ann\\u202e"), shows_as_typed("Ann")
(False, True)
"""

from __future__ import annotations

import re
import unicodedata

# Refused: every format character of the Basic Multilingual Plane (bidirectional controls and
# isolates, zero-width spaces, the word joiner, soft hyphens, invisible operators ...) and the
# fillers that print as nothing. A zero-width joiner or non-joiner is taken inside a name, where
# emoji sequences and Persian or Indic spelling need it, and trimmed from its ends like a space.
# Written as escapes that Python's and ECMAScript's regular expressions read alike.
INVISIBLE_CLASS = (r"\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160"
                   r"\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
                   r"\u3164\ufeff\ufff9-\ufffb\uffa0")
INVISIBLE = re.compile(f"[{INVISIBLE_CLASS}]")
JOINERS = "\u200c\u200d"


def normal_name(text: str) -> str:
    """A name as it is kept and compared: NFC-normalised, no space or joiner at either end."""
    name = unicodedata.normalize("NFC", text)
    while (trimmed := name.strip().strip(JOINERS)) != name:
        name = trimmed
    return name


def shows_as_typed(name: str) -> bool:
    """Whether no character of the name is invisible or reorders the text."""
    return INVISIBLE.search(name) is None
