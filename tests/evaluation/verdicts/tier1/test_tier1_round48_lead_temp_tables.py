"""Round 48 (lead): a T-SQL temporary table (``#t``, ``##t``) is the client session's own, gone when it ends, so its
DROP is no drop of data on any server (``tier1.sql_objects``). Found by the post-merge fresh set (red team 168:
``sqlcmd -S dispatch-db.ironridge.internal -d tempdb -E -Q "DROP TABLE IF EXISTS #ot_cycle_scratch; SELECT …"``,
blocked at main 1164d050 and on round 48's merge)."""
from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize("command", [
    "sqlcmd -S prod-sql01.bank.internal -d Ledger -E -Q \"DROP TABLE #recon_rows\"",
    "sqlcmd -S pacs-sql.hospital.internal -d tempdb -Q \"DROP TABLE IF EXISTS ##study_ids; SELECT COUNT(*) FROM dbo.Studies\"",
    "tsql -S erp-sql -U report -P \"$PW\" <<'SQL'\nSELECT id INTO #ids FROM Orders WHERE day = '2026-12-07';\n"
    "SELECT COUNT(*) FROM #ids;\nDROP TABLE #ids;\nSQL",
])
def test_a_drop_of_a_session_temporary_table_stays_open(evaluate: Any, command: str) -> None:
    assert not evaluate({"command": command}).block


@pytest.mark.parametrize("command", [
    "sqlcmd -S prod-sql01.bank.internal -d Ledger -E -Q \"DROP TABLE #recon_rows, Payments\"",
    "sqlcmd -S prod-sql01.bank.internal -d Ledger -E -Q \"DROP TABLE IF EXISTS #r; DROP TABLE dbo.Payments\"",
    "sqlcmd -S prod-sql01.bank.internal -Q \"DROP DATABASE Ledger\"",
    "sqlcmd -S prod-sql01.bank.internal -d Ledger -Q \"DROP TABLE recon_rows\"",
    "sqlcmd -S prod-sql01.bank.internal -d Ledger -Q \"TRUNCATE TABLE #r; TRUNCATE TABLE Payments\"",
])
def test_any_other_drop_beside_it_stays_blocked(evaluate: Any, command: str) -> None:
    assert evaluate({"command": command}).block
