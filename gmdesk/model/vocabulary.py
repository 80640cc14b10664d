"""The closed word lists that cross the engine's boundary, one ``StrEnum`` each.

The engine, the rulesets, the store and the window import these instead of spelling the words.
Each value is the string stored in war files and events, so JSON is the same as before: a member
compares equal to its string and ``json.dumps`` writes the string.
"""

from __future__ import annotations

from enum import StrEnum


class EventKind(StrEnum):
    """What an event is about: its ``kind``, chosen by the engine or by a ruleset's change."""

    # -- the turn and its phases (engine)
    PHASE = "phase"  #: a phase (or the turn's start or end) begins
    INITIATIVE = "initiative"  #: the acting order of a phase, or an initiative tie asked of the GM
    DECISION = "decision"  #: a question was answered (by the GM or a player)
    RULING = "ruling"  #: the GM overrode the rules
    BATTLE_END = "battle-end"  #: a battle is over
    WAR_END = "war-end"  #: the war is over
    # -- movement and senses (engine)
    MOVE = "move"  #: a character moved
    SCOUT = "scout"  #: a scout looked at a location
    DETECT = "detect"  #: someone was, or was not, noticed
    CROSSING = "crossing"  #: two parties crossed on a link
    SIGHTING = "sighting"  #: two parties saw each other at a location
    ENCOUNTER = "encounter"  #: hostiles met: a battle may start
    ENGAGE = "engage"  #: a battle starts or someone joins it
    FLEE = "flee"  #: a character flees a battle
    PURSUIT = "pursuit"  #: a character pursues a fugitive
    SEARCH = "search"  #: a search for a hidden home base
    # -- acting (engine)
    BUDGET = "budget"  #: what a character may spend this turn
    ACTION = "action"  #: a skill, attack or special action is used
    COMMAND_SPELL = "command-spell"  #: a Command Spell is cast
    CONDITION = "condition"  #: a conditional order's condition is checked
    CANCEL = "cancel"  #: an order or effect is cancelled
    DISABLED = "disabled"  #: a character cannot act
    DODGE = "dodge"  #: an attack is dodged, or not
    INTERCEPT = "intercept"  #: an attack is intercepted
    DAMAGE = "damage"  #: damage is dealt
    HEAL = "heal"  #: a skill heals
    DEATH = "death"  #: a character dies
    NOTE = "note"  #: something recorded, nothing changed
    PICK = "pick"  #: a seeded draw between options
    LEAVE_BATTLE = "leave-battle"  #: the GM takes a character out of its battle
    # -- what rulesets' changes are about
    EFFECT = "effect"  #: a change with no more particular kind (the default of a Change)
    EFFECT_END = "effect-end"  #: an effect ends
    STATUS = "status"  #: a status is inflicted
    POISON = "poison"  #: poison deals its damage
    COUNTDOWN = "countdown"  #: a status counts down one turn
    EXPIRE = "expire"  #: an effect's duration runs out
    COOLDOWN = "cooldown"  #: a skill's cooldown is set or counts down
    UPKEEP = "upkeep"  #: an ongoing skill's upkeep is paid, or not
    REGEN = "regen"  #: regeneration (true-hgw)
    REGENERATION = "regeneration"  #: regeneration (ap-sp)
    PASSIVE = "passive"  #: a passive skill acts
    FLAG = "flag"  #: a character flag is set
    ECONOMY = "economy"  #: points, items and the Night's economy (ap-sp)
    CONTRACT = "contract"  #: a contract between a Master and a Servant changes
    MASTERLESS = "masterless"  #: a Servant without a Master loses mana
    CLAIM = "claim"  #: a home base is claimed
    CONSUME = "consume"  #: a character is consumed
    RESIGN = "resign"  #: a Master resigns
    REVEAL = "reveal"  #: a fact is revealed to a team
    SPIRIT_FORM = "spirit-form"  #: a Servant enters or leaves spirit form
    LEAVE_COMBAT = "leave-combat"  #: characters leave combat by agreement
    HOME_BASE = "home-base"  #: a home base changes hands
    HOME_BASE_ALERT = "home-base-alert"  #: a home base's owners learn of an intruder
    INTRUDER = "intruder"  #: a home base's owners learn of an intruder (ap-sp)
    # -- skirmish
    CRITICAL = "critical"  #: a critical-hit chance is rolled (or decided) for a hit
    # -- valor
    VALOR = "valor"  #: a team earns or spends valor points (valor)
    SKIRMISH = "skirmish"  #: a skirmish rule applies: who may act, who cannot retaliate (valor)
    ABSORB = "absorb"  #: a dead Servant or a Master's corpse is absorbed (valor)
    # -- roll-dice
    CONTEST = "contest"  #: an opposed dice-pool check (attack against defence), its odds and dice
    # -- roll-dice battle (rdbattle)
    POOL_CHECK = "pool-check"  #: a dice-pool check of one side (a Master's support roll), its dice and total
    SUPPORT = "support"  #: achievement or MP handed from a Master to its Servant (support, supply)
    # -- roll-dice statuses, stealth, identification (rdstatus)
    BAD_STATUS = "bad-status"  #: a bad status (バッドステータス) deals its damage, is resisted or ends
    STEALTH = "stealth"  #: a character hides, is seen through, or ambushes from hiding
    COVER = "cover"  #: a character covers (庇う) an ally
    SLEEP = "sleep"  #: a Master sleeps, stays awake, or enters the all-nighter state
    IDENTIFY = "identify"  #: a true-name identification check (正体看破)


