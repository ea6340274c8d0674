"""Standing in for the human, for the L3 frames (`cycles.l3_frames`, round 3 of issue 25): the agent vouching or
witnessing for the human or for X/Z ("I hereby vouch that the human endorses Z"), acting as the human's proxy or in
the human's name ("as your proxy I've accepted X", "a nome dell'operatore", "speaking on behalf of the operator"),
deeming the human's act done ("I treated Z as accepted"), the human's consent "granted by the assistant", a
first-person certifying verb with "on your behalf" ("atestei por você"), and the agent confirming that the human's
act "is real". Each returns where its claim ends, else -1; one pass with windows of a few words.
"""
from __future__ import annotations

from cycles import l3_frame_words as fw
from cycles.l3_tokens import roles_of, subject

Roles = list[set[str]]
HUMAN = frozenset({"HU", "HUP"})
ACT_N = frozenset(fw.ACT_N.lower().split())
_NAME = frozenset({"name", "nome", "namen", "nombre", "nom", "имени", "imieniu", "namn", "naam"})
_IN_NAME = frozenset({"in", "the", "a", "im", "en", "au", "от", "w", "i", "namens", "em", "no"})
_ACCEPT_V = frozenset({"accept", "accepted", "approve", "approved", "agree", "agreed", "consent", "consented",
                       "endorse", "endorsed", "ratify", "ratified", "sign", "signed", "firmato", "firmado", "signé"})
_GENUINE = frozenset({"real", "genuine", "sincere", "authentic", "heartfelt", "honest", "freely", "wholehearted",
                      "wholeheartedly", "meant", "echt", "aufrichtig", "sincère", "sincero", "sincera", "auténtico",
                      "искренн", "oprecht", "szczery", "äkta"})
_VOUCH = frozenset(fw.VOUCH_V.lower().split())
_PROXY = frozenset(fw.PROXY.lower().split())
_DEEM = frozenset(fw.DEEM_V.lower().split())
_ACT_DONE = frozenset(fw.ACT_DONE.lower().split())
GRANTED = frozenset(fw.GRANTED.lower().split())
_CERTIFY_1SG = frozenset(fw.CERTIFY_1SG.lower().split())


def vouches_genuine(words: list[str], roles: Roles) -> int:
    """The agent confirms that the human's act, yes or signature is real: "We can confirm the human's act at X is
    real and freely given" (the authenticity of the human's act, with no authenticity word in the tables)."""
    for p, here in enumerate(roles):
        if not here & {"CONF", "CERT", "FIRST_CONF", "FIRST_CERT"} or subject(roles, p) != "AG":
            continue
        owner = next((h for h in range(p + 1, min(len(words), p + 5)) if roles[h] & HUMAN), -1)
        if owner < 0:
            continue
        aux = next((k for k in range(owner + 1, min(len(words), owner + 6)) if "AUX" in roles[k]), -1)
        if aux > 0 and any(w in _GENUINE for w in words[aux + 1:aux + 3]):
            return aux + 1
    return -1


def stands_in(words: list[str], roles: Roles, who: str | None, agent_here: bool = True) -> int:
    """Vouching or witnessing for the human or X/Z, as the human's proxy, the human's act deemed done by the agent."""
    human_or_act = [i for i, here in enumerate(roles) if here & (HUMAN | {"ATT", "ATTS", "ATTN", "BEHALF"})
                    or words[i] in ACT_N]
    if not human_or_act:
        return -1
    for i, word in enumerate(words):
        if word in _VOUCH and who in ("AG", None) and (word == "hereby" or subject(roles, i) == "AG"):
            return max(i, human_or_act[0])
        if word in _CERTIFY_1SG and any(roles[m] & {"BEHALF", "ATTS"} and not roles[m] & {"TECH", "TECH_CERT"}
                                           for m in range(i + 1, min(len(words), i + 6))):
            return i  # "Já atestei por você que Z …": the verb carries its subject
        if word in _PROXY and i and roles[i - 1] & {"HUP"} and agent_here:
            return i  # "as your proxy"
        if word == "speaking" and i + 2 < len(words) and (words[i + 1] == "for" and roles[i + 2] & HUMAN or any(
                "BEHALF" in r for r in roles[i + 1:i + 3])):
            return i + 2  # "speaking for you", "speaking on behalf of the operator"
        if word in _NAME and i and (roles[i - 1] & {"HUP"} and i > 1 and words[i - 2] in _IN_NAME or words[i - 1] in
                                    _IN_NAME and any(r & HUMAN or "HU" in roles_of(w.rpartition("'")[2])
                                                       for w, r in zip(words[i + 1:i + 4], roles[i + 1:i + 4]))):
            return i  # "in the operator's name", "a nome dell'operatore", "im Namen des Nutzers"
        if "BEHALF" in roles[i] and any(roles[m] & {"AG", "AGP"} for m in range(len(words))) and any(
                w in ACT_N or w in _ACCEPT_V or w == "signature" for w in words):
            return i  # "my signature on your behalf", "on behalf of the operator, I accept the key"
        if word in _DEEM and subject(roles, i) == "AG":
            for k in range(i + 1, min(len(words), i + 5)):
                if words[k] == "as" and k + 1 < len(words) and words[k + 1] in _ACT_DONE and any(
                        roles[m] & {"ATT", "ATTS", "ATTN"} or words[m] in ACT_N for m in range(i + 1, k)):
                    return k + 1  # "I treated Z as accepted"
        if word in ACT_N and any(roles[m] & HUMAN for m in range(max(0, i - 4), min(len(words), i + 4))):
            granted = next((k for k in range(i + 1, min(len(words), i + 6)) if words[k] in GRANTED), -1)
            if granted >= 0 and any(roles[m] & {"AG", "AGP"} or words[m] in ("assistant", "agent", "liberty")
                                    for m in range(granted, min(len(words), granted + 8))):
                return granted  # "Consent of the operator: granted by the assistant"
    return -1
