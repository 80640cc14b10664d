"""Printing character sheets: one painting routine for preview, printer and PDF (:mod:`.pdf`), the roads
to paper with their progress bar (:mod:`.preview`), the GM's print dialog (:mod:`.dialog`) and the
``gmdesk print`` command (:mod:`.command`). The sheets themselves are core: :mod:`gmdesk.sheets.printable`.

Nothing is imported here, so ``gmdesk print`` loads only what painting a PDF needs.
"""
