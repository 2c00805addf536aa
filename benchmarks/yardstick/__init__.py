"""The independent yardstick for the Rack-O advisor: rules, a rollout policy, positions from real
games and an unbiased price of the advisor's loss. `benchmarks/rollouts.py` runs it."""
