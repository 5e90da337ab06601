"""Toolshed: a lending library for tools, run by neighbourhood volunteers."""