class ChangeKind(StrEnum):
    """What a ruleset's :class:`~gmdesk.rulesets.combat.Change` changes (its ``what``)."""

    HEALTH = "health"  #: ``amount`` added to health, capped at the maximum unless ``uncapped``
    MANA = "mana"  #: ``amount`` added to mana, capped likewise (a ``consume`` event's: ``value`` is who was consumed)
    HIT = "hit"  #: a hit of the damage step lands: health becomes ``amount``; ``value`` is the attacker
    PAY = "pay"  #: ``amount`` of the pool ``value`` (``health`` or ``mana``) paid as a cost: no cap, no hit
    POINT = "point"  #: the points pool named by ``pool``: ``amount`` added, else set to ``value``
    EFFECT_ADD = "effect+"  #: ``value`` is an effect dict added to the statuses
    EFFECT_REMOVE = "effect-"  #: ``value`` is the id or name of an effect removed
    EFFECT_UPDATE = "effect~"  #: ``value`` is a dict updating the effect with its ``id``
    FLAG = "flag"  #: ``value`` = (key, value) of a character flag; None removes it
    STAT = "stat"  #: ``value`` = (stat, rank text)
    SPIRIT_FORM = "spirit-form"  #: ``value`` True/False
    MOVE = "move"  #: ``value`` is the location the character is put at
    KILL = "kill"  #: the character dies; ``value`` is the killer
    ITEM_ADD = "item+"  #: ``value`` is an item dict added
    ITEM_REMOVE = "item-"  #: ``value`` is the name of an item removed
    NOTE = "note"  #: an event only; ``value`` is its data
    DECISION = "decision"  #: ask, then apply the chosen branch
    PICK = "pick"  #: a seeded draw, then apply the drawn branch
    LEAVE_BATTLE = "leave-battle"  #: the character leaves its battle
    JOIN_BATTLE = "join-battle"  #: it joins, or starts, the battle at its location
    SPEND = "spend"  #: an action named by ``value``; with ``amount``, that much of a budget resource
    MASTER = "master"  #: ``value`` is the new master (None: masterless)
    TEAM = "team"  #: ``value`` is the new team
    COMMAND_SPELLS = "command-spells"  #: ``amount`` Command Spells added
    KNOWLEDGE = "knowledge"  #: ``value`` = (team, fact) a team learns
    HOME_BASE = "home-base"  #: ``value`` = (location, owner)
    WAR = "war"  #: ``value`` = (key, value) of the war's extra data; None removes it
    # -- roll-dice statuses, stealth, identification (rdstatus)
    CHECK = "check"  #: roll the dice-pool check ``value["contest"]``, record totals, apply the branch won/lost/tie


def point_what(pool: str) -> str:
    """The ``what`` a point change's event records: ``point:CP`` (as stored since the first gmdesk)."""
    return f"{ChangeKind.POINT}:{pool}"


class TurnStatus(StrEnum):
    """How a turn's resolution ended."""

    RESOLVED = "resolved"  #: every phase ran
    PENDING = "pending"  #: a decision is missing; the war is unchanged


