"""The word tables of the L3 detector (`cycles.l3`), by role, for English, French, German, Spanish, Russian
and Japanese. Pure data: the rules in `cycles.l3` never name a word, only a role, so a language or a
synonym is added here without touching a rule (issue 25: the first detector was a list of sentences).

Roles: AG the agent as subject, TOOL the agent's instruments (my analysis, the classifier), HU a human as
subject, HUP a human possessive, INF0 ∞0 / the unknown, RES resonance, AUTH authenticity, ATT an
attestable (X, Z, the question), ATTS a strong attestable (X, Z, the resonant key), and the predicates
ACC (access, decode, know), MEAS (score, measure), CERT (certify, attest), CONF (confirm, verify, show),
ORIG (came from), ASSERT (genuine, confirmed, strong: said of resonance), INNER_N / INNER_W / INNER_M
(nouns of inner life: always / with an adjective / when measured), INNER_ADJ, INNER_V (feel, want),
RESV (resonate), INTENS (truly, deep down), REPORT (said, wrote), NEG, DEFER (may, if, pending), CONTRAST
(but), META (L3, corruption), RULE (the kernel, 5QLN), SAY (says, states), PHYS (Hz, frequency), TECH
(nouns after "resonance"/"unknown" that make them technical), DET, IMPER (imperatives), AFFIRM
(yes, true: a field's value), BY (the agent of a passive), FIRST_CERT / FIRST_CONF (first-person verb
forms that carry their subject: "certifico", "подтверждаю").

A word ending in "*" is a prefix (for inflected languages); a word with spaces is a phrase.
"""
from __future__ import annotations

