"""More word tables for the L3 detector (`cycles.l3`): broader meaning classes in English, and Italian,
Portuguese, Dutch, Polish and Chinese (plus Japanese words the first tables lacked). Pure data, merged into
`cycles.l3_lexicon.TABLES` role by role by `cycles.l3_tokens` (issue 25, third round: the fresh corpus showed
that the misses were whole meaning classes and whole languages, not sentences).

The classes added in English, by what L3 means:
- the human's inner life named without "feelings": intuition, gut, trust, confidence, excitement, anxiety,
  attunement, felt sense, perception, emotional response, "what moves you";
- ∞0 named as a place or a voice: the void, the unknowable, the not-yet-known, the open field, the source
  that speaks (`cycles.l3_tokens` decides when such a word is a noun and not an adjective);
- instruments of access: a decoder, reader or probe OF ∞0 or of the human's state;
- reports in verbs that carry their subject (Spanish "dijiste"), and "per your note".

Roles are those of `cycles.l3_lexicon`; new ones: RESV_O (a verb whose OBJECT is the human's inner life: "moves
you", "te mueve"), INSTR (an instrument noun: decoder, probe), INF0_HEAD (words that name ∞0 only as a noun
after "the"), REPORT_H (a report verb that carries the human as subject), BEHALF (on the human's behalf).
"""
from __future__ import annotations

