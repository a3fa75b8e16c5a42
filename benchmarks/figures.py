"""How the benchmark scripts print their figures: median, p95 and max."""

from __future__ import annotations

import statistics


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def report(label: str, samples: list[float], unit: str, scale: float) -> None:
    values = [s * scale for s in samples]
    print(
        f"{label:<40} median {statistics.median(values):9.2f} {unit}"
        f"   p95 {percentile(values, 0.95):9.2f} {unit}   max {max(values):9.2f} {unit}   ({len(values)})"
    )
