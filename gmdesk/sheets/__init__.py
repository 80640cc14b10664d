"""Sheets (core, no Qt): a character's problems by field, the skill library, and the printable sheet."""
