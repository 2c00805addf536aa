"""marshmallow's and webargs' own validation messages, as message ids a catalogue translates.

Their messages reach the error handler as English text already filled in ("Must be one of: a, b.");
marked here, they are message ids of the catalogues, and the error handler finds the one a message
was made from (`language.sentence`) and renders it in the request's language. A test checks that
every default message of the installed marshmallow is here.
"""

from __future__ import annotations

from racko_api.core.words import tr_noop

VALIDATION = (
    tr_noop("Field may not be null."),
    tr_noop("Invalid input type."),
    tr_noop("Invalid input."),
    tr_noop("Invalid type."),
    tr_noop("Invalid value."),
    tr_noop("Length must be between {min} and {max}."),
    tr_noop("Length must be {equal}."),
    tr_noop("Longer than maximum length {max}."),
    tr_noop("Shorter than minimum length {min}."),
    tr_noop("Missing data for required field."),
    tr_noop("Must be equal to {other}."),
    tr_noop("Must be one of: {choices}."),
    tr_noop("Must be greater than {min}."),
    tr_noop("Must be greater than or equal to {min}."),
    tr_noop("Must be less than {max}."),
    tr_noop("Must be less than or equal to {max}."),
    tr_noop("Must be greater than {min} and less than {max}."),
    tr_noop("Must be greater than {min} and less than or equal to {max}."),
    tr_noop("Must be greater than or equal to {min} and less than {max}."),
    tr_noop("Must be greater than or equal to {min} and less than or equal to {max}."),
    tr_noop("Not a valid IP address."),
    tr_noop("Not a valid IP interface."),
    tr_noop("Not a valid IPv4 address."),
    tr_noop("Not a valid IPv4 interface."),
    tr_noop("Not a valid IPv6 address."),
    tr_noop("Not a valid IPv6 interface."),
    tr_noop("Not a valid URL."),
    tr_noop("Not a valid UUID."),
    tr_noop("Not a valid boolean."),
    tr_noop("Not a valid date."),
    tr_noop("Not a valid datetime."),
    tr_noop("Not a valid time."),
    tr_noop("Not a valid naive datetime."),
    tr_noop("Not a valid aware datetime."),
    tr_noop("Not a valid email address."),
    tr_noop("Not a valid integer."),
    tr_noop("Not a valid list."),
    tr_noop("Not a valid mapping type."),
    tr_noop("Not a valid number."),
    tr_noop("Not a valid period of time."),
    tr_noop("Not a valid string."),
    tr_noop("Not a valid tuple."),
    tr_noop("Not a valid utf-8 string."),
    tr_noop("Number too large."),
    tr_noop("One or more of the choices you made was in: {values}."),
    tr_noop("One or more of the choices you made was not in: {choices}."),
    tr_noop("Special numeric values (nan or infinity) are not permitted."),
    tr_noop("String does not match expected pattern."),
    tr_noop("Unknown field."),
    tr_noop("\"{input}\" cannot be formatted as a date."),
    tr_noop("\"{input}\" cannot be formatted as a datetime."),
    tr_noop("\"{input}\" cannot be formatted as a time."),
    tr_noop("Invalid JSON body."),
)
