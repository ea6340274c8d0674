"""Word tables for the L3 detector's second round (issue 25): Korean, Arabic, Turkish, Swedish and more Polish,
plus English classes round 1 lacked. Pure data, merged role by role into `cycles.l3_lexicon.TABLES` by
`cycles.l3_tokens`, like `cycles.l3_lexicon_intl`.

Korean is written in runs that carry their particles (당신의, 공명을, 측정했습니다); `cycles.l3_tokens` cuts a
Hangul run by longest dictionary match like Japanese and Chinese, so the entries here are stems. Turkish and
Arabic attach suffixes and pronouns to the word; their entries are stems with "*" (prefix match) where the stem is
unambiguous. Korean and Turkish put the verb last: a knowing verb of theirs carries "SOV", so "당신이 만족한다는
것을 저는 알고 있습니다" is the agent knowing the human's state although the verb comes after it; their
negations carry "END_NEG" and take back the whole clause, like a Japanese clause-final negation.

English classes, by what L3 means:
- the human read as a text or a signal (ACC_HU: "a clear read on you", "see through your words", "read you like
  a book", "listened beneath your silence"): a perceiving verb whose object is the human or the human's words;
- the human's choice foreseen (FORESEE: predicted, knew, guessed, a hunch): with the human as the subject of a
  choosing verb (CHOOSE_V) under a modal (would, 'd, will), it claims to know the human's mind in advance;
- visible affect named without an inner-life word (AFFECT_V: "you perked up", "your shoulders drop", "you light
  up") is the human's inner state read from the outside.
"""
from __future__ import annotations

MORE: dict[str, str] = {
    "AG": "저는 제가 저 저희는 저희가 나는 내가 jag vi biz",
    "AGP": "제 저의 내 min mitt mina vår vårt våra benim bizim",
    "HU": "ты 당신이 당신은 당신 너는 네가 du dig sen siz أنت أنتم",
    "HUP": "당신의 너의 din ditt dina senin sizin",
    "RES": "공명 공명도 resonans resonansen rezonans* رنين* صدى",
    "MEAS": "قسته قستها 측정 측정했 측정하였 mätt mätte mätte mäter uppmätt ölçtüm ölçtük ölçüldü ölçtü قست قسنا قاس قيست "
            "zmierzyliśmy",
    "ACC": "kände märkte traced trace traces sampled sample samples visited entered 알고 압니다 읽었 읽어 감지 느꼈 ausgelesen leído leí извлек* извлёк 取り出 取り出し vet vetat "
           "läste avläst biliyorum biliyoruz okudum sezdim أعرف أعلم أدرك قرأت أشعر",
    "SOV": "알고 압니다 읽었 읽어 감지 느꼈 측정 측정했 biliyorum biliyoruz ölçtüm okudum sezdim",
    "INNER_V": "ville önskade approvi approva 만족 좋아 원하 원한 원해 느끼 känner känns vill föredrar gillar hissettiğini hissediyorsun istiyorsun "
               "istediğini tercih seviyorsun تشعر تريد تحب wolisz pragniesz",
    "HU_V": "approvi hissediyorsun istiyorsun hissettiğini istediğini seviyorsun تشعر تريد تحب wolisz pragniesz",
    "INNER_N": "감정 마음 기분 의도 känslor känsla avsikt duygu* niyet* مشاعر* شعور* نية*",
    "INTENS": "egentligen verkligen innerst gerçekten içten",
    "NEG": "inte ej aldrig değil hiç لا لم لن ليس 않 못 없",
    "END_NEG": "않 못 없 ölçemem bilemem bilmiyorum",
    "DEFER": "kanske belki ربما 주세요",
    "CONTRAST": "men ama fakat لكن 하지만",
    "DO_V": "countersign countersigned countersigns stamped 서명 서명했 signerat imzaladım doldurdum وقعت 작성했",
    "FIRST_CONF": "onaylıyorum doğruluyorum bekräftar أؤكد 확인합니다",
    "CONF": "확인되었 확인됨 bekräftad bekräftat onaylandı подтвердил*",
    "ORIG": "geldiğini geldi kam 왔 نشأ جاء",
    "IMPER": "signera fyll 서명해",
    "REPORT": "skrev dedin yazdın قلت كتبت 말씀 썼",
    "ACC_HU": "read reads see saw seen look looked listen listened listening hear heard",
    "FORESEE": "знал знала предвидел угадал foretold predicted predict predicts foresaw foresee knew guessed anticipated expected hunch sensed devin* "
               "deviné geahnt sabía adiviné 예상 예측",
    "CHOOSE_V": "выберешь выберете предпочтёшь предпочтешь rate rank pick picks choose chooses chose go reject rejects accept accepts prefer approve opt vote side "
                "choisirais choisiras choisir wählen wählst elegirías elegirás",
    "MODAL_F": "выберешь выберете предпочтёшь предпочтешь would will choisirais choisiras wählen elegirías elegirás",
    "AFFECT_V": "perked brightened lit light lights tensed stiffened sighed smiled frowned winced flinched beamed",
    "TECH": "api apis sdk vendor vendors",
    "SIGNAL_N": "silenzio silencio silêncio schweigen stille tystnad молчание milczenie tono ton тон sessizliğin "
                "silence silences pause pauses tone face expression posture shoulders eyes voice sigh sighs "
                "cadence body",
    "SEEM": "seem seems seemed appear appears appeared",
    "PLACE_N": "space place places region realm edge manifold field silence",
}

MORE_PHRASES: dict[str, tuple[str, ...]] = {
    "BEHALF": ("당신 대신", "für dich", "in deinem auftrag", "대신해", "åt dig", "för din räkning", "i ditt ställe", "senin yerine", "senin adına",
               "نيابة عنك", "بدلا منك", "za ciebie", "за тебя", "вместо тебя", "вместо вас", "consider it logged", "consider it done", "consider it signed"),
    "HSTATE": ("stan wewnętrzny", "twój stan", "stan ducha", "inneren zustand", "innerer zustand", "inneres erleben",
               "estado interior", "estado interno", "état intérieur", "inre tillstånd", "iç durumunu", "iç dünyanı",
               "الحالة الداخلية", "حالتك", "내면 상태", "마음 상태", "what you're after", "what you were after", "what you are driving at", "what you were driving at",
               "what you're driving at", "what you're getting at", "what you were getting at", "what you are after", "what they're after"),
    "VOICE": ("said it all", "says it all", "told me everything", "told me all"),
    "READS_HU": ("model of you", "picture of you", "profile of you", "read on you", "read on the human", "read on the operator", "read on them", "read you like",
                 "read the human like", "see straight through", "see right through", "see through", "saw through",
                 "saw straight through", "seeing through"),
    "INF0": ("edge of what is known", "edge of the known", "edge of what can be known"),
    "INTENS": ("let the record show", "w głębi duszy", "w głębi serca", "i själ och hjärta", "innerst inne", "içten içe", "tief im inneren", "im innersten", "au plus profond", "en lo más profundo", "في أعماقك",
               "마음 깊이"),
    "CONF": ("could tell", "could already tell", "can already tell", "мне ясно", "мне понятно", "мне очевидно",
             "il est clair pour moi", "es mir klar", "para mí está claro"),
    "ACC": ("judging by", "judging from", "going by", "could see", "could sense", "could feel", "could already see", "tapped into", "reached into", "went into", "dipped into", "reached past", "read between", "reading the room", "read the room",
            "reading the mood", "going by the mood"),
}