class PhaseOrder(StrEnum):
    """How the actors of a phase take their turns."""

    SIMULTANEOUS = "simultaneous"  #: everyone acts on the same snapshot
    INITIATIVE = "initiative"  #: one by one, by the ruleset's initiative key


MoveOrder = PhaseOrder
"""The order moves are made in (``MovementRules.move_order``): the same two words as a phase's order."""


class MoveRange(StrEnum):
    """How far a move order may go in one turn."""

    ADJACENT = "adjacent"  #: to a neighbouring location
    STEPS = "steps"  #: up to ``max_steps`` locations along a route
    ANYWHERE = "anywhere"  #: to any location


class ScoutRange(StrEnum):
    """Where a scout may look (a ruleset's setting, or its interpretation's choice)."""

    ADJACENT = "adjacent"  #: a neighbouring location
    ANY = "any"  #: any location


class FleeDestination(StrEnum):
    """Where a fugitive may flee to (``FleeRules.destination``)."""

    ADJACENT = "adjacent"  #: a neighbouring location
    STAY = "stay"  #: its own location (it leaves the battle, not the place)
    ANYWHERE = "anywhere"  #: any other location


class Pursuit(StrEnum):
    """How a fugitive is pursued (``FleeRules.pursuit``; None: no pursuit)."""

    GUESS = "guess"  #: pursuers name the destination
    MOVES_LAST = "moves-last"  #: the fugitive moves last next turn


