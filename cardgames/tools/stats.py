"""Small statistics for match results: means with 95% confidence intervals."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Estimate", "estimate", "paired_estimate", "share_estimate"]

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Estimate:
    """A sample mean and its 95% confidence interval (normal approximation)."""

    mean: float
    low: float
    high: float
    n: int


def estimate(values: Sequence[float]) -> Estimate:
    """Mean of ``values`` with a 95% interval from the sample standard deviation."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = math.fsum(values) / n
    if n == 1:
        return Estimate(mean, mean, mean, 1)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return Estimate(mean, mean - half, mean + half, n)


def share_estimate(shares: Sequence[float]) -> Estimate:
    """Mean of win shares in [0, 1] with a Wilson 95% interval.

    Unlike the normal approximation, the Wilson interval stays inside [0, 1]
    and does not shrink to a point when every share is 0 or 1.
    """
    n = len(shares)
    if n == 0:
        raise ValueError("no values")
    p = math.fsum(shares) / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n)


def paired_estimate(shares: Sequence[float], per_deal: int) -> Estimate:
    """Mean share with a 95% interval over *deals*: ``shares`` are in match order, each deal played
    ``per_deal`` times in a row (once in every seat rotation).

    A deal's luck is the same for both sides in all its rotations, so it cancels within the deal: the
    spread of the per-deal means is only the bots' own, and the interval is much narrower than one
    that counts every match as independent (the Wilson interval of ``share_estimate``).
    """
    if per_deal < 1 or not shares or len(shares) % per_deal:
        raise ValueError(f"{len(shares)} shares do not make whole deals of {per_deal}")
    deals = [math.fsum(shares[k : k + per_deal]) / per_deal for k in range(0, len(shares), per_deal)]
    est = estimate(deals)
    return Estimate(est.mean, max(0.0, est.low), min(1.0, est.high), est.n)
