"""Benchmarks of the tutor (see README.md here); a package, so that pytest imports ``benchmarks.site`` under its own
name and not as the standard library's ``site``."""