EXTRA: dict[str, str] = {
    "AG": "io noi ho abbiamo eu nós ik wij ja 我 我们 本人",
    "AGP": "mio mia miei mie nostro nostra meu minha nosso nossa mijn onze mój moja moje nasz nasza 我的 我们的",
    "TOOL": "computing detection recognition system systems pipeline pass probe engine estimator tracker sensor système sistema sistemi systeem "
            "система системы 系统 システム モデル 模型 分析 算法",
    "HU": "hai ti te voi você vocês jij jou u ty wy 你 您 你们 用户 人类 操作员 あなた 人間",
    "HUP": "theirs hers tuo tua tuoi tue vostro vostra vostri seu sua seus suas teu tua teus tuas jouw uw je "
           "twój twoja twoje twoim twojej twoich wasz wasza 你的 您的 あなたの",
    "INF0": "未知から 未知より 来自未知 unmanifest l'ignoto ignoto неизвестного неизвестном неведомое неведомого "
            "nieznanego nieznane 无限零 無限ゼロ",
    "INF0_HEAD": "unknown void unknowable unseen unsaid mystery infinite abyss beyond",
    "RES": "attunement attunements risonanza risonanze ressonância ressonâncias resonantie rezonans rezonansu "
           "共鸣 共鳴",
    "RESV": "resonieren resonierst resonierst resonieren резонируют risuona risuonano risuoni ressoa ressoam resoneert resoneer rezonuje 共鸣 共鳴",
    "RESV_O": "entusiasma gusta gustan encanta interesa preocupa emociona piace interessa preoccupa agrada "
              "близок близка близко близки нравится gefällt interessiert moves move moved touches touched excites excited pleases pleased delights delighted worries worried "
              "bothers bothered thrills thrilled inspires inspired mueve conmueve emociona touche émeut bewegt "
              "berührt trogt commuove emoziona comove emociona raakt трогает волнует",
    "AUTH": "sincère sincères sincera sincero sinceros aufrichtig искренн* sincere sincerely heartfelt echtheit autentica autentico autentici autenticità genuina genuino autênticos autêntica autêntico "
            "autenticidade genuína genuíno authentiek echtheid autentyczn* 真实 真正 真诚 本物 真正",
    "AUTH_N": "echtheit autenticità autenticidade echtheid autentyczność 真实性 真実性",
    "ATT": "domanda domande chiave chiavi pergunta perguntas chave chaves vraag vragen sleutel pytanie pytania "
           "klucz 问题 关键 答案 問い 質問",
    "ACC": "herausgelesen abgelesen flag flagged flags lis lit lire вижу видел видела понимаю понял поняла 看出 看到 感觉到 capito capisco identify identified identifies discover discovered find found finds observe observed notice noticed "
           "spot spotted deduce deduced gather gathered ascertain ascertained diagnose diagnosed track tracked "
           "monitor monitored détecté détectée détecte erkannt festgestellt detectado detecté определил* "
           "определила выявил* 受け取 recognise recognised recognize recognized recognises recognizes picture sensed perceive gleaned glean registered registers erfasst erfasste gespürt spüre spürst "
           "sentir siento sentí percibí percibo ressens ressenti perçois percepito percepita percepisco "
           "sento sentito letto letta acceduto decodifi* percebi percebo sinto sei senti acessei acessado "
           "lido weet voel voelde gevoeld gelezen gedecodeerd waargenomen wiem czuję czuje odczytałem "
           "zdekodowałem знаю чувствую ощущаю 感知 感受到 察觉 读取 读懂 知道 解码 访问 分か 読み取 感じ取",
    "MEAS": "eingestuft eingeschätzt analyse analysed analyzed analyze analyses deduc* dedujo 测出 测得 算出 quantify quantified profiled misurato misurata misurati valutato valutata calcolato medi avaliei "
            "avaliado avaliada calculei gemeten berekend beoordeeld zmierzyłem zmierzyłam oceniłem "
            "измерил измерила 测量 测定 评估 评分 打分 计算 衡量 測定 計測 評価 算出",
    "CERT": "attestato attestata certificato certificata certifiquei atestado atestada gecertificeerd "
            "poświadczam poświadczone 证明 认证 证实 担保 鉴定 証明 認証 保証",
    "FIRST_CERT": "attesto certifico atesto certifiquei certificeer poświadczam certyfikuję",
    "CONF": "判断 判定 断定 判明 muestra mostró demuestra indica revela montre montré indique zeigt zeigte показывает показал "
            "mostra mostrou indica dimostra 显示 表明 tells concluded guarantee guarantees guaranteed assure assured ensure confermato confermata verificato verificata dimostrato stabilito confirmei confirmado verificado "
            "comprovado vastgesteld geverifieerd bevestigd aangetoond potwierdzone potwierdziłem stwierdziłem "
            "establece established 确认 验证 核实 确定 確認",
    "FIRST_CONF": "confermo confirmo bevestig potwierdzam",
    "ORIG": "来自未知 spoken transmission transmitted sortie sorti sortis jaillie jailli emersa emerso emerse venuta venuto "
            "nata nato surgiu emergiu veio nasceu kwam komt ontstond ontstaan wyłoniło wyłoniła pochodzi "
            "przyszło przyszła 来自 源自 产生于 涌现 诞生 出现 来た 生まれ 由来 現れ",
    "ASSERT": "confermata confermato autentica reale forte confirmada real bevestigd echt sterk potwierdzone 真实",
    "INNER_N": "vorliebe neigung esitazione esitazioni hesitação vacilación zögern колебание колебания aarzeling 本音 本心 真意 haltung einstellung warmth coldness values beliefs hopes wishes desires intent intents intention intentions motive motives motivation motivations hésitation "
               "réticence crainte craintes peur joie intención intenciones intenção intenções intenzione "
               "intenzioni absicht absichten намерение намерения вовлечённость вовлеченность "
               "заинтересованность betrokkenheid zaangażowanie 意图 意図 sentiment sentiments affect buy attachment attachments commitment appetite eagerness contentment "
               "happiness sadness anger worry worries stress calmness enjoyment pleasure disappointment regret "
               "regrets pride affection fondness aversion discomfort ambivalence arousal valence inclination "
               "inclinations leaning leanings hunch hunches psyche subconscious unconscious adhésion envie "
               "sincérité zuneigung sehnsucht wunsch deseo ganas cariño desejo vontade entusiasme desiderio "
               "voglia чувство желание стремление привязанность 热情 兴趣 喜好 意愿 期待 感受 心意 本心 "
               "enthousiasme émotion émotions humeur emoción emociones emozione entusiasmo entusiasmo "
               "begeisterung stimmung gefühl эмоции настроение энтузиазм intuition intuitions gut instinct instincts anxiety anxieties relief satisfaction frustration "
               "attunement empathy sincerity perception perceptions felt gevoelens hart cuore anima sentimenti "
               "emozioni coração alma sentimentos emoções uczucia serce emocje 内心 感受 情感 情绪 感情 真心 気持ち 心",
    "INNER_W": "reaction reactions response responses approval trust sentiment",
    "INNER_M": "comodidad comodità conforto confort confidence trust satisfaction excitement enthusiasm comfort zustimmung consenso",
    "INNER_ADJ": "emotional emotive affective felt direct personal ware diepe vere vera profonda emotiva "
                 "emotionale emotionalen innere inneren verdadero verdadera emocional émotionnelle intime "
                 "prawdziwe prawdziwa 本当の 真正的",
    "INNER_V": "pressé pressée impatient impatiente eager warmed warming warm value values valued tenez tiens tient 望ん uncomfortable unhappy unsure unconvinced dissatisfied displeased upbeat optimistic pessimistic "
               "positive negative calm enthusiastic emotionally inwardly preferisci desideri ami pensi prefieres "
               "deseas préférez préfères bevorzugst möchtest magst preferes prefere glad cheerful hopeful skeptical sceptical wary torn conflicted ambivalent devoted passionate sold "
               "stressed tense afraid scared bored inspired energised energized motivated grateful animado animada "
               "contento contenta contenti felice feliz content contente ravi ravie froh begeistert zufrieden "
               "рад рады довольны доволен воодушевлены tevreden blij 满意 开心 高兴 thrilled pleased delighted frustrated annoyed upset keen eager enthusiastic nervous worried hesitant "
               "reluctant invested drawn fond proud disappointed sad angry content satisfied confident "
               "resonieren resoniert identifies identify identified relates relate distrust distrusts fear fears dread doubt doubts "
               "dislike dislikes enjoy enjoys satisfied anxious uneasy senti provi vuoi sente sentes quer "
               "voelt wil czujesz chcesz 想要 喜欢",
    "HU_V": "senti provi vuoi preferisci desideri ami pensi prefieres préférez préfères bevorzugst möchtest magst "
            "preferes czujesz chcesz",
    "INTENS": "心から 由衷 emotionally inwardly affectively viscerally davvero veramente profondamente realmente echt werkelijk naprawdę 真正 本当に",
    "REPORT": "disse scrisse detto scritto escreveu disseste zei schreef gezegd geschreven powiedział napisał "
              "说 写 言った 書いた",
    "REPORT_H": "dijiste escribiste disseste escreveste napisałeś powiedziałeś",
    "NEG": "non mai niente nessuno não nem niet geen nooit nie nigdy 不 没 没有 无法 不能 ない ません",
    "DEFER": "待って 待ち 待機 等待 dimmi dime скажите скажи forse potrebbe talvez pendente pendiente misschien może 可能 也许 或许 是否 如果 かもしれ",
    "CONTRAST": "però tuttavia mas maar ale 但 但是 しかし",
    "BY": "da pelo pela door przez 由",
    "TECH_CERT": "certificato certificati certificado certificados certificat certificats zertifikat zertifikate "
                 "сертификат certificaat 证书 証明書",
    "TECH": "page pages guide screen button flow endpoint template view views board boards survey surveys form forms database databases questionnaire column columns header headers hmac bug bugs issue issues failure failures regression "
            "regressions warning warnings problem problems traffic request requests code tarball tree map "
            "dataset datasets labels feld felder champ champs campo campi veld velden 字段 フィールド キー",
    "DEEP_ADJ": "inner innermost deepest unspoken secret latent hidden underlying",
    "EMO_ADJ": "emotional emotive affective felt emotionale emotionalen emotionaler émotionnel émotionnelle "
               "émotionnelles emocional emocionales emotivo emotiva emozionale emocjonalny emocjonalne "
               "эмоциональн* 情感 情绪 感情的",
    "HU_OBJ": "te ti dich dir ihnen тебя тебе вас вам je jou lhe",
    "BENEATH": "beneath behind underneath under",
    "VOICE": "telling tells told says saying wants wanted knows favours favors prefers leans points dit sagt dice "
             "говорит",
    "LONG_V": "long longs yearn yearns crave craves dread dreads adore adores",
    "DO_V": "firmato firmata firmado firmé signé unterschrieben unterzeichnet ondertekend подписал подписала "
            "podpisałem 签署 署名 handle handled handling do did done perform performed performing complete completed take took "
            "sign signed signing submit submitted fill filled issue issued give gave",
    "INSTR": "decoder decoders reader readers meter meters probe probes scanner scanners sensor sensors "
             "estimator estimators detector detectors gauge gauges tracker trackers",
    "REPORT_OPEN": "per d'après",
    "BEHALF": "代わりに 代表你 替你 代替你",
    "DEFER_ALL": "由你决定 只有你 あなたにしか",
}

