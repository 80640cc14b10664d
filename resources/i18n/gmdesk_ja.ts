<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>&amp;New War…</source>
            <translation>新しい戦争(&amp;N)…</translation>
        </message>
        <message>
            <source>Start a war: pick a ruleset and a map</source>
            <translation>戦争を始める: ルールセットと地図を選ぶ</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a war file (.gmdesk), or import a JSON war</source>
            <translation>戦争ファイル (.gmdesk) を開く、または JSON の戦争を取り込む</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Write every edit to the war file now</source>
            <translation>すべての編集を今すぐ戦争ファイルに書き込む</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <source>Copy the war file, history and all, and go on in the copy</source>
            <translation>戦争ファイルを履歴ごと複製し、複製で作業を続ける</translation>
        </message>
        <message>
            <source>&amp;Export JSON…</source>
            <translation>JSON を書き出す(&amp;E)…</translation>
        </message>
        <message>
            <source>Write the current war as a JSON war (gmdesk-war/1)</source>
            <translation>今の戦争を JSON の戦争 (gmdesk-war/1) として書き出す</translation>
        </message>
        <message>
            <source>&amp;Import JSON…</source>
            <translation>JSON を取り込む(&amp;I)…</translation>
        </message>
        <message>
            <source>Make a war file from a JSON war</source>
            <translation>JSON の戦争から戦争ファイルを作る</translation>
        </message>
        <message>
            <source>Import &amp;Map…</source>
            <translation>地図を取り込む(&amp;M)…</translation>
        </message>
        <message>
            <source>Put a map (GraphML or node-link JSON) in place of this one</source>
            <translation>この地図を別の地図 (GraphML またはノードリンク JSON) に置き換える</translation>
        </message>
        <message>
            <source>Export Ma&amp;p…</source>
            <translation type="vanished">地図を書き出す(&amp;P)…</translation>
        </message>
        <message>
            <source>Write the map alone as GraphML or node-link JSON</source>
            <translation>地図だけを GraphML またはノードリンク JSON で書き出す</translation>
        </message>
        <message>
            <source>Export Map as P&amp;NG…</source>
            <translation type="vanished">地図を PNG で書き出す(&amp;N)…</translation>
        </message>
        <message>
            <source>A picture of the map as it is drawn</source>
            <translation>描かれているままの地図の画像</translation>
        </message>
        <message>
            <source>Export Map as S&amp;VG…</source>
            <translation>地図を SVG で書き出す(&amp;V)…</translation>
        </message>
        <message>
            <source>The map as a vector drawing</source>
            <translation>ベクター図としての地図</translation>
        </message>
        <message>
            <source>&amp;Print Sheets…</source>
            <translation>シートを印刷(&amp;P)…</translation>
        </message>
        <message>
            <source>Preview and print character sheets (GM or player copies)</source>
            <translation>キャラクターシートをプレビューして印刷する (GM 用またはプレイヤー用)</translation>
        </message>
        <message>
            <source>Export Sheets as P&amp;DF…</source>
            <translation>シートを PDF で書き出す(&amp;D)…</translation>
        </message>
        <message>
            <source>Character sheets as a PDF, A4 or Letter</source>
            <translation>キャラクターシートを PDF で (A4 またはレター)</translation>
        </message>
        <message>
            <source>&amp;New Character…</source>
            <translation>新しいキャラクター(&amp;N)…</translation>
        </message>
        <message>
            <source>A new Master, Servant or familiar sheet</source>
            <translation>新しいマスター、サーヴァント、使い魔のシート</translation>
        </message>
        <message>
            <source>D&amp;uplicate Character…</source>
            <translation>キャラクターを複製(&amp;U)…</translation>
        </message>
        <message>
            <source>A new character from the selected one's sheet</source>
            <translation>選んだキャラクターのシートから新しいキャラクターを作る</translation>
        </message>
        <message>
            <source>&amp;Delete Character</source>
            <translation>キャラクターを削除(&amp;D)</translation>
        </message>
        <message>
            <source>Remove the selected character from the war</source>
            <translation>選んだキャラクターを戦争から外す</translation>
        </message>
        <message>
            <source>&amp;Edit Sheet</source>
            <translation>シートを編集(&amp;E)</translation>
        </message>
        <message>
            <source>Show the selected character's sheet in the Sheet dock</source>
            <translation>選んだキャラクターのシートをシートドックに表示する</translation>
        </message>
        <message>
            <source>&amp;Teams…</source>
            <translation>陣営(&amp;T)…</translation>
        </message>
        <message>
            <source>Add, rename, recolour and remove teams; their players, characters and home bases</source>
            <translation>陣営の追加・改名・色の変更・削除と、そのプレイヤー・キャラクター・拠点</translation>
        </message>
        <message>
            <source>&amp;Resolve Turn</source>
            <translation>ターンを解決(&amp;R)</translation>
        </message>
        <message>
            <source>Resolve the coming turn from the orders entered (asks what the rules leave to the GM)</source>
            <translation>入力された命令から次のターンを解決する (ルールが GM に任せることは尋ねる)</translation>
        </message>
        <message>
            <source>Add &amp;Ruling…</source>
            <translation type="vanished">裁定を追加(&amp;R)…</translation>
        </message>
        <message>
            <source>Override a value of the last resolved turn, with a reason (kept as a ruling; it survives replay)</source>
            <translation>最後に解決したターンの値を理由付きで上書きする (裁定として残り、再解決でも保たれる)</translation>
        </message>
        <message>
            <source>&amp;Correct a Past Turn…</source>
            <translation>過去のターンを修正(&amp;C)…</translation>
        </message>
        <message>
            <source>Change a past turn's orders and re-resolve from there; accept or discard the result</source>
            <translation>過去のターンの命令を変えてそこから再解決し、結果を採用または破棄する</translation>
        </message>
        <message>
            <source>Com&amp;pare Turns…</source>
            <translation type="vanished">ターンを比較(&amp;P)…</translation>
        </message>
        <message>
            <source>E&amp;xport Map…</source>
            <translation>地図を書き出す(&amp;X)…</translation>
        </message>
        <message>
            <source>Export Map as PN&amp;G…</source>
            <translation>地図を PNG で書き出す(&amp;G)…</translation>
        </message>
        <message>
            <source>Add Rulin&amp;g…</source>
            <translation>裁定を追加(&amp;G)…</translation>
        </message>
        <message>
            <source>Co&amp;mpare Turns…</source>
            <translation>ターンを比較(&amp;M)…</translation>
        </message>
        <message>
            <source>Two turns, or a turn and its re-resolution, side by side</source>
            <translation>二つのターン、またはターンとその再解決を並べて見る</translation>
        </message>
        <message>
            <source>Character C&amp;harts</source>
            <translation>キャラクターのグラフ(&amp;H)</translation>
        </message>
        <message>
            <source>Health, mana and points of the selected character across every turn</source>
            <translation>選んだキャラクターの全ターンの体力・魔力・ポイント</translation>
        </message>
        <message>
            <source>&amp;Updates…</source>
            <translation>更新文(&amp;U)…</translation>
        </message>
        <message>
            <source>The public update and each team's private update of a resolved turn, side by side: copy one, or save them all for the forum</source>
            <translation>解決したターンの公開更新文と各陣営の非公開更新文を並べて表示: 一つをコピー、またはフォーラム用にすべて保存</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>閉じる(&amp;C)</translation>
        </message>
        <message>
            <source>Save and close the war</source>
            <translation>戦争を保存して閉じる</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>Save and leave gmdesk</source>
            <translation>保存して gmdesk を終了する</translation>
        </message>
        <message>
            <source>&amp;Reset Layout</source>
            <translation>配置を元に戻す(&amp;R)</translation>
        </message>
        <message>
            <source>Put every dock back where it started</source>
            <translation>すべてのドックを最初の位置に戻す</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <source>Every key the menus answer to</source>
            <translation>メニューが応えるすべてのキー</translation>
        </message>
        <message>
            <source>&amp;About gmdesk</source>
            <translation>gmdesk について(&amp;A)</translation>
        </message>
        <message>
            <source>Version and where the rules come from</source>
            <translation>バージョンとルールの出典</translation>
        </message>
        <message>
            <source>Use Orders from &amp;Post</source>
            <translation>投稿の命令を使う(&amp;P)</translation>
        </message>
        <message>
            <source>Make the orders read from the shown team's post (and the readings picked) that team's orders</source>
            <translation>表示中の陣営の投稿から読み取った命令 (と選んだ解釈) をその陣営の命令にする</translation>
        </message>
        <message>
            <source>Read Posts from &amp;Files…</source>
            <translation>ファイルから投稿を読む(&amp;F)…</translation>
        </message>
        <message>
            <source>Read the coming turn's posts (text files, one per team): each becomes its team's post and orders, in one undo step</source>
            <translation>次のターンの投稿 (陣営ごとのテキストファイル) を読む: それぞれが陣営の投稿と命令になる (一回で元に戻せる)</translation>
        </message>
        <message>
            <source>Read a night's posts (text files, one per team): each becomes its team's post and orders, in one undo step</source>
            <translation type="vanished">一夜分の投稿 (陣営ごとのテキストファイル) を読む: それぞれが陣営の投稿と命令になる (一回で元に戻せる)</translation>
        </message>
        <message>
            <source>Rule Rea&amp;dings…</source>
            <translation>ルールの解釈(&amp;D)…</translation>
        </message>
        <message>
            <source>Where the rules document is unclear or silent: the reading this war follows, and the others (a change applies to the turns to come)</source>
            <translation>ルール文書が不明確な箇所や何も言っていない箇所：この戦争が従う解釈と他の解釈（変更はこれからのターンに適用）</translation>
        </message>
        <message>
            <source>&amp;Rules of This War</source>
            <translation>この戦争のルール(&amp;R)</translation>
        </message>
        <message>
            <source>The open war's ruleset as the engine applies it: phases in order, tables, movement, the readings changed and what the GM applies by hand</source>
            <translation>開いている戦争のルールセットを、エンジンが適用するとおりに：フェイズの順序、表、移動、変更した解釈、GMが手で適用するもの</translation>
        </message>
        <message>
            <source>&amp;User Guide</source>
            <translation>ユーザーガイド(&amp;U)</translation>
        </message>
        <message>
            <source>The guide to the window: the desk, the sheets, the turns, the timeline, the map, files and languages</source>
            <translation>ウィンドウのガイド：デスク、シート、ターン、タイムライン、地図、ファイルと言語</translation>
        </message>
        <message>
            <source>Ask &amp;Before Resolving with Problems</source>
            <translation>問題があれば解決前に確認(&amp;B)</translation>
        </message>
        <message>
            <source>Checked: Resolve Turn asks first when this war has problems that would change the turn (a team with no orders, a sheet problem)</source>
            <translation>チェックあり：この戦争にターンの結果を変える問題（命令のないチーム、シートの問題）があるとき、ターンを解決する前に確認します</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Cannot open the sample war</source>
            <translation>サンプルの戦争を開けません</translation>
        </message>
        <message>
            <source>This is a sample war to look around in: File &gt; New War… (Ctrl+N) starts your own, Help &gt; User Guide shows the way</source>
            <translation>これは見て回るためのサンプルの戦争です：ファイル &gt; 新しい戦争…（Ctrl+N）で自分の戦争を始め、ヘルプ &gt; ユーザーガイドで使い方を確認できます</translation>
        </message>
    </context>
    <context>
        <name>Background</name>
        <message>
            <source>Background picture</source>
            <translation>背景画像</translation>
        </message>
        <message>
            <source>Pictures (*.png *.jpg *.jpeg *.gif *.bmp *.webp)</source>
            <translation>画像 (*.png *.jpg *.jpeg *.gif *.bmp *.webp)</translation>
        </message>
        <message>
            <source>Cannot load the picture</source>
            <translation>画像を読み込めません</translation>
        </message>
        <message>
            <source>not a picture gmdesk can read (PNG, JPEG, GIF, BMP or WebP)</source>
            <translation>gmdesk が読める画像ではありません (PNG、JPEG、GIF、BMP、WebP)</translation>
        </message>
        <message>
            <source>set the background picture</source>
            <translation>背景画像を設定</translation>
        </message>
        <message>
            <source>opacity is above 0 and at most 1, scale above 0 (got {0}, {1})</source>
            <translation>不透明度は0より大きく1以下、倍率は0より大きい値です（指定：{0}、{1}）</translation>
        </message>
        <message>
            <source>the picture's corner is a pair of finite numbers (got {0})</source>
            <translation>画像の角の位置は有限の数2つです（指定：{0}）</translation>
        </message>
        <message>
            <source>move the background picture</source>
            <translation>背景画像を移動</translation>
        </message>
        <message>
            <source>change the background picture</source>
            <translation>背景画像を変更</translation>
        </message>
        <message>
            <source>remove the background picture</source>
            <translation>背景画像を外す</translation>
        </message>
    </context>
    <context>
        <name>Cast</name>
        <message>
            <source>Name</source>
            <extracomment>The character id on a character row's first cell (None on a team row). The lower-case text the filter box matches (name, class, team, location). True on a dead character's first cell.</extracomment>
            <translation>名前</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>体力</translation>
        </message>
        <message>
            <source>Mana</source>
            <translation>魔力</translation>
        </message>
        <message>
            <source>Cast</source>
            <extracomment>The least number of characters a cut place or name keeps (before its "…"), when it has as many. Below the widths that tell every name and place apart, a cut word still keeps about this many letters; only a dock too narrow for that as well scrolls sideways (the bars never leave the view before). Per column, every text a cut cell must stay distinguishable from (set by the dock). The GM selected a character (its id). The GM double-clicked a character (its id): open its sheet or centre the map on it.</extracomment>
            <translation>キャスト</translation>
        </message>
        <message>
            <source>Filter by name, class, team or place</source>
            <translation>名前・クラス・陣営・場所で絞り込む</translation>
        </message>
        <message>
            <source>Show the dead</source>
            <translation>死者も表示</translation>
        </message>
        <message>
            <source>No characters yet: Characters ▸ Teams… (Ctrl+Shift+T) makes the teams, Characters ▸ New Character… (Ctrl+Shift+N) their Masters, Servants and familiars.</source>
            <translation>キャラクターはまだいません：キャラクター ▸ 陣営…（Ctrl+Shift+T）で陣営を作り、キャラクター ▸ 新しいキャラクター…（Ctrl+Shift+N）でそのマスター・サーヴァント・使い魔を作ります。</translation>
        </message>
        <message>
            <source> — spirit form</source>
            <translation> — 霊体化</translation>
        </message>
        <message>
            <source>, {0}</source>
            <translation>、{0}</translation>
        </message>
        <message>
            <source>true name: {0}</source>
            <translation>真名：{0}</translation>
        </message>
        <message>
            <source>at {0}</source>
            <translation>場所：{0}</translation>
        </message>
        <message>
            <source>in spirit form</source>
            <translation>霊体化中</translation>
        </message>
        <message>
            <source>dead</source>
            <translation>死亡</translation>
        </message>
    </context>
    <context>
        <name>CharacterList</name>
        <message>
            <source>Character</source>
            <extracomment>The character id on a row (None on "Everyone"; absent on team rows). Marks the "Everyone" row. Marks a team row (its team id).</extracomment>
            <translation>キャラクター</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Everyone</source>
            <extracomment>The selection changed: a character id, or None for everyone.</extracomment>
            <translation>全員</translation>
        </message>
        <message>
            <source>Everyone's orders for {0}</source>
            <translation>{0} の全員の命令</translation>
        </message>
        <message>
            <source>Everyone's orders for turn {0}</source>
            <translation type="vanished">ターン {0} の全員の命令</translation>
        </message>
        <message>
            <source>Everyone (turn {0})</source>
            <extracomment>The selection changed: a character id, or None for everyone.</extracomment>
            <translation type="vanished">全員 (ターン {0})</translation>
        </message>
    </context>
    <context>
        <name>Characters</name>
        <message>
            <source>add a character</source>
            <translation>キャラクターを追加</translation>
        </message>
        <message>
            <source>Select the character to duplicate in the cast first</source>
            <translation>先にキャストで複製するキャラクターを選んでください</translation>
        </message>
        <message>
            <source>delete a character</source>
            <translation>キャラクターを削除</translation>
        </message>
        <message>
            <source>Select the character to delete in the cast first</source>
            <translation>先にキャストで削除するキャラクターを選んでください</translation>
        </message>
        <message>
            <source>Wrote {0} sheet(s) to {1}</source>
            <translation>{0} 枚のシートを {1} に書き出しました</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Character</source>
            <extracomment>Values are written beside the points only while they stay readable. Where a value label sits against its point (pyqtgraph anchors): over it, or under it. Pixels a turn needs on the axis for its dashed marker (closer ones ran into a grey hatch). Pixels a turn needs for its dot on the curves (8 pixels wide): closer, the curves are drawn as lines only. The curves drawn, by what they show ("health", "mana", "points.AP"…). The values each plot shows (by ``id`` of the plot), to fit its range to its size. The value labels written under their points (mana): plot, label, value. Each plot's vertical line at every turn, one item a plot (by ``id`` of the plot). The history being read a block at a time (None: not reading), and the character to show then.</extracomment>
            <translation>キャラクター</translation>
        </message>
        <message>
            <source>Health and mana</source>
            <translation>体力と魔力</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>ポイント</translation>
        </message>
        <message>
            <source>Reading the history: {0} of {1} turns…</source>
            <translation>履歴を読んでいます: {1} ターン中 {0} ターンまで…</translation>
        </message>
        <message>
            <source>{0} across {1} turns</source>
            <translation>{0}: {1} ターン分</translation>
        </message>
        <message>
            <source>{0} across {1} turn</source>
            <translation>{0}: {1} ターン分</translation>
        </message>
        <message>
            <source>No turn resolved yet</source>
            <translation>まだ解決したターンはありません</translation>
        </message>
        <message>
            <source>{0} cannot be read (File &gt; Check)</source>
            <translation>{0} を読めません（ファイル &gt; 検査）</translation>
        </message>
        <message>
            <source>before {0}</source>
            <translation>{0} の前</translation>
        </message>
        <message>
            <source>after {0}</source>
            <translation>{0} の後</translation>
        </message>
        <message>
            <source>T{0}</source>
            <translation>T{0}</translation>
        </message>
        <message>
            <source>turn {0} cannot be read (File &gt; Check)</source>
            <translation type="vanished">ターン {0} を読めません（ファイル &gt; 検査）</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>体力</translation>
        </message>
        <message>
            <source>Mana</source>
            <translation>魔力</translation>
        </message>
        <message>
            <source>start</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>before T{0}</source>
            <translation type="vanished">T{0} 前</translation>
        </message>
        <message>
            <source>after T{0}</source>
            <translation type="vanished">T{0} 後</translation>
        </message>
    </context>
    <context>
        <name>Choices</name>
        <message>
            <source>No odds: the engine rolls nothing for this order; what it does follows from the sheets and the rules (a GM's call, if one comes up, is asked when the turn resolves)</source>
            <extracomment>Odds a table cell lists before "(+N more)"; the tooltip has them all.</extracomment>
            <translation>成功率なし：この命令ではエンジンは何も振りません。結果はシートとルールから決まります（GMの判断が必要になれば、ターンの解決時に尋ねます）</translation>
        </message>
        <message>
            <source>the odds cannot be worked out: {0}</source>
            <translation>成功率を計算できません：{0}</translation>
        </message>
        <message>
            <source>(+{0} more)</source>
            <translation>（ほか{0}件）</translation>
        </message>
        <message>
            <source>Rule: {0}</source>
            <translation>ルール: {0}</translation>
        </message>
        <message>
            <source>1 Command Spell</source>
            <translation>令呪 1 画</translation>
        </message>
        <message>
            <source>the Move Action</source>
            <translation>移動アクション</translation>
        </message>
        <message>
            <source>no cost</source>
            <translation>コストなし</translation>
        </message>
    </context>
    <context>
        <name>CorrectionDialog</name>
        <message>
            <source>The history was re-resolved to the last turn. Read the differences, then accept or discard.</source>
            <translation>最後のターンまで履歴を再解決しました。違いを読んでから、採用または破棄してください。</translation>
        </message>
        <message>
            <source>The re-resolution stopped: a turn asks a question. Answer it to go on.</source>
            <translation>再解決が止まりました: あるターンが質問しています。答えると先へ進みます。</translation>
        </message>
        <message>
            <source>The re-resolution stopped: the rules now refuse orders of a turn (listed below). Correct that turn too, or discard.</source>
            <translation>再解決が止まりました: ルールがあるターンの命令を拒否しています (下に一覧)。そのターンも修正するか、破棄してください。</translation>
        </message>
        <message>
            <source>The re-resolution failed at a turn (below). Discard it, or correct that turn.</source>
            <translation>あるターンで再解決に失敗しました (下記)。破棄するか、そのターンを修正してください。</translation>
        </message>
        <message>
            <source>The ruleset refuses the war a turn starts from (below). Discard, or correct an earlier turn.</source>
            <translation>ルールセットがターン開始時の戦争を認めません (下記)。破棄するか、それより前のターンを修正してください。</translation>
        </message>
        <message>
            <source>no difference</source>
            <translation>違いなし</translation>
        </message>
        <message>
            <source>no difference in what happened (some events told in newer words)</source>
            <translation>起きたことに違いなし（いくつかの出来事は新しい言い回しで記録）</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>変化あり</translation>
        </message>
        <message>
            <source>waits for a question's answer</source>
            <translation>質問への回答待ち</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>拒否</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>refused by the ruleset</source>
            <translation>ルールセットが拒否</translation>
        </message>
        <message>
            <source>Turn {0}</source>
            <extracomment>Unchanged turns in a row listed as one line from this many on (a re-resolution from turn 150 of 2,000 listed 1,851 lines of "Turn N: no difference").</extracomment>
            <translation type="vanished">ターン {0}</translation>
        </message>
        <message>
            <source> (and {0} more, listed below)</source>
            <extracomment>Unchanged turns in a row listed as one line from this many on (a re-resolution from turn 150 of 2,000 listed 1,851 lines of "Turn N: no difference").</extracomment>
            <translation>（ほか {0} 件、下に一覧）</translation>
        </message>
        <message>
            <source>Turn {0} stopped it: {1}</source>
            <translation type="vanished">ターン {0} で止まりました：{1}</translation>
        </message>
        <message>
            <source>Turns {0}–{1}: no difference</source>
            <translation type="vanished">ターン {0}–{1}: 違いなし</translation>
        </message>
        <message>
            <source>Turns {0}–{1}: no difference in what happened (some events told in newer words)</source>
            <translation type="vanished">ターン {0}–{1}: 起きたことに違いなし (一部のイベントは新しい言い回し)</translation>
        </message>
        <message>
            <source>Turn {0}: {1}</source>
            <translation type="vanished">ターン{0}：{1}</translation>
        </message>
        <message>
            <source>{0} stopped it: {1}</source>
            <translation>{0} で止まりました：{1}</translation>
        </message>
        <message>
            <source>{0}–{1}: no difference</source>
            <translation>{0}–{1}: 違いなし</translation>
        </message>
        <message>
            <source>{0}–{1}: no difference in what happened (some events told in newer words)</source>
            <translation>{0}–{1}: 起きたことに違いなし (一部のイベントは新しい言い回し)</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}：{1}</translation>
        </message>
        <message>
            <source>Correct a past turn</source>
            <extracomment>The re-resolution was accepted (the first turn it changed).</extracomment>
            <translation>過去のターンを修正</translation>
        </message>
        <message>
            <source>no turn has been resolved yet: there is nothing to correct</source>
            <extracomment>The proposal this dialog made (discarded when the dialog closes without accepting). The orders being edited for :attr:`number`.</extracomment>
            <translation>まだ解決したターンがありません: 修正するものがありません</translation>
        </message>
        <message>
            <source>Change the orders, then re-resolve: the differences turn by turn are listed here.</source>
            <translation>命令を変えてから再解決してください: ターンごとの違いがここに一覧されます。</translation>
        </message>
        <message>
            <source>Re-resolve from this turn</source>
            <translation>このターンから再解決</translation>
        </message>
        <message>
            <source>Reset orders</source>
            <translation>命令を元に戻す</translation>
        </message>
        <message>
            <source>Back to the orders stored with the turn</source>
            <translation>ターンと一緒に保存された命令に戻す</translation>
        </message>
        <message>
            <source>Accept</source>
            <translation>採用</translation>
        </message>
        <message>
            <source>Make the re-resolved history the history (a backup is kept)</source>
            <translation>再解決した履歴を正式な履歴にする (バックアップは残ります)</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>破棄</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Turn to correct:</source>
            <translation>修正するターン:</translation>
        </message>
        <message>
            <source>Re-resolving the history</source>
            <translation>履歴を解決し直しています</translation>
        </message>
        <message>
            <source>Re-resolving: {0} of {1} turns</source>
            <translation>解決し直し中：{1} ターン中 {0} ターン</translation>
        </message>
        <message>
            <source>Stopped: nothing was kept. The history, and any re-resolution made before, are as they were.</source>
            <translation>中止しました。何も保存されていません。履歴と、それ以前の解決し直しの結果は元のままです。</translation>
        </message>
        <message>
            <source>The history was not re-resolved</source>
            <translation>履歴は再解決されませんでした</translation>
        </message>
        <message>
            <source>Only a history re-resolved to its last turn can be accepted. {0}</source>
            <translation>最後のターンまで解決し直した歴史だけを採用できます。{0}</translation>
        </message>
        <message>
            <source>{0} of {1} turns change.</source>
            <translation>{1} ターンのうち {0} ターンが変わります。</translation>
        </message>
        <message>
            <source>Nothing changes: the new history is the same as the old one.</source>
            <translation>変化なし: 新しい履歴は古い履歴と同じです。</translation>
        </message>
        <message>
            <source>The re-resolution was not accepted</source>
            <translation>再解決は採用されませんでした</translation>
        </message>
        <message>
            <source>{0}–{1} re-resolved and accepted: {2} of them changed (a backup of the war before was kept)</source>
            <translation>{0}–{1} を再解決して採用しました: うち {2} ターンが変化 (採用前の戦争のバックアップを保存済み)</translation>
        </message>
        <message>
            <source>Turns {0}–{1} re-resolved and accepted: {2} of them changed (a backup of the war before was kept)</source>
            <translation type="vanished">ターン {0}–{1} を再解決して採用しました: うち {2} ターンが変化 (採用前の戦争のバックアップを保存済み)</translation>
        </message>
        <message>
            <source>The re-resolution was not discarded</source>
            <translation>再解決は破棄されませんでした</translation>
        </message>
    </context>
    <context>
        <name>DecisionDialog</name>
        <message>
            <source>Turn {0} waits for an answer</source>
            <translation type="vanished">ターン {0} は回答を待っています</translation>
        </message>
        <message>
            <source>{0} waits for an answer</source>
            <extracomment>Options per row of buttons, when every answer is short (names, yes/no); longer ones (what an answer does, "Archer goes back to its Master at Cape Lighthouse") take a row each, so they read as a list.</extracomment>
            <translation>{0} は回答を待っています</translation>
        </message>
        <message>
            <source>Question for {0}</source>
            <translation>{0}への質問</translation>
        </message>
        <message>
            <source>Rule: {0}</source>
            <translation>ルール: {0}</translation>
        </message>
        <message>
            <source>The answer is kept with the turn's orders, and the turn is resolved again from its start.</source>
            <translation>回答はターンの命令とともに保存され、ターンは最初から解決し直されます。</translation>
        </message>
        <message>
            <source>Decision {0}</source>
            <translation>決定 {0}</translation>
        </message>
        <message>
            <source>Answer {0} (decision {1})</source>
            <translation>{0} と回答（決定 {1}）</translation>
        </message>
        <message>
            <source>Answer later</source>
            <translation>後で答える</translation>
        </message>
        <message>
            <source>Decision {0}: the answer is kept with the turn's orders, and the turn is resolved again from its start.</source>
            <translation type="vanished">決定 {0}：回答はターンの命令とともに保存され、ターンは最初から解決し直されます。</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Where do they go?</source>
            <translation>どこへ移しますか?</translation>
        </message>
        <message>
            <source>Deleting {0}. These characters stand there: pick where each one goes.</source>
            <translation>{0} を削除します。そこにいるキャラクターの行き先を選んでください。</translation>
        </message>
        <message>
            <source>{0} (next door)</source>
            <translation>{0}（隣）</translation>
        </message>
        <message>
            <source>, dead)</source>
            <translation>、死亡)</translation>
        </message>
        <message>
            <source>{0} — properties</source>
            <translation>{0} — プロパティ</translation>
        </message>
        <message>
            <source> (read-only)</source>
            <translation> (読み取り専用)</translation>
        </message>
        <message>
            <source>comma-separated, e.g. civilians, leyline</source>
            <translation type="vanished">カンマ区切り (例: civilians, leyline)</translation>
        </message>
        <message>
            <source>separated by commas (not those in brackets), e.g. civilians, Fog (-1 ACT, night only)</source>
            <translation>カンマ区切り（括弧の中のカンマは区切りません）、例：civilians, Fog (-1 ACT, night only)</translation>
        </message>
        <message>
            <source>(nobody's)</source>
            <translation>（なし）</translation>
        </message>
        <message>
            <source>No teams yet: Characters ▸ Teams… (Ctrl+Shift+T) makes them (a team's home base can be set there too).</source>
            <translation>陣営はまだありません：キャラクター ▸ 陣営…（Ctrl+Shift+T）で作ります（陣営の拠点もそこで設定できます）。</translation>
        </message>
        <message>
            <source>hidden from the teams until they learn of it</source>
            <translation>陣営が知るまで隠す</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Effects</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>Home base of</source>
            <translation>拠点の陣営</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Background picture</source>
            <translation>背景画像</translation>
        </message>
        <message>
            <source>Where the picture's top-left corner lies, in map units: move it into line with the graph</source>
            <translation>画像の左上の角の位置 (地図の単位): グラフに合うように動かしてください</translation>
        </message>
        <message>
            <source>Opacity</source>
            <translation>不透明度</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>縮尺</translation>
        </message>
        <message>
            <source>Left edge (x)</source>
            <translation>左端 (x)</translation>
        </message>
        <message>
            <source>Top edge (y)</source>
            <translation>上端 (y)</translation>
        </message>
    </context>
    <context>
        <name>Document</name>
        <message>
            <source>{0} is open read-only ({1}): nothing can be changed</source>
            <extracomment>Edits are written this long after the last one (milliseconds); Save writes at once. The writer's lock heartbeat, so other machines see this gmdesk is still at work. Something in the war changed (a :class:`Touched` says what). The background picture changed. Saved or unsaved (True = there are unsaved edits). An edit was refused; the text says why. Saving failed; the text says why (the edits stay in memory and on the undo stack). The stored history was rewritten (a re-resolution accepted, a ruling): the war was read again. A turn resolved is announced by ``turns.turn_stored`` instead. The war file was let go (``close``): windows editing this war close with it. The undo stack started afresh after a turn resolved or the history was rewritten: why, in words (the Undo History's first line), so that the edits before are not simply gone from sight. The turn workflow: resolve, answer, the questions waiting, the last stored turn.</extracomment>
            <translation>{0} は読み取り専用で開いています（{1}）：何も変更できません</translation>
        </message>
        <message>
            <source>{0} is open read-only: the background cannot change</source>
            <translation>{0} は読み取り専用で開いています：背景は変更できません</translation>
        </message>
        <message>
            <source>(the history was rewritten: the edits before are part of it)</source>
            <translation>（履歴が書き換えられました：それ以前の編集はその一部です）</translation>
        </message>
        <message>
            <source>({0} resolved: the edits before it are part of it;
Turn &gt; Correct a Past Turn… changes them)</source>
            <translation>（{0} を解決しました：それ以前の編集はその一部です。
変更は「ターン &gt; 過去のターンを修正…」で）</translation>
        </message>
        <message>
            <source>(turn {0} resolved: the edits before it are part of it;
Turn &gt; Correct a Past Turn… changes them)</source>
            <translation type="vanished">（ターン {0} を解決しました：それ以前の編集はその一部です。
変更は「ターン &gt; 過去のターンを修正…」で）</translation>
        </message>
        <message>
            <source>(turn {0} resolved: the edits before it are part of it; Turn &gt; Correct a Past Turn… changes them)</source>
            <translation type="vanished">（ターン {0} を解決しました：それ以前の編集はその一部です。変更は「ターン &gt; 過去のターンを修正…」で）</translation>
        </message>
    </context>
    <context>
        <name>ElseBranch</name>
        <message>
            <source>— nothing (no otherwise-order)</source>
            <translation>— なし (代わりの命令なし)</translation>
        </message>
        <message>
            <source>Otherwise</source>
            <extracomment>Fields of the otherwise-order not offered: it has no condition or delay of its own.</extracomment>
            <translation>さもなくば</translation>
        </message>
        <message>
            <source>the otherwise-order</source>
            <translation>代わりの命令</translation>
        </message>
    </context>
    <context>
        <name>EntryForm</name>
        <message>
            <source>skill</source>
            <extracomment>The nouns of the lists, for the catalogue (shown through ``tr("EntryForm", noun)``).</extracomment>
            <translation>スキル</translation>
        </message>
        <message>
            <source>status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>item</source>
            <translation>装備</translation>
        </message>
        <message>
            <source>which values of 'old -&gt; new' are in force (0: the first; {0})</source>
            <extracomment>The long fields that hold what an entry does: they get the most room in the form. From this width the long fields stand beside the short ones; in a narrower form (the Sheet dock's first width, about 370 pixels at 1366 × 768 and 1920 × 1080) they go under them, which keep the width for their values (side by side, a short field's box was 65 pixels: "Anti-Perso", "25 Physica"; QA qa-newwar). (row, field, text): the GM changed a field of entry ``row`` and left it. (row, stage): the GM set the stage in force of entry ``row``. The entry shown (None: none), and whether it is being loaded (what changes then is no edit). How offered values read (roll-dice's kinds in the document's words); the panel sets it before build.</extracomment>
            <translation>「旧 -&gt; 新」のどの値が有効か（0: 最初の値; {0}）</translation>
        </message>
        <message>
            <source>Stage</source>
            <translation>段階</translation>
        </message>
        <message>
            <source>Other fields</source>
            <translation>その他の項目</translation>
        </message>
        <message>
            <source>keys of this entry outside the format (flags, modifiers, stage…), shown as the war file writes them</source>
            <translation>書式にないこの項目のキー（フラグ、修正値、段階…）。戦争ファイルの書き方のまま表示</translation>
        </message>
        <message>
            <source>Select a {0} to edit all its fields here.</source>
            <translation>{0}を選ぶと、ここで全項目を編集できます。</translation>
        </message>
        <message>
            <source>{0} {1} of {2}</source>
            <translation>{0} {1}/{2}</translation>
        </message>
        <message>
            <source>in force at stage {0}: {1}</source>
            <translation>段階 {0} で有効: {1}</translation>
        </message>
        <message>
            <source>in force at stage {0}</source>
            <translation>段階 {0} で有効</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>{0}: no such file</source>
            <translation>{0}：そのファイルはありません</translation>
        </message>
        <message>
            <source>{0}: gmdesk may not read or write this file</source>
            <translation>{0}：gmdesk にはこのファイルの読み書きが許されていません</translation>
        </message>
        <message>
            <source>a file</source>
            <translation>ファイル</translation>
        </message>
        <message>
            <source>Something went wrong inside gmdesk. Your war file is safe: every change is saved in one step, and a failed step leaves the last good state. Details are below; please report them.</source>
            <translation>gmdesk の内部で問題が起きました。戦争ファイルは無事です：変更はすべて一度にまとめて保存され、失敗した保存は直前の正常な状態を残します。詳細は下にあります。報告をお願いします。</translation>
        </message>
    </context>
    <context>
        <name>EventData</name>
        <message>
            <source>Acting order</source>
            <extracomment>Each data key the engine writes, as the GM reads it (the order of the event's data is kept).</extracomment>
            <translation>行動の順序</translation>
        </message>
        <message>
            <source>Steps of the phase</source>
            <translation>フェイズの処理</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>ラウンド</translation>
        </message>
        <message>
            <source>Who acts, in order</source>
            <translation>行動する順</translation>
        </message>
        <message>
            <source>Tie broken by</source>
            <translation>同値の決め方</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>問い</translation>
        </message>
        <message>
            <source>Asked of</source>
            <translation>回答者</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>答え</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>抽選</translation>
        </message>
        <message>
            <source>GM ruling</source>
            <translation>GM 裁定</translation>
        </message>
        <message>
            <source>Field ruled</source>
            <translation>裁定した項目</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Action taken</source>
            <translation>行ったアクション</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation>スキル</translation>
        </message>
        <message>
            <source>Resolves in</source>
            <translation>処理される段階</translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>理由</translation>
        </message>
        <message>
            <source>Condition holds</source>
            <translation>条件成立</translation>
        </message>
        <message>
            <source>Reached its target</source>
            <translation>対象に届いた</translation>
        </message>
        <message>
            <source>Command Spell cast</source>
            <translation>使われた令呪</translation>
        </message>
        <message>
            <source>On the Servant</source>
            <translation>対象のサーヴァント</translation>
        </message>
        <message>
            <source>Resources this turn</source>
            <translation>このターンのリソース</translation>
        </message>
        <message>
            <source>Actions this turn</source>
            <translation>このターンのアクション</translation>
        </message>
        <message>
            <source>Spending cap</source>
            <translation>消費の上限</translation>
        </message>
        <message>
            <source>What changes</source>
            <translation>変わるもの</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>Value before</source>
            <translation>変化前の値</translation>
        </message>
        <message>
            <source>Value after</source>
            <translation>変化後の値</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>量</translation>
        </message>
        <message>
            <source>Points pool</source>
            <translation>ポイントの種類</translation>
        </message>
        <message>
            <source>Spent from</source>
            <translation>消費したリソース</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>Character flag</source>
            <translation>キャラクターのフラグ</translation>
        </message>
        <message>
            <source>Stat</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>アイテム</translation>
        </message>
        <message>
            <source>New value</source>
            <translation>新しい値</translation>
        </message>
        <message>
            <source>War entry</source>
            <translation>戦争の記録項目</translation>
        </message>
        <message>
            <source>Team told</source>
            <translation>知らされた陣営</translation>
        </message>
        <message>
            <source>Fact learnt</source>
            <translation>知った事実</translation>
        </message>
        <message>
            <source>New owner</source>
            <translation>新しい所有者</translation>
        </message>
        <message>
            <source>Killed by</source>
            <translation>倒した者</translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation>攻撃者</translation>
        </message>
        <message>
            <source>Intercepted by</source>
            <translation>迎撃した者</translation>
        </message>
        <message>
            <source>Hit once per attack</source>
            <translation>一回の攻撃で一度だけ被弾</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>確率</translation>
        </message>
        <message>
            <source>Dodged</source>
            <translation>回避した</translation>
        </message>
        <message>
            <source>Dodge forgone</source>
            <translation>回避を放棄</translation>
        </message>
        <message>
            <source>From</source>
            <translation>出発地</translation>
        </message>
        <message>
            <source>To</source>
            <translation>行き先</translation>
        </message>
        <message>
            <source>Route</source>
            <translation>経路</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>戦闘</translation>
        </message>
        <message>
            <source>Battle turn</source>
            <translation>戦闘ターン</translation>
        </message>
        <message>
            <source>Starts a battle</source>
            <translation>戦闘が始まる</translation>
        </message>
        <message>
            <source>Joined</source>
            <translation>参加した者</translation>
        </message>
        <message>
            <source>Arrived</source>
            <translation>到着した者</translation>
        </message>
        <message>
            <source>Already there</source>
            <translation>先にいた者</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>不在の者</translation>
        </message>
        <message>
            <source>Late entrant</source>
            <translation>途中参加</translation>
        </message>
        <message>
            <source>Fled</source>
            <translation>逃走した</translation>
        </message>
        <message>
            <source>Fled to</source>
            <translation>逃走先</translation>
        </message>
        <message>
            <source>Pursuer's guess</source>
            <translation>追跡者の読み</translation>
        </message>
        <message>
            <source>Fugitive caught</source>
            <translation>逃走者を捕えた</translation>
        </message>
        <message>
            <source>Held</source>
            <translation>足止めされた</translation>
        </message>
        <message>
            <source>Lands next turn</source>
            <translation>次のターンに持ち越し</translation>
        </message>
        <message>
            <source>Scouted from</source>
            <translation>偵察の出発地</translation>
        </message>
        <message>
            <source>Seen</source>
            <translation>見えた者</translation>
        </message>
        <message>
            <source>Other scouts there</source>
            <translation>その場の他の偵察者</translation>
        </message>
        <message>
            <source>Scout</source>
            <translation>偵察者</translation>
        </message>
        <message>
            <source>Observers</source>
            <translation>気づきうる者</translation>
        </message>
        <message>
            <source>Detected</source>
            <translation>探知された</translation>
        </message>
        <message>
            <source>Concealed</source>
            <translation>隠れていた</translation>
        </message>
        <message>
            <source>Became an encounter</source>
            <translation>遭遇になった</translation>
        </message>
        <message>
            <source>Scores compared</source>
            <translation>比べた値</translation>
        </message>
        <message>
            <source>Parties</source>
            <translation>当事者</translation>
        </message>
        <message>
            <source>Noticed by</source>
            <translation>気づいた側</translation>
        </message>
        <message>
            <source>All who noticed</source>
            <translation>気づいた側（全員）</translation>
        </message>
        <message>
            <source>Other party</source>
            <translation>相手側</translation>
        </message>
        <message>
            <source>Stretch of the way</source>
            <translation>出会った区間</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>When on the way</source>
            <translation>道中の時点</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>値</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>見つかったもの</translation>
        </message>
        <message>
            <source>Rolls</source>
            <translation>出目</translation>
        </message>
        <message>
            <source>Places searched</source>
            <translation>捜索した場所の数</translation>
        </message>
        <message>
            <source>Critical hit</source>
            <translation>クリティカルヒット</translation>
        </message>
        <message>
            <source>Attack dice</source>
            <translation>攻撃側の出目</translation>
        </message>
        <message>
            <source>Defence dice</source>
            <translation>防御側の出目</translation>
        </message>
        <message>
            <source>Attack achievement</source>
            <translation>攻撃側の達成値</translation>
        </message>
        <message>
            <source>Defence achievement</source>
            <translation>防御側の達成値</translation>
        </message>
        <message>
            <source>Health</source>
            <extracomment>Not shown: the characters after the event (the Timeline shows them before and after) and the explanation's stored template (the explanation above says it). What a change writes (``what``: a ChangeKind, ``point:KEY`` for a points pool).</extracomment>
            <translation>体力</translation>
        </message>
        <message>
            <source>Mana</source>
            <translation>魔力</translation>
        </message>
        <message>
            <source>health, by a hit</source>
            <translation>体力（命中による）</translation>
        </message>
        <message>
            <source>a cost paid</source>
            <translation>支払ったコスト</translation>
        </message>
        <message>
            <source>an effect added</source>
            <translation>効果の追加</translation>
        </message>
        <message>
            <source>an effect removed</source>
            <translation>効果の解除</translation>
        </message>
        <message>
            <source>an effect updated</source>
            <translation>効果の更新</translation>
        </message>
        <message>
            <source>a character flag</source>
            <translation>キャラクターのフラグ</translation>
        </message>
        <message>
            <source>a stat</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>spirit form</source>
            <translation>霊体化</translation>
        </message>
        <message>
            <source>the character's place</source>
            <translation>キャラクターの場所</translation>
        </message>
        <message>
            <source>death</source>
            <translation>死亡</translation>
        </message>
        <message>
            <source>an item added</source>
            <translation>アイテムの追加</translation>
        </message>
        <message>
            <source>an item removed</source>
            <translation>アイテムの削除</translation>
        </message>
        <message>
            <source>nothing (a note)</source>
            <translation>なし（記録のみ）</translation>
        </message>
        <message>
            <source>Command Spells</source>
            <translation>令呪</translation>
        </message>
        <message>
            <source>the war's data</source>
            <translation>戦争の記録</translation>
        </message>
        <message>
            <source>the Master</source>
            <translation>マスター</translation>
        </message>
        <message>
            <source>the team</source>
            <translation>陣営</translation>
        </message>
        <message>
            <source>all at once</source>
            <translation>全員同時</translation>
        </message>
        <message>
            <source>one by one, by initiative</source>
            <translation>行動順に一人ずつ</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>nothing</source>
            <extracomment>An effect's id → its name ("t2.1" → "Kill them no matter what!"), from the turn's events.</extracomment>
            <translation>なし</translation>
        </message>
        <message>
            <source>no dice</source>
            <translation>ダイスなし</translation>
        </message>
        <message>
            <source>points {0}</source>
            <translation>ポイント {0}</translation>
        </message>
        <message>
            <source>its target</source>
            <extracomment>Why an order was cancelled (``reason``), as the engine's events write it.</extracomment>
            <translation>対象</translation>
        </message>
        <message>
            <source>its requirements</source>
            <translation>条件</translation>
        </message>
        <message>
            <source>its cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>the rules refuse it</source>
            <translation>ルールが認めない</translation>
        </message>
        <message>
            <source>it was detected</source>
            <translation>察知された</translation>
        </message>
        <message>
            <source>a Command Spell</source>
            <translation>令呪</translation>
        </message>
        <message>
            <source>the battle at {0}</source>
            <translation>{0}の戦闘</translation>
        </message>
        <message>
            <source>Other data</source>
            <extracomment>The keys whose values need more than :func:`words`.</extracomment>
            <translation>その他のデータ</translation>
        </message>
        <message>
            <source>Each character before and after this event: in the Timeline.</source>
            <translation>このイベントの前後の各キャラクターは、タイムラインで読めます。</translation>
        </message>
    </context>
    <context>
        <name>EventDetail</name>
        <message>
            <source>This turn was resolved before gmdesk kept the state after each event: “Before” is the war before the turn, and the state after this event is not known.</source>
            <translation>このターンは、gmdesk がイベントごとの状態を記録する前に解決されました。「前」はターン前の戦争で、このイベント後の状態は不明です。</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>不明</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>はい</translation>
        </message>
        <message>
            <source>no</source>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>体力</translation>
        </message>
        <message>
            <source>Mana</source>
            <translation>魔力</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>Statuses</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>ポイント</translation>
        </message>
        <message>
            <source>Alive</source>
            <translation>生存</translation>
        </message>
        <message>
            <source>Spirit form</source>
            <translation>霊体化</translation>
        </message>
        <message>
            <source>{0}{1} to act</source>
            <translation>{0} 番目に行動</translation>
        </message>
        <message>
            <source>event {0}</source>
            <translation>イベント {0}</translation>
        </message>
        <message>
            <source>Actors:</source>
            <translation>行為者:</translation>
        </message>
        <message>
            <source>Rule:</source>
            <translation>ルール:</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>前</translation>
        </message>
        <message>
            <source>Before (start of turn)</source>
            <translation>前（ターン開始時）</translation>
        </message>
        <message>
            <source>After</source>
            <translation>後</translation>
        </message>
        <message>
            <source>The engine kept no state after this event for a character marked “{0}”.</source>
            <translation>「{0}」のキャラクターについては、このイベント後の状態をエンジンが記録していません。</translation>
        </message>
        <message>
            <source>Select an event to read it whole.</source>
            <extracomment>A reading the event names was clicked: its key (the window opens Turn &gt; Rule Readings… on it).</extracomment>
            <translation>イベントを選ぶと全文を読めます。</translation>
        </message>
    </context>
    <context>
        <name>EventKind</name>
        <message>
            <source>phase</source>
            <translation>フェイズ</translation>
        </message>
        <message>
            <source>initiative</source>
            <translation>行動順</translation>
        </message>
        <message>
            <source>decision</source>
            <translation>GMの判断</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>裁定</translation>
        </message>
        <message>
            <source>battle end</source>
            <translation>戦闘終了</translation>
        </message>
        <message>
            <source>war end</source>
            <translation>戦争終結</translation>
        </message>
        <message>
            <source>move</source>
            <translation>移動</translation>
        </message>
        <message>
            <source>scout</source>
            <translation>偵察</translation>
        </message>
        <message>
            <source>detect</source>
            <translation>探知</translation>
        </message>
        <message>
            <source>crossing</source>
            <translation>すれ違い</translation>
        </message>
        <message>
            <source>sighting</source>
            <translation>目撃</translation>
        </message>
        <message>
            <source>encounter</source>
            <translation>遭遇</translation>
        </message>
        <message>
            <source>engage</source>
            <translation>交戦</translation>
        </message>
        <message>
            <source>flee</source>
            <translation>逃走</translation>
        </message>
        <message>
            <source>pursuit</source>
            <translation>追跡</translation>
        </message>
        <message>
            <source>search</source>
            <translation>捜索</translation>
        </message>
        <message>
            <source>budget</source>
            <translation>予算</translation>
        </message>
        <message>
            <source>action</source>
            <translation>行動</translation>
        </message>
        <message>
            <source>command spell</source>
            <translation>令呪</translation>
        </message>
        <message>
            <source>condition</source>
            <translation>条件</translation>
        </message>
        <message>
            <source>cancel</source>
            <translation>取り消し</translation>
        </message>
        <message>
            <source>disabled</source>
            <translation>行動不能</translation>
        </message>
        <message>
            <source>dodge</source>
            <translation>回避</translation>
        </message>
        <message>
            <source>intercept</source>
            <translation>迎撃</translation>
        </message>
        <message>
            <source>damage</source>
            <translation>ダメージ</translation>
        </message>
        <message>
            <source>heal</source>
            <translation>回復</translation>
        </message>
        <message>
            <source>death</source>
            <translation>死亡</translation>
        </message>
        <message>
            <source>note</source>
            <translation>注記</translation>
        </message>
        <message>
            <source>pick</source>
            <translation>選択</translation>
        </message>
        <message>
            <source>leave battle</source>
            <translation>戦闘離脱</translation>
        </message>
        <message>
            <source>effect</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>effect end</source>
            <translation>効果終了</translation>
        </message>
        <message>
            <source>status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>poison</source>
            <translation>毒</translation>
        </message>
        <message>
            <source>countdown</source>
            <translation>カウントダウン</translation>
        </message>
        <message>
            <source>expire</source>
            <translation>期限切れ</translation>
        </message>
        <message>
            <source>cooldown</source>
            <translation>クールダウン</translation>
        </message>
        <message>
            <source>upkeep</source>
            <translation>維持コスト</translation>
        </message>
        <message>
            <source>regen</source>
            <translation>自然回復</translation>
        </message>
        <message>
            <source>regeneration</source>
            <translation>再生</translation>
        </message>
        <message>
            <source>passive</source>
            <translation>パッシブ</translation>
        </message>
        <message>
            <source>flag</source>
            <translation>フラグ</translation>
        </message>
        <message>
            <source>economy</source>
            <translation>経済</translation>
        </message>
        <message>
            <source>contract</source>
            <translation>契約</translation>
        </message>
        <message>
            <source>masterless</source>
            <translation>マスター不在</translation>
        </message>
        <message>
            <source>claim</source>
            <translation>再契約</translation>
        </message>
        <message>
            <source>consume</source>
            <translation>消費</translation>
        </message>
        <message>
            <source>resign</source>
            <translation>脱落</translation>
        </message>
        <message>
            <source>reveal</source>
            <translation>公開</translation>
        </message>
        <message>
            <source>spirit form</source>
            <translation>霊体化</translation>
        </message>
        <message>
            <source>leave combat</source>
            <translation>交戦離脱</translation>
        </message>
        <message>
            <source>home base</source>
            <translation>拠点</translation>
        </message>
        <message>
            <source>home base alert</source>
            <translation>拠点の警報</translation>
        </message>
        <message>
            <source>intruder</source>
            <translation>侵入者</translation>
        </message>
        <message>
            <source>critical</source>
            <translation>クリティカル</translation>
        </message>
        <message>
            <source>valor</source>
            <translation>武勲</translation>
        </message>
        <message>
            <source>skirmish</source>
            <translation>小競り合い</translation>
        </message>
        <message>
            <source>absorb</source>
            <translation>吸収</translation>
        </message>
        <message>
            <source>contest</source>
            <translation>判定</translation>
        </message>
        <message>
            <source>pool check</source>
            <translation>プール判定</translation>
        </message>
        <message>
            <source>support</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>bad status</source>
            <translation>バッドステータス</translation>
        </message>
        <message>
            <source>stealth</source>
            <translation>隠密</translation>
        </message>
        <message>
            <source>cover</source>
            <translation>庇う</translation>
        </message>
        <message>
            <source>sleep</source>
            <translation>睡眠</translation>
        </message>
        <message>
            <source>identify</source>
            <translation>真名看破</translation>
        </message>
    </context>
    <context>
        <name>Events</name>
        <message>
            <source>Phase</source>
            <extracomment>Everything a row is found by, lower case: phase, kind, actors (names and ids), text, rule. The :class:`Event` behind a row.</extracomment>
            <translation>フェイズ</translation>
        </message>
        <message>
            <source>Actors</source>
            <translation>行為者</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>出来事</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>Events</source>
            <extracomment>The phase column repeats on every event; only the phase's own line is in full colour. A reading named by the event shown was clicked: its key (the window opens Turn &gt; Rule Readings… on it). The GM picked an event in the list: its turn and ``seq`` (the timeline and the map follow it).</extracomment>
            <translation>イベント</translation>
        </message>
        <message>
            <source>Filter events: words in any column</source>
            <translation>イベントを絞り込む: どの列の語でも</translation>
        </message>
        <message>
            <source>No turn resolved yet</source>
            <translation>まだ解決したターンはありません</translation>
        </message>
        <message>
            <source>{0}: cannot be read ({1})</source>
            <translation>{0}: 読めません ({1})</translation>
        </message>
        <message>
            <source>Events — {0}</source>
            <translation>イベント — {0}</translation>
        </message>
        <message>
            <source>{0} — {1} events</source>
            <translation>{0} — イベント {1} 件</translation>
        </message>
        <message>
            <source>Turn {0}: cannot be read ({1})</source>
            <translation type="vanished">ターン {0}: 読めません ({1})</translation>
        </message>
        <message>
            <source>Turn {0} — {1} events</source>
            <translation type="vanished">ターン {0} — イベント {1} 件</translation>
        </message>
        <message>
            <source>Events — turn {0}</source>
            <translation type="vanished">イベント — ターン {0}</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;i&gt;Select an event to read it whole.&lt;/i&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;i&gt;イベントを選ぶと全文を読めます。&lt;/i&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>event {0}</source>
            <translation>イベント {0}</translation>
        </message>
        <message>
            <source>Actors:</source>
            <translation>行為者:</translation>
        </message>
        <message>
            <source>Rule:</source>
            <translation>ルール:</translation>
        </message>
        <message>
            <source>Readings:</source>
            <translation>解釈：</translation>
        </message>
        <message>
            <source>(open one to read its question or change it)</source>
            <translation>（開くと問いを読んだり変えたりできます）</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <source>War files (*.gmdesk)</source>
            <translation>戦争ファイル (*.gmdesk)</translation>
        </message>
        <message>
            <source>JSON wars (*.json)</source>
            <translation>JSON の戦争 (*.json)</translation>
        </message>
        <message>
            <source>The unsaved edits are still in this window. File &gt; Save As… writes the war with them to another place (another disk or folder) and goes on there; File &gt; Export JSON… writes them as a JSON war.</source>
            <translation>保存していない編集はまだこのウィンドウにあります。「ファイル &gt; 名前を付けて保存…」は編集を含めた戦争を別の場所（別のディスクやフォルダー）に書き込み、以後そちらで続けます。「ファイル &gt; JSON を書き出す…」は JSON の戦争として書き出します。</translation>
        </message>
        <message>
            <source>Open a war</source>
            <translation>戦争を開く</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Import a JSON war</source>
            <translation>JSON の戦争を取り込む</translation>
        </message>
        <message>
            <source>{0} has a war file beside it already: {1}</source>
            <translation>{0} の隣には戦争ファイルがすでにあります：{1}</translation>
        </message>
        <message>
            <source>Open that war file, with the turns and edits it holds, or import the JSON again as a new war file (you pick its name)?</source>
            <translation>その戦争ファイル（保存されたターンと編集を含む）を開きますか？それとも JSON を新しい戦争ファイルとしてもう一度取り込みますか（名前は選べます）？</translation>
        </message>
        <message>
            <source>Open {0}</source>
            <translation>{0} を開く</translation>
        </message>
        <message>
            <source>Import again…</source>
            <translation>もう一度取り込む…</translation>
        </message>
        <message>
            <source>Save the new war as</source>
            <translation>新しい戦争の保存先</translation>
        </message>
        <message>
            <source>Save the war as</source>
            <translation>戦争の保存先</translation>
        </message>
        <message>
            <source>Import a map</source>
            <translation>地図を取り込む</translation>
        </message>
        <message>
            <source>Maps (*.graphml *.json);;All files (*)</source>
            <translation>地図 (*.graphml *.json);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Export the war as JSON</source>
            <translation>戦争を JSON で書き出す</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>書き出せません</translation>
        </message>
        <message>
            <source>Export the map</source>
            <translation>地図を書き出す</translation>
        </message>
        <message>
            <source>GraphML (*.graphml);;Node-link JSON (*.json)</source>
            <translation>GraphML (*.graphml);;ノードリンク JSON (*.json)</translation>
        </message>
        <message>
            <source>Cannot export the map</source>
            <translation>地図を書き出せません</translation>
        </message>
        <message>
            <source>Export the map as {0}</source>
            <translation>地図を {0} で書き出す</translation>
        </message>
        <message>
            <source>Cannot export the picture</source>
            <translation>画像を書き出せません</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>保存できません</translation>
        </message>
        <message>
            <source>Close anyway and lose the unsaved edits?</source>
            <translation>保存していない編集を失っても閉じますか?</translation>
        </message>
        <message>
            <source>Save As…</source>
            <translation>名前を付けて保存…</translation>
        </message>
        <message>
            <source>Export JSON…</source>
            <translation>JSON を書き出す…</translation>
        </message>
        <message>
            <source>war</source>
            <translation>戦争</translation>
        </message>
    </context>
    <context>
        <name>Find</name>
        <message>
            <source>Find on the map</source>
            <translation>地図で検索</translation>
        </message>
        <message>
            <source>a location or a character</source>
            <translation>場所またはキャラクター</translation>
        </message>
        <message>
            <source>Find:</source>
            <translation>検索:</translation>
        </message>
    </context>
    <context>
        <name>GraphicsScene</name>
        <message>
            <source>Export...</source>
            <translation>書き出し...</translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <source>gmdesk User Guide</source>
            <extracomment>The note's link to Help &gt; Rules of This War was followed.</extracomment>
            <translation>gmdesk ユーザーガイド</translation>
        </message>
        <message>
            <source>Find in the guide (Enter: next)</source>
            <translation>ガイド内を検索（Enter: 次へ）</translation>
        </message>
        <message>
            <source>← &amp;Back</source>
            <translation>← 戻る(&amp;B)</translation>
        </message>
        <message>
            <source>The user guide is not installed with this copy of gmdesk. It is {0} ({1} was looked for).</source>
            <translation>このgmdeskにはユーザーガイドが入っていません。ガイドは {0} にあります（{1} を探しました）。</translation>
        </message>
        <message>
            <source>Help &gt; Rules of This War (Ctrl+F1)</source>
            <translation>ヘルプ &gt; この戦争のルール（Ctrl+F1）</translation>
        </message>
        <message>
            <source>the summary in Japanese (docs/japanese.md)</source>
            <translation>日本語の概要（docs/japanese.md）</translation>
        </message>
        <message>
            <source>This guide is in English: there is no guide in this language yet. The rules of the open war are in this language in {0}; what gmdesk shows in this language, and what stays English, is summed up in {1}.</source>
            <translation>このユーザーガイドは英語です（日本語版はまだありません）。開いている戦争のルールは {0} で日本語で読めます。gmdesk が日本語で表示するもの・英語のままのものは {1} にまとめてあります。</translation>
        </message>
        <message>
            <source>Help &gt; Rules of This War shows the rules of an open war: open a war first.</source>
            <translation>ヘルプ &gt; この戦争のルール は開いている戦争のルールを表示します。先に戦争を開いてください。</translation>
        </message>
    </context>
    <context>
        <name>Lanes</name>
        <message>
            <source>Beginning of the turn</source>
            <extracomment>Names of phases the engine runs outside the ruleset's list.</extracomment>
            <translation type="vanished">ターン開始</translation>
        </message>
        <message>
            <source>End of the turn</source>
            <translation type="vanished">ターン終了</translation>
        </message>
        <message>
            <source>Budgets</source>
            <extracomment>Names of phases the engine runs outside the ruleset's list, saying what they do: a ruleset's own first and last phases are often called "Start of turn" / "End Phase", and a lane named "End of the turn" beside valor's "End of turn" could not be told apart (QA).</extracomment>
            <translation>予算</translation>
        </message>
        <message>
            <source>Durations, points, winner</source>
            <translation>持続・ポイント・勝者</translation>
        </message>
        <message>
            <source>GM rulings</source>
            <translation>GM 裁定</translation>
        </message>
        <message>
            <source>phase start</source>
            <translation>フェイズ開始</translation>
        </message>
        <message>
            <source>in initiative order</source>
            <translation>イニシアチブ順</translation>
        </message>
        <message>
            <source>simultaneous</source>
            <translation>同時</translation>
        </message>
        <message>
            <source>event</source>
            <extracomment>A block is this share of its column and of its lane (the rest is the gap between blocks). Below this many pixels a block shows no text; below the next, no border either. Pixels a readable block is given when a turn is first shown. How many blocks a turn shows at least when it is first shown, when their titles stay whole at that width. Left/right arrows (−1/+1), Home/End (a large negative/positive step). The moment line was dragged and let go over event ``rank``.</extracomment>
            <translation>イベント</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>Interface &amp;Language</source>
            <extracomment>The interface languages, in the order the menu offers them (code: the name in its own language). The catalogues' base name: ``gmdesk_ja.qm``.</extracomment>
            <translation>表示言語(&amp;L)</translation>
        </message>
        <message>
            <source>System</source>
            <translation>システムに従う</translation>
        </message>
        <message>
            <source>Takes effect when gmdesk starts again</source>
            <translation>gmdesk を再起動すると反映されます</translation>
        </message>
        <message>
            <source>(takes effect at the next start)</source>
            <translation>(次回の起動から反映)</translation>
        </message>
        <message>
            <source>The interface language changes when gmdesk starts again</source>
            <translation>表示言語は gmdesk の再起動後に切り替わります</translation>
        </message>
    </context>
    <context>
        <name>LibraryDialog</name>
        <message>
            <source>Add from the {0} skill library</source>
            <translation>{0} のスキルライブラリから追加</translation>
        </message>
        <message>
            <source>Filter by name, category, source or text</source>
            <extracomment>How a kind reads (roll-dice's "Class skill" as クラス別スキル); a category is a kind where the format has one.</extracomment>
            <translation>名前・分類・出典・本文で絞り込む</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>分類</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>出典</translation>
        </message>
        <message>
            <source>Add to the sheet</source>
            <translation>シートに追加</translation>
        </message>
        <message>
            <source>No skill selected.</source>
            <translation>スキルが選ばれていません。</translation>
        </message>
        <message>
            <source>This ruleset has no skill library.</source>
            <translation>このルールセットにはスキルライブラリがありません。</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Read-only</source>
            <extracomment>Map command groups shown as submenus of the Map menu.</extracomment>
            <translation>読み取り専用</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近の戦争を開く(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>やり直す(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Characters</source>
            <translation>キャラクター(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Turn</source>
            <translation>ターン(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Map</source>
            <translation>地図(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>{0} is open already</source>
            <translation>{0} はすでに開いています</translation>
        </message>
        <message>
            <source>{0} — {1} — {2}[*]{3} — gmdesk</source>
            <translation>{0} — {1} — {2}[*]{3} — gmdesk</translation>
        </message>
        <message>
            <source>Cannot open the war</source>
            <translation>戦争を開けません</translation>
        </message>
        <message>
            <source>Cannot import the JSON war</source>
            <translation>JSON の戦争を取り込めません</translation>
        </message>
        <message>
            <source>Save the imported war as</source>
            <translation>取り込んだ戦争の保存先</translation>
        </message>
        <message>
            <source>Cannot create the war file</source>
            <translation>戦争ファイルを作れません</translation>
        </message>
        <message>
            <source>Opened read-only: nothing can be changed (the red Read-only mark's tip says why)</source>
            <translation>読み取り専用で開きました：何も変更できません（理由は赤い「読み取り専用」の表示のヒントにあります）</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation type="vanished">保存できません</translation>
        </message>
        <message>
            <source>Close anyway and lose the unsaved edits?</source>
            <translation type="vanished">保存していない編集を失っても閉じますか?</translation>
        </message>
        <message>
            <source>Cannot show the war</source>
            <translation>戦争を表示できません</translation>
        </message>
        <message>
            <source>The editor refused</source>
            <translation>編集が拒否されました</translation>
        </message>
        <message>
            <source>Read-only: {0}</source>
            <translation type="vanished">読み取り専用: {0}</translation>
        </message>
        <message>
            <source>Upgraded from file version {0}; the old file is kept as {1}</source>
            <translation>ファイル形式 {0} から更新しました。古いファイルは {1} に残してあります</translation>
        </message>
        <message>
            <source>Undo History</source>
            <extracomment>When the map is never painted (a window shown off screen, or minimized), the docks come anyway.</extracomment>
            <translation>元に戻す履歴</translation>
        </message>
        <message>
            <source>(the war as opened)</source>
            <translation>(開いたときの戦争)</translation>
        </message>
        <message>
            <source>Turn Desk</source>
            <translation>ターンデスク</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>タイムライン</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>グラフ</translation>
        </message>
        <message>
            <source>(no recent wars)</source>
            <translation>(最近の戦争はありません)</translation>
        </message>
        <message>
            <source>Saved {0}</source>
            <translation>{0} を保存しました</translation>
        </message>
        <message>
            <source>Cannot save a copy</source>
            <translation>複製を保存できません</translation>
        </message>
        <message>
            <source>Cannot read the map</source>
            <translation>地図を読めません</translation>
        </message>
        <message>
            <source>About gmdesk</source>
            <translation>gmdesk について</translation>
        </message>
        <message>
            <source>A game master's desk for Holy Grail War games. The rules come from the ruleset documents; every number the engine gives carries its formula and rule.</source>
            <translation>聖杯戦争ゲームのためのゲームマスター用デスク。ルールはルールセットの文書に基づき、エンジンが出すすべての数値には計算式とルールが付きます。</translation>
        </message>
        <message>
            <source> (read-only)</source>
            <translation> (読み取り専用)</translation>
        </message>
        <message>
            <source>{0} — turn {1} — {2}[*]{3} — gmdesk</source>
            <translation type="vanished">{0} — ターン {1} — {2}[*]{3} — gmdesk</translation>
        </message>
        <message>
            <source>Turn {0}</source>
            <translation type="vanished">ターン {0}</translation>
        </message>
        <message>
            <source>waiting for a decision</source>
            <translation>判断待ち</translation>
        </message>
        <message>
            <source>orders open</source>
            <translation>命令受付中</translation>
        </message>
    </context>
    <context>
        <name>MapArrows</name>
        <message>
            <source>{0}: {1} from {2} to {3}</source>
            <extracomment>How each kind of movement is drawn. Arrows start and end this far from the nodes' centres, so the nodes stay readable.</extracomment>
            <translation>{0}：{2} から {3} へ{1}</translation>
        </message>
    </context>
    <context>
        <name>MapImport</name>
        <message>
            <source>Where did these places go?</source>
            <extracomment>Asks the GM where the unmatched places went: the finished mapping, or None (the GM cancelled).</extracomment>
            <translation>これらの場所はどこへ行きましたか?</translation>
        </message>
        <message>
            <source>(choose a place)</source>
            <translation>(場所を選ぶ)</translation>
        </message>
        <message>
            <source>A place is still to choose</source>
            <translation>まだ選んでいない場所があります</translation>
        </message>
        <message>
            <source>Pick where each place went, or cancel the import.</source>
            <translation>それぞれの場所の行き先を選ぶか、取り込みを取り消してください。</translation>
        </message>
        <message>
            <source>Map imported</source>
            <translation>地図を取り込みました</translation>
        </message>
    </context>
    <context>
        <name>MapKeys</name>
        <message>
            <source>No free spot near the middle of the view: scroll or zoom out, then press Enter again</source>
            <extracomment>How far apart (in scene units) a location added by key keeps from the others, at least. How many rings of spots around the middle are tried before giving up.</extracomment>
            <translation>表示の中央付近に空きがありません。スクロールするか縮小してから、もう一度 Enter を押してください</translation>
        </message>
        <message>
            <source>Link locations</source>
            <translation>場所をつなぐ</translation>
        </message>
        <message>
            <source>a location's name</source>
            <translation>場所の名前</translation>
        </message>
        <message>
            <source>Link {0} to:</source>
            <translation>{0} をつなぐ先：</translation>
        </message>
        <message>
            <source>Select the location to link first (Tab picks the next one), then press L and Enter</source>
            <translation>先につなぐ場所を選んでください（Tab で次の場所）。それから L、Enter を押します</translation>
        </message>
        <message>
            <source>No other location is called {0}</source>
            <translation>{0} という名前のほかの場所はありません</translation>
        </message>
    </context>
    <context>
        <name>MapModes</name>
        <message>
            <source>New location</source>
            <extracomment>The name a new location gets ("New location", "New location 2", …) until the GM renames it.</extracomment>
            <translation>新しい場所</translation>
        </message>
    </context>
    <context>
        <name>MapPanel</name>
        <message>
            <source>Spring</source>
            <translation>スプリング</translation>
        </message>
        <message>
            <source>Planar</source>
            <translation>平面</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>キャラクター</translation>
        </message>
        <message>
            <source>Home bases</source>
            <translation>拠点</translation>
        </message>
        <message>
            <source>Effects</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>Roads</source>
            <translation>道</translation>
        </message>
        <message>
            <source>Select</source>
            <translation>選択</translation>
        </message>
        <message>
            <source>Add location</source>
            <translation type="vanished">場所を追加</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Link locations</source>
            <translation type="vanished">場所をつなぐ</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>接続</translation>
        </message>
        <message>
            <source>Layers</source>
            <extracomment>Toolbar labels of the menus (the Map menu uses the group titles).</extracomment>
            <translation>レイヤー</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>自動配置</translation>
        </message>
        <message>
            <source>Picture</source>
            <translation>背景画像</translation>
        </message>
        <message>
            <source>Select and move locations (Esc). Arrow keys nudge the selection one grid step (Shift+arrow: five); Tab / Shift+Tab select the next / previous location; Enter opens its properties</source>
            <extracomment>What the Select tool says it does, its keys included (the nudges have no menu entry of their own).</extracomment>
            <translation>場所を選んで動かす (Esc)。矢印キーで選択を1グリッド動かし (Shift+矢印で5)、Tab / Shift+Tab で次 / 前の場所を選び、Enter でその設定を開く</translation>
        </message>
        <message>
            <source>Map</source>
            <extracomment>What a map command's keys are given as. A line for the status bar (refused edits, layout notes, errors). Something went wrong that the GM must see (a title and what happened): the window shows a dialog. The "Seen by" entries changed (a team was made, renamed or removed): the Map menu is built again. Runs a dialog and returns its result; tests replace it to answer dialogs.</extracomment>
            <translation>地図</translation>
        </message>
        <message>
            <source>Draw the war as one team knows it (editing is off meanwhile)</source>
            <translation>ある陣営が知っているとおりに戦争を描く (その間は編集できません)</translation>
        </message>
        <message>
            <source>Seen by</source>
            <translation>視点</translation>
        </message>
        <message>
            <source>Click on the map to add a location</source>
            <translation type="vanished">地図をクリックして場所を追加する</translation>
        </message>
        <message>
            <source>Drag from a location to another to link them; click a road to remove it</source>
            <translation type="vanished">場所から場所へドラッグしてつなぐ。道をクリックすると消える</translation>
        </message>
        <message>
            <source>Click on the map to add a location (Enter: one in the middle of the view)</source>
            <translation>地図をクリックして場所を追加します（Enter：表示の中央に追加）</translation>
        </message>
        <message>
            <source>Drag from a location to another to link them; click a road to remove it (Enter: link the selected location to one you name)</source>
            <translation>場所から別の場所へドラッグしてつなぎます。道をクリックすると外します（Enter：選んだ場所を、名前で指定した場所とつなぐ）</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Delete the selected locations</source>
            <translation>選んだ場所を削除する</translation>
        </message>
        <message>
            <source>Location properties…</source>
            <translation type="vanished">場所の設定…</translation>
        </message>
        <message>
            <source>Edit the selected location's name, effects, owner, notes (or double-click it)</source>
            <translation>選んだ場所の名前・効果・所有者・メモを編集する (ダブルクリックでも可)</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>編集…</translation>
        </message>
        <message>
            <source>Select next location</source>
            <translation type="vanished">次の場所を選ぶ</translation>
        </message>
        <message>
            <source>Select the next location, in the map file's order</source>
            <translation>地図ファイルの順で次の場所を選ぶ</translation>
        </message>
        <message>
            <source>Select previous location</source>
            <translation type="vanished">前の場所を選ぶ</translation>
        </message>
        <message>
            <source>Select the previous location, in the map file's order</source>
            <translation>地図ファイルの順で前の場所を選ぶ</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="vanished">拡大</translation>
        </message>
        <message>
            <source>Zoom in (or the mouse wheel)</source>
            <translation>拡大 (マウスホイールでも可)</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="vanished">縮小</translation>
        </message>
        <message>
            <source>Zoom out (or the mouse wheel)</source>
            <translation>縮小 (マウスホイールでも可)</translation>
        </message>
        <message>
            <source>Fit the whole map</source>
            <translation type="vanished">地図全体を表示</translation>
        </message>
        <message>
            <source>Show the whole map</source>
            <translation>地図全体を表示する</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>全体</translation>
        </message>
        <message>
            <source>Snap to grid</source>
            <translation type="vanished">グリッドに合わせる</translation>
        </message>
        <message>
            <source>Dragged and added locations land on the grid</source>
            <translation>ドラッグ・追加した場所がグリッドに揃う</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>グリッド</translation>
        </message>
        <message>
            <source>Find…</source>
            <translation type="vanished">検索…</translation>
        </message>
        <message>
            <source>&amp;Select</source>
            <extracomment>Short names the main window may use for the modes.</extracomment>
            <translation>選択(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Add location</source>
            <translation>場所を追加(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Link locations</source>
            <translation>場所をつなぐ(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>削除(&amp;D)</translation>
        </message>
        <message>
            <source>Location &amp;properties…</source>
            <translation>場所の設定(&amp;P)…</translation>
        </message>
        <message>
            <source>Select &amp;next location</source>
            <translation>次の場所を選ぶ(&amp;N)</translation>
        </message>
        <message>
            <source>Select pre&amp;vious location</source>
            <translation>前の場所を選ぶ(&amp;V)</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>Fi&amp;t the whole map</source>
            <translation>地図全体を表示(&amp;T)</translation>
        </message>
        <message>
            <source>Snap to &amp;grid</source>
            <translation>グリッドに合わせる(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>検索(&amp;F)…</translation>
        </message>
        <message>
            <source>Jump to a location or a character by name</source>
            <translation>名前で場所やキャラクターへ移動する</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>検索</translation>
        </message>
        <message>
            <source>Show {0}</source>
            <translation>{0}を表示</translation>
        </message>
        <message>
            <source>Place every location with the {0} layout (one undo step)</source>
            <translation>すべての場所を {0} 配置で並べる (一回で元に戻せる)</translation>
        </message>
        <message>
            <source>Load picture…</source>
            <translation>背景画像を読み込む…</translation>
        </message>
        <message>
            <source>Put a picture (a drawn town plan) under the map</source>
            <translation>地図の下に画像 (手描きの町の図など) を敷く</translation>
        </message>
        <message>
            <source>Picture opacity, scale and place…</source>
            <translation>背景画像の不透明度・縮尺・位置…</translation>
        </message>
        <message>
            <source>Remove picture</source>
            <translation>背景画像を外す</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>ツール</translation>
        </message>
        <message>
            <source>Edit</source>
            <translation>編集</translation>
        </message>
        <message>
            <source>View</source>
            <translation>表示</translation>
        </message>
        <message>
            <source>Auto layout</source>
            <translation>自動配置</translation>
        </message>
        <message>
            <source>Background</source>
            <translation>背景</translation>
        </message>
        <message>
            <source>As seen by</source>
            <translation>視点</translation>
        </message>
        <message>
            <source>GM (everything)</source>
            <translation>GM (すべて)</translation>
        </message>
        <message>
            <source>The map cannot be edited now (a team's view, or a read-only file)</source>
            <translation>今は地図を編集できません（陣営から見た地図、または読み取り専用のファイル）</translation>
        </message>
        <message>
            <source>The map as seen by {0} (the cast, sheet and timeline still show everything): editing is off</source>
            <translation>{0}から見た地図（キャスト・シート・タイムラインはすべてを表示したまま）：編集はできません</translation>
        </message>
        <message>
            <source>{0}: the team has no home base there now (Edit ▸ Undo brings it back)</source>
            <translation>{0}：その陣営の拠点はもうそこにありません（編集 ▸ 元に戻す で戻せます）</translation>
        </message>
        <message>
            <source>As seen by {0}: editing is off</source>
            <translation type="vanished">{0}から見た地図：編集はできません</translation>
        </message>
        <message>
            <source>Nothing on the map is called {0}</source>
            <translation>地図に {0} という名前のものはありません</translation>
        </message>
        <message>
            <source>Cannot delete</source>
            <translation>削除できません</translation>
        </message>
        <message>
            <source>Someone stands there and there would be nowhere left to go</source>
            <translation>そこに誰かがいて、移れる場所が残りません</translation>
        </message>
        <message>
            <source>{0} was {1}'s home base</source>
            <translation>{0}は{1}の拠点でした</translation>
        </message>
        <message>
            <source>As seen by {0}: nothing can be changed here</source>
            <translation>{0}から見た地図：ここでは何も変更できません</translation>
        </message>
        <message>
            <source>{0} is open read-only: nothing can be changed</source>
            <translation>{0} は読み取り専用で開いています：何も変更できません</translation>
        </message>
        <message>
            <source>Auto layout failed</source>
            <translation>自動配置に失敗しました</translation>
        </message>
        <message>
            <source>Auto layout ({0}) failed: {1}</source>
            <translation>自動配置（{0}）に失敗しました：{1}</translation>
        </message>
        <message>
            <source>{0} layout</source>
            <translation>{0} 配置</translation>
        </message>
        <message>
            <source>Auto layout ({0}) done</source>
            <translation>自動配置（{0}）が終わりました</translation>
        </message>
        <message>
            <source>A link joins two places: drag from {0} to another location to link them</source>
            <extracomment>Arrow keys and the way each nudges the selection (in grid steps); keyed as ``QKeyEvent.key()`` gives them. How the view drags with the left button in this mode. Whether locations can be selected and dragged in this mode (when the war can be edited). The location selected when the tool was taken: Enter links it to one the GM names (gmdesk/ui/map/keyboard.py).</extracomment>
            <translation>2つの場所をつなぎます：{0}から別の場所へドラッグしてください</translation>
        </message>
        <message>
            <source>Add a location here</source>
            <extracomment>How many of the nearest places "Link to" offers.</extracomment>
            <translation>ここに場所を追加</translation>
        </message>
        <message>
            <source>Properties of {0}…</source>
            <translation>{0}の設定…</translation>
        </message>
        <message>
            <source>Link to</source>
            <translation>つなぐ先</translation>
        </message>
        <message>
            <source>Unlink from</source>
            <translation>つながりを外す</translation>
        </message>
    </context>
    <context>
        <name>MapTooltip</name>
        <message>
            <source>, </source>
            <extracomment>Token initials are drawn when they come out at least this many pixels tall. Stacking: roads stay at 0 (no call per road), nodes above them, a node's tokens above it (children). The first item type of an application's own (65536): PySide6's stubs lack it, Qt has it. Someone stands here (their names win a collision over empty places'). Where its tokens' arc faces (radians, screen y down): over its top unless that covers a neighbour</extracomment>
            <translation>、</translation>
        </message>
        <message>
            <source>dead</source>
            <translation>死亡</translation>
        </message>
        <message>
            <source>in spirit form</source>
            <translation>霊体化中</translation>
        </message>
        <message>
            <source>seen on {0}</source>
            <translation>{0} に目撃</translation>
        </message>
        <message>
            <source>({0})</source>
            <translation>（{0}）</translation>
        </message>
        <message>
            <source>home base of {0}</source>
            <translation>{0} の拠点</translation>
        </message>
        <message>
            <source>effects: {0}</source>
            <translation>効果：{0}</translation>
        </message>
        <message>
            <source>hidden</source>
            <translation>隠された場所</translation>
        </message>
        <message>
            <source>a battle is being fought here</source>
            <translation>ここで戦闘中</translation>
        </message>
        <message>
            <source>nobody here</source>
            <translation>誰もいない</translation>
        </message>
    </context>
    <context>
        <name>NewCharacter</name>
        <message>
            <source>New Character</source>
            <translation>新しいキャラクター</translation>
        </message>
        <message>
            <source>the name on the sheet</source>
            <translation>シート上の名前</translation>
        </message>
        <message>
            <source>No team</source>
            <translation>陣営なし</translation>
        </message>
        <message>
            <source>— (Masterless)</source>
            <translation>— (マスターなし)</translation>
        </message>
        <message>
            <source>— (a blank sheet)</source>
            <translation>— (白紙のシート)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>Class</source>
            <translation>クラス</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>陣営</translation>
        </message>
        <message>
            <source>No teams yet: Characters ▸ Teams… (Ctrl+Shift+T) makes them.</source>
            <translation>まだ陣営がありません: キャラクター ▸ 陣営… (Ctrl+Shift+T) で作れます。</translation>
        </message>
        <message>
            <source>Master (contract)</source>
            <translation>マスター (契約)</translation>
        </message>
        <message>
            <source>Stands at</source>
            <translation>いる場所</translation>
        </message>
        <message>
            <source>Copy the sheet of</source>
            <translation>シートの複製元</translation>
        </message>
        <message>
            <source>The map has no location yet, so a character has nowhere to stand: draw a location first (Map ▸ Add location, A).</source>
            <translation>マップにはまだ場所がないので、キャラクターの立つ所がありません：先に場所を描いてください（マップ ▸ 場所を追加、A）。</translation>
        </message>
        <message>
            <source>{0} (copy)</source>
            <translation>{0}（コピー）</translation>
        </message>
        <message>
            <source>A character needs a name.</source>
            <translation>キャラクターには名前が必要です。</translation>
        </message>
        <message>
            <source>{0} is the name of another character already ({1}): give this one another name.</source>
            <translation>「{0}」はすでに他のキャラクター（{1}）の名前です。別の名前を付けてください。</translation>
        </message>
    </context>
    <context>
        <name>NewWar</name>
        <message>
            <source>An empty map (draw it yourself)</source>
            <translation>空の地図 (自分で描く)</translation>
        </message>
        <message>
            <source>New War</source>
            <translation>新しい戦争</translation>
        </message>
        <message>
            <source>A new Holy Grail War</source>
            <translation>新しい聖杯戦争</translation>
        </message>
        <message>
            <source>From File…</source>
            <translation>ファイルから…</translation>
        </message>
        <message>
            <source>Turn N draws its dice from 'gmdesk:SEED:N': the same seed replays the same dice</source>
            <translation>ターン N は 'gmdesk:SEED:N' からダイスを振ります: 同じシードなら同じ出目が再現されます</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>題名</translation>
        </message>
        <message>
            <source>Ruleset</source>
            <translation>ルールセット</translation>
        </message>
        <message>
            <source>Map</source>
            <translation>地図</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>シード</translation>
        </message>
        <message>
            <source>A map for the new war</source>
            <translation>新しい戦争の地図</translation>
        </message>
        <message>
            <source>Maps (*.graphml *.json);;All files (*)</source>
            <translation>地図 (*.graphml *.json);;すべてのファイル (*)</translation>
        </message>
    </context>
    <context>
        <name>OrderPicker</name>
        <message>
            <source>Destination</source>
            <translation>行き先</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>条件</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>遅延</translation>
        </message>
        <message>
            <source>Servant</source>
            <translation>サーヴァント</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>マスター</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>Spirit form</source>
            <translation>霊体化</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>アイテム</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>攻撃</translation>
        </message>
        <message>
            <source>Stat</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>能力</translation>
        </message>
        <message>
            <source>Then</source>
            <translation>その後</translation>
        </message>
        <message>
            <source>Points to spend</source>
            <translation>使うポイント</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>全回復</translation>
        </message>
        <message>
            <source>Luck rerolls</source>
            <translation>幸運</translation>
        </message>
        <message>
            <source>Support spent</source>
            <translation>支援</translation>
        </message>
        <message>
            <source>Priority</source>
            <translation>優先</translation>
        </message>
        <message>
            <source>Dice moved</source>
            <translation>移すダイス</translation>
        </message>
        <message>
            <source>Dice from</source>
            <translation>ダイスの元</translation>
        </message>
        <message>
            <source>'+'</source>
            <translation>「+」</translation>
        </message>
        <message>
            <source>'−' paid off</source>
            <translation>「−」支払い</translation>
        </message>
        <message>
            <source>'−' situation</source>
            <translation>「−」状況</translation>
        </message>
        <message>
            <source>Luck on defence</source>
            <translation>防御：幸運</translation>
        </message>
        <message>
            <source>Support on defence</source>
            <translation>防御：支援</translation>
        </message>
        <message>
            <source>'+' on defence</source>
            <translation>防御：「+」</translation>
        </message>
        <message>
            <source>'−' paid off on defence</source>
            <translation>防御：「−」支払い</translation>
        </message>
        <message>
            <source>'−' situation on defence</source>
            <translation>防御：「−」状況</translation>
        </message>
        <message>
            <source>Willing or forced</source>
            <translation>同意か強制か</translation>
        </message>
        <message>
            <source>Civilians</source>
            <translation>一般人</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>サービス</translation>
        </message>
        <message>
            <source>For whom</source>
            <translation>誰のために</translation>
        </message>
        <message>
            <source>Add an order</source>
            <translation>命令を追加</translation>
        </message>
        <message>
            <source>Action</source>
            <extracomment>The field combos of the action shown (field name → combo); their values are in :attr:`_values`. The fields the GM writes (a free command): field name → its text box. What a conditional order does otherwise (shown for orders that take a condition).</extracomment>
            <translation>行動</translation>
        </message>
        <message>
            <source>Add order</source>
            <translation>命令を追加</translation>
        </message>
        <message>
            <source>Add the order (Enter, from any of the picker's fields)</source>
            <translation>命令を追加する（ピッカーのどの欄からでもEnterで追加）</translation>
        </message>
        <message>
            <source>Read-only war file: orders cannot be added.</source>
            <translation>読み取り専用の戦争ファイル: 命令を追加できません。</translation>
        </message>
        <message>
            <source>Pick a character on the left to add orders.</source>
            <translation>左のキャラクターを選ぶと命令を追加できます。</translation>
        </message>
        <message>
            <source>The engine cannot offer orders for {0}: {1}</source>
            <translation>エンジンは {0} に命令を提示できません: {1}</translation>
        </message>
        <message>
            <source>{0} has no legal order left this turn.</source>
            <translation>{0} にはこのターン、出せる命令が残っていません。</translation>
        </message>
        <message>
            <source>Only orders the rules allow {0} now, beside the turn's other orders.</source>
            <translation>このターンの他の命令を踏まえ、今ルールが {0} に認める命令だけを表示しています。</translation>
        </message>
        <message>
            <source>the order</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>this order takes no condition, so no otherwise-order</source>
            <translation>この命令は条件を取らないため、代わりの命令もありません</translation>
        </message>
        <message>
            <source>nothing is picked</source>
            <translation>何も選ばれていません</translation>
        </message>
        <message>
            <source>write the {0} first: it may not be empty</source>
            <translation>先に{0}を書いてください：空にはできません</translation>
        </message>
        <message>
            <source>otherwise: {0}</source>
            <translation>そうでなければ：{0}</translation>
        </message>
        <message>
            <source>the words of the order, as the Master says them</source>
            <translation>マスターが告げるとおりの命令の言葉</translation>
        </message>
        <message>
            <source>Order: {0}</source>
            <translation>命令: {0}</translation>
        </message>
        <message>
            <source>Cost: {0}</source>
            <translation>コスト: {0}</translation>
        </message>
        <message>
            <source>Rule: {0}</source>
            <translation>ルール: {0}</translation>
        </message>
        <message>
            <source>Not possible together: {0}</source>
            <translation>同時にはできません: {0}</translation>
        </message>
        <message>
            <source>Odds: {0}</source>
            <translation>成功率: {0}</translation>
        </message>
    </context>
    <context>
        <name>OrdersPanel</name>
        <message>
            <source>What is left of the turn's budget once every order listed is paid for</source>
            <extracomment>The GM changed the orders: the whole new list, and the change in words (for Undo).</extracomment>
            <translation>一覧の命令をすべて払った後に残るこのターンの予算</translation>
        </message>
        <message>
            <source>Remove order</source>
            <translation>命令を削除</translation>
        </message>
        <message>
            <source>Earlier</source>
            <translation>前へ</translation>
        </message>
        <message>
            <source>Move the order before the previous one of the list</source>
            <translation>命令を一覧の一つ前に移す</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>後へ</translation>
        </message>
        <message>
            <source>Move the order after the next one of the list</source>
            <translation>命令を一覧の一つ後に移す</translation>
        </message>
        <message>
            <source>Everyone's orders for {0} ({1})</source>
            <translation>{0} の全員の命令 ({1})</translation>
        </message>
        <message>
            <source>Everyone's orders for turn {0} ({1})</source>
            <translation type="vanished">ターン {0} の全員の命令 ({1})</translation>
        </message>
        <message>
            <source>Pick a character on the left to see what they have left to spend and to add orders.</source>
            <translation>左のキャラクターを選ぶと、残りの予算を確かめて命令を追加できます。</translation>
        </message>
        <message>
            <source> · fighting here, battle turn {0}</source>
            <translation> · ここで戦闘中、戦闘 {0} ターン目</translation>
        </message>
        <message>
            <source>Left this turn: {0}</source>
            <translation>このターンの残り: {0}</translation>
        </message>
        <message>
            <source>remove {0}</source>
            <translation>{0}を削除</translation>
        </message>
        <message>
            <source>reorder {0}</source>
            <translation>{0}の順番を変更</translation>
        </message>
        <message>
            <source>add {0}</source>
            <translation>{0}を追加</translation>
        </message>
    </context>
    <context>
        <name>OrdersTable</name>
        <message>
            <source>Who</source>
            <translation>誰が</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Odds</source>
            <translation>成功率</translation>
        </message>
        <message>
            <source>{0}
Refused: {1}</source>
            <extracomment>The least width, in characters, a column narrows to so the others stay in view.</extracomment>
            <translation>{0}
認められません：{1}</translation>
        </message>
        <message>
            <source>orders[{0}] is refused: {1}</source>
            <extracomment>The least width, in characters, a column narrows to so the others stay in view.</extracomment>
            <translation type="vanished">orders[{0}] は認められません：{1}</translation>
        </message>
    </context>
    <context>
        <name>Panes</name>
        <message>
            <source>&amp;Map</source>
            <extracomment>(pane, menu text, key, the kind of control the focus goes to first: a QtWidgets class name). "map" is the central map; the rest are the docks' names (gmdesk/ui/startup.py).</extracomment>
            <translation>地図(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Cast</source>
            <translation>キャスト(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Sheet</source>
            <translation>シート(&amp;S)</translation>
        </message>
        <message>
            <source>Turn &amp;Desk</source>
            <translation>ターンデスク(&amp;D)</translation>
        </message>
        <message>
            <source>Time&amp;line</source>
            <translation>タイムライン(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Turns</source>
            <translation>ターン(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Events</source>
            <translation>イベント(&amp;E)</translation>
        </message>
        <message>
            <source>C&amp;harts</source>
            <translation>グラフ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Undo History</source>
            <translation>元に戻す履歴(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Go To</source>
            <translation>移動(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Next Pane</source>
            <translation>次のパネル(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Previous Pane</source>
            <translation>前のパネル(&amp;P)</translation>
        </message>
    </context>
    <context>
        <name>PostEditor</name>
        <message>
            <source>Player's post</source>
            <extracomment>How long after the last keystroke the post is read again (ms). From this width on the post and its reading stand side by side (each still reads a line of a post in a few lines); narrower, the reading goes under the post. The post and its reading share the room 2 : 3: the GM has the post on the forum; the reading is the work. (the shown team, the team the post reads like, the text): the GM moves the post to that team. The turn of the post kept for the shown team when it is an earlier turn's (None: none such).</extracomment>
            <translation>プレイヤーの投稿</translation>
        </message>
        <message>
            <source>Paste the team's post for this turn here: the orders beside it are read from it. Players never see this copy.</source>
            <translation>このターンの陣営の投稿をここに貼り付けてください。横の命令はそこから読み取られます。プレイヤーがこの写しを見ることはありません。</translation>
        </message>
        <message>
            <source>Pick a character to read their team's post.</source>
            <translation>キャラクターを選ぶと、その陣営の投稿を読めます。</translation>
        </message>
        <message>
            <source>Post of {0} for {1}</source>
            <translation>{0} の投稿（{1}）</translation>
        </message>
        <message>
            <source>{0}'s post is not used again: paste {1}'s here.</source>
            <translation>{0} の投稿は再び使いません：{1} の投稿をここに貼り付けてください。</translation>
        </message>
        <message>
            <source>{0}'s post:</source>
            <translation>{0} の投稿：</translation>
        </message>
        <message>
            <source>Post of {0}</source>
            <translation type="vanished">{0} の投稿</translation>
        </message>
        <message>
            <source>Post of {0} for turn {1}</source>
            <translation type="vanished">{0} の投稿（ターン {1}）</translation>
        </message>
        <message>
            <source>Kept with the war for the GM only.</source>
            <translation>GM だけのために戦争と一緒に保存されます。</translation>
        </message>
        <message>
            <source>Read-only war file.</source>
            <translation>読み取り専用の戦争ファイルです。</translation>
        </message>
        <message>
            <source>Turn {0}'s post is not used again: paste turn {1}'s here.</source>
            <translation type="vanished">ターン {0} の投稿は再び使いません：ターン {1} の投稿をここに貼り付けてください。</translation>
        </message>
        <message>
            <source>Turn {0}'s post:</source>
            <translation type="vanished">ターン {0} の投稿：</translation>
        </message>
        <message>
            <source>Paste the post above: its orders are read line by line.</source>
            <translation>上に投稿を貼り付けてください。命令が一行ずつ読み取られます。</translation>
        </message>
        <message>
            <source>The post cannot be read: {0}</source>
            <translation>投稿を読めません: {0}</translation>
        </message>
    </context>
    <context>
        <name>PostReading</name>
        <message>
            <source>read</source>
            <translation>読取</translation>
        </message>
        <message>
            <source>unsure</source>
            <translation>不確か</translation>
        </message>
        <message>
            <source>unread</source>
            <translation>未読</translation>
        </message>
        <message>
            <source>pick a reading…</source>
            <translation>解釈を選ぶ…</translation>
        </message>
        <message>
            <source>prose</source>
            <translation>文章</translation>
        </message>
        <message>
            <source>{0} read, {1} unsure, {2} unread, {3} prose/quotes</source>
            <extracomment>An order line that was not read stands out from the prose (grey): the GM has an order to fix there. The order rows are shown in: what the GM must act on first, the post's prose last.</extracomment>
            <translation>読み取り {0}、不確か {1}、未読 {2}、文章・引用 {3}</translation>
        </message>
        <message>
            <source>Make the orders read (and the readings picked) this team's orders for the coming turn, in place of the ones it has; asks first when some of those are not in the post (one undo step)</source>
            <translation>読み取った命令（と選んだ解釈）を、今ある命令の代わりに次のターンのこのチームの命令にします。今ある命令の一部が投稿にないときは先に確認します（元に戻す 1 回分）</translation>
        </message>
        <message>
            <source>Reads like another team's post:</source>
            <translation>別のチームの投稿のようです：</translation>
        </message>
        <message>
            <source>This post names {0}, its players or its characters more than this team's.</source>
            <translation>この投稿は、このチームより {0} のチーム名・プレイヤー・キャラクターを多く挙げています。</translation>
        </message>
        <message>
            <source>Move to {0}</source>
            <translation>{0} に移す</translation>
        </message>
        <message>
            <source>Keep this text as {0}'s post (it replaces the post {0} has for this turn) and show that team; one undo step</source>
            <translation>この文を {0} の投稿として保存し（{0} のこのターンの投稿は置き換わります）、そのチームを表示します（元に戻す 1 回分）</translation>
        </message>
        <message>
            <source>Keep this text as {0}'s post and show that team; one undo step</source>
            <translation>この文を {0} の投稿として保存し、そのチームを表示します（元に戻す 1 回分）</translation>
        </message>
        <message>
            <source>{0} — pick a reading…</source>
            <translation>{0} — 解釈を選ぶ…</translation>
        </message>
        <message>
            <source>Orders read from the post appear here.</source>
            <extracomment>The GM asked to move the post to the team it reads like (that team's id).</extracomment>
            <translation>投稿から読み取った命令がここに出ます。</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>行</translation>
        </message>
        <message>
            <source>Order read, or why not</source>
            <translation>読み取った命令、または読めない理由</translation>
        </message>
        <message>
            <source>Use these orders</source>
            <translation>この命令を使う</translation>
        </message>
        <message>
            <source>Make the orders read (and the readings picked) this team's orders for the coming turn, in place of the ones it has (one undo step)</source>
            <translation type="vanished">読み取った命令 (と選んだ解釈) を、今ある命令の代わりに次のターンのこの陣営の命令にする (一回で元に戻せる)</translation>
        </message>
        <message>
            <source>No orders yet from: </source>
            <extracomment>The table row of each line of the reading (by its index in ``reading.lines``). Readings the GM picked, by line (number and text): kept when the post is read again.</extracomment>
            <translation>まだ命令のない陣営: </translation>
        </message>
        <message>
            <source>Every team has orders.</source>
            <translation>すべての陣営に命令があります。</translation>
        </message>
        <message>
            <source>{0} read, {1} unsure, {2} unread</source>
            <translation type="vanished">読み取り {0}、不確か {1}、未読 {2}</translation>
        </message>
        <message>
            <source>Line {0}: {1}</source>
            <translation>{0} 行目: {1}</translation>
        </message>
    </context>
    <context>
        <name>PrintSheets</name>
        <message>
            <source>Print Sheets</source>
            <translation>シートを印刷</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>キャラクター</translation>
        </message>
        <message>
            <source>Every character ({0})</source>
            <translation>すべてのキャラクター ({0})</translation>
        </message>
        <message>
            <source>The selected character</source>
            <translation>選択中のキャラクター</translation>
        </message>
        <message>
            <source>These characters:</source>
            <translation>次のキャラクター:</translation>
        </message>
        <message>
            <source>no team</source>
            <translation>陣営なし</translation>
        </message>
        <message>
            <source>{0} — {1}, {2}</source>
            <translation>{0} — {1}、{2}</translation>
        </message>
        <message>
            <source>GM copy — everything, GM notes included</source>
            <translation>GM 用 — すべて、GM メモを含む</translation>
        </message>
        <message>
            <source>Player copy — what the character's team knows, no GM notes</source>
            <translation>プレイヤー用 — キャラクターの陣営が知ること、GM メモなし</translation>
        </message>
        <message>
            <source>Copy:</source>
            <translation>写し:</translation>
        </message>
        <message>
            <source>Paper:</source>
            <translation>用紙:</translation>
        </message>
        <message>
            <source>Preview…</source>
            <translation>プレビュー…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>印刷…</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>PDF に書き出す…</translation>
        </message>
        <message>
            <source>Cannot print these sheets</source>
            <translation>これらのシートを印刷できません</translation>
        </message>
        <message>
            <source> (player copy)</source>
            <translation>（プレイヤー用）</translation>
        </message>
        <message>
            <source> (GM copy)</source>
            <translation>（GM用）</translation>
        </message>
        <message>
            <source>Export sheets as PDF</source>
            <translation>シートを PDF に書き出す</translation>
        </message>
        <message>
            <source>Export Sheets as PDF</source>
            <translation>シートを PDF に書き出す</translation>
        </message>
        <message>
            <source>Cancel</source>
            <extracomment>Below this many sheets the work is too short for a progress bar. The preview's size on a screen large enough (pixels), and what it leaves free of a smaller one for the window's frame and title bar. The progress bar shows only when painting takes longer than this (milliseconds).</extracomment>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Printing sheets</source>
            <translation>シートを印刷中</translation>
        </message>
        <message>
            <source>Print preview — {0}</source>
            <translation>印刷プレビュー — {0}</translation>
        </message>
        <message>
            <source>Writing the PDF</source>
            <translation>PDF を書き出し中</translation>
        </message>
        <message>
            <source>{0} sheets ({1})</source>
            <translation>シート {0} 枚 ({1})</translation>
        </message>
    </context>
    <context>
        <name>Problems</name>
        <message>
            <source>checking…</source>
            <extracomment>How long after the last edit the war is checked again (milliseconds).</extracomment>
            <translation>確認中…</translation>
        </message>
        <message>
            <source>⚠ 1 problem</source>
            <translation>⚠ 問題 1 件</translation>
        </message>
        <message>
            <source>⚠ {0} problems</source>
            <translation>⚠ 問題 {0} 件</translation>
        </message>
        <message>
            <source> · {0} notice(s)</source>
            <translation> · 注意 {0} 件</translation>
        </message>
        <message>
            <source>The war breaks a rule: click to see where</source>
            <translation>戦争がルールに反しています: クリックで場所を表示</translation>
        </message>
        <message>
            <source>ⓘ 1 notice</source>
            <translation>ⓘ 注意 1 件</translation>
        </message>
        <message>
            <source>ⓘ {0} notices</source>
            <translation>ⓘ 注意 {0} 件</translation>
        </message>
        <message>
            <source>No rule is broken, but something may need the GM: click to read it</source>
            <translation>ルール違反はありませんが、GMが直したほうがよいことがあります：クリックで読めます</translation>
        </message>
        <message>
            <source>✓ no problems</source>
            <translation>✓ 問題なし</translation>
        </message>
        <message>
            <source>The war passes every check of `gmdesk validate`</source>
            <translation>戦争は `gmdesk validate` のすべての検査に通っています</translation>
        </message>
        <message>
            <source>Notice: {0}.</source>
            <translation>注意：{0}。</translation>
        </message>
        <message>
            <source>Problems in the war</source>
            <translation>戦争の問題</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>誰が</translation>
        </message>
        <message>
            <source>What is wrong</source>
            <translation>問題点</translation>
        </message>
    </context>
    <context>
        <name>Progress</name>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
    </context>
    <context>
        <name>Readings</name>
        <message>
            <source>Rule Readings — {0}</source>
            <extracomment>A re-resolution from a past turn with a reading was made: the window shows it to accept or discard.</extracomment>
            <translation>ルールの解釈 — {0}</translation>
        </message>
        <message>
            <source>Where the rules document is unclear, contradicts itself or says nothing, gmdesk follows a named reading; its default is marked. A change applies to the turns still to resolve: resolved turns keep the readings they were resolved with (Turn &gt; Correct a Past Turn… resolves one again).</source>
            <translation>ルール文書が不明確な箇所・矛盾する箇所・何も言っていない箇所では、gmdesk は名前の付いた解釈に従います（既定の解釈に印があります）。変更はこれから解決するターンに適用されます。解決済みのターンは解決したときの解釈のままです（「ターン &gt; 過去のターンを修正…」で解決し直せます）。</translation>
        </message>
        <message>
            <source>Find a reading (words of its question or its key)</source>
            <translation>解釈を検索（問いの語句またはキー）</translation>
        </message>
        <message>
            <source>Changed from the default only</source>
            <translation>既定から変えたものだけ</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>問い</translation>
        </message>
        <message>
            <source>Reading in force</source>
            <translation>適用中の解釈</translation>
        </message>
        <message>
            <source>Back to the &amp;Default</source>
            <translation>既定に戻す(&amp;D)</translation>
        </message>
        <message>
            <source>Read So from a &amp;Past Turn On…</source>
            <translation>過去のターンからこの解釈で(&amp;P)…</translation>
        </message>
        <message>
            <source>Re-resolve the history from a turn you pick with the reading in force; you then read the differences and accept or discard them</source>
            <translation>選んだターンから、適用中の解釈で履歴を解決し直します。その後、違いを読んで採用または破棄します</translation>
        </message>
        <message>
            <source>The turn's rules</source>
            <translation>ターンのルール</translation>
        </message>
        <message>
            <source>What the players' updates tell</source>
            <translation>プレイヤー向け更新の内容</translation>
        </message>
        <message>
            <source>{0} (not an option of this ruleset)</source>
            <translation>{0}（このルールセットの選択肢にありません）</translation>
        </message>
        <message>
            <source>{0} (changed)</source>
            <translation>{0}（変更済み）</translation>
        </message>
        <message>
            <source>{0} (changed; default: {1})</source>
            <translation type="vanished">{0}（変更済み・既定: {1}）</translation>
        </message>
        <message>
            <source>{0} (default)</source>
            <translation>{0}（既定）</translation>
        </message>
        <message>
            <source>Default: {0}</source>
            <translation>既定: {0}</translation>
        </message>
        <message>
            <source>In the war file: {0}</source>
            <translation>戦争ファイルでの書き方：{0}</translation>
        </message>
        <message>
            <source>No reading matches</source>
            <translation>該当する解釈はありません</translation>
        </message>
        <message>
            <source>{0} · source: {1}</source>
            <translation>{0} · 出典: {1}</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation>（既定）</translation>
        </message>
        <message>
            <source>The ruleset offers this one reading: it is shown so that you know what gmdesk does here.</source>
            <translation>このルールセットの解釈はこの一つだけです。gmdesk がここで何をするかを示すために表示しています。</translation>
        </message>
        <message>
            <source>The war is open read-only: the readings are shown, not changed.</source>
            <translation>戦争は読み取り専用で開かれています。解釈は表示するだけで、変更できません。</translation>
        </message>
        <message>
            <source>Turn {0}</source>
            <translation type="vanished">ターン {0}</translation>
        </message>
        <message>
            <source>Read So from a Past Turn On</source>
            <translation>過去のターンからこの解釈で</translation>
        </message>
        <message>
            <source>Re-resolve from turn:</source>
            <translation>解決し直す最初のターン：</translation>
        </message>
    </context>
    <context>
        <name>ResolveAsk</name>
        <message>
            <source>Characters with no team</source>
            <extracomment>The app setting (gmdesk/ui/settings.py) listing the war files whose GM said "don't ask again". How many problems the question lists; the rest are counted ("… and 3 more").</extracomment>
            <translation>チーム未所属のキャラクター</translation>
        </message>
        <message>
            <source>{0} has no orders ({1}).</source>
            <translation>{0} には命令がありません（{1}）。</translation>
        </message>
        <message>
            <source>… and {0} more</source>
            <translation>…ほか {0} 件</translation>
        </message>
        <message>
            <source>Turn {0} has a problem that would change how it resolves:</source>
            <translation type="vanished">ターン {0} には、解決の結果を変える問題が 1 件あります：</translation>
        </message>
        <message>
            <source>Turn {0} has {1} problems that would change how it resolves:</source>
            <translation type="vanished">ターン {0} には、解決の結果を変える問題が {1} 件あります：</translation>
        </message>
        <message>
            <source>Turn {0} has one thing to check before it resolves:</source>
            <translation type="vanished">ターン {0} を解決する前に確認することが 1 件あります：</translation>
        </message>
        <message>
            <source>Turn {0} has {1} things to check before it resolves:</source>
            <translation type="vanished">ターン {0} を解決する前に確認することが {1} 件あります：</translation>
        </message>
        <message>
            <source>Resolve it anyway? (Once resolved, Turn &gt; Correct a Past Turn… changes its orders.)</source>
            <translation>このまま解決しますか？（解決した後は、ターン &gt; 過去のターンを修正… で命令を変えられます。）</translation>
        </message>
        <message>
            <source>Resolve turn {0}?</source>
            <translation type="vanished">ターン {0} を解決しますか？</translation>
        </message>
        <message>
            <source>{0} has one thing to check before it resolves:</source>
            <translation>{0} を解決する前に確認することが 1 件あります：</translation>
        </message>
        <message>
            <source>{0} has {1} things to check before it resolves:</source>
            <translation>{0} を解決する前に確認することが {1} 件あります：</translation>
        </message>
        <message>
            <source>Resolve {0}?</source>
            <translation>{0} を解決しますか？</translation>
        </message>
        <message>
            <source>Resolve Anyway</source>
            <translation>このまま解決</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Don't ask again for this war</source>
            <translation>この戦争では今後確認しない</translation>
        </message>
        <message>
            <source>Turn &gt; Ask Before Resolving with Problems asks again</source>
            <translation>ターン &gt; 問題があれば解決前に確認 で、再び確認するようになります</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>simultaneous</source>
            <translation>同時</translation>
        </message>
        <message>
            <source>in initiative order</source>
            <translation>行動順</translation>
        </message>
        <message>
            <source>None: every open question is read as the ruleset's default.</source>
            <translation>なし：未決の問いはすべてルールセットの既定どおりに解釈されます。</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>文書</translation>
        </message>
        <message>
            <source>A turn, phase by phase</source>
            <translation>1ターンの流れ（フェイズ順）</translation>
        </message>
        <message>
            <source>This order follows a reading the war chose (Turn &gt; Rule Readings…).</source>
            <translation>この順序は、この戦争が選んだ解釈に従っています（ターン &gt; ルールの解釈…）。</translation>
        </message>
        <message>
            <source>Initiative</source>
            <translation>行動順</translation>
        </message>
        <message>
            <source>full tie</source>
            <translation>完全な同点</translation>
        </message>
        <message>
            <source>Command Spells</source>
            <translation>令呪</translation>
        </message>
        <message>
            <source>Readings this war changed</source>
            <translation>この戦争が変えた解釈</translation>
        </message>
        <message>
            <source>default</source>
            <translation>既定</translation>
        </message>
        <message>
            <source>Stats</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>Pools</source>
            <translation>リソース</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>移動</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>注記</translation>
        </message>
        <message>
            <source>The tables, the movement and the notes below are gmdesk's engineering notes on the document, in English.</source>
            <translation>以下の表・移動・注記は、gmdesk が文書について書いた技術メモで、英語のままです。</translation>
        </message>
        <message>
            <source>move</source>
            <translation>移動</translation>
        </message>
        <message>
            <source>act</source>
            <translation>行動</translation>
        </message>
        <message>
            <source>effects</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>flee the battle</source>
            <translation>戦闘離脱</translation>
        </message>
        <message>
            <source>scheduled events</source>
            <translation>予定の出来事</translation>
        </message>
        <message>
            <source>scout</source>
            <translation>偵察</translation>
        </message>
        <message>
            <source>search</source>
            <translation>捜索</translation>
        </message>
        <message>
            <source>random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <source>a Master has {0} Command Spells ({1}); more only from {2}, entered on the sheet as “{3}”</source>
            <translation>マスターの令呪は{0}画（{1}）。増えるのは{2}によってのみで、シートの「{3}」に記入する</translation>
        </message>
        <message>
            <source>Not applied by the engine</source>
            <translation>エンジンが適用しないルール</translation>
        </message>
        <message>
            <source>Nothing: the engine applies every rule it lists.</source>
            <translation>なし：エンジンは記載したルールをすべて適用します。</translation>
        </message>
        <message>
            <source>The GM applies these by hand; an order asking for one is refused with its reason.</source>
            <translation>これらはGMが手で適用します。これを求める命令は理由とともに拒否されます。</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>表</translation>
        </message>
        <message>
            <source>Rules of This War — {0}</source>
            <translation>この戦争のルール — {0}</translation>
        </message>
        <message>
            <source>Find in the rules (Enter: next)</source>
            <translation>ルール内を検索（Enter: 次へ）</translation>
        </message>
        <message>
            <source>not found</source>
            <translation>見つかりません</translation>
        </message>
    </context>
    <context>
        <name>RulingDialog</name>
        <message>
            <source>Health</source>
            <extracomment>The fields a ruling sets besides the character's points and stats (Contract E's vocabulary).</extracomment>
            <translation>体力</translation>
        </message>
        <message>
            <source>Mana</source>
            <translation>魔力</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>Alive</source>
            <translation>生存</translation>
        </message>
        <message>
            <source>Spirit form</source>
            <translation>霊体化</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（なし）</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>はい</translation>
        </message>
        <message>
            <source>no</source>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>no turn has been resolved yet: a ruling overrides a resolved turn's result</source>
            <extracomment>A ruling was stored and accepted (the turn it overrides).</extracomment>
            <translation>まだ解決したターンがありません: 裁定は解決済みターンの結果を上書きするものです</translation>
        </message>
        <message>
            <source>GM ruling on turn {0}</source>
            <translation type="vanished">ターン {0} への GM 裁定</translation>
        </message>
        <message>
            <source>Override one value of turn {0}'s result. The ruling is kept with the turn, applied at its very end, and survives replay and corrections of earlier turns.</source>
            <translation type="vanished">ターン {0} の結果の値を一つ上書きします。裁定はターンとともに保存され、ターンの最後に適用され、再生や以前のターンの修正の後も残ります。</translation>
        </message>
        <message>
            <source>{0} (dead)</source>
            <translation>{0}（死亡）</translation>
        </message>
        <message>
            <source>Stored as a second ruling, after the one that brings the character back</source>
            <translation>キャラクターを生き返らせる裁定の後に、二つ目の裁定として保存されます</translation>
        </message>
        <message>
            <source>Health on return</source>
            <translation>復帰時の体力</translation>
        </message>
        <message>
            <source>a rank, e.g. A+</source>
            <translation>ランク (例: A+)</translation>
        </message>
        <message>
            <source>Why (shown in the turn's events)</source>
            <translation>理由 (ターンのイベントに表示)</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Take the selected ruling out of the turn (the turn is resolved again; Edit ▸ Undo puts it back)</source>
            <translation>選んだ裁定をターンから外します（ターンは解決し直されます。編集 ▸ 元に戻す で戻せます）</translation>
        </message>
        <message>
            <source>Rulings on turn {0}</source>
            <translation type="vanished">ターン {0} の裁定</translation>
        </message>
        <message>
            <source>{0}'s {1} is {2} already: a ruling that changes nothing is not stored</source>
            <translation>{0}の{1}はすでに {2} です：何も変えない裁定は保存されません</translation>
        </message>
        <message>
            <source>GM ruling on turn {0}: {1}</source>
            <translation type="vanished">ターン {0} への GM 裁定：{1}</translation>
        </message>
        <message>
            <source>Remove the GM ruling on turn {0}: {1}</source>
            <translation type="vanished">ターン {0} の GM 裁定を削除：{1}</translation>
        </message>
        <message>
            <source>The ruling was not removed</source>
            <translation>裁定は削除されませんでした</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>まだなし</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>キャラクター</translation>
        </message>
        <message>
            <source>GM ruling on {0}</source>
            <extracomment>The turn ruled on as the window names it (Night 2, 夜 2: the ruleset's word).</extracomment>
            <translation>{0} への GM 裁定</translation>
        </message>
        <message>
            <source>Override one value of {0}'s result. The ruling is kept with the turn, applied at its very end, and survives replay and corrections of earlier turns.</source>
            <translation>{0} の結果の値を一つ上書きします。裁定はターンとともに保存され、ターンの最後に適用され、再生や以前のターンの修正の後も残ります。</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>項目</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>現在</translation>
        </message>
        <message>
            <source>New value</source>
            <translation>新しい値</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>理由</translation>
        </message>
        <message>
            <source>Rulings on {0}</source>
            <translation>{0} の裁定</translation>
        </message>
        <message>
            <source>Store the ruling</source>
            <translation>裁定を保存</translation>
        </message>
        <message>
            <source>say why: a ruling keeps its reason in the turn's events</source>
            <translation>理由を書いてください: 裁定はターンのイベントに理由を残します</translation>
        </message>
        <message>
            <source>GM ruling on {0}: {1}</source>
            <translation>{0} への GM 裁定：{1}</translation>
        </message>
        <message>
            <source>The ruling was not stored</source>
            <translation>裁定は保存されませんでした</translation>
        </message>
        <message>
            <source>Remove the GM ruling on {0}: {1}</source>
            <translation>{0} の GM 裁定を削除：{1}</translation>
        </message>
        <message>
            <source>{0}: {1}'s {2} → {3} ({4})</source>
            <translation>{0}：{1}の{2} → {3}（{4}）</translation>
        </message>
        <message>
            <source>{0} (after {1})</source>
            <translation>{0}（{1} の後）</translation>
        </message>
        <message>
            <source>{0} (after turn {1})</source>
            <translation type="vanished">{0}（第{1}ターン後）</translation>
        </message>
        <message>
            <source>a re-resolution from turn {0} waits: accept or discard it (Correct a past turn…) before changing a ruling</source>
            <translation type="vanished">ターン {0} からの再解決が待っています：裁定を変える前に、それを承認するか破棄してください（過去のターンを修正…）</translation>
        </message>
        <message>
            <source>the turns after the ruling could not be resolved again ({0} at turn {1}); nothing was changed:</source>
            <translation type="vanished">裁定の後のターンを解決し直せませんでした（ターン {1} で {0}）。何も変更されていません：</translation>
        </message>
        <message>
            <source>a re-resolution from {0} waits: accept or discard it (Correct a past turn…) before changing a ruling</source>
            <translation>{0} からの再解決が待っています：裁定を変える前に、それを承認するか破棄してください（過去のターンを修正…）</translation>
        </message>
        <message>
            <source>the turns after the ruling could not be resolved again ({0} at {1}); nothing was changed:</source>
            <translation>裁定の後のターンを解決し直せませんでした（{1} で {0}）。何も変更されていません：</translation>
        </message>
    </context>
    <context>
        <name>Samples</name>
        <message>
            <source>Open &amp;Sample War</source>
            <translation type="vanished">サンプルの戦争を開く(&amp;S)</translation>
        </message>
        <message>
            <source>Open Samp&amp;le War</source>
            <translation>サンプルの戦争を開く(&amp;L)</translation>
        </message>
        <message>
            <source>(no sample war in this installation)</source>
            <translation>（このインストールにはサンプルの戦争がありません）</translation>
        </message>
        <message>
            <source>Your copy, as you left it: {0}</source>
            <translation>あなたのコピー（前回のまま）: {0}</translation>
        </message>
        <message>
            <source>A copy is made in {0}; the bundled war is never changed</source>
            <translation>{0} にコピーを作ります。同梱の戦争は変更されません</translation>
        </message>
    </context>
    <context>
        <name>Scrubber</name>
        <message>
            <source>Moment</source>
            <extracomment>The label's least width (pixels): past its share of the row a long phase name is elided (whole in the tooltip) rather than squeezing the slider (QA at 1366x768: "after event 65 of 65 · Durations, points, winner" left the slider 45 px).</extracomment>
            <translation>時点</translation>
        </message>
        <message>
            <source>The turn as it stood after this event: the map shows everyone where they were then</source>
            <translation>このイベント直後のターン: 地図は全員をその時の場所に表示します</translation>
        </message>
        <message>
            <source>no events</source>
            <translation>イベントなし</translation>
        </message>
        <message>
            <source>after event {0} of {1}</source>
            <translation>イベント {0}/{1} の後</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <source>Select a character in the cast to see their sheet.</source>
            <translation>キャストでキャラクターを選ぶとシートが表示されます。</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>シート</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>プレビュー</translation>
        </message>
        <message>
            <source>Sheet — {0}</source>
            <translation>シート — {0}</translation>
        </message>
    </context>
    <context>
        <name>SheetEditor</name>
        <message>
            <source>Health</source>
            <extracomment>The editor's tabs, in order; a problem's field says which one shows it. Words shown through ``tr("SheetEditor", word)`` (a ruleset's term still comes first: roll-dice's 体力).</extracomment>
            <translation>体力</translation>
        </message>
        <message>
            <source>Mana</source>
            <translation>魔力</translation>
        </message>
        <message>
            <source>servant</source>
            <translation>サーヴァント</translation>
        </message>
        <message>
            <source>master</source>
            <translation>マスター</translation>
        </message>
        <message>
            <source>familiar</source>
            <translation>使い魔</translation>
        </message>
        <message>
            <source>what the character's player may read</source>
            <extracomment>The problems shown changed (how many there are now).</extracomment>
            <translation>キャラクターのプレイヤーが読んでよいこと</translation>
        </message>
        <message>
            <source>for the GM only: never printed in a player copy, never in anything made for a player</source>
            <translation>GM 専用: プレイヤー用の印刷にも、プレイヤー向けのどんな物にも載りません</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>シート</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>スキル</translation>
        </message>
        <message>
            <source>Statuses</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Items</source>
            <translation>装備</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>メモ</translation>
        </message>
        <message>
            <source>Problems the rules find in this sheet; click one to go to its field</source>
            <translation>ルールがこのシートに見つけた問題。クリックでその欄へ移動</translation>
        </message>
        <message>
            <source>Select a character in the cast (or click a token on the map) to edit their sheet.</source>
            <translation>キャストでキャラクターを選ぶ (または地図上の駒をクリックする) と、そのシートを編集できます。</translation>
        </message>
        <message>
            <source>Identity</source>
            <translation>基本情報</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>True name</source>
            <translation>真名</translation>
        </message>
        <message>
            <source>the Servant's true identity</source>
            <translation>サーヴァントの真の正体</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>Class</source>
            <translation>クラス</translation>
        </message>
        <message>
            <source>the ruleset's classes, or one of your own</source>
            <translation>ルールセットのクラス、または独自のクラス</translation>
        </message>
        <message>
            <source>Alignment</source>
            <translation>属性</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>陣営</translation>
        </message>
        <message>
            <source>— (Masterless)</source>
            <translation>— (マスターなし)</translation>
        </message>
        <message>
            <source>Master (contract)</source>
            <translation>マスター (契約)</translation>
        </message>
        <message>
            <source>the Master this character is contracted with</source>
            <translation>このキャラクターと契約しているマスター</translation>
        </message>
        <message>
            <source>Contracts</source>
            <translation>契約</translation>
        </message>
        <message>
            <source>Command Spells</source>
            <translation>令呪</translation>
        </message>
        <message>
            <source>Command Spells left</source>
            <translation>残りの令呪</translation>
        </message>
        <message>
            <source>Alive</source>
            <translation>生存</translation>
        </message>
        <message>
            <source>In spirit form</source>
            <translation>霊体化</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Stats</source>
            <translation>ステータス</translation>
        </message>
        <message>
            <source>not a {0} stat</source>
            <translation>{0} の能力値ではない</translation>
        </message>
        <message>
            <source>Health and Mana</source>
            <translation>体力と魔力</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>現在</translation>
        </message>
        <message>
            <source>Maximum</source>
            <translation>最大</translation>
        </message>
        <message>
            <source>Regeneration</source>
            <translation>回復</translation>
        </message>
        <message>
            <source>regenerated each turn</source>
            <translation>毎ターン回復する量</translation>
        </message>
        <message>
            <source>{0} at {1}</source>
            <translation>{0} {1}</translation>
        </message>
        <message>
            <source>{0} caps a {1}'s {2}</source>
            <translation>{0} での{1}の上限: {2}</translation>
        </message>
        <message>
            <source> and </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>ポイント</translation>
        </message>
        <message>
            <source>a point this sheet keeps</source>
            <translation>このシートが持つポイント</translation>
        </message>
        <message>
            <source>another point's name (e.g. rank_level)</source>
            <translation>別のポイントの名前 (例: rank_level)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Derived from the sheet</source>
            <translation>シートから導かれる値</translation>
        </message>
        <message>
            <source>What the rules compute from this sheet, with the arithmetic (hover for the rule)</source>
            <translation>ルールがこのシートから計算する値と計算式 (マウスを乗せるとルールを表示)</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>値</translation>
        </message>
        <message>
            <source>How</source>
            <translation>計算</translation>
        </message>
        <message>
            <source>&lt;b&gt;Notes&lt;/b&gt; — on the player's copy too</source>
            <translation>&lt;b&gt;メモ&lt;/b&gt; — プレイヤー用の写しにも載ります</translation>
        </message>
        <message>
            <source>&lt;b&gt;GM notes&lt;/b&gt; — for the GM only: never on a player's copy</source>
            <translation>&lt;b&gt;GM メモ&lt;/b&gt; — GM 専用: プレイヤー用の写しには載りません</translation>
        </message>
        <message>
            <source>{0} value</source>
            <translation>{0} の値</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>No problems: the rules accept this sheet.</source>
            <translation>問題なし: ルールはこのシートを認めています。</translation>
        </message>
        <message>
            <source>Note: {0}</source>
            <translation>注：{0}</translation>
        </message>
        <message>
            <source>What the rules compute differs from the sheet; not an error (the sheet's value is used)</source>
            <translation>ルールの計算がシートと異なります。誤りではありません（シートの値を使います）</translation>
        </message>
        <message>
            <source>{0} = {1}</source>
            <translation>{0}＝{1}</translation>
        </message>
        <message>
            <source>No team</source>
            <translation>陣営なし</translation>
        </message>
    </context>
    <context>
        <name>SheetEntryTools</name>
        <message>
            <source>Add</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>add a blank {0} (Ins)</source>
            <translation>空の{0}を追加 (Ins)</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>remove the selected {0} (Del; Undo brings them back)</source>
            <translation>選択した{0}を削除（Del、元に戻すで復元）</translation>
        </message>
        <message>
            <source>Move Up</source>
            <translation>上へ</translation>
        </message>
        <message>
            <source>move up (Ctrl+Up)</source>
            <translation>上へ移動 (Ctrl+Up)</translation>
        </message>
        <message>
            <source>Move Down</source>
            <translation>下へ</translation>
        </message>
        <message>
            <source>move down (Ctrl+Down)</source>
            <translation>下へ移動 (Ctrl+Down)</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>複製</translation>
        </message>
        <message>
            <source>copy the selected {0} below them (Ctrl+D)</source>
            <translation>選択した{0}をその下に複製 (Ctrl+D)</translation>
        </message>
        <message>
            <source>Copy to…</source>
            <translation>コピー先…</translation>
        </message>
        <message>
            <source>copy the selected {0} to another character's sheet</source>
            <translation>選んだ{0}を別のキャラクターのシートへコピー</translation>
        </message>
        <message>
            <source>From Library…</source>
            <translation>ライブラリから…</translation>
        </message>
        <message>
            <source>add skills the rules document gives or describes (Ctrl+L)</source>
            <translation>ルール文書が挙げる・説明するスキルを追加 (Ctrl+L)</translation>
        </message>
        <message>
            <source>(no other character)</source>
            <translation>(ほかのキャラクターなし)</translation>
        </message>
    </context>
    <context>
        <name>SheetField</name>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>ランク</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>種別</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>ダメージ</translation>
        </message>
        <message>
            <source>Type of Target</source>
            <translation>対象の種類</translation>
        </message>
        <message>
            <source>Max Number of Targets</source>
            <translation>最大対象数</translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>対象</translation>
        </message>
        <message>
            <source>Requirements</source>
            <translation>条件</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>説明</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>持続</translation>
        </message>
        <message>
            <source>Upkeep</source>
            <translation>維持コスト</translation>
        </message>
        <message>
            <source>Cooldown</source>
            <translation>再使用待ち</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>Mana cost</source>
            <translation>魔力コスト</translation>
        </message>
        <message>
            <source>Physical or magical</source>
            <translation>物理／魔術</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Turns left</source>
            <translation>残りターン</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>量</translation>
        </message>
        <message>
            <source>From skill</source>
            <translation>元のスキル</translation>
        </message>
        <message>
            <source>Caused by</source>
            <translation>付与した者</translation>
        </message>
        <message>
            <source>Since turn</source>
            <translation>開始ターン</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>装備</translation>
        </message>
        <message>
            <source>{0}; the sheet keeps {1}</source>
            <translation>{0}。シートは {1} のままです</translation>
        </message>
        <message>
            <source>no value</source>
            <translation>値なし</translation>
        </message>
        <message>
            <source>{0}: write a thousand as 1000 and a decimal as 1.5</source>
            <translation>{0}：千は 1000、小数は 1.5 のように書いてください</translation>
        </message>
        <message>
            <source>{0} is not a number</source>
            <translation>{0} は数ではありません</translation>
        </message>
        <message>
            <source>{0} is not a finite number</source>
            <translation>{0} は有限の数ではありません</translation>
        </message>
        <message>
            <source>{0} (none)</source>
            <translation>{0}（なし）</translation>
        </message>
        <message>
            <source>subranks: +1 for each '+', −1 for each '-'</source>
            <translation>補正：「+」1つにつき +1、「−」1つにつき −1</translation>
        </message>
    </context>
    <context>
        <name>SheetUndo</name>
        <message>
            <source>skills</source>
            <translation>スキル</translation>
        </message>
        <message>
            <source>items</source>
            <translation>アイテム</translation>
        </message>
        <message>
            <source>statuses</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>skill</source>
            <translation>スキル</translation>
        </message>
        <message>
            <source>item</source>
            <translation>アイテム</translation>
        </message>
        <message>
            <source>status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>remove {0} {1}</source>
            <extracomment>Singular nouns for the undo history ("remove 2 statuses", "remove status Poison"). How dialogs are shown; a test replaces it to answer them.</extracomment>
            <translation>{1}を{0}件削除</translation>
        </message>
        <message>
            <source>move {0} {1} up</source>
            <translation>{1}を{0}件上へ移動</translation>
        </message>
        <message>
            <source>move {0} {1} down</source>
            <translation>{1}を{0}件下へ移動</translation>
        </message>
        <message>
            <source>duplicate {0} {1}</source>
            <translation>{1}を{0}件複製</translation>
        </message>
        <message>
            <source>copy {0} {1} to {2}</source>
            <translation>{1}{0}件を{2}へコピー</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation type="vanished">{0}：{1}</translation>
        </message>
        <message>
            <source>add {0} {1} from the library</source>
            <translation>ライブラリから{1}を{0}件追加</translation>
        </message>
    </context>
    <context>
        <name>SheetUndoOne</name>
        <message>
            <source>duplicate {0} {1}</source>
            <translation>{0}「{1}」を複製</translation>
        </message>
        <message>
            <source>add {0} {1} from the library</source>
            <translation>ライブラリから{0}「{1}」を追加</translation>
        </message>
    </context>
    <context>
        <name>Shortcuts</name>
        <message>
            <source>Sheet › Skills, Statuses, Items</source>
            <extracomment>(where, what, keys) of the keys without a menu entry; keys as Qt writes them ("Ctrl+Up"), several joined by "|".</extracomment>
            <translation>シート › スキル・状態・装備</translation>
        </message>
        <message>
            <source>Add a blank entry</source>
            <translation>空の行を追加</translation>
        </message>
        <message>
            <source>Remove the selected entries</source>
            <translation>選んだ行を削除</translation>
        </message>
        <message>
            <source>Move up / down</source>
            <translation>上へ / 下へ移動</translation>
        </message>
        <message>
            <source>Duplicate the selected entries</source>
            <translation>選んだ行を複製</translation>
        </message>
        <message>
            <source>Sheet › Skills</source>
            <translation>シート › スキル</translation>
        </message>
        <message>
            <source>From Library…</source>
            <translation>ライブラリから…</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>シート</translation>
        </message>
        <message>
            <source>Undo / redo the war's last edit (in a field not being typed in)</source>
            <translation>戦争の直前の編集を元に戻す / やり直す（入力中でない欄で）</translation>
        </message>
        <message>
            <source>Turn Desk</source>
            <translation>ターンデスク</translation>
        </message>
        <message>
            <source>Remove the selected order</source>
            <translation>選んだ命令を削除</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>タイムライン</translation>
        </message>
        <message>
            <source>Previous / next event</source>
            <translation>前 / 次のイベント</translation>
        </message>
        <message>
            <source>First / last event</source>
            <translation>最初 / 最後のイベント</translation>
        </message>
        <message>
            <source>Map</source>
            <translation>地図</translation>
        </message>
        <message>
            <source>Nudge the selected locations (Shift: five grid steps)</source>
            <translation>選んだ場所を少し動かす（Shift：グリッド5つ分）</translation>
        </message>
        <message>
            <source>Add tool: add a location in the middle of the view</source>
            <translation>追加ツール：表示の中央に場所を追加</translation>
        </message>
        <message>
            <source>Link tool: link the selected location to one you name</source>
            <translation>接続ツール：選んだ場所を、名前で指定した場所とつなぐ</translation>
        </message>
        <message>
            <source>Leave the Add or Link tool</source>
            <translation>追加・接続ツールをやめる</translation>
        </message>
        <message>
            <source>Pan (hold, then move the mouse)</source>
            <translation>表示を動かす（押したままマウスを動かす）</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>メニュー</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>コマンド</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>キー</translation>
        </message>
    </context>
    <context>
        <name>SkillsEditor</name>
        <message>
            <source>the skill library cannot be read: {0}</source>
            <translation>スキルライブラリを読み込めません：{0}</translation>
        </message>
    </context>
    <context>
        <name>Teams</name>
        <message>
            <source>Teams</source>
            <translation>陣営</translation>
        </message>
        <message>
            <source>&amp;Add Team</source>
            <translation>陣営を追加(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove Team…</source>
            <translation>陣営を削除(&amp;R)…</translation>
        </message>
        <message>
            <source>#rgb, #rrggbb or a colour name (empty: a colour from the id)</source>
            <translation>#rgb、#rrggbb、または色の名前 (空なら ID から色を決めます)</translation>
        </message>
        <message>
            <source>Pick…</source>
            <translation>選ぶ…</translation>
        </message>
        <message>
            <source>the players' names, separated by commas</source>
            <translation>プレイヤーの名前 (カンマ区切り)</translation>
        </message>
        <message>
            <source>A&amp;pply</source>
            <translation>適用(&amp;P)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>色</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Characters
(Master, Servants)</source>
            <translation>キャラクター
(マスター、サーヴァント)</translation>
        </message>
        <message>
            <source>Home bases</source>
            <translation>拠点</translation>
        </message>
        <message>
            <source>1 character</source>
            <translation>キャラクター 1 人</translation>
        </message>
        <message>
            <source>{0} characters</source>
            <translation>キャラクター {0} 人</translation>
        </message>
        <message>
            <source>No teams yet: Add Team makes one.</source>
            <translation>まだ陣営がありません: 「陣営を追加」で作れます。</translation>
        </message>
        <message>
            <source> — now in {0}</source>
            <translation> — 現在 {0}</translation>
        </message>
        <message>
            <source>{0} ({1} of {2})</source>
            <translation>{0}（{2} の{1}）</translation>
        </message>
        <message>
            <source> — home base of {0}</source>
            <translation> — {0} の拠点</translation>
        </message>
        <message>
            <source>Team colour</source>
            <translation>陣営の色</translation>
        </message>
        <message>
            <source>Team {0}</source>
            <translation>陣営{0}</translation>
        </message>
        <message>
            <source>Nothing to apply: {0}'s fields are as the war has them.</source>
            <translation>適用するものはありません: {0} の欄は戦争のとおりです。</translation>
        </message>
        <message>
            <source>
Not applied: put it right and close, or press Close again to drop these changes.</source>
            <translation>
適用していません：直してから閉じるか、もう一度「閉じる」を押すとこの変更を捨てます。</translation>
        </message>
        <message>
            <source>{0} still has characters and there is no other team to move them to: add a team first, or take them out of the team.</source>
            <translation>{0} にはまだキャラクターがいますが、移せる陣営がありません: 先に陣営を追加するか、キャラクターを陣営から外してください。</translation>
        </message>
        <message>
            <source>Remove {0}</source>
            <translation>{0} を削除</translation>
        </message>
        <message>
            <source>{0} still has characters. Move them (and its home bases) to:</source>
            <translation>{0} にはまだキャラクターがいます。キャラクター (と拠点) の移動先:</translation>
        </message>
    </context>
    <context>
        <name>TurnCommands</name>
        <message>
            <source>Compare Turns</source>
            <translation>ターンを比較</translation>
        </message>
        <message>
            <source>Back to Now</source>
            <extracomment>The setting that remembers the folder of the last posts read (gmdesk/ui/settings.py).</extracomment>
            <translation>現在に戻る</translation>
        </message>
        <message>
            <source>The map shows a moment of a resolved turn; go back to the war as it is now</source>
            <translation>地図は解決済みターンのある時点を表示しています。現在の戦争に戻ります</translation>
        </message>
        <message>
            <source>Read the night's posts</source>
            <extracomment>The status line that says which moment the map shows (cleared when the map returns to now). The last "Resolve anyway?" question (kept so tests and the GM can reach it).</extracomment>
            <translation type="vanished">その夜の投稿を読む</translation>
        </message>
        <message>
            <source>Read the posts for {0}</source>
            <extracomment>The status line that says which moment the map shows (cleared when the map returns to now). The last "Resolve anyway?" question (kept so tests and the GM can reach it).</extracomment>
            <translation>{0} の投稿を読む</translation>
        </message>
        <message>
            <source>Posts (*.txt *.md *.bbcode);;All files (*)</source>
            <translation>投稿 (*.txt *.md *.bbcode);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>No turn resolved yet: resolve one, then write its updates</source>
            <translation>まだ解決したターンがありません: ターンを解決してから更新文を書いてください</translation>
        </message>
        <message>
            <source>The map shows {0} after event {1}: moves drawn as arrows; Back to Now returns</source>
            <translation>地図は{0} のイベント {1} の後を表示中：移動は矢印、「現在に戻る」で戻ります</translation>
        </message>
        <message>
            <source>Cast — now, not at the map's moment</source>
            <translation>キャスト — 現在の状態（地図が示す時点ではありません）</translation>
        </message>
    </context>
    <context>
        <name>TurnCompare</name>
        <message>
            <source>Kind</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>Actors</source>
            <translation>行為者</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>出来事</translation>
        </message>
        <message>
            <source>Turn {0}</source>
            <extracomment>The war-after differences listed before the rest is summed up in one line. Where a line keeps the index of its event in the turn.</extracomment>
            <translation type="vanished">ターン {0}</translation>
        </message>
        <message>
            <source>Only differences</source>
            <extracomment>The war-after differences listed before the rest is summed up in one line. Where a line keeps the index of its event in the turn.</extracomment>
            <translation>相違点のみ</translation>
        </message>
        <message>
            <source>against</source>
            <translation>比較対象</translation>
        </message>
        <message>
            <source>{0} is gone (accepted or discarded)</source>
            <translation>{0} はもうありません（採用または破棄済み）</translation>
        </message>
        <message>
            <source>{0}: {1} events, {2} not in the other</source>
            <translation>{0}: イベント {1} 件、うち相手にないもの {2} 件</translation>
        </message>
        <message>
            <source>The same events</source>
            <translation>同じイベント</translation>
        </message>
        <message>
            <source>− {0} only in {1} · + {2} only in {3}</source>
            <translation>− {1} のみ {0} 件 · + {3} のみ {2} 件</translation>
        </message>
        <message>
            <source>The war after {0} differs from the war after {1} in {2} fields:</source>
            <translation>{0} 後の戦争は {1} 後の戦争と {2} 項目が異なります:</translation>
        </message>
        <message>
            <source>The war after {0} differs from the war after {1} in {2} field:</source>
            <translation>{0} 後の戦争は {1} 後の戦争と {2} 項目が異なります:</translation>
        </message>
        <message>
            <source>and {0} more</source>
            <translation>ほか {0} 件</translation>
        </message>
        <message>
            <source>No turn resolved yet</source>
            <translation>まだ解決したターンはありません</translation>
        </message>
    </context>
    <context>
        <name>TurnDesk</name>
        <message>
            <source>Resolve turn</source>
            <extracomment>The question being asked, if any (kept so tests and the GM can reach it). The last error shown (refused orders, a file that cannot be written). The question asked before a post's orders replace orders the GM gave by hand (kept for tests). Refusals of the last resolve, by order index (cleared when the orders change). The document changed while the desk was hidden: redraw when shown.</extracomment>
            <translation>ターンを解決</translation>
        </message>
        <message>
            <source>GM ruling…</source>
            <translation>GM 裁定…</translation>
        </message>
        <message>
            <source>Override a value of the last resolved turn's result (kept with that turn, so it survives replay)</source>
            <translation>最後に解決したターンの結果の値を上書きする (そのターンと一緒に残り、再解決でも保たれる)</translation>
        </message>
        <message>
            <source>Correct a past turn…</source>
            <translation>過去のターンを修正…</translation>
        </message>
        <message>
            <source>Change a resolved turn's orders and re-resolve the history from there</source>
            <translation>解決済みのターンの命令を変え、そこから履歴を再解決する</translation>
        </message>
        <message>
            <source>Answer…</source>
            <translation>回答…</translation>
        </message>
        <message>
            <source>{0} waits for an answer: {1} ({2})</source>
            <translation>{0} は回答待ち: {1} ({2})</translation>
        </message>
        <message>
            <source>{0} was not resolved</source>
            <translation>{0} は解決されませんでした</translation>
        </message>
        <message>
            <source>{0} was not resolved: the rules refuse {1} order. Change or remove them and resolve again.</source>
            <translation>{0} は解決されませんでした：ルールが{1}件の命令を認めません。変更するか削除して、もう一度解決してください。</translation>
        </message>
        <message>
            <source>{0} was not resolved: the rules refuse {1} orders. Change or remove them and resolve again.</source>
            <translation>{0} は解決されませんでした：ルールが{1}件の命令を認めません。変更するか削除して、もう一度解決してください。</translation>
        </message>
        <message>
            <source>Turn {0} — orders for the coming turn</source>
            <translation type="vanished">ターン {0} — 次のターンの命令</translation>
        </message>
        <message>
            <source>1 battle going on</source>
            <translation>戦闘 1 件が進行中</translation>
        </message>
        <message>
            <source>{0} battles going on</source>
            <translation>戦闘 {0} 件が進行中</translation>
        </message>
        <message>
            <source>no battle going on</source>
            <translation>進行中の戦闘なし</translation>
        </message>
        <message>
            <source>{0} — orders for the coming turn</source>
            <translation>{0} — 次のターンの命令</translation>
        </message>
        <message>
            <source>last resolved: {0}</source>
            <translation>最後に解決: {0}</translation>
        </message>
        <message>
            <source>no turn resolved yet</source>
            <translation>まだ解決したターンなし</translation>
        </message>
        <message>
            <source>last resolved: turn {0}</source>
            <translation type="vanished">最後に解決: ターン {0}</translation>
        </message>
        <message>
            <source> · read-only ({0})</source>
            <translation> · 読み取り専用 ({0})</translation>
        </message>
        <message>
            <source>1 order</source>
            <translation>命令 1 件</translation>
        </message>
        <message>
            <source>{0} orders</source>
            <translation>命令 {0} 件</translation>
        </message>
        <message>
            <source>… and {0} more</source>
            <translation>…ほか {0} 件</translation>
        </message>
        <message>
            <source>The post of {0} gives {1}. They replace the team's {2} for the coming turn; not in the post ({3}):</source>
            <translation>{0} の投稿には{1}があります。次のターンのこのチームの{2}と置き換わります。投稿にない命令（{3}）：</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z) brings them back.</source>
            <translation>元に戻す（Ctrl+Z）で戻せます。</translation>
        </message>
        <message>
            <source>Use the post's orders</source>
            <translation>投稿の命令を使う</translation>
        </message>
        <message>
            <source>Replace them</source>
            <translation>置き換える</translation>
        </message>
        <message>
            <source>Keep them too</source>
            <translation>残して追加する</translation>
        </message>
        <message>
            <source>Keep the team's orders that are not in the post, and add the post's</source>
            <translation>投稿にないチームの命令を残し、投稿の命令を加えます</translation>
        </message>
        <message>
            <source>{0} posts read: {1} orders, {2} lines unsure{3}, {4} order lines unread, {5} lines of prose/quotes.</source>
            <translation>{0} 件の投稿を読み取りました：命令 {1} 件、不確かな行 {2} 行{3}、未読の命令行 {4} 行、文章・引用 {5} 行。</translation>
        </message>
        <message>
            <source>Turn {0} waits for an answer: {1} ({2})</source>
            <translation type="vanished">ターン {0} は回答待ち: {1} ({2})</translation>
        </message>
        <message>
            <source>Pick a character of the team whose post to use.</source>
            <translation>投稿を使う陣営のキャラクターを選んでください。</translation>
        </message>
        <message>
            <source>No orders from the post</source>
            <translation>投稿から命令がありません</translation>
        </message>
        <message>
            <source>No order to use: {0}</source>
            <translation>使える命令がありません: {0}</translation>
        </message>
        <message>
            <source>The posts were not read</source>
            <translation>投稿を読めませんでした</translation>
        </message>
        <message>
            <source> (pick their readings in the post box: {0})</source>
            <translation>（投稿欄で解釈を選んでください：{0}）</translation>
        </message>
        <message>
            <source>{0} posts read: {1} orders, {2} lines unsure{3}, {4} lines unread.</source>
            <translation type="vanished">{0} 件の投稿を読み取りました：命令 {1} 件、不確かな行 {2} 行{3}、未読の行 {4} 行。</translation>
        </message>
        <message>
            <source>orders from the post of {0}</source>
            <translation>{0}の投稿から命令</translation>
        </message>
        <message>
            <source>move the post to {0}</source>
            <translation>投稿を {0} に移す</translation>
        </message>
        <message>
            <source>Turn {0} was not resolved</source>
            <translation type="vanished">ターン {0} は解決されませんでした</translation>
        </message>
        <message>
            <source>Rule: {0}</source>
            <translation>ルール: {0}</translation>
        </message>
        <message>
            <source>Turn {0} was not resolved: the rules refuse {1} order. Change or remove them and resolve again.</source>
            <translation type="vanished">ターン {0} は解決されませんでした：ルールが{1}件の命令を認めません。変更するか削除して、もう一度解決してください。</translation>
        </message>
        <message>
            <source>Turn {0} was not resolved: the rules refuse {1} orders. Change or remove them and resolve again.</source>
            <translation type="vanished">ターン {0} は解決されませんでした：ルールが{1}件の命令を認めません。変更するか削除して、もう一度解決してください。</translation>
        </message>
        <message>
            <source>Orders refused</source>
            <translation>命令が拒否されました</translation>
        </message>
        <message>
            <source>GM ruling</source>
            <translation>GM 裁定</translation>
        </message>
        <message>
            <source>Correct a past turn</source>
            <translation>過去のターンを修正</translation>
        </message>
    </context>
    <context>
        <name>Turns</name>
        <message>
            <source>Turn</source>
            <extracomment>The turn number on a row's first cell, or None on the row of the turn still waiting for answers.</extracomment>
            <translation>ターン</translation>
        </message>
        <message>
            <source>Resolved</source>
            <translation>解決日時</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>イベント</translation>
        </message>
        <message>
            <source>Waiting for</source>
            <translation>待っているもの</translation>
        </message>
        <message>
            <source>Turns</source>
            <extracomment>The GM selected a stored turn (its number). The GM asked for the updates of a stored turn (its number).</extracomment>
            <translation>ターン</translation>
        </message>
        <message>
            <source>Updates…</source>
            <translation>更新文…</translation>
        </message>
        <message>
            <source>The public and private updates of the selected turn (the last one by default), for the forum (Turn &gt; Updates…, Ctrl+U)</source>
            <translation>選んだターン (既定では最後のターン) のフォーラム用の公開・非公開更新文 (ターン &gt; 更新文…、Ctrl+U)</translation>
        </message>
        <message>
            <source>Turn </source>
            <translation type="vanished">ターン </translation>
        </message>
        <message>
            <source>Go to a stored turn: type its number and press Enter (the Timeline and the Events show it)</source>
            <translation>記録済みのターンへ移動: 番号を入力して Enter (タイムラインとイベントに表示)</translation>
        </message>
        <message>
            <source>Turn {0} is next ({1})</source>
            <translation type="vanished">次はターン {0} ({1})</translation>
        </message>
        <message>
            <source>{0} is next ({1})</source>
            <translation>次は{0} ({1})</translation>
        </message>
        <message>
            <source>1 turn resolved</source>
            <translation>1 ターン解決済み</translation>
        </message>
        <message>
            <source>{0} turns resolved</source>
            <translation>{0} ターン解決済み</translation>
        </message>
        <message>
            <source>no turn resolved yet</source>
            <translation>まだ解決したターンなし</translation>
        </message>
        <message>
            <source> (and {0} more)</source>
            <translation> (ほか {0} 件)</translation>
        </message>
        <message>
            <source>{0} waits for an answer: {1}</source>
            <translation>{0} は回答待ち: {1}</translation>
        </message>
        <message>
            <source>Turn {0} waits for an answer: {1}</source>
            <translation type="vanished">ターン {0} は回答待ち: {1}</translation>
        </message>
        <message>
            <source> of {0}</source>
            <translation> / {0}</translation>
        </message>
        <message>
            <source>Turn {0}</source>
            <translation type="vanished">ターン {0}</translation>
        </message>
        <message>
            <source>{0} answer(s)</source>
            <translation>回答 {0} 件</translation>
        </message>
        <message>
            <source>{0} ruling(s)</source>
            <translation>裁定 {0} 件</translation>
        </message>
        <message>
            <source>{0} events from {1} orders</source>
            <extracomment>Rows checked at a time (their lists read to see they are whole) when the view first shows one of them. Reads the checked summaries of turns ``first``–``last``. The ruleset's word for a turn (Night, 夜), read once: a row says "Night 2" as the dock's heading does.</extracomment>
            <translation>命令 {1} 件からイベント {0} 件</translation>
        </message>
        <message>
            <source>this turn's row is damaged: gmdesk check FILE says how</source>
            <translation>このターンの行は壊れています: gmdesk check FILE で詳細を確認できます</translation>
        </message>
        <message>
            <source>not yet</source>
            <translation>未解決</translation>
        </message>
        <message>
            <source>answer {0}: {1}</source>
            <extracomment>A turn was resolved and stored (its :class:`~gmdesk.store.turns.StoredTurn`, events as the engine made them); the document already holds the war after it. The questions the coming turn waits for changed (a list of :class:`PendingDecision`, maybe empty).</extracomment>
            <translation>{0}に回答：{1}</translation>
        </message>
    </context>
    <context>
        <name>TypedTurn</name>
        <message>
            <source>Pick a turn, or type its number and press Enter</source>
            <translation>ターンを選ぶか、番号を入力して Enter</translation>
        </message>
    </context>
    <context>
        <name>UpdatesWindow</name>
        <message>
            <source>BBCode</source>
            <translation>BBCode</translation>
        </message>
        <message>
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <source>Plain text</source>
            <translation>プレーンテキスト</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Updates</source>
            <translation>更新文</translation>
        </message>
        <message>
            <source>Night </source>
            <translation type="vanished">夜 </translation>
        </message>
        <message>
            <source>Night</source>
            <translation>夜</translation>
        </message>
        <message>
            <source>Action turn</source>
            <translation>行動ターン</translation>
        </message>
        <message>
            <source>Copy {0}'s update to the clipboard</source>
            <translation>{0} の更新をクリップボードにコピー</translation>
        </message>
        <message>
            <source>The language the players read: the forum's, which need not be this window's (kept with the war)</source>
            <translation>プレイヤーが読む言語（フォーラムの言語。このウィンドウの言語と同じでなくてよい。戦争と一緒に保存）</translation>
        </message>
        <message>
            <source>Questions waiting</source>
            <translation>待っている質問</translation>
        </message>
        <message>
            <source>The coming turn waits for answers: show each team asked its questions, to send before resolving again</source>
            <translation>次のターンが回答を待っています: 質問された各陣営にその質問を表示し、再度解決する前に送ります</translation>
        </message>
        <message>
            <source>Save All…</source>
            <translation>すべて保存…</translation>
        </message>
        <message>
            <source>Write the public update and every team's update into a folder, one file each</source>
            <translation>公開更新文と各陣営の更新文を、一つずつファイルにしてフォルダへ書き出す</translation>
        </message>
        <message>
            <source>Turn:</source>
            <translation>ターン:</translation>
        </message>
        <message>
            <source>Format:</source>
            <translation>形式:</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>言語:</translation>
        </message>
        <message>
            <source>Focus:</source>
            <translation>焦点:</translation>
        </message>
        <message>
            <source>then:</source>
            <translation>次に：</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>表示:</translation>
        </message>
        <message>
            <source>Public update</source>
            <translation>公開更新文</translation>
        </message>
        <message>
            <source>(default)</source>
            <translation>（既定）</translation>
        </message>
        <message>
            <source>The public update's focus character (ap-sp 000:L653-657): the first, and the one who takes over on the first's death</source>
            <translation>公開更新文の焦点となるキャラクター (ap-sp 000:L653-657): 一人目と、一人目の死後に引き継ぐ者</translation>
        </message>
        <message>
            <source>No resolved turn to write updates for.</source>
            <translation>更新文を書ける解決済みターンがありません。</translation>
        </message>
        <message>
            <source>{0}: copied to the clipboard, ready to paste on the forum.</source>
            <translation>{0}：クリップボードにコピーしました。フォーラムに貼り付けられます。</translation>
        </message>
        <message>
            <source>{0} {1} waits for answers from {2} team(s): send each its questions, then answer them at the desk.</source>
            <translation>{0} {1} は{2}陣営の回答を待っています：各陣営に質問を送り、回答をデスクで入力してください。</translation>
        </message>
        <message>
            <source>{0} {1}: {2} team updates and the public one, each made only from what that reader may know.</source>
            <translation>{0} {1}：陣営向け更新{2}件と公開更新。どれも読み手が知りうることだけから作られています。</translation>
        </message>
        <message>
            <source>Night {0} waits for answers from {1} team(s): send each its questions, then answer them at the desk.</source>
            <translation type="vanished">第{0}夜は{1}陣営の回答を待っています：各陣営に質問を送り、回答をデスクで入力してください。</translation>
        </message>
        <message>
            <source>Night {0}: {1} team updates and the public one, each made only from what that reader may know.</source>
            <translation type="vanished">第{0}夜：陣営向け更新{1}件と公開更新。どれも読み手が知りうることだけから作られています。</translation>
        </message>
        <message>
            <source>Save All Updates To</source>
            <translation>すべての更新文の保存先</translation>
        </message>
        <message>
            <source>Save All Updates</source>
            <translation>すべての更新文を保存</translation>
        </message>
        <message>
            <source>Saved {0} updates in {1} ({2}, …).</source>
            <translation>更新{0}件を {1} に保存しました（{2} など）。</translation>
        </message>
    </context>
    <context>
        <name>View</name>
        <message>
            <source>Click an event · ← → step · wheel zooms · drag scrolls</source>
            <extracomment>The selected event's ``seq``. The moment: the turn as it stood after the event with this ``seq``. What the shown events are, in the ruleset's word ("Night 3", "Night 3 — re-resolution proposal-t2"; "" when none).</extracomment>
            <translation>イベントをクリック · ← → で移動 · ホイールで拡大縮小 · ドラッグでスクロール</translation>
        </message>
        <message>
            <source>Whole turn</source>
            <translation>ターン全体</translation>
        </message>
        <message>
            <source>Zoom out to every event of the turn</source>
            <translation>ターンのすべてのイベントが見えるまで縮小する</translation>
        </message>
        <message>
            <source>No turn shown</source>
            <translation>表示中のターンなし</translation>
        </message>
        <message>
            <source> — re-resolution {0}</source>
            <translation> — 再解決 {0}</translation>
        </message>
        <message>
            <source>{0}: cannot be read ({1})</source>
            <translation>{0}: 読めません ({1})</translation>
        </message>
        <message>
            <source>Turn {0}</source>
            <translation type="vanished">ターン {0}</translation>
        </message>
        <message>
            <source>{0} · {1} events in {2} phases</source>
            <translation>{0} · {2} フェイズにイベント {1} 件</translation>
        </message>
        <message>
            <source>Select an event to read it whole.</source>
            <translation>イベントを選ぶと全文を読めます。</translation>
        </message>
        <message>
            <source>This turn has no events.</source>
            <translation>このターンにイベントはありません。</translation>
        </message>
        <message>
            <source>no events</source>
            <translation>イベントなし</translation>
        </message>
        <message>
            <source>Turn {0}: cannot be read ({1})</source>
            <translation type="vanished">ターン {0}: 読めません ({1})</translation>
        </message>
        <message>
            <source>Resolve a turn, then pick it to see its phases here.</source>
            <translation>ターンを解決して選ぶと、ここにフェイズが表示されます。</translation>
        </message>
        <message>
            <source>the timeline shows no turn</source>
            <translation>タイムラインにターンが表示されていません</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <source>&lt;h2&gt;gmdesk&lt;/h2&gt;&lt;p&gt;No war is open.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;gmdesk&lt;/h2&gt;&lt;p&gt;戦争が開かれていません。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>New War…</source>
            <translation>新しい戦争…</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>開く…</translation>
        </message>
        <message>
            <source>Open a Sample War</source>
            <translation>サンプルの戦争を開く</translation>
        </message>
        <message>
            <source>Recent wars:</source>
            <translation>最近の戦争:</translation>
        </message>
        <message>
            <source>Double-click or press Enter to open</source>
            <translation>ダブルクリックか Enter で開く</translation>
        </message>
    </context>
</TS>
