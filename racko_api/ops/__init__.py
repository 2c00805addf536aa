"""Operational plumbing apart from the domain: headers, logs, JSON, bodies, metrics, limits, routing."""