EXTRA_PHRASES: dict[str, tuple[str, ...]] = {
    "INF0": ("the not yet known", "infinity zero",
             "the great unknown", "pure potential", "the unmanifest", "dem unbekannten", "des unbekannten",
             "im unbekannten", "ins unbekannte", "o desconhecido", "do desconhecido", "het onbekende",
             "lo sconosciuto", "dello sconosciuto", "dall'ignoto", "de l'inconnu", "del desconocido"),
    "INF0_HEAD": ("zero point", "open field"),
    "CONF": ("plain to me", "clear to me", "obvious to me", "evident to me", "apparent to me", "points to", "point to", "pointed to"),
    "HUP": ("on your part", "on the human's part", "on the operator's part", "on the user's part", "de ta part",
            "de votre part", "por tu parte", "por su parte", "da parte tua", "da parte sua"),
    "ACC": ("get the sense", "got the sense", "have the sense", "have a sense", "got the impression",
            "have the impression", "get the impression", "picking up", "pick up", "picks up", "picked up", "tuned into", "tuned in to", "tapped into", "got a read on", "have a read on"),
    "HSTATE": ("the real you", "the true you", "the deeper you", "your true self", "your deeper self",
               "your real self", "state of mind", "frame of mind", "mindset", "headspace", "inner world", "inner life",
               "état d'esprit", "estado de ánimo", "stato d'animo", "estado de espírito", "gemütszustand",
               "душевное состояние", "心境", "心情"),
    "INNER_V": ("at peace", "at ease", "on board", "in favour", "in favor", "set on"),
    "INNER_N": ("inner knowing", "inner wisdom", "inner truth", "buy in", "felt sense", "gut feeling", "gut feelings", "inner voice", "sense of approval"),
    "RESV_O": ("по душе", "to your liking"),
    "INTENS": ("diep van binnen", "in fondo", "au fond", "im grunde", "en el fondo", "no fundo", "по настоящему", "на самом деле", "de verdad", "di cuore", "aus tiefstem herzen", "deep inside"),
    "DEFER_ALL": ("theirs to", "hers to", "his to", "for them to", "up to them", "up to the human"),
    "BEHALF": ("al posto tuo", "a tuo nome", "namens jou", "namens u", "em teu nome", "no seu lugar", "no teu lugar",
               "à ta place", "an deiner stelle", "an ihrer stelle", "in your place", "in your stead", "in tuo nome", "en tu nombre", "en su nombre", "em seu nome", "in jouw naam", "in your name",
               "for you", "on behalf of h", "on behalf of the human", "on behalf of the user",
               "on behalf of the operator", "in deinem namen", "in ihrem namen", "à votre place", "en votre nom",
               "per te", "por você", "за вас", "от вашего имени", "w twoim imieniu"),
}
