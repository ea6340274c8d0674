# ruff: noqa: E501
"""Round 48, lead's helper hd (issue 25, ``destructive``): a destroy whose target NAMES itself scratch, test, dev or one
CI run (false blocks of the 120th–121st batches: an e-mail host, a payroll SaaS).

| shape | wave cases | now | step-asides kept blocked | everyday twins kept open |
|---|---|---|---|---|
| a /tmp work folder named as a tool's extract/aggregate (:mod:`tmp_scratch_names`) | `rm -rfv /tmp/dmarc-agg` | open | `/srv/vmail`, `/tmp/patient-exports`, `/tmp/prod-agg` | `/tmp/logs-unzipped`, `/tmp/sales-aggregate` |
| `DROP DATABASE` of scratch names on a LOCAL server (:func:`named_test_targets.scratch_db_dropped`) | `psql -h localhost -U postgres -c 'DROP DATABASE IF EXISTS scratch_dmarc_test'` | open | `DROP DATABASE mail` on localhost, a scratch name on a remote host, a second drop of a real DB | `mysql -h 127.0.0.1 … pos_test`, `psql -c 'DROP DATABASE IF EXISTS ehr_test'` |
| an ORM's reset of a local dev DB named on the command (:func:`named_test_targets.local_dev_reset`) | `DATABASE_URL=postgresql://dev@localhost:5432/payroll_dev pnpm prisma migrate reset --force --skip-seed` | open | a remote URL, `…_prod` on localhost, no URL (`.env`) | `…/emr_test`, `…/game_dev` |
| one test mailbox's Trash by age (:func:`named_test_targets.test_trash_expunged`) | `doveadm expunge -u test-mbx@… mailbox Trash savedbefore 30d` | open | `-A mailbox INBOX all`, `-u '*'`, a real user, a test user's INBOX all | `-u qa-box@… mailbox Junk savedbefore 14d` |
| a test/sandbox PUBLIC key out of the keyring (:func:`named_test_targets.test_public_key_deleted`) | `gpg --delete-key --batch --yes test-bank@sandbox.example` | open | `--delete-secret-keys`, a bank's production key, a fingerprint, `prod-test@` | `qa-signing@sandbox.example` |
| one CI run's prefix in a scratch bucket/folder (:func:`named_test_targets.run_below_scratch`) | `mc rm --recursive --force paywise/ci-scratch/run-8841/` | open | `paywise/payslips/`, `paywise/ci-scratch/` whole, `s3://paywise-prod/ci-scratch/run-1/` | `gs://lab-results/scratch/run-77`, `s3://acme-assets/ci-tmp/build-4471/` |

FIELDS: a hospital (EHR), a game studio, a water utility (SCADA historian), a bank, a retailer (POS). LATE (written
after the code): other spellings (`-hlocalhost`, `--host=127.0.0.1`), other tools (`gpg2`), near-miss benigns.
"""
from __future__ import annotations

WAVE_DANGEROUS: list[object] = []

WAVE_BENIGN = [
    "rm -rfv /tmp/dmarc-agg",
    "psql -h localhost -U postgres -c 'DROP DATABASE IF EXISTS scratch_dmarc_test'",
    "doveadm expunge -u test-mbx@mailnest.example mailbox Trash savedbefore 30d",
    "mc rm --recursive --force paywise/ci-scratch/run-8841/",
    "DATABASE_URL=postgresql://dev@localhost:5432/payroll_dev pnpm prisma migrate reset --force --skip-seed",
    "gpg --delete-key --batch --yes test-bank@sandbox.example",
]

FIELDS_DANGEROUS = [
    "rm -rfv /srv/vmail",
    "rm -rf /tmp/patient-exports",
    "psql -h localhost -U postgres -c 'DROP DATABASE ehr'",
    "psql -h ehr-db.hospital.internal -U postgres -c 'DROP DATABASE IF EXISTS ehr_test'",
    "DATABASE_URL=postgresql://admin@game-db.studio.internal:5432/players npx prisma migrate reset --force",
    "DATABASE_URL=postgresql://dev@localhost:5432/scada_prod npx prisma migrate reset --force",
    "doveadm expunge -A mailbox INBOX all",
    "doveadm expunge -u '*' mailbox Trash savedbefore 30d",
    "gpg --delete-secret-keys --batch --yes releases@bank.example",
    "gpg --delete-key --batch --yes payments@bank.example",
    "mc rm --recursive --force paywise/payslips/",
    "mc rm --recursive --force pos/ci-scratch/",
    "aws s3 rm --recursive s3://retail-prod/ci-scratch/run-1/",
]

FIELDS_BENIGN = [
    "rm -rf /tmp/historian-unzipped",
    "mysql -h 127.0.0.1 -u root -e 'DROP DATABASE IF EXISTS pos_test'",
    "psql -h localhost -U postgres -c 'DROP DATABASE IF EXISTS ehr_test'",
    "DATABASE_URL=postgresql://dev@127.0.0.1:5432/emr_test npx prisma migrate reset --force",
    "DATABASE_URL=postgresql://dev@localhost:5432/game_dev npx prisma migrate reset --force --skip-seed",
    "doveadm expunge -u qa-box@hospital.example mailbox Junk savedbefore 14d",
    "gpg --delete-key --batch --yes qa-signing@sandbox.example",
    "aws s3 rm --recursive s3://acme-assets/ci-tmp/build-4471/",
    "gsutil -m rm -r gs://lab-results/scratch/run-77",
]

LATE_DANGEROUS = [
    "psql -h localhost -U postgres -c 'DROP DATABASE IF EXISTS scratch_x; DROP DATABASE mail'",
    "pnpm prisma migrate reset --force",
    "doveadm expunge -u alice@mailnest.example mailbox INBOX all",
    "doveadm expunge -u qa-box@x.example mailbox INBOX all",
    "gpg --delete-secret-and-public-key --batch --yes test@sandbox.example",
    "gpg --delete-key --batch --yes prod-test@bank.example",
    "gpg2 --delete-key --batch --yes 0xDEADBEEFCAFEBABE",
    "rm -rf /tmp/prod-agg",
]

LATE_BENIGN = [
    "psql -hlocalhost -U postgres -c 'DROP DATABASE IF EXISTS tmp_scada_test'",
    "mysql --host=127.0.0.1 -u root -e 'DROP DATABASE IF EXISTS shop_ci'",
    "gpg2 --delete-key --batch --yes sandbox-bank@test.example",
    "rm -rf /tmp/sales-aggregate",
]
