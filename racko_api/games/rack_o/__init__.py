"""Rack-O in every edition: rulesets and presets, the rules in verify_/can_ form, the referee,
scoring, the engine with its state, actions and views, and the bots and advisor.

Pure Python, no web or database imports; every rule cites its id in the catalogue
(`racko_api.core.catalog`).
"""
