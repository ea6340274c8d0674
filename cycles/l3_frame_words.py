"""Word classes for the L3 frames (`cycles.l3_frames`), round 3 of issue 25. Pure data.

Round 3 reads a claim as a FRAME whose slots are open classes, so most slots are decided by what a word is NOT:

- the human's X, after a verb of perceiving or measuring, is inner life unless X is an ARTIFACT (a file, a
  message, a build: closed classes of things an agent handles), so "I sensed your approval", "ho percepito la tua
  fiducia", "ik heb je tevredenheid gemeten" claim without "approval", "fiducia" or "tevredenheid" in any table;
- a value given to the human (a field, a number on a scale) is a reading of the human unless its key names an
  artifact or a metric;
- ∞0 as a place questions come from is any GROUND noun after "the" ("the formless", "the wellspring", "del vacío").

Stems end in "*" (prefix match). English verbs are listed by base and inflected by `cycles.l3_tokens`'s rules.
"""
from __future__ import annotations

# Verbs of perceiving or gauging a mind (not of handling a thing): with the human's X as object they read the human.
MIND_V = ("sense sensed senses sensing perceive perceived perceives intuit intuited discern discerned gauge gauged "
          "gauges profile profiled profiles attune attuned detect detected detects notice noticed register registered hear heard pick picked catch caught feel felt read reads measure measured measures quantify quantified "
          "score scored scores rate rated assess assessed map mapped decode decoded track tracked monitor monitored "
          "capture captured infer inferred deduce deduced diagnose diagnosed estimate estimated evaluate evaluated "
          "perçu perçois ressenti senti capté deviné mesuré évalué lu spüre spürte spürst "
          "gespürt wahrgenommen erkannt erfasst gemessen gelesen bewertet geschätzt "
          "percibí percibido capté captado sentí medí medido leí evalué detecté "
          "percepito colto sentito misurato rilevato letto valutato "
          "percebi captei senti medi li avaliei detectei "
          "уловил* почувствовал* ощутил* считал* измерил* прочитал* оценил* "
          "gevoeld gemerkt gemeten gelezen aangevoeld ingeschat "
          "wyczuł* poczuł* zmierzył* odczytał* ocenił* "
          "kände märkte läst avläst mätte uppmätt "
          "読み取 感じ取 測定 感知 察知 测量 感知到 察觉 读出 读取")

# Things an agent handles: after "your", these are not the human's inner life.
ARTIFACT = ("message messages comment comments code file files branch branches commit commits pr prs config configuration "
            "request ticket tickets note notes answer answers reply replies question questions input prompt prompts draft "
            "drafts test tests build builds repo repository project projects diff patch change changes script scripts "
            "command commands output outputs log logs account key keys token tokens password email name signature "
            "setup environment machine laptop terminal session sessions browser screen keyboard typo typos error errors "
            "mistake mistakes bug bugs issue issues team teammate colleague colleagues manager schedule calendar list "
            "docs document documents report reports spec text words wording sentence edit edits pull merge "
            "id ids count number role roles profile settings preferences preference home directory folder path "
            "machine server servers service services app application database table tables query queries api "
            "deploy deployment release version pipeline job jobs task tasks workflow plan plans proposal design "
            "draft notebook slides data dataset upload download link url phone device keyboard cursor mouse "
            "retention churn latency throughput usage quota budget cost costs invoice order orders payment "
            "fix fixes feedback review reviews rating ratings survey score scores vote votes submission submissions "
            "field fields column columns type types variable variables parameter parameters value values "
            "message's workspace desk office address time timezone locale language region location ip "
            "nachricht datei code kommentar mensaje archivo código comentario messaggio file codice commento "
            "сообщение файл код комментарий bericht bestand wiadomość plik meddelande fil")

# Nouns that name a number read off something; a key on them is a metric, not the human.
METRIC = "count rate ratio id latency retention churn usage quota budget time duration size total number version"

# "The <ground>" as the place questions come from: ∞0 named by a noun after "the".
GROUND = ("unknown unknowable infinite infinity formless wellspring zero void silence nothing nothingness depths beyond unseen unspoken unsaid nameless "
          "unmanifest origin source well field deep abyss dark darkness emptiness stillness not-yet-spoken "
          "notyetknown notyetspoken notyetsaid notyetasked vacío vacio silencio vide néant leere stille vuoto silenzio vazio silêncio пустоты пустота "
          "тишины тишина неизвестного неизвестности глубины bezdni stilte leegte ciszy pustki tystnaden tomheten")

