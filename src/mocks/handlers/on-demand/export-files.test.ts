// The fake backend's export files are removed with their jobs: when a new job pushes an ended export out of the
// newest jobs kept, and when "Reset demo data" empties the jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFiles } from '../../files.ts';
import { createTestServer, DEMO_AUTH } from '../../node.ts';
import { exportFileKey } from './export-run.ts';

const files = memoryFiles();
// Every view of more than one row is a job.
const backend = createTestServer({ files, exportJobThreshold: 1 });
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

/** Exports the departments as a job and waits for its end; answers the job's id. */
async function exportDone(): Promise<number> {
  const res = await fetch('http://localhost/app/department/export?format=csv', { headers: DEMO_AUTH });
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as { jobId: number };
  await expect
    .poll(
      async () => ((await (await fetch(`http://localhost/app/jobs/${jobId}`, { headers: DEMO_AUTH })).json()) as { status: string }).status,
    )
    .toBe('done');
  return jobId;
}

const exportKeys = async () => (await files.keys()).filter((key) => key.endsWith('-export')).sort();

describe("the fake backend's export files", () => {
  it('removes the file of an export pushed out of the newest 50 jobs, and keeps the 50', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 51; i++) ids.push(await exportDone());
    expect(await files.get(exportFileKey(ids[0]!))).toBeUndefined();
    expect(await files.get(exportFileKey(ids[1]!))).toBeDefined();
    expect(await exportKeys()).toEqual(ids.slice(1).map(exportFileKey).sort());
  });

  it('removes every export file when the demo data is reset, and leaves the uploads', async () => {
    await files.put('a1b2c3d4e5f60718293a4b5c6d7e8f90.png', { bytes: new ArrayBuffer(4), type: 'image/png' });
    expect((await exportKeys()).length).toBeGreaterThan(0);
    await backend.reset();
    expect(await exportKeys()).toEqual([]);
    expect(await files.get('a1b2c3d4e5f60718293a4b5c6d7e8f90.png')).toBeDefined();
    // A job after the reset has its file again.
    const id = await exportDone();
    expect(await exportKeys()).toEqual([exportFileKey(id)]);
  });
});
