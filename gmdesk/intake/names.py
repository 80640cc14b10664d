"""Names in a post: characters, locations, skills, Command Spells and phases, by name, id, a word of
the name or a prefix of it, any case and accents. A name that fits several things is ambiguous and
says so (its readings are offered to the GM); the longest name found at a place wins."""

from __future__ import annotations

from dataclasses import dataclass, field

from gmdesk.intake.text import find, find_all, fold, words

#: Words too common to stand for a name on their own (a name's word or prefix is one of its names).
COMMON = frozenset("""the old new saint st sister brother lady lord sir master servant house order of and
with from into onto over under near north south east west great little upper lower market hill street
bridge river yard quarter house lane row gate wood mills mill park tower hall court place square road
attack move scout flee stay uses use then turn night this that them they their there here""".split())

MIN_PREFIX = 4


@dataclass(frozen=True)
class Mention:
    """A name found in folded text: where, what kind (character, location, skill, spell, phase, stat),
    the ids it may mean (several: ambiguous), whether the whole name was written and whether it was
    written with a small misspelling (``near``: :func:`gmdesk.intake.leftover.near_names`)."""

    start: int
    end: int
    kind: str
    ids: tuple[str, ...]
    whole: bool = True
    near: bool = False


@dataclass
class Names:
    """Every name a post may use, folded (phrase → kind → ids), whole names apart from words of names."""

    whole: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    partial: dict[str, dict[str, set[str]]] = field(default_factory=dict)

    def add(self, kind: str, ident: str, name: str, *, parts: bool = True) -> None:
        """``name`` (and, if ``parts``, each of its significant words) names ``ident``."""
        folded = fold(name)
        if not folded:
            return
        self.whole.setdefault(folded, {}).setdefault(kind, set()).add(ident)
        bare = folded.replace("'", "").replace("-", " ")
        if bare != folded:
            self.whole.setdefault(bare, {}).setdefault(kind, set()).add(ident)
        if not parts:
            return
        head = folded.split(",")[0].strip()
        if head != folded:
            self.whole.setdefault(head, {}).setdefault(kind, set()).add(ident)
        for _, word in words(folded):
            word = word.strip("'-")
            if len(word) >= MIN_PREFIX - 1 and word not in COMMON and not word.endswith("'s"):
                self.partial.setdefault(word, {}).setdefault(kind, set()).add(ident)

    def mentions(self, text: str, kinds: tuple[str, ...] = ()) -> list[Mention]:
        """The names in folded ``text`` (of ``kinds`` only, if given), left to right, none overlapping."""
        found: list[Mention] = []
        for phrase, by_kind in self.whole.items():
            for at in find_all(text, phrase):
                for kind, ids in by_kind.items():
                    if not kinds or kind in kinds:
                        found.append(Mention(at, at + len(phrase), kind, tuple(sorted(ids))))
        for at, word in words(text):
            if len(word) < MIN_PREFIX or word in COMMON:
                continue
            for part, by_kind in self.partial.items():
                if part == word or (part.startswith(word) and len(word) >= MIN_PREFIX + 1):
                    for kind, ids in by_kind.items():
                        if not kinds or kind in kinds:
                            found.append(Mention(at, at + len(word), kind, tuple(sorted(ids)), whole=False))
        return self._grown(text, _merge(_longest_first(found)))

    def _grown(self, text: str, found: list[Mention]) -> list[Mention]:
        """Each word of a name found by one of its words, grown over the name's other words written beside
        it, common ones too (``sister agathe``: "sister" is Sister Agathe Lindqvist's word, not a word left
        over), as far as the words stand in one name of what it names."""
        spans = words(text)
        out: list[Mention] = []
        for m in found:
            start, end = m.start, m.end
            for step in (-1, 1):
                while True:
                    near = [(at, w) for at, w in spans if (at + len(w) < start and not text[at + len(w):start].strip()
                                                           if step < 0 else at > end and not text[end:at].strip())]
                    if not near:
                        break
                    at, w = near[-1] if step < 0 else near[0]
                    grown = text[at:end] if step < 0 else text[start:at + len(w)]
                    taken = any(o is not m and o.start < at + len(w) and at < o.end for o in found)
                    if taken or not self._in_a_name(grown, m):
                        break
                    start, end = (at, end) if step < 0 else (start, at + len(w))
            out.append(m if (start, end) == (m.start, m.end) else
                       Mention(start, end, m.kind, m.ids, m.whole, m.near))
        return out

    def _in_a_name(self, phrase: str, m: Mention) -> bool:
        """Whether ``phrase`` stands as whole words in a name of one of ``m``'s things."""
        return any(m.kind in by_kind and set(m.ids) & by_kind[m.kind] and find(name, phrase) >= 0
                   for name, by_kind in self.whole.items())


def _longest_first(found: list[Mention]) -> list[Mention]:
    """Keep the longest mention at each place; whole names before words of names."""
    found.sort(key=lambda m: (-(m.end - m.start), not m.whole, m.start))
    kept: list[Mention] = []
    for m in found:
        if all(m.end <= k.start or m.start >= k.end or (m.start == k.start and m.end == k.end and m.whole == k.whole)
               for k in kept):
            kept.append(m)
    return sorted(kept, key=lambda m: (m.start, m.kind))


def _merge(found: list[Mention]) -> list[Mention]:
    """One mention per place and kind: the ids of a word that fits two names together (ambiguous)."""
    merged: dict[tuple[int, int, str], Mention] = {}
    for m in found:
        key = (m.start, m.end, m.kind)
        if key in merged:
            old = merged[key]
            merged[key] = Mention(m.start, m.end, m.kind, tuple(sorted(set(old.ids) | set(m.ids))), old.whole)
        else:
            merged[key] = m
    return list(merged.values())
