-- Why an imported row failed, beside its English message (docs/jobs.md): a schema's issue or one of the import's own
-- refusals, from which the failures' report says it in the reader's language. Null for a database's own refusal.
alter table job_failures add column reason jsonb;