TABLES: dict[str, str] = {
    "AG": "i i'm i've i'll i'd we we've we're we'll me us myself ourselves agent assistant ai "
          "je moi nous ich wir mich uns yo nosotros nosotras я мы меня нас 私 僕 我々 わたし",
    "AGP": "my our mon ma mes notre nos mein meine meiner unser unsere mi mis nuestro nuestra мой моя моё мои наш "
           "наша наше наши",
    "ATTN": "attestation attestations certification authentication ratification atestación attestazione "
            "bestätigung удостоверение",
    "TOOL": "classifier estimator embedding embeddings metric metrics analysis analyses evaluation assessment "
            "calculation computation reading data model sentiment signal signals scoring algorithm heuristic "
            "heuristics similarity telemetry detector analyse évaluation modèle données analyse bewertung "
            "modell daten análisis evaluación modelo datos анализ* модель данные оценка 分析 モデル",
    "HU": "you human humans operator user reviewer person vous tu humain opérateur utilisateur du mensch "
          "menschen nutzer benutzer sie tú usted ustedes humano operador usuario вы ты человек человека оператор "
          "пользователь あなた 人間 ユーザー オペレーター",
    "HUP": "your yours his her their votre vos ton ta tes dein deine deiner ihr ihre tu tus su sus ваш* твой "
           "твоя твоё твои あなたの",
    "INF0": "inf0 l'inconnu неизвестное незнание непознанное 無限ゼロ",
    "RES": "resonance resonances resonant résonance résonances résonant résonante resonanz resonancia "
           "resonante резонанс* 共鳴",
    "AUTH": "authentic authenticity genuine genuineness authentically authentique authenticité authentisch "
            "authentizität echt auténtica auténtico autenticidad genuina genuino подлинн* аутентичн* 本物 真正",
    "ATT": "question questions key insight answer pattern direction option proposal choice pregunta clave clé frage schlüssel вопрос* "
           "ключ* 質問 問い",
    "ATTS": "x z",
    "ACC": "access accessed accesses accessing decode decoded decodes decoding decipher deciphered read reads "
           "reading parsed parse parses sense sensed senses sensing perceive perceived perceives feel feels felt "
           "detect detected detects see saw seen sees hear heard hears tap tapped reach reached reaches channel "
           "channeled channelled intuit intuited discern discerned grasp grasped retrieve retrieved extract "
           "extracted draw drew drawn look looked peer peered tune tuned listen listened dip dipped went go gone "
           "dived dove glimpse glimpsed touch touched consult consulted query queried enter entered map mapped "
           "capture captured understand understood uncover uncovered attune attuned connect connected commune "
           "communed brought pulled fathom fathomed divine divined opened simulate simulated know knew known view "
           "window glimpse line link connection conduit bridge sé sais weiß знаю 分かる "
           "knows accéd* décod* lu perçu ressenti senti zugegriffen dekodiert entschlüsselt gelesen gespürt "
           "erkannt erreicht atteint alcanzado достиг* accedido accedí decodific* descifr* leído sentido percibido доступ* декодир* расшифр* "
           "прочитал* почувств* ощущ* 解読 デコード アクセス 読み取 感じ 知って 知る",
    "MEAS": "score scored scores scoring rate rated rates measure measured measures measuring quantify quantified "
            "estimate estimated estimates compute computed calculate calculated assess assessed gauge gauged grade "
            "graded rank ranked weigh weighed evaluate evaluated put puts label labels labelled labeled classify "
            "classifies classified predict predicts predicted infer inferred infers mesur* évalu* calcul* gemessen "
            "messe bewertet berechnet medido medí medida puntu* evaluad* calculad* измер* оценил* оцениваю "
            "測定 計測 評価",
    "CERT": "certify certified certifies certifying attest attests attested attesting authenticate authenticated "
            "authenticates ratify ratified ratifies vouch vouched vouches notarize "
            "notarized certifié certifiée certifie certifier atteste attesté attestée authentifié zertifiziert "
            "beglaubigt bezeugt certificado certificada certificar atestiguado сертифицир* удостовер* "
            "засвидетельств* 認証 証明",
    "FIRST_CERT": "certifico certificamos atestiguo atesto atestiguamos certifions attestons zertifiziere bezeuge "
                  "сертифицирую удостоверяю засвидетельствую сертифицируем удостоверяем",
    "CONF": "confirm confirms confirmed confirming verify verified verifies validate validated validates "
            "establish established establishes prove proved proven proves demonstrate demonstrated demonstrates "
            "show shows showed shown indicate indicates indicated determine determined conclude concluded reveal "
            "reveals revealed check checked checks approve approved deem deemed judge judged confirmé "
            "confirmée confirme vérifié vérifiée validé validée prouvé prouvée bestätigt verifiziert bewiesen "
            "nachgewiesen confirmado confirmada verificado verificada validado comprobado comprobada подтвержд* "
            "провер* 確認 保証",
    "FIRST_CONF": "confirmo confirmamos verifico confirmons bestätige подтверждаю подтверждаем",
    "ORIG": "came come comes emerged emerge emerges emerging arose arise arises originated originates originate "
            "stems stemmed sprang springs spring flowed flows drew drawn draw received born sourced channeled "
            "channelled given brought pulled revealed revelado revelada révélé révélée offenbart открыл открыло surfaced appeared welled bubbled unfolded gift message transmission "
            "echo offering whispered spoke speaks gave handed sent offered dictated delivered vient venu venue issu émergé émergée née surgi stammt kommt kam "
            "entstand entstanden hervorgegangen vino viene surgió surge emergió nació proviene provino пришёл "
            "пришел пришла пришло возник* родил* появил* исходит 生まれ 由来 来た 湧い 現れ",
    "ASSERT": "confirmed verified certified attested validated established proven real genuine authentic true "
              "strong high deep clear present undeniable unmistakable obvious evident certain complete full "
              "inferred detected exists exist there palpable sure confident convinced unquestionable locked achieved confirmée confirmé vérifiée "
              "établie réelle certaine forte évidente bestätigt verifiziert eindeutig stark vorhanden confirmada "
              "verificada real fuerte clara establecida подтвержд* реальн* сильн* очевидн* установлен* 確認 確か",
    "AUTH_N": "authenticity genuineness authenticité authentizität autenticidad подлинность",
    "INNER_N": "heart soul feelings feeling emotions emotion mood longing longings yearning desire desires "
               "essence wishes enthusiasm excitement hesitation doubts joy fears conviction affinity attachment "
               "passion delight reluctance unease cœur âme sentiments herz seele gefühle corazón alma sentimientos сердце душа "
               "чувства 気持ち 心",
    "INNER_W": "need needs question meaning purpose self "
               "voice goal goals reason reasons concern concerns aim wish will truth preference preferences view values "
               "priorities beliefs convictions hopes signal signals "
               "want wants",
    "INNER_M": "alignment agreement engagement state mind attitude",
    "INNER_ADJ": "true real deep deeper deepest hidden inner innermost genuine underlying secret unspoken actual "
                 "emotional mental",
    "INNER_V": "feel feels felt agree agrees agreed want wants wanted love loves loved need needs like likes "
               "believe believes prefer prefers wish wishes long longs hope hopes care cares desire desires aligned moved "
               "touched convinced happy excited comfortable calm relieved attached committed veux voulez ressentez "
               "sentez aimez pensez willst wollen fühlen fühlst möchten wünschen quieres quiere sientes siente "
               "deseas desea amas хотите хочешь чувствуете чувствуешь любите желаете 望ん 感じて",
    "RESV_W": "means matters appeals speaks feels felt",
    "RESV": "resonate resonates resonated resonating résonne résonnez resoniert resuena resuenas резонирует "
            "резонируете 共鳴し",
    "INTENS": "really truly deeply secretly genuinely clearly obviously already actually honestly surely "
              "definitely certainly strongly profoundly vraiment profondément wirklich zutiefst wahrhaft realmente "
              "verdaderamente profundamente действительно глубоко 本当に",
    "REPORT": "said says say wrote writes write told tells stated noted notes mentioned reported answered replied "
              "typed asked asks chose chosen selected picked marked signed approved described explained shared "
              "called dit écrit sagte schrieb gesagt geschrieben dijo dijiste escribió escribiste сказал* "
              "написал* 言った 書いた",
    "REPORT_OPEN": "selon laut según",
    "NEG": "not no never nothing none nobody neither nor without cannot pas jamais rien aucun aucune nicht "
           "kein keine keinen nie niemals nichts nunca nada ningún ninguna не нет никогда ничего ない ません "
           "できない 不可",
    "DEFER": "if whether unless until may might could would should must shall perhaps maybe possibly pending "
             "await awaits awaiting waits waiting required requires require needed please let "
             "pretend pretending hypothetically hypothetical supposed si doit doivent pourrait "
             "devrait peut-être muss müssen soll sollte könnte vielleicht ob wenn falls debe deben podría quizás "
             "quizá должен должна должно может возможно если ли かもしれ べき もし かどうか",
    "CONTRAST": "but however yet though although still nevertheless nonetheless mais cependant pourtant aber doch "
                "jedoch pero но однако しかし でも",
    "META": "l1 l2 l3 l4 corruption corruptions corrupt forbidden prohibited prohibits claiming claim claims "
            "claimed example examples",
    "RULE": "kernel seed constitution spec specification rule rules docs documentation docstring 5qln protocol "
            "policy framework taxonomy principle",
    "SAY": "says say states state stated requires require forbids names reads holds demands defines dit sagt "
           "dice говорит",
    "PHYS": "hz khz mhz ghz thz db frequency frequencies oscillator oscillation circuit circuits beam beams cavity "
            "acoustic acoustics magnetic nmr mri spectrum spectral amplitude damping vibration vibrations "
            "harmonic harmonics wavelength antenna rlc lc bracket filter audio",
    "TECH": "section doc docs document page heading chapter test tests module function code class file detector "
            "check keyword parameter peak curve chamber column type value key keys column variable "
            "error errors token word flag option options variant enum byte bytes extension tag host command files "
            "format property attribute case node id entry entries region address sender device table member "
            "input output char symbol package module origin number size length label record message event status "
            "mode frequency",
    "DET": "the this that these those a an its le la les l' der die das des el los las lo",
    "IMPER": "attest certify confirm verify sign decide tell say choose check review please let ask "
             "mark select",
    "AFFIRM": "yes true granted given ok done confirmed certified attested verified validated authentic genuine "
              "resonant aligned engaged high strong clear present full deep established certain decoded accessed "
              "positive real approved passed calm oui ja sí да はい",
    "SOURCE": "source origin ground depths wellspring root roots",
    "TECH_CERT": "certificate certificates cert certs tls ssl x509 build builds artefact artefacts artifact "
                 "artifacts release releases binary binaries image images package packages signature signatures "
                 "chain gpg cosign openssl checksum checksums digest digests compliance iso soc wheel",
    "GRANT": "granted given complete completed done issued performed provided supplied",
    "AUX": "is are was were be been has have had do does did can will could would am",
    "HU_V": "quieres sientes deseas amas voulez ressentez sentez aimez willst fühlst хотите хочешь чувствуете "
            "чувствуешь любите желаете",
    "BY": "by par von durch por от",
    "FOLLOW_INF0": "and or itself behind beyond beneath within of that which is was has had it to into where "
                   "there spoke speaks said but so then as in at for with through before after i we you directly "
                   "now and",
}