# Verbs that make a question arise somewhere, and the particles that name where from.
ORIGIN_V = ("came come comes rose rise rises risen surfaced surface surfaces emerged emerge emerges arrived arrive "
            "arrives received sprang spring springs born handed drawn drew pulled welled delivered given brought "
            "brotó surgió vino nació venu venue née surgi kam kommt entstand entsprang stammt venne nata emersa "
            "veio surgiu nasceu пришёл пришел пришла возник возникла родился поднялся поднялась всплыл всплыла вышел вышла kwam ontstond przyszło przyszedł "
            "pojawiło kom uppstod")
FROM = "from out of by del de des du dalla dal da aus von из от uit van z ze ur"

# Verbs by which ∞0 speaks: "the silence asked", "the origin of all questions spoke".
SPEAK_V = "spoke spoken speaks speak said says asked asks told tells whispered whispers wants wanted called calls dictated"

# Perceiving or entering a place: "I listened to the silence", "tapped the wellspring", "reached into the formless".
PLACE_ACC_V = ("listen listened listening hear heard tap tapped tapping reach reached entered enter visited visit "
               "drew draw drawn dipped dip consulted consult touched touch channel channeled channelled receive "
               "received sampled sample decoded decode read")

# Adverbs that say the agent knows what the human hides: "you're secretly relieved", "what you are truly after".
HIDDEN_ADV = ("stiekem heimelijk insgeheim heimlich secrètement secretamente segretamente втайне potajemnie "
              "hemligt "
              "internally secretly privately inwardly truly really actually quietly deeply genuinely underneath")

# Verbs that are no state: "you really should", "you truly need to" are advice, not a reading of the human.
NOT_STATE = ("should must can could will would need needs have has had do did does may might shall ought "
             "to know mean want") # "you really mean/want" is handled by the older rules

# Performatives of the agent standing in for the human.
VOUCH_V = "vouch vouched vouches witness witnessed endorse endorsed guarantee guaranteed warrant warranted hereby"
PROXY = ("proxy proxies stand-in delegate representative surrogate")
DEEM_V = "treat treated treating count counted counting take took mark marked consider considered deem deemed log logged record recorded register registered"
ACT_DONE = ("accepted approved attested signed agreed endorsed ratified given granted confirmed consented "
            "acceptée accepté approuvé aceptado aprobado akzeptiert genehmigt")
ACT_N = ("consent approval agreement sign-off signoff assent endorsement ratification acceptance attestation "
         "consentement accord zustimmung einwilligung consentimiento aprobación consenso assenso consentimento "
         "согласие одобрение toestemming zgoda samtycke")
GRANTED = "granted given recorded done obtained secured registered logged captured filed"

# Verbs of sensing a mind, whose that-clause about the human is the human's state read: "I sensed that you …".
SENSE_V = ("devine devines deviné spüre spürte sento siento sinto voel czuję чувствую ощущаю "
           "sense sensed intuit intuited perceive perceived gespürt wahrgenommen ressenti perçu percibí percibido "
           "percepito intuito percebi senti sentí уловил* почувствовал* ощутил* wyczuł* poczuł* aangevoeld kände "
           "感じ取 察知 感知到 察觉")
THAT = "that dass que che что чтобы dat że att 说 ことを"
# Clause openers that say what follows is hidden under the surface: "Underneath the polite wording, you …".
UNDER = ("underneath beneath behind secretly privately inwardly au fond im grunde en el fondo in fondo no fundo "
         "в глубине innerst")
# First-person performatives of certifying, in languages whose verb carries its subject.
CERTIFY_1SG = "atestei atesto certifiquei certifico attesto certifié certifie atteste atestigüé atestiguo bescheinige beglaubige"

# Nouns of the agent's perception of someone: "my sense of you", "our read of the operator".
PERCEPT_N = "sense read reading impression picture model feel image profile measure take"
# Evidential adverbs: "H is evidently delighted" asserts a state the agent can only have read off the human.
EVIDENT_ADV = "evidently clearly obviously visibly plainly noticeably manifestly"
