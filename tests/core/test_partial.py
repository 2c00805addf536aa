"""The partial-rack check of the core: a rack being typed, with empty slots (rules/partial.py)."""

from __future__ import annotations

import gettext

from racko_api.catalogues import TRANSLATIONS
from racko_api.games.kinds import RULES
from racko_api.games.rack_o.partial import Refused, check_partial, refusal_text
from racko_api.games.rack_o.presets import get_ruleset

E = None
HASBRO = get_ruleset("hasbro")


def catalogue(language: str) -> gettext.NullTranslations:
    """The compiled catalogue read by the standard library alone, as the core's `Text` allows."""
    return gettext.translation("messages", localedir=TRANSLATIONS, languages=[language])


def test_R_DECK_a_card_above_the_top_card_for_two_players_is_refused_and_the_rest_still_scores() -> None:
    done = check_partial(HASBRO, 2, [3, 8, 41, 12, E, E, E, E, E, E])
    assert [(r.label, r.card, r.why, r.rule) for r in done.refusals] == [
        (15, 41, Refused.OUT_OF_DECK, "R-DECK")]
    assert done.top_card == 40 and done.typed == 4 and not done.complete
    # The refused card counts as an empty slot: the leading run stops there.
    assert [s.scored for s in done.slots][:3] == [True, True, False]
    assert done.score.points == 10


def test_R_DECK_the_deck_follows_the_player_count() -> None:
    assert check_partial(HASBRO, 3, [41] + [E] * 9).refusals == ()
    assert check_partial(HASBRO, 3, [51] + [E] * 9).top_card == 50
    assert check_partial(get_ruleset("parker-1992"), 2, [60] + [E] * 9).refusals == ()


def test_R_DECK_a_card_in_another_rack_of_the_round_is_refused_naming_that_rack() -> None:
    done = check_partial(HASBRO, 2, [1, 2, 9, E, E, E, E, E, E, E], {"Ann": [9, 20] + [E] * 8})
    (refusal,) = done.refusals
    assert (refusal.index, refusal.why, refusal.other) == (2, Refused.IN_OTHER_RACK, "Ann")
    assert refusal_text(refusal) == "#15: card 9 is already in Ann's rack; each card exists once"


def test_R_RACK_a_card_twice_in_the_rack_is_refused_at_its_second_slot() -> None:
    (refusal,) = check_partial(HASBRO, 2, [5, 6, 5, E, E, E, E, E, E, E]).refusals
    assert (refusal.label, refusal.why, refusal.other, refusal.rule) == (
        15, Refused.TWICE_IN_RACK, 5, "R-RACK")


def test_R_SCORE_WIN_a_complete_rack_is_scored_as_rack_o_only_when_asked_and_legal() -> None:
    rack = [2, 5, 9, 12, 13, 14, 24, 29, 33, 38]
    assert check_partial(HASBRO, 2, rack, rack_o=True).score.points == 75
    assert check_partial(HASBRO, 2, rack).score.points == 50


def test_R_RUN3_a_complete_rack_without_a_run_cannot_be_scored_as_rack_o() -> None:
    done = check_partial(HASBRO, 2, [2, 5, 9, 12, 15, 18, 24, 29, 33, 38], rack_o=True)
    assert done.complete and done.rack_o_refusal is not None and done.rack_o_refusal.rule == "R-RUN3"
    assert done.score.rack_o is False


def test_R_SCORE_LONGEST_a_partial_rack_scores_its_longest_sequence_so_far() -> None:
    done = check_partial(get_ruleset("swedish"), 2, [E, E, 10, 20, 30, E, 1, E, E, E])
    assert done.score.points == 30 and done.refusals == ()


def test_refusal_texts_in_swedish_and_italian_use_their_editions_words() -> None:
    (refusal,) = check_partial(HASBRO, 2, [9, E, E, E, E, E, E, E, E, E], {"Ann": [9] + [E] * 9}).refusals
    assert refusal_text(refusal).render(catalogue("sv")) == (
        "#5: kort 9 ligger redan i Anns ställ; varje kort finns bara en gång")
    assert "rastrelliera di Ann" in refusal_text(refusal).render(catalogue("it"))


def test_every_rule_of_the_catalogue_has_a_swedish_and_an_italian_text() -> None:
    for rule in RULES.values():
        for language in ("sv", "it"):
            words = catalogue(language)
            title, text = rule.title.render(words), rule.text.render(words)
            assert (title, text) != (rule.title, rule.text), (rule.id, language)