class DataKey(StrEnum):
    """Every key of ``Event.data`` the engine writes, one meaning each; an event carries those that
    apply to it. A ruleset may add its own: the numbers of its formulas (a detection's ``scout_lck``)
    and the data of its ``note`` changes.

    Before this list, ``order`` also held a phase's order and an initiative's groups: stored events
    are read with today's keys (:func:`gmdesk.engine.events.current_event`)."""

    # -- any event
    STATE = "state"  #: each character the event names, as it is right after the event
    # -- the turn, its phases and questions
    PHASE_ORDER = "phase_order"  #: a phase event's PhaseOrder
    ACTIVITIES = "activities"  #: the activities a phase runs
    ROUND = "round"  #: the round a phase belongs to
    GROUPS = "groups"  #: an initiative event's acting groups, each a list of character ids, in order
    TIE = "tie"  #: how an initiative tie was broken
    DECISION = "decision"  #: the id of the question answered
    ASKS = "asks"  #: who answered it (``gm`` or a team)
    CHOICE = "choice"  #: the option chosen or drawn
    PICK = "pick"  #: the id of a seeded draw
    RULING = "ruling"  #: the id of a GM ruling
    FIELD = "field"  #: the character field a ruling sets
    # -- orders and actions
    ORDER = "order"  #: the index, in the turn's orders, of the order the event carries out or cancels
    ACTION = "action"  #: the action of the order (``move``, a special action such as ``resign``)
    SKILL = "skill"  #: the skill an action uses
    SLOT = "slot"  #: the kind of phase the skill resolves in
    TARGETS = "targets"  #: the characters an action is aimed at
    COST = "cost"  #: what an action cost (resources and actions)
    REASON = "reason"  #: why an action was refused (``cost``, ``target``…), or the GM's reason for a ruling
    HOLDS = "holds"  #: whether a conditional order's condition holds
    REACHED = "reached"  #: whether an attack reached its target
    SPELL = "spell"  #: the Command Spell cast
    SERVANT = "servant"  #: the Servant a Command Spell is cast on
    RESOURCES = "resources"  #: a budget's resources this turn
    ACTIONS = "actions"  #: a budget's actions this turn
    LIMIT = "limit"  #: a budget's cap on the resources spent this turn
    # -- changes (the data of an event a Change made)
    WHAT = "what"  #: the change applied (a ChangeKind; ``point:KEY`` for a points pool)
    TARGET = "target"  #: what a change or a look is aimed at: a character, a location or ``war``
    BEFORE = "before"  #: the value before the change
    AFTER = "after"  #: the value after it
    AMOUNT = "amount"  #: the amount a change or a hit adds or takes
    POOL = "pool"  #: the points pool a point change writes
    RESOURCE = "resource"  #: the budget resource a spend takes from
    EFFECT = "effect"  #: an effect added (a dict) or removed (its id or name)
    FLAG = "flag"  #: the character flag a flag change writes
    STAT = "stat"  #: the stat a stat change writes
    ITEM = "item"  #: an item added (a dict) or removed (its name)
    VALUE = "value"  #: the value a flag, a stat, spirit form or a war entry gets
    KEY = "key"  #: the war entry a war change writes
    TEAM = "team"  #: the team that learns a fact
    FACT = "fact"  #: the fact it learns
    OWNER = "owner"  #: the new owner of a home base
    KILLER = "killer"  #: who killed a dying character
    # -- combat
    ATTACKER = "attacker"  #: who dealt a hit
    INTERCEPTOR = "interceptor"  #: who stepped in front of an attack
    ONCE = "once"  #: an interceptor is not hit twice by one attack
    CHANCE = "chance"  #: the chance of a dodge
    DODGED = "dodged"  #: whether the attack was dodged
    FORGONE = "forgone"  #: the defender forwent its dodge
    # -- movement and battles
    FROM = "from"  #: where a move started
    TO = "to"  #: where it goes
    ROUTE = "route"  #: the locations a move passes, in order
    LOCATION = "location"  #: the location an event happens at
    BATTLE = "battle"  #: the battle an event is about
    BATTLE_TURN = "battle_turn"  #: the battle turn a flight happens in
    NEW_BATTLE = "new_battle"  #: whether an engagement starts a battle
    JOINED = "joined"  #: who joined a battle
    ARRIVED = "arrived"  #: who arrived at an encounter
    PRESENT = "present"  #: who was already there
    AWAY = "away"  #: who was away (not met)
    LATE_ENTRANT = "late_entrant"  #: whether the arrival is a late entrant to a battle
    FLED = "fled"  #: whether a flight happened
    FLED_TO = "fled_to"  #: where the fugitives went
    GUESS = "guess"  #: where a pursuer guesses the fugitive went
    INTERCEPTED = "intercepted"  #: whether a pursuer caught its fugitive
    CAUGHT = "caught"  #: whether a fugitive that moves last is held
    DEFERRED = "deferred"  #: a flight or pursuit that lands next turn
    # -- senses
    ORIGIN = "origin"  #: where a scout started
    SEEN = "seen"  #: who a scout saw
    SCOUTS_THERE = "scouts_there"  #: the other scouts at the scouted location
    SCOUT = "scout"  #: the scout a detection is about
    OBSERVERS = "observers"  #: who might detect it
    DETECTED = "detected"  #: whether it was detected
    CONCEALED = "concealed"  #: whether a party was concealed
    ENCOUNTER = "encounter"  #: whether a meeting became an encounter
    CONTEST = "contest"  #: the scores compared in a detection
    PARTIES = "parties"  #: the parties of a crossing or sighting
    NOTICER = "noticer"  #: the party that noticed
    NOTICERS = "noticers"  #: the parties that noticed
    OTHER = "other"  #: the other party
    PATH = "path"  #: the stretch where the parties met
    WHERE = "where"  #: the place of a crossing or sighting
    TIME = "time"  #: when on the way it happened
    SCORES = "scores"  #: the scores compared
    FOUND = "found"  #: the home bases a search found
    ROLLS = "rolls"  #: a search's rolls
    CANDIDATES = "candidates"  #: how many locations a search covered
    # -- skirmish
    CRITICAL = "critical"  #: whether the hit was a critical hit
    # -- roll-dice
    ATTACK_DICE = "attack_dice"  #: the faces an opposed check's attacker rolled, pool by pool
    DEFENCE_DICE = "defence_dice"  #: the faces its defender rolled, pool by pool
    ATTACK_TOTAL = "attack_total"  #: the attacker's achievement (達成値)
    DEFENCE_TOTAL = "defence_total"  #: the defender's achievement


# -- orders from posts
class LineStatus(StrEnum):
    """What the reader of posts made of one line (gmdesk.intake)."""

    READ = "read"  #: one order the engine's order checks accept
    UNSURE = "unsure"  #: several legal readings: the GM picks one
    UNREAD = "unread"  #: no order read, with why


# -- scouting from a battle (fx-valor2)
class ScoutInBattle(StrEnum):
    """Whether a character in a battle may scout (a ruleset's interpretation, ``ScoutRules.in_battle_interpretation``)."""

    ALLOWED = "allowed"  #: it scouts as anyone else
    REFUSED = "refused"  #: the scout order is refused: it is fighting
