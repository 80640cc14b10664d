"""The words players write for orders in their posts: a ruleset's vocabulary for reading posts.

A ruleset names the phrases of each order action, of each condition of the closed vocabulary
(:mod:`gmdesk.engine.combat.conditions`), the words that join a conditional order, the words that
name several characters at once, other names of its classes, and the phrases of its own order
fields (valor's ambush, true-hgw's attack modes). The reader of posts (:mod:`gmdesk.intake`) asks
the ruleset for its :class:`OrderWords` (``Ruleset.order_words``); the default is :data:`ENGLISH`.
Phrases are written lower case and without accents; ``~`` stands for any text (a name).
These words are how players write, not rules: nothing here is in a rules document, and an order
read with them is still checked by the engine's order checks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class FieldPhrase:
    """A phrase that sets an order field: ``"full ambush"`` sets ``ambush`` to ``"full"`` on an
    attack or skill order (``actions`` empty: on any action)."""

    phrase: str
    field: str
    value: Any
    actions: tuple[str, ...] = ()


@dataclass(frozen=True)
class OrderWords:
    """The phrases of one language (or of a ruleset's own words) for orders in posts."""

    #: action → phrases of its verb (``"attack"`` → ``("attacks", "attack", "strikes"…)``).
    verbs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: condition kind → phrases; ``~`` is where a character's name goes (``"attacked by ~"``).
    conditions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: phrases of the negated conditions (``"no enemy is here"`` → hostile-here, not).
    negated_conditions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: words that open a condition (``if``, ``when``) and a negated one (``unless``).
    if_words: tuple[str, ...] = ()
    unless_words: tuple[str, ...] = ()
    #: words that open the other branch (``else``, ``otherwise``).
    else_words: tuple[str, ...] = ()
    #: words for "all of us" (every living character of the team).
    all_words: tuple[str, ...] = ()
    #: words that open an orders section (the lines before it are the post's prose).
    section_words: tuple[str, ...] = ()
    #: other names of classes (``"セイバー"`` → ``"Saber"``); a character of that class is meant.
    class_names: dict[str, str] = field(default_factory=dict)
    #: phrases of a ruleset's own order fields.
    field_phrases: tuple[FieldPhrase, ...] = ()

    def __add__(self, other: "OrderWords") -> "OrderWords":
        """Both vocabularies: every phrase of either (a language added to another, a ruleset's own)."""
        def merged(a: dict[str, tuple[str, ...]], b: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
            return {k: a.get(k, ()) + b.get(k, ()) for k in {**a, **b}}
        return OrderWords(
            verbs=merged(self.verbs, other.verbs),
            conditions=merged(self.conditions, other.conditions),
            negated_conditions=merged(self.negated_conditions, other.negated_conditions),
            if_words=self.if_words + other.if_words,
            unless_words=self.unless_words + other.unless_words,
            else_words=self.else_words + other.else_words,
            all_words=self.all_words + other.all_words,
            section_words=self.section_words + other.section_words,
            class_names={**self.class_names, **other.class_names},
            field_phrases=self.field_phrases + other.field_phrases,
        )


ENGLISH = OrderWords(
    verbs={
        "attack": ("attacks", "attack", "attacking", "strikes", "strike", "hits", "hit", "assaults", "assault",
                   "fights", "fight", "engages", "engage", "charges", "charge", "shoots", "shoot"),
        "skill": ("uses", "use", "using", "casts", "cast", "activates", "activate", "invokes", "invoke",
                  "unleashes", "unleash", "sings", "sing", "performs", "perform", "throws", "throw", "fires", "fire"),
        "move": ("moves to", "move to", "moving to", "goes to", "go to", "heads to", "head to", "heads for",
                 "head for", "travels to", "travel to", "walks to", "walk to", "returns to", "return to",
                 "proceeds to", "proceed to", "makes for", "make for", "slips off to", "slip off to",
                 "sets out for", "set out for", "moves", "move"),
        "scout": ("scouts", "scout", "scouting", "spies on", "spy on", "reconnoitres", "reconnoiter",
                  "reconnoitre", "watches", "watch"),
        "flee": ("flees to", "flee to", "flees", "flee", "fleeing", "retreats to", "retreat to", "retreats",
                 "retreat", "escapes to", "escape to", "escapes", "escape", "withdraws to", "withdraw to",
                 "withdraws", "withdraw", "runs to", "run to", "breaks off", "break off", "bolts", "bolt"),
        "pursue": ("pursues", "pursue", "chases", "chase", "follows", "follow", "gives chase", "give chase"),
        "search": ("searches for", "search for", "searches", "search", "hunts for", "hunt for"),
        "stay": ("stays", "stay", "waits", "wait", "holds position", "hold position", "rests", "rest",
                 "does nothing", "do nothing"),
        "command-spell": ("command spell", "command spells", "command seal", "command seals"),
        "consume": ("consumes", "consume", "soul-eats", "soul eats", "soul-eat", "soul eat", "feeds on",
                    "feed on", "devours", "devour"),
        "civilians": ("feeds on civilians", "feed on civilians", "consumes civilians", "consume civilians",
                      "preys on civilians", "prey on civilians", "hunts civilians", "hunt civilians"),
        "spirit-form": ("spirit form", "spirit-form", "dematerialises", "dematerializes", "dematerialise",
                        "dematerialize", "astralises", "astralizes"),
        "leave-combat": ("leaves combat", "leave combat", "leaves the combat", "leave the combat"),
    },
    conditions={
        "attacked-by": ("attacked by ~", "~ attacks us", "~ attacks me", "~ attacks", "~ strikes first"),
        "attacked": ("~ is attacked", "~ was attacked", "~ gets attacked", "attacked", "we are attacked",
                     "i am attacked", "i'm attacked"),
        "hostile-here": ("a hostile is here", "an enemy is here", "enemies are here", "a hostile is present",
                         "an enemy is present", "enemies are present", "hostiles are here", "hostile here",
                         "enemy here", "anyone hostile is here"),
        "target-here": ("the target is here", "~ is here", "~ is present"),
        "in-battle": ("in a battle", "in battle", "in combat", "fighting"),
        "entered": ("a hostile enters", "an enemy enters", "someone enters", "an enemy arrives", "a hostile arrives",
                    "anyone enters"),
    },
    negated_conditions={
        "hostile-here": ("no hostile is here", "no enemy is here", "no enemies are here", "no hostiles are here",
                         "no enemy is present", "no hostile is present", "no enemies are present", "alone",
                         "the coast is clear", "nobody hostile is here"),
        "attacked": ("not attacked", "nobody attacks us", "no one attacks us", "we are not attacked"),
        "in-battle": ("not in a battle", "not in battle", "not in combat"),
    },
    if_words=("if", "when", "should", "in case"),
    unless_words=("unless",),
    else_words=("else", "otherwise", "if not", "failing that", "or else"),
    all_words=("we all", "all of us", "both of us", "we both", "everyone", "the whole team", "we", "both"),
    section_words=("orders", "actions", "order", "night orders", "turn orders"),
)
"""The English every ruleset reads (the default of ``Ruleset.order_words``)."""

JAPANESE = OrderWords(
    verbs={
        "attack": ("攻撃", "襲撃", "襲う", "斬りかかる"),
        "skill": ("使用", "使う", "発動"),
        "move": ("移動", "向かう", "行く"),
        "scout": ("偵察", "索敵"),
        "flee": ("離脱", "逃走", "撤退", "逃げる"),
        "pursue": ("追跡", "追う"),
        "stay": ("待機", "留まる"),
        "command-spell": ("令呪",),
    },
    conditions={
        "attacked-by": ("~に攻撃されたら", "~に攻撃された場合", "~から攻撃されたら", "~に襲われたら"),
        "attacked": ("攻撃されたら", "攻撃された場合", "襲われたら"),
        "hostile-here": ("敵がいたら", "敵がいる場合", "敵が居たら"),
        "in-battle": ("戦闘中なら", "戦闘になったら"),
        "entered": ("敵が来たら", "敵が現れたら"),
    },
    negated_conditions={
        "hostile-here": ("敵がいなければ", "敵がいない場合", "敵が居なければ"),
    },
    if_words=("もし",),
    else_words=("そうでなければ", "でなければ", "それ以外は", "さもなくば"),
    all_words=("全員", "二人とも", "両方"),
    section_words=("行動", "行動宣言", "命令"),
    class_names={"セイバー": "Saber", "ランサー": "Lancer", "アーチャー": "Archer", "ライダー": "Rider",
                 "キャスター": "Caster", "アサシン": "Assassin", "バーサーカー": "Berserker"},
)
"""The Japanese of the roll-dice document (004): 攻撃 (L202), 移動 (L572), 離脱 (L520), 令呪 (L272),
使用 (L123), 行動ターン (L237), the classes (L657). Players of roll-dice games write their orders in it."""
