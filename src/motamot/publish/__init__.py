"""Exports for people and other programs: text, printable HTML, CSV, GCG and BRF files."""