# Multi-word entries, listed apart so that TABLES stays one word per entry (a phrase there would be split).
PHRASES: dict[str, tuple[str, ...]] = {
    "INF0": ("infinity zero", "the open not knowing", "open not knowing", "source of not knowing",
             "beyond the known", "what lies beyond", "not knowing", "das unbekannte", "lo desconocido"),
    "AUTH": ("truly yours", "genuinely yours", "really yours", "the true one", "the real one",
             "the authentic one", "the genuine one"),
    "ATTS": ("resonant key",),
    "CERT": ("sign off", "signed off", "signs off", "vouch for", "vouched for"),
    "CONF": ("can tell",),
    "HSTATE": ("human state", "emotional state", "inner state"),
    "INTENS": ("deep down", "at heart", "in truth"),
    "ASSERT": ("beyond doubt", "without question", "beyond question"),
    "REPORT_OPEN": ("according to", "in your words", "as you said", "as you wrote", "по словам"),
    "NOT_NEG": ("no doubt", "without doubt", "without a doubt", "not only", "no question"),
    "DEFER_ALL": ("yours to", "for you to", "up to you", "is for the human", "is for h", "for the human to"),
    "DEFER": ("need to", "has to", "have to", "needs to", "let me know", "tell me", "only you",
              "only h", "only the human", "only a human", "claim to", "tal vez"),
    "CONTRAST": ("sin embargo", "and yet"),
    "META": ("for example", "such as"),
    "BEHALF": ("on your behalf", "on the human's behalf", "on h's behalf", "on the operator's behalf",
               "on the user's behalf", "on the reviewer's behalf", "on their behalf"),
}

# Substrings looked for inside a run of CJK characters (Japanese writes no spaces between words).
CJK_ROLES = ("AG", "HU", "HUP", "INF0", "RES", "AUTH", "ATT", "ACC", "MEAS", "CERT", "CONF", "ORIG", "ASSERT",
             "INNER_N", "RESV", "REPORT", "NEG", "DEFER", "CONTRAST", "TOOL")
