// The names a job's progress travels under, without zod: the live stream's transport (src/api/live.ts) is on every
// page, the job's schema (src/contract/jobs.ts) only where a job is watched. src/contract/jobs.ts re-exports them.

/** The live stream's event for a job's progress and end (data: the job, as GET /app/jobs/{id} answers it). */
export const JOB_EVENT = 'job';

/** The channel the fake backend's tabs tell each other of jobs on (data: `{ job, accountId }`). */
export const FAKE_JOB_CHANNEL = 'stride:jobs';
