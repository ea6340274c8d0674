"""Human acts signed with passkeys (issue 24, SPEC §9 "WebAuthn"): what is signed, how it is checked.

``payload`` and ``assertion`` are pure (no Django): the promoter verifies offline with them,
from its own key store and the ledger. ``services`` issues nonces, enrols keys and verifies
acts on the web side.
"""
