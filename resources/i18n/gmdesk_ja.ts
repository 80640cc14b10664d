<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New War…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a war: pick a ruleset and a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a war file (.gmdesk), or import a JSON war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every edit to the war file now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the war file, history and all, and go on in the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the current war as a JSON war (gmdesk-war/1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a war file from a JSON war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a map (GraphML or node-link JSON) in place of this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Ma&amp;p…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the map alone as GraphML or node-link JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Map as P&amp;NG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A picture of the map as it is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Map as S&amp;VG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map as a vector drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview and print character sheets (GM or player copies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Sheets as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character sheets as a PDF, A4 or Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Character…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new Master, Servant or familiar sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Character…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new character from the selected one&apos;s sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected character from the war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected character&apos;s sheet in the Sheet dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Teams…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add, rename, recolour and remove teams; their players, characters and home bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve the coming turn from the orders entered (asks what the rules leave to the GM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override a value of the last resolved turn, with a reason (kept as a ruling; it survives replay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct a Past Turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a past turn&apos;s orders and re-resolve from there; accept or discard the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Com&amp;pare Turns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two turns, or a turn and its re-resolution, side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character C&amp;harts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health, mana and points of the selected character across every turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Updates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The public update and each team&apos;s private update of a resolved turn, side by side: copy one, or save them all for the forum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and close the war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and leave gmdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every dock back where it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key the menus answer to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About gmdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and where the rules come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Orders from &amp;Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the orders read from the shown team&apos;s post (and the readings picked) that team&apos;s orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read Posts from &amp;Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a night&apos;s posts (text files, one per team): each becomes its team&apos;s post and orders, in one undo step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open the sample war</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cast</name>
    <message>
        <source>Name</source>
        <extracomment>The character id on a character row&apos;s first cell (None on a team row). The lower-case text the filter box matches (name, class, team, location). True on a dead character&apos;s first cell.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <extracomment>The GM selected a character (its id). The GM double-clicked a character (its id): open its sheet or centre the map on it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, class, team or place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — spirit form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in spirit form</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacterList</name>
    <message>
        <source>Character</source>
        <extracomment>The character id on a row (None on &quot;Everyone&quot;; absent on team rows). Marks the &quot;Everyone&quot; row. Marks a team row (its team id).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Character</source>
        <extracomment>Values are written beside the points only while they stay readable. Where a value label sits against its point (pyqtgraph anchors): over it, or under it. The curves drawn, by what they show (&quot;health&quot;, &quot;mana&quot;, &quot;points.AP&quot;…). The values each plot shows (by ``id`` of the plot), to fit its range to its size. The value labels written under their points (mana): plot, label, value. Each plot&apos;s vertical line at every turn, one item a plot (by ``id`` of the plot).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health and mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn resolved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>Phase</source>
        <extracomment>The :class:`Event` behind a row.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <extracomment>The phase column repeats on every event; only the phase&apos;s own line is in full colour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter events: words in any column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn resolved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Select an event to read it whole.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Interface &amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect when gmdesk starts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(takes effect at the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface language changes when gmdesk starts again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Read-only</source>
        <extracomment>Map command groups shown as submenus of the Map menu.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is open already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the JSON war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the imported war as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the war file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close anyway and lose the unsaved edits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show the war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgraded from file version {0}; the old file is kept as {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the war as opened)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no recent wars)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About gmdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game master&apos;s desk for Holy Grail War games. The rules come from the ruleset documents; every number the engine gives carries its formula and rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — turn {1} — {2}[*]{3} — gmdesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPanel</name>
    <message>
        <source>Spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <extracomment>Short names the main window may use for the modes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <extracomment>Toolbar labels of the menus (the Map menu uses the group titles).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and move locations (Esc). Arrow keys nudge the selection one grid step (Shift+arrow: five); Tab / Shift+Tab select the next / previous location; Enter opens its properties</source>
        <extracomment>What the Select tool says it does, its keys included (the nudges have no menu entry of their own).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <extracomment>What a map command&apos;s keys are given as. A line for the status bar (refused edits, layout notes, errors). Something went wrong that the GM must see (a title and what happened): the window shows a dialog. The &quot;Seen by&quot; entries changed (a team was made, renamed or removed): the Map menu is built again. Runs a dialog and returns its result; tests replace it to answer dialogs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the war as one team knows it (editing is off meanwhile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the map to add a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from a location to another to link them; click a road to remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the selected location&apos;s name, effects, owner, notes (or double-click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select next location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the next location, in the map file&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select previous location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the previous location, in the map file&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragged and added locations land on the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to a location or a character by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place every location with the {0} layout (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a picture (a drawn town plan) under the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture opacity, scale and place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As seen by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM (everything)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrdersPanel</name>
    <message>
        <source>What is left of the turn&apos;s budget once every order listed is paid for</source>
        <extracomment>The GM changed the orders: the whole new list, and the change in words (for Undo).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the order before the previous one of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the order after the next one of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a character on the left to see what they have left to spend and to add orders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrdersTable</name>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostEditor</name>
    <message>
        <source>Player&apos;s post</source>
        <extracomment>How long after the last keystroke the post is read again (ms).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the team&apos;s post for this turn here: the orders beside it are read from it. Players never see this copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a character to read their team&apos;s post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept with the war for the GM only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only war file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the post above: its orders are read line by line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostReading</name>
    <message>
        <source>pick a reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders read from the post appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order read, or why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the orders read (and the readings picked) this team&apos;s orders for the coming turn, in place of the ones it has (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders yet from: </source>
        <extracomment>Readings the GM picked, by line (number and text): kept when the post is read again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every team has orders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The war breaks a rule: click to see where</source>
        <extracomment>How long after the last edit the war is checked again (milliseconds).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ no problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The war passes every check of `gmdesk validate`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in the war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scrubber</name>
    <message>
        <source>Moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn as it stood after this event: the map shows everyone where they were then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Select a character in the cast to see their sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnDesk</name>
    <message>
        <source>Resolve turn</source>
        <extracomment>The question being asked, if any (kept so tests and the GM can reach it). The last error shown (refused orders, a file that cannot be written). Refusals of the last resolve, by order index (cleared when the orders change). The document changed while the desk was hidden: redraw when shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override a value of the last resolved turn&apos;s result (kept with that turn, so it survives replay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a past turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a resolved turn&apos;s orders and re-resolve the history from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no battle going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no turn resolved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a character of the team whose post to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders from the post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The posts were not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a past turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <source>Turn</source>
        <extracomment>The turn number on a row&apos;s first cell, or None on the row of the turn still waiting for answers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>The GM selected a stored turn (its number). The GM asked for the updates of a stored turn (its number).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The public and private updates of the selected turn (the last one by default), for the forum (Turn &gt; Updates…, Ctrl+U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no turn resolved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this turn&apos;s row is damaged: gmdesk check FILE says how</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>View</name>
    <message>
        <source>Click an event · ← → step · wheel zooms · drag scrolls</source>
        <extracomment>The selected event&apos;s ``seq``. The moment: the turn as it stood after the event with this ``seq``. What the shown events are (&quot;Turn 3&quot;, &quot;Turn 3 — re-resolution proposal-t2&quot;; &quot;&quot; when none).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out to every event of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an event to read it whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn has no events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve a turn, then pick it to see its phases here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the timeline shows no turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>&lt;h2&gt;gmdesk&lt;/h2&gt;&lt;p&gt;No war is open.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New War…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent wars:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click or press Enter to open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
